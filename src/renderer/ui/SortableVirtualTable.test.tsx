import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragHandle, type SortableItemState } from './SortableList';
import { SortableVirtualTable, type SortableColumn } from './SortableVirtualTable';

interface Product {
  id: number;
  nome: string;
}

const COLUMNS: SortableColumn[] = [
  { header: 'Arrastar', hidden: true, width: '40px' },
  { header: 'Produto', width: 'minmax(0, 1fr)' },
];

const products = (count: number): Product[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, nome: `Produto ${i + 1}` }));

const nameOf = (p: Product) => p.nome;
const cells = vi.fn((p: Product, state: SortableItemState) => [<DragHandle key="drag" {...state} />, p.nome]);

/** What every table of these tests has in common. */
const TABLE = { label: 'Produtos de Bebidas', columns: COLUMNS, rowHeight: 68, maxHeight: '600px' };

function renderTable(items: Product[], disabled = false) {
  const onReorder = vi.fn();
  function Harness() {
    const [list, setList] = useState(items);
    return (
      <SortableVirtualTable
        {...TABLE}
        items={list}
        disabled={disabled}
        getId={(p) => p.id}
        getName={(p) => p.nome}
        renderCells={cells}
        onReorder={(next, move) => {
          onReorder(next, move);
          setList(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onReorder };
}

// The library's keyboard sensor reads keyCode, which user-event does not set for these keys.
const SPACE = { key: ' ', code: 'Space', keyCode: 32 };
const DOWN = { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 };
const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

const table = () => screen.getByRole('table', { name: 'Produtos de Bebidas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('SortableVirtualTable', { timeout: 30_000 }, () => {
  it('keeps only the rows in view in the page, and says how many there are', () => {
    renderTable(products(5000));
    expect(table()).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Arrastar', 'Produto']);
    const rows = bodyRows();
    // the view (the window's height until laid out, 768 px in jsdom) and a few beyond it
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent('Produto 1');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByText('Produto 4999')).not.toBeInTheDocument();
  });

  it('reorders with the keyboard: space lifts, arrows move, space drops', async () => {
    const { onReorder } = renderTable(products(5000));
    const handle = screen.getByRole('button', { name: 'Arrastar para reordenar Produto 1' });
    handle.focus();
    fireEvent.keyDown(handle, SPACE);
    await frame();
    for (let i = 0; i < 2; i++) {
      fireEvent.keyDown(document.activeElement ?? handle, DOWN);
      await frame();
    }
    fireEvent.keyDown(document.activeElement ?? handle, SPACE);
    await frame();
    expect(onReorder).toHaveBeenCalledTimes(1);
    const [next, move] = onReorder.mock.calls[0]!;
    expect(move).toMatchObject({ from: 0, to: 2, item: { id: 1 } });
    expect((next as Product[]).slice(0, 4).map((p) => p.nome)).toEqual(['Produto 2', 'Produto 3', 'Produto 1', 'Produto 4']);
    expect(next).toHaveLength(5000);
    expect(bodyRows().slice(0, 3).map((r) => r.textContent)).toEqual(['Produto 2', 'Produto 3', 'Produto 1']);
  });

  it('draws again only the rows whose item or place changed after a drop', async () => {
    renderTable(products(5000));
    const handle = screen.getByRole('button', { name: 'Arrastar para reordenar Produto 1' });
    handle.focus();
    fireEvent.keyDown(handle, SPACE);
    await frame();
    fireEvent.keyDown(document.activeElement ?? handle, DOWN);
    await frame();
    cells.mockClear();
    fireEvent.keyDown(document.activeElement ?? handle, SPACE);
    await frame();
    expect(bodyRows().slice(0, 3).map((r) => r.textContent)).toEqual(['Produto 2', 'Produto 1', 'Produto 3']);
    // the two that swapped places (and the dropped one's end of drag), not the screenful
    const drawn = new Set(cells.mock.calls.map(([p]) => p.nome));
    expect(drawn).toEqual(new Set(['Produto 1', 'Produto 2']));
  });

  it('offers no handle while disabled', () => {
    renderTable(products(3), true);
    expect(screen.queryByRole('button', { name: /Arrastar para reordenar/ })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it('is not drawn again when its parent is and its props are the same (a key typed, before the list follows)', () => {
    const getId = vi.fn((p: Product) => p.id);
    const items = products(5000);
    const onReorder = vi.fn();
    let setTick: (n: number) => void = () => {};
    function Parent() {
      const [tick, set] = useState(0);
      setTick = set;
      return (
        <>
          <output>{tick}</output>
          <SortableVirtualTable
            {...TABLE}
            items={items}
            getId={getId}
            getName={nameOf}
            renderCells={cells}
            onReorder={onReorder}
          />
        </>
      );
    }
    render(<Parent />);
    expect(bodyRows()[0]).toHaveTextContent('Produto 1');
    getId.mockClear();
    act(() => setTick(1));
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(getId).not.toHaveBeenCalled();
  });
});
