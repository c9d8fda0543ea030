import type { BulkNeighbourhoodChange } from '../../shared/api';
import type { SandboxContext } from '../context';
import { bulkChange, editNeighbourhood, enableNeighbourhood, listNeighbourhoods } from '../data/deliveryAreas';
import type { FieldSchema } from '../fields';
import type { Routers } from './routers';

const BULK_BODY: FieldSchema<BulkNeighbourhoodChange> = {
  sel: 'json',
  valor_taxa: 'number?',
  valor_frete_gratis: 'number?',
  valor_minimo: 'number?',
};

/** Locais de Atendimento (spec 02 §7.4). */
export function registerDeliveryAreaRoutes({ legacy }: Routers, ctx: SandboxContext): void {
  legacy.route('estabelecimentobairros/listar', ({ session }) => ({ status: true, bairros: listNeighbourhoods(ctx, session.storeId) }));

  legacy.route('estabelecimentobairros/habilitarBairro/:id_bairro', ({ params, session }) => {
    const result = enableNeighbourhood(ctx, session.storeId, Number(params.id_bairro));
    return result.ok ? { status: true, mensagem: result.mensagem, atendido: result.value } : { status: false, mensagem: result.mensagem };
  });

  legacy.route(
    'estabelecimentobairros/editar/:id_estabelecimento_bairro',
    { body: { inativo: 'string', valor_minimo: 'number', valor_taxa: 'number', valor_taxa_old: 'number', valor_frete_gratis: 'number' } },
    ({ params, body, session }) => {
      const result = editNeighbourhood(ctx, session.storeId, Number(params.id_estabelecimento_bairro), body);
      return result.ok ? { status: true, mensagem: result.mensagem, atendido: result.value } : { status: false, mensagem: result.mensagem };
    },
  );

  // The switch segment may be left out (mudaStsLote/S/): only the values are applied.
  legacy.route('estabelecimentobairros/mudaStsLote/:status', { body: BULK_BODY }, ({ params, body, session }) => {
    const result = bulkChange(ctx, session.storeId, params.status, '', body);
    return { status: result.ok, mensagem: result.mensagem, ...(result.ok ? { alterados: result.value } : {}) };
  });

  legacy.route('estabelecimentobairros/mudaStsLote/:status/:frete', { body: BULK_BODY }, ({ params, body, session }) => {
    const result = bulkChange(ctx, session.storeId, params.status, params.frete, body);
    return { status: result.ok, mensagem: result.mensagem, ...(result.ok ? { alterados: result.value } : {}) };
  });
}
