import { editarBairro, habilitarBairro, listarBairros, mudaBairrosEmLote, mudaBairrosEmLoteFrete } from '../../shared/api';
import type { SandboxContext } from '../context';
import { bulkChange, editNeighbourhood, enableNeighbourhood, listNeighbourhoods } from '../data/deliveryAreas';
import type { AreaServices } from '../areaRoutes';

/** Locais de Atendimento (spec 02 §7.4). */
export function registerDeliveryAreaRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(listarBairros, ({ session }) => ({ status: true, bairros: listNeighbourhoods(ctx, session.storeId) }));

  api.route(habilitarBairro, ({ params, session }) => {
    const result = enableNeighbourhood(ctx, session.storeId, Number(params.id_bairro));
    return result.ok ? { status: true, mensagem: result.mensagem, atendido: result.value } : { status: false, mensagem: result.mensagem };
  });

  api.route(editarBairro, ({ params, body, session }) => {
    const result = editNeighbourhood(ctx, session.storeId, Number(params.id_estabelecimento_bairro), body);
    return result.ok ? { status: true, mensagem: result.mensagem, atendido: result.value } : { status: false, mensagem: result.mensagem };
  });

  api.route(mudaBairrosEmLote, ({ params, body, session }) => {
    const result = bulkChange(ctx, session.storeId, params.status, '', body);
    return { status: result.ok, mensagem: result.mensagem, ...(result.ok ? { alterados: result.value } : {}) };
  });

  api.route(mudaBairrosEmLoteFrete, ({ params, body, session }) => {
    const result = bulkChange(ctx, session.storeId, params.status, params.frete, body);
    return { status: result.ok, mensagem: result.mensagem, ...(result.ok ? { alterados: result.value } : {}) };
  });
}
