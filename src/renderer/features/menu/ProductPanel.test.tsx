import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { ProductPanel } from './ProductPanel';

const BEBIDAS: MenuCategory = { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 };

const product = (id: number, nome: string, preco: number, status = 'S') => ({
  id_cardapio: id,
  id_cardapio_categoria: 12,
  nome_prod: nome,
  descricao: '',
  foto: '',
  ordem: id,
  id_estabelecimento: 101,
  preco,
  status,
  disponibilidade: null,
});

function renderPanel(category: MenuCategory | null, variant: 'current' | 'old' = 'current', extra: ReturnType<typeof product>[] = []) {
  let status = 'S';
  const t = createTestStore({
    legacy: {
      'cardapio/listar/:categoryId': () => ({ status: true, cardapio: [product(1, 'Guaraná Antarctica 2 L', 14, status), product(2, 'Coca-Cola lata 350 ml', 7), ...extra] }),
      'cardapio/mudaSts': (args: { body: { status: string } }) => {
        status = args.body.status;
        return { status: true, mensagem: 'Status do produto alterado.' };
      },
    },
  });
  const onAdd = vi.fn();
  renderWithStore(<ProductPanel category={category} variant={variant} onAdd={onAdd} onEdit={vi.fn()} onPricesAdjusted={vi.fn()} />, t.store);
  return { ...t, onAdd, user: userEvent.setup({ delay: null }) };
}

const listed = (t: ReturnType<typeof renderPanel>) => t.calls.legacy.mock.calls.filter(([key]) => key === 'cardapio/listar/:categoryId').length;

// MUI under jsdom is slow on a busy machine.
describe('the products of a category', { timeout: 30_000 }, () => {
  it('offers no product to add until a category is selected, and says so', async () => {
    const t = renderPanel(null, 'old');
    const add = screen.getByRole('button', { name: 'Adicionar Produto' });
    expect(add).toBeDisabled();
    expect(screen.getByText('Nenhuma categoria selecionada')).toBeInTheDocument();
    await t.user.hover(add.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Selecione uma categoria para adicionar um produto');
    expect(listed(t)).toBe(0);
  });

  it("counts them, 'X de N' while searching (accents ignored), and says when none matches", async () => {
    const t = renderPanel(BEBIDAS);
    expect(await screen.findByText('2 produtos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Produto' })).toBeEnabled();
    await t.user.type(screen.getByRole('textbox', { name: 'Procurar...' }), 'guarana');
    expect(screen.getByRole('status')).toHaveTextContent('1 de 2');
    const table = screen.getByRole('table', { name: 'Produtos de Bebidas' });
    expect(within(table).getByText('Guaraná Antarctica 2 L')).toBeInTheDocument();
    expect(within(table).queryByText('Coca-Cola lata 350 ml')).not.toBeInTheDocument();
    await t.user.clear(screen.getByRole('textbox', { name: 'Procurar...' }));
    await t.user.type(screen.getByRole('textbox', { name: 'Procurar...' }), 'suco');
    expect(screen.getByRole('status')).toHaveTextContent('0 de 2');
    expect(screen.getByText('Nenhum produto encontrado para "suco".')).toBeInTheDocument();
  });

  it('applies a status when it is chosen and reloads the list', async () => {
    const t = renderPanel(BEBIDAS);
    await screen.findByText('2 produtos');
    expect(listed(t)).toBe(1);
    await t.user.click(screen.getByRole('combobox', { name: 'Status de Guaraná Antarctica 2 L' }));
    await t.user.click(screen.getByRole('option', { name: 'Em falta' }));
    expect(t.calls.legacy).toHaveBeenCalledWith('cardapio/mudaSts', expect.objectContaining({ body: { id_cardapio: 1, status: 'F' } }));
    await waitFor(() => expect(listed(t)).toBe(2));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status de Guaraná Antarctica 2 L' })).toHaveTextContent('Em falta'));
  });

  it('draws a row of plain parts (no MUI input, button or avatar per row): a photo that fails gives way to the camera, the buttons act', async () => {
    const suco = { ...product(3, 'Suco de laranja 500 ml', 9), foto: 'https://imagens.example/suco.jpg' };
    const t = renderPanel(BEBIDAS, 'current', [suco]);
    await screen.findByText('3 produtos');
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Suco de laranja 500 ml'))!;
    // each key typed in a long category's search draws a screenful of rows again: they stay cheap
    expect(row.querySelector('.MuiInputBase-root, .MuiButtonBase-root, .MuiAvatar-root')).toBeNull();
    fireEvent.error(within(row).getByRole('img', { name: 'Foto de Suco de laranja 500 ml' }));
    expect(within(row).getByLabelText('Sem imagem')).toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Foto de Suco de laranja 500 ml' })).toBeNull();
    await t.user.click(within(row).getByRole('button', { name: 'Duplicar Suco de laranja 500 ml' }));
    await waitFor(() => expect(t.calls.legacy).toHaveBeenCalledWith('cardapio/duplicar', expect.anything()));
  });
});
