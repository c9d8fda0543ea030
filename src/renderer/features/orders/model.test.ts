import { describe, expect, it } from 'vitest';
import { changeLine, formatCountdown, listRows, groupBySection, orderMatches, secondsLeft } from './model';
import { makeOrder } from '../../../shared/test/orders';

describe('orders model', () => {
  it('counts down from segundos as received', () => {
    expect(secondsLeft(600, 1_000, 1_000)).toBe(600);
    expect(secondsLeft(600, 1_000, 61_500)).toBe(539);
    expect(secondsLeft(10, 0, 60_000)).toBe(0);
    expect(formatCountdown(539)).toBe('08:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(3600)).toBe('60:00');
  });

  it('matches every word of the query, ignoring case and accents, phone with or without mask', () => {
    const o = makeOrder(1, { usuario_nome: 'João Brandão', usuario_telefone_formatado: '(11) 99123-4567' });
    expect(orderMatches(o, 'joao')).toBe(true);
    expect(orderMatches(o, 'BRANDAO joão')).toBe(true);
    expect(orderMatches(o, '99123-4567')).toBe(true);
    expect(orderMatches(o, '991234567')).toBe(true);
    expect(orderMatches(o, 'margherita')).toBe(true);
    expect(orderMatches(o, 'h1')).toBe(true);
    expect(orderMatches(o, 'joao calabresa')).toBe(false);
    expect(orderMatches(o, '   ')).toBe(true);
  });

  it('the change to take: cobrar_cliente, unless the payment lines already say it', () => {
    expect(changeLine({ cobrar_cliente: 0, dados_pagamento: [] })).toBeNull();
    expect(changeLine({ cobrar_cliente: 20, dados_pagamento: [] })).toBe('Levar de troco: R$\u00a020,00');
    expect(changeLine({ cobrar_cliente: 20, dados_pagamento: [{ label: 'Troco para', value: 'R$\u00a0100,00' }] })).toBeNull();
  });

  it('flattens the five sections into rows, an empty one showing its message', () => {
    const rows = listRows(groupBySection([makeOrder(1, { status: 'PA' })]));
    expect(rows.map((r) => (r.kind === 'order' ? `order:${r.order.id_pedido}` : `${r.kind}:${r.section}`))).toEqual([
      'section:pending',
      'empty:pending',
      'section:accepted',
      'order:1',
      'section:sent',
      'empty:sent',
      'section:delivered',
      'empty:delivered',
      'section:cancelled',
      'empty:cancelled',
    ]);
  });
});
