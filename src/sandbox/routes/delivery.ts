import type { SandboxContext } from '../context';
import { updateOrderAddress } from '../data/addresses';
import { cancelDelivery, coverageAreas, deliveryHistory, neighbourhoodArea, requestDelivery } from '../data/deliveries';
import { HttpError } from '../http';
import type { Routers } from './routers';

const id = (value: string): number => (/^\d+$/.test(value) ? Number(value) : -1);

export function registerDeliveryRoutes({ legacy, json }: Routers, ctx: SandboxContext): void {
  legacy.route('pedidos/externalDeliveryStatusList/:orderId', ({ params, session }) => {
    const history = deliveryHistory(ctx, session.storeId, id(params.orderId));
    if (!history) throw new HttpError(404, { status: false, mensagem: 'Pedido não encontrado.' });
    return history;
  });

  legacy.route(
    'enderecos/updateUserAddress/:addressId/:orderId',
    { body: { founded: 'boolean', lat: 'number', lng: 'number', formattedAddress: 'string', selectedAddress: 'string' } },
    ({ params, body, session }) => updateOrderAddress(ctx, session.storeId, id(params.addressId), id(params.orderId), body),
  );

  json.route('v2/delivery/coverageAreas', ({ session }) => ({ coverageAreas: coverageAreas(ctx, session.storeId) }));

  json.route('areas/:areaId', ({ params, session }) => {
    const externalId = neighbourhoodArea(ctx, session.storeId, id(params.areaId));
    if (externalId === null) throw new HttpError(404, { status: false, message: 'Área não encontrada.' });
    return { area: { external_id: externalId } };
  });

  json.route(
    'v2/delivery',
    { body: { id_pedido: 'number', coverage_area_id: 'number', name: 'string', external_provider: 'string', code: 'string?' } },
    ({ body, session }) => requestDelivery(ctx, session.storeId, body),
  );

  json.route('v2/delivery/:id/cancel', ({ params, session }) => cancelDelivery(ctx, session.storeId, id(params.id)));
}
