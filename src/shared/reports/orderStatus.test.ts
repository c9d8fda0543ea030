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
    expect(['PENDING_ORDER', 'PRINTED_ORDER', 'ACCEPTED_ORDER', 'SHIPPED_ORDER', 'DELIVERED_ORDER', 'CANCELED_ORDER'].map((value) => orderStatusLabel(value))).toEqual(
      ['Pendente', 'Impresso', 'Aceito', 'Saiu para entrega', 'Entregue', 'Recusado'],
    );
    expect(shortStatusCode('DELIVERED_ORDER')).toBe('PD');
  });

  it("shows anything else as 'Outro - (code)'", () => {
    expect(['LG', 'pd', '', 'toString'].map((value) => orderStatusLabel(value))).toEqual(['Outro - (LG)', 'Outro - (pd)', 'Outro - ()', 'Outro - (toString)']);
  });

  it('counts PD as delivered and PC as cancelled, in either form (dashboard codes)', () => {
    expect(['PD', 'DELIVERED_ORDER', 'PE'].map((value) => isDelivered(value))).toEqual([true, true, false]);
    expect(['PC', 'CANCELED_ORDER', 'PD'].map((value) => isCancelled(value))).toEqual([true, true, false]);
  });
});
