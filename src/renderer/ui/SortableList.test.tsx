import { fireEvent, render, screen, within } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragHandle, SortableList, type SortableListProps } from './SortableList';

interface Category {
  id: number;
  nome: string;
}

const categories: Category[] = [
  { id: 1, nome: 'Pizzas' },
  { id: 2, nome: 'Bebidas' },
  { id: 3, nome: 'Sobremesas' },
];

function renderList(props: Partial<SortableListProps<Category>> = {}) {
  const onReorder = vi.fn();
  function Harness() {
    const [items, setItems] = useState(categories);
    const list = (
      <SortableList
        items={items}
        getId={(c) => c.id}
        getName={(c) => c.nome}
        label="Categorias"
        renderItem={(c, state) =>
          props.variant === 'table' ? (
            <>
              <TableCell>
                <DragHandle {...state} />
              </TableCell>
              <TableCell>{c.nome}</TableCell>
            </>
          ) : (
            <>
              <DragHandle {...state} />
              {c.nome}
            </>
          )
        }
        {...props}
        onReorder={(next, move) => {
          onReorder(next, move);
          setItems(next);
        }}
      />
    );
    return props.variant === 'table' ? <Table aria-label="Produtos">{list}</Table> : list;
  }
  render(<Harness />);
  return { onReorder };
}

// The library's keyboard sensor reads keyCode, which user-event does not set for these keys.
const SPACE = { key: ' ', code: 'Space', keyCode: 32 };
const DOWN = { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 };
const ESCAPE = { key: 'Escape', code: 'Escape', keyCode: 27 };
const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

async function keyboardMove(handle: HTMLElement, steps: number, end: typeof SPACE | typeof ESCAPE = SPACE) {
  handle.focus();
  fireEvent.keyDown(handle, SPACE);
  await frame();
  for (let i = 0; i < steps; i++) {
    fireEvent.keyDown(handle, DOWN);
    await frame();
  }
  fireEvent.keyDown(handle, end);
  await frame();
}

const names = (container: HTMLElement, role: 'listitem' | 'row') =>
  within(container)
    .getAllByRole(role)
    .map((el) => el.textContent);

describe('SortableList', () => {
  it('lists the items with a labelled drag handle each, and the keyboard instructions in Portuguese', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Categorias' });
    expect(names(list, 'listitem')).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    const handle = screen.getByRole('button', { name: 'Arrastar para reordenar Bebidas' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAccessibleDescription(
      'Pressione espaço para levantar o item. Use as setas para movê-lo, espaço para soltá-lo no novo lugar ou Esc para cancelar.',
    );
  });

  it('reorders with the keyboard: space lifts, arrows move, space drops', async () => {
    const { onReorder } = renderList();
    await keyboardMove(screen.getByRole('button', { name: 'Arrastar para reordenar Pizzas' }), 2);
    expect(onReorder).toHaveBeenCalledWith(
      [categories[1], categories[2], categories[0]],
      { from: 0, to: 2, item: categories[0] },
    );
    expect(names(screen.getByRole('list'), 'listitem')).toEqual(['Bebidas', 'Sobremesas', 'Pizzas']);
    expect(screen.getByText('Item solto: passou da posição 1 para a posição 3.')).toBeInTheDocument();
  });

  it('announces the lift and each step in Portuguese', async () => {
    renderList();
    const handle = screen.getByRole('button', { name: 'Arrastar para reordenar Bebidas' });
    handle.focus();
    fireEvent.keyDown(handle, SPACE);
    await frame();
    expect(screen.getByText('Item levantado, na posição 2 de 3.')).toBeInTheDocument();
    fireEvent.keyDown(handle, DOWN);
    await frame();
    expect(screen.getByText('Item na posição 3 de 3.')).toBeInTheDocument();
    fireEvent.keyDown(handle, ESCAPE);
    await frame();
  });

  it('keeps the order when the drag is cancelled with Esc', async () => {
    const { onReorder } = renderList();
    await keyboardMove(screen.getByRole('button', { name: 'Arrastar para reordenar Pizzas' }), 1, ESCAPE);
    expect(onReorder).not.toHaveBeenCalled();
    expect(names(screen.getByRole('list'), 'listitem')).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    expect(screen.getByText('Movimento cancelado. O item continua na posição 1.')).toBeInTheDocument();
  });

  it('works as the body of a table, rows with a drag-handle column', async () => {
    const { onReorder } = renderList({ variant: 'table' });
    const table = screen.getByRole('table', { name: 'Produtos' });
    expect(names(table, 'row')).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    await keyboardMove(within(table).getByRole('button', { name: 'Arrastar para reordenar Bebidas' }), 1);
    expect(onReorder).toHaveBeenCalledWith([categories[0], categories[2], categories[1]], { from: 1, to: 2, item: categories[1] });
    expect(names(table, 'row')).toEqual(['Pizzas', 'Sobremesas', 'Bebidas']);
  });

  it('offers no handle while disabled, and a space on the item moves nothing', async () => {
    const { onReorder } = renderList({ disabled: true });
    expect(screen.queryByRole('button', { name: /Arrastar para reordenar/ })).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('listitem');
    await keyboardMove(first!, 1);
    expect(onReorder).not.toHaveBeenCalled();
    expect(names(screen.getByRole('list'), 'listitem')).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
  });
});
