import {
  cancelDelivery as cancelDeliveryEndpoint,
  deliveryArea,
  deliveryCoverageAreas,
  externalDeliveryStatusList,
  requestDelivery as requestDeliveryEndpoint,
  updateUserAddress,
} from '../../shared/api';
import type { SandboxContext } from '../context';
import { updateOrderAddress } from '../data/addresses';
import { cancelDelivery, coverageAreas, deliveryHistory, neighbourhoodArea, requestDelivery } from '../data/deliveries';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

const id = (value: string): number => (/^\d+$/.test(value) ? Number(value) : -1);

export function registerDeliveryRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(externalDeliveryStatusList, ({ params, session }) => {
    const history = deliveryHistory(ctx, session.storeId, id(params.orderId));
    if (!history) throw new HttpError(404, { status: false, mensagem: 'Pedido não encontrado.' });
    return history;
  });

  api.route(updateUserAddress, ({ params, body, session }) => updateOrderAddress(ctx, session.storeId, id(params.addressId), id(params.orderId), body));

  api.route(deliveryCoverageAreas, ({ session }) => ({ coverageAreas: coverageAreas(ctx, session.storeId) }));

  api.route(deliveryArea, ({ params, session }) => {
    const externalId = neighbourhoodArea(ctx, session.storeId, id(params.areaId));
    if (externalId === null) throw new HttpError(404, { status: false, message: 'Área não encontrada.' });
    return { area: { external_id: externalId } };
  });

  api.route(requestDeliveryEndpoint, ({ body, session }) => requestDelivery(ctx, session.storeId, body));

  api.route(cancelDeliveryEndpoint, ({ params, session }) => cancelDelivery(ctx, session.storeId, id(params.id)));
}
