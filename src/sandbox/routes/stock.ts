import { excluirItemEstoque, mudaStatusEstoque, salvarItemEstoque } from '../../shared/api';
import type { SandboxContext } from '../context';
import { deleteStockItem, saveStockItem, setStockItemStatus } from '../data/stock';
import { publicFileUrl } from '../uploads';
import { answer } from './menu';
import type { AreaServices } from '../areaRoutes';

/**
 * Stock (spec 02 §7.3): the save on the second service (ws2, multipart, the image with it), the
 * delete and the status change on the legacy base.
 */
export function registerStockRoutes({ api, uploads }: AreaServices, ctx: SandboxContext): void {
  const { db } = ctx;
  api.route(salvarItemEstoque, ({ session, body }) =>
    answer(() => {
      const saved = saveStockItem(db, uploads, session.storeId, body);
      return {
        id_estoque: saved.id,
        image_url: saved.imagem ? publicFileUrl(ctx.publicUrl(), saved.imagem) : '',
        mensagem: body.id_estoque ? 'Item atualizado com sucesso!' : 'Item criado com sucesso!',
      };
    }),
  );
  api.route(excluirItemEstoque, ({ session, body }) =>
    answer(() => (deleteStockItem(db, session.storeId, body.id_estoque), { mensagem: 'Item excluído com sucesso!' })),
  );
  api.route(mudaStatusEstoque, ({ session, body }) =>
    answer(() => (setStockItemStatus(db, session.storeId, body.id_estoque, body.novo_status), { mensagem: 'Status do item alterado.' })),
  );
}
