import { describe, expect, it } from 'vitest';
import { makeAcceptedOrder } from '../../../shared/test/orders';
import { courierNeedsAddress } from './model';

const NO_COORDINATES = { endereco_lat: null, endereco_lng: null };

describe('courierNeedsAddress (spec 01 §5)', () => {
  it('an order offered couriers whose address has no coordinates waits for the address', () => {
    expect(courierNeedsAddress(makeAcceptedOrder({ pedidoObj: NO_COORDINATES }), false)).toBe(true);
    expect(courierNeedsAddress(makeAcceptedOrder({ status: 'PI', pedidoObj: NO_COORDINATES }), false)).toBe(true);
  });

  it('a failed coordinates lookup keeps it waiting, whatever the copy says', () => {
    expect(courierNeedsAddress(makeAcceptedOrder({ pedidoObj: { endereco_lat: -23.55, endereco_lng: -46.66 } }), true)).toBe(true);
  });

  it('not when the address has coordinates, nor where no courier button is offered', () => {
    expect(([[makeAcceptedOrder({ pedidoObj: { endereco_lat: -23.55, endereco_lng: -46.66 } }), false], [makeAcceptedOrder({ status: 'PP', pedidoObj: NO_COORDINATES }), false], [makeAcceptedOrder({ canUseExternalDelivery: false, pedidoObj: NO_COORDINATES }), false], [makeAcceptedOrder({ pedidoObj: { ...NO_COORDINATES, retirada_local: true } }), false]] as const).map(([a, b]) => courierNeedsAddress(a, b))).toEqual(
      [false, false, false, false],
    );
    expect(
      courierNeedsAddress(makeAcceptedOrder({ externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 5, pedidoObj: NO_COORDINATES }), false),
    ).toBe(false);
  });
});
