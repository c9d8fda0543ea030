import { describe, expect, it } from 'vitest';
import { chartSummary, formatChartValue } from './chartFormat';

describe('formatChartValue', () => {
  it('writes money as reais and counts as pt-BR integers', () => {
    expect(([[1234.5, 'money'], [12345, 'count'], [3, 'count']] as const).map(([a, b]) => formatChartValue(a, b))).toEqual(['R$ 1.234,50', '12.345', '3']);
  });
});

describe('chartSummary', () => {
  it('reads out the title and each value', () => {
    expect(
      chartSummary('Pedidos por forma de pagamento', [
        { label: 'Cartão', value: '12' },
        { label: 'Dinheiro', value: '5' },
      ]),
    ).toBe('Pedidos por forma de pagamento: Cartão 12; Dinheiro 5');
  });
  it('sums up a long series by its count and span', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ label: `${String(i + 1).padStart(2, '0')}/03/2024`, value: '1' }));
    expect(chartSummary('Vendas por dia', days)).toBe('Vendas por dia: 30 valores, de 01/03/2024 a 30/03/2024');
  });
  it('is the title alone without values', () => {
    expect(chartSummary('Vendas por dia', [])).toBe('Vendas por dia');
  });
});
