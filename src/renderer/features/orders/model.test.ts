import { describe, expect, it } from 'vitest';
import { changeLine, formatCountdown, listRows, groupBySection, orderMatches, secondsLeft } from './model';
import { makeOrder } from '../../../shared/test/orders';

describe('orders model', () => {
  it('counts down from segundos as received', () => {
    expect(([[600, 1_000, 1_000], [600, 1_000, 61_500], [10, 0, 60_000]] as const).map(([a, b, c]) => secondsLeft(a, b, c))).toEqual([600, 539, 0]);
    expect([539, 5, 3600].map((value) => formatCountdown(value))).toEqual(['08:59', '00:05', '60:00']);
  });

  it('matches every word of the query, ignoring case and accents, phone with or without mask', () => {
    const o = makeOrder(1, { usuario_nome: 'João Brandão', usuario_telefone_formatado: '(11) 99123-4567' });
    expect(([[o, 'joao'], [o, 'BRANDAO joão'], [o, '99123-4567'], [o, '991234567'], [o, 'margherita'], [o, 'h1'], [o, 'joao calabresa'], [o, '   ']] as const).map(([a, b]) => orderMatches(a, b))).toEqual(
      [true, true, true, true, true, true, false, true],
    );
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
