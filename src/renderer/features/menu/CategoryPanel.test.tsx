import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { CategoryPanel } from './CategoryPanel';

const category = (id: number, nome: string, status: MenuCategory['status'] = 'S'): MenuCategory => ({
  id_cardapio_categoria: id,
  nome_categoria: nome,
  status,
  disponibilidade: null,
  ordem: id,
});
const CATEGORIES = [category(1, 'Pizzas'), category(2, 'Bebidas', 'O'), ...Array.from({ length: 58 }, (_, i) => category(10 + i, `Categoria ${i + 1}`))];

function renderPanel(selectedId: number | null) {
  const t = createTestStore({ legacy: {} });
  const handlers = { onSelect: vi.fn(), onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  const view = renderWithStore(<CategoryPanel categories={CATEGORIES} selectedId={selectedId} {...handlers} />, t.store);
  return { ...handlers, view, store: t.store, user: userEvent.setup({ delay: null }) };
}

// MUI under jsdom is slow on a busy machine.
describe('the categories of the menu', { timeout: 30_000 }, () => {
  it('lists them as plain buttons (no MUI button per row), the selected one current, a hidden one with its status', async () => {
    const t = renderPanel(1);
    const list = screen.getByRole('list', { name: 'Categorias' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    // a store with 60 categories drew 60 rows of MUI buttons (ripple, state, styles) each time the screen did
    expect(list.querySelector('.MuiButtonBase-root')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Pizzas' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: 'Bebidas Oculto' })).not.toHaveAttribute('aria-current');
    await t.user.click(within(list).getByRole('button', { name: 'Bebidas Oculto' }));
    expect(t.onSelect).toHaveBeenCalledWith(CATEGORIES[1]);
    await t.user.click(within(list).getByRole('button', { name: 'Editar Categoria 3' }));
    expect(t.onEdit).toHaveBeenCalledWith(CATEGORIES[4]);
    await t.user.click(within(list).getByRole('button', { name: 'Excluir Pizzas' }));
    expect(t.onDelete).toHaveBeenCalledWith(CATEGORIES[0]);
    expect(within(list).getByRole('button', { name: 'Arrastar para reordenar Pizzas' })).toBeInTheDocument();
  });

  it('calls the handlers it was last given, and moves the selection when it changes', async () => {
    const t = renderPanel(1);
    const onSelect = vi.fn();
    t.view.rerender(
      <Provider store={t.store}>
        <CategoryPanel categories={CATEGORIES} selectedId={2} onSelect={onSelect} onAdd={t.onAdd} onEdit={t.onEdit} onDelete={t.onDelete} />
      </Provider>,
    );
    const list = screen.getByRole('list', { name: 'Categorias' });
    expect(within(list).getByRole('button', { name: 'Bebidas Oculto' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: 'Pizzas' })).not.toHaveAttribute('aria-current');
    await t.user.click(within(list).getByRole('button', { name: 'Categoria 1' }));
    expect(onSelect).toHaveBeenCalledWith(CATEGORIES[2]);
    expect(t.onSelect).not.toHaveBeenCalled();
  });
});
