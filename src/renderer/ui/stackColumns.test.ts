import { describe, expect, it } from 'vitest';
import { singleColumns, stackColumns, type WhenNarrow } from './stackColumns';

interface Col {
  id: string;
  whenNarrow?: WhenNarrow;
}

const ids = (groups: ReturnType<typeof stackColumns<Col>>) => groups.map((g) => [g.host.id, ...g.guests.map((c) => c.id)].join('+'));

describe('stackColumns', () => {
  it('puts each secondary column under the column it names, in the table order', () => {
    const columns: Col[] = [
      { id: 'pedido' },
      { id: 'data', whenNarrow: { under: 'pedido' } },
      { id: 'subtotal', whenNarrow: { under: 'total', labelled: true } },
      { id: 'entrega', whenNarrow: { under: 'total', labelled: true } },
      { id: 'total' },
      { id: 'acoes' },
    ];
    expect(ids(stackColumns(columns))).toEqual(['pedido+data', 'total+subtotal+entrega', 'acoes']);
  });

  it('leaves a column in its place when the one it names is missing, is a guest itself or is itself: nothing is dropped', () => {
    const columns: Col[] = [
      { id: 'pedido' },
      { id: 'data', whenNarrow: { under: 'pedido' } },
      { id: 'hora', whenNarrow: { under: 'data' } },
      { id: 'cliente', whenNarrow: { under: 'nao-existe' } },
      { id: 'status', whenNarrow: { under: 'status' } },
    ];
    expect(ids(stackColumns(columns))).toEqual(['pedido+data', 'hora', 'cliente', 'status']);
  });

  it('keeps every column its own when none is secondary', () => {
    const columns: Col[] = [{ id: 'a' }, { id: 'b' }];
    expect(ids(stackColumns(columns))).toEqual(['a', 'b']);
    expect(ids(singleColumns(columns))).toEqual(['a', 'b']);
  });
});
