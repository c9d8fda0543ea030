import type { ExternalDeliveryStatus, Order } from '../api/areas/orders';

/**
 * Why an external delivery cannot be requested for an order (spec 01 §5), or null when it can.
 * - pickup: the customer collects the order (retirada_local)
 * - notAllowed: the platform does not offer external delivery for this order (canUseExternalDelivery)
 * - noCoordinates: the delivery address has no latitude/longitude (not standardised)
 * - lookupFailed: the coordinates lookup for this order already failed in this session
 */
export type ExternalDeliveryBlock = 'pickup' | 'notAllowed' | 'noCoordinates' | 'lookupFailed';

export function externalDeliveryBlock(order: Order, coordinatesLookupFailed: boolean): ExternalDeliveryBlock | null {
  if (order.pedidoObj.retirada_local) return 'pickup';
  if (!order.canUseExternalDelivery) return 'notAllowed';
  if (coordinatesLookupFailed) return 'lookupFailed';
  if (!hasCoordinates(order)) return 'noCoordinates';
  return null;
}

/** External delivery is allowed for a delivery order the platform allows it for, with a standardised address. */
export function canRequestExternalDelivery(order: Order, coordinatesLookupFailed: boolean): boolean {
  return externalDeliveryBlock(order, coordinatesLookupFailed) === null;
}

export function hasCoordinates(order: Order): boolean {
  const { endereco_lat: lat, endereco_lng: lng } = order.pedidoObj;
  return isCoordinate(lat, 90) && isCoordinate(lng, 180);
}

function isCoordinate(value: number | null | undefined, limit: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** A delivery that is still running: its link code is still useful. */
const ACTIVE_DELIVERY: readonly ExternalDeliveryStatus[] = ['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY'];

export function isExternalDeliveryActive(status: ExternalDeliveryStatus | null): boolean {
  return status !== null && ACTIVE_DELIVERY.includes(status);
}

/** External delivery status labels shown on the order card (spec 01 §4). */
export const EXTERNAL_DELIVERY_STATUS_LABELS: Record<ExternalDeliveryStatus, string> = {
  SEARCHING_DELIVERY: 'BUSCANDO MOTOBOY',
  WAITING_COLLECT: 'MOTOBOY A CAMINHO',
  WITH_DELIVERY: 'MOTOBOY EM ROTA DE ENTREGA',
  FINISHED: 'ENTREGA FINALIZADA',
  CANCELED: 'ENTREGA CANCELADA',
};

export function externalDeliveryStatusLabel(status: ExternalDeliveryStatus | null): string | null {
  return status === null ? null : (EXTERNAL_DELIVERY_STATUS_LABELS[status] ?? status);
}
