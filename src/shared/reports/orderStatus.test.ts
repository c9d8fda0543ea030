import { describe, expect, it } from 'vitest';
import { isCancelled, isDelivered, orderStatusLabel, shortStatusCode } from './orderStatus';

describe('order status labels (spec 02 §4)', () => {
  it('labels every short code of the financial screens', () => {
    expect(
      ['AP', 'PI', 'PP', 'PA', 'waiting', 'PE', 'CR', 'PD', 'PC', 'PICKUP_READY'].map((code) => orderStatusLabel(code)),
    ).toEqual([
      'Aguardando Pagamento',
      'Impresso',
      'Pendente',
      'Aceito',
      'Aguardando motoboy',
      'Saiu para entrega',
      'Pronto para retirada',
      'Entregue',
      'Recusado',
      'Pronto para retirada',
    ]);
  });

  it('accepts the long codes of the history and report screens', () => {
    expect(orderStatusLabel('PENDING_ORDER')).toBe('Pendente');
    expect(orderStatusLabel('PRINTED_ORDER')).toBe('Impresso');
    expect(orderStatusLabel('ACCEPTED_ORDER')).toBe('Aceito');
    expect(orderStatusLabel('SHIPPED_ORDER')).toBe('Saiu para entrega');
    expect(orderStatusLabel('DELIVERED_ORDER')).toBe('Entregue');
    expect(orderStatusLabel('CANCELED_ORDER')).toBe('Recusado');
    expect(shortStatusCode('DELIVERED_ORDER')).toBe('PD');
  });

  it("shows anything else as 'Outro - (code)'", () => {
    expect(orderStatusLabel('LG')).toBe('Outro - (LG)');
    expect(orderStatusLabel('pd')).toBe('Outro - (pd)');
    expect(orderStatusLabel('')).toBe('Outro - ()');
    expect(orderStatusLabel('toString')).toBe('Outro - (toString)');
  });

  it('counts PD as delivered and PC as cancelled, in either form (dashboard codes)', () => {
    expect(isDelivered('PD')).toBe(true);
    expect(isDelivered('DELIVERED_ORDER')).toBe(true);
    expect(isDelivered('PE')).toBe(false);
    expect(isCancelled('PC')).toBe(true);
    expect(isCancelled('CANCELED_ORDER')).toBe(true);
    expect(isCancelled('PD')).toBe(false);
  });
});
