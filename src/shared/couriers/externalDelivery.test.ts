import { canRequestExternalDelivery, externalDeliveryBlock, externalDeliveryStatusLabel, isExternalDeliveryActive } from './externalDelivery';
import { makeAcceptedOrder } from '../test/orders';

describe('canRequestExternalDelivery', () => {
  it('allows a delivery order the platform allows, with coordinates', () => {
    expect(canRequestExternalDelivery(makeAcceptedOrder(), false)).toBe(true);
  });

  it('refuses a local pickup', () => {
    const order = makeAcceptedOrder({ pedidoObj: { retirada_local: true } });
    expect(canRequestExternalDelivery(order, false)).toBe(false);
    expect(externalDeliveryBlock(order, false)).toBe('pickup');
  });

  it('refuses when the order does not allow external delivery', () => {
    const order = makeAcceptedOrder({ canUseExternalDelivery: false });
    expect(canRequestExternalDelivery(order, false)).toBe(false);
    expect(externalDeliveryBlock(order, false)).toBe('notAllowed');
  });

  it('refuses an address without coordinates (not standardised)', () => {
    for (const pedidoObj of [{ endereco_lat: null }, { endereco_lng: null }, { endereco_lat: Number.NaN }, { endereco_lat: 120 }]) {
      const order = makeAcceptedOrder({ pedidoObj });
      expect(canRequestExternalDelivery(order, false)).toBe(false);
      expect(externalDeliveryBlock(order, false)).toBe('noCoordinates');
    }
  });

  it('a failed coordinates lookup disables it for that order', () => {
    expect(canRequestExternalDelivery(makeAcceptedOrder(), true)).toBe(false);
    expect(externalDeliveryBlock(makeAcceptedOrder(), true)).toBe('lookupFailed');
  });
});

describe('external delivery status labels', () => {
  it('uses the spec texts', () => {
    expect((['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY', 'FINISHED', null] as const).map((value) => externalDeliveryStatusLabel(value))).toEqual(
      ['BUSCANDO MOTOBOY', 'MOTOBOY A CAMINHO', 'MOTOBOY EM ROTA DE ENTREGA', 'ENTREGA FINALIZADA', null],
    );
  });

  it('knows which deliveries are still running', () => {
    expect(['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY'].every((s) => isExternalDeliveryActive(s as never))).toBe(true);
    expect((['FINISHED', 'CANCELED', null] as const).map((value) => isExternalDeliveryActive(value))).toEqual([false, false, false]);
  });
});
