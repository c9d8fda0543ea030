import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { PRODUCT_INFO_FORM, ProductInfoTab } from './ProductInfoTab';

const BEBIDAS: MenuCategory = { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 };

function renderTab() {
  const t = createTestStore({ legacy: { 'cardapio/adicionar': { status: true, mensagem: 'Produto salvo.', id_cardapio: 77 } } });
  const onSaved = vi.fn();
  // Salvar sits in the product modal's footer and submits the tab's form by its id
  renderWithStore(
    <>
      <ProductInfoTab product={null} categoryId={12} categories={[BEBIDAS]} variant="current" onSaved={onSaved} />
      <button type="submit" form={PRODUCT_INFO_FORM}>
        Salvar
      </button>
    </>,
    t.store,
  );
  const saves = () => t.calls.legacy.mock.calls.filter(([key]) => key === 'cardapio/adicionar').map(([, args]) => args as { body: Record<string, unknown> });
  return { ...t, onSaved, saves, user: userEvent.setup({ delay: null }) };
}

// MUI under jsdom is slow on a busy machine.
describe('the product modal: informações', { timeout: 30_000 }, () => {
  it.each([
    ['1.234,56', 'O valor máximo é R$\u00a0999,99.'],
    ['9999.99', 'O valor máximo é R$\u00a0999,99.'],
    ['abc', 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
    ['-5', 'O valor não pode ser negativo.'],
    ['', 'Informe um valor (ex.: 12,50). Para zero, digite 0.'],
  ])('a Preço of %j is refused on the field, kept as typed, and the product is not saved', async (typed, message) => {
    const t = renderTab();
    await t.user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Suco de laranja 500 ml');
    const price = screen.getByRole('textbox', { name: 'Preço' });
    if (typed !== '') await t.user.type(price, typed);
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(message));
    expect(price).toHaveValue(typed);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(t.saves()).toEqual([]);
    expect(t.onSaved).not.toHaveBeenCalled();
  });

  it('a promotional price the rule refuses is said on its field; a comma price is saved as typed', async () => {
    const t = renderTab();
    await t.user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Suco de laranja 500 ml');
    await t.user.type(screen.getByRole('textbox', { name: 'Preço' }), '12,50');
    const promo = screen.getByRole('textbox', { name: 'Preço promocional' });
    await t.user.type(promo, '1.234,56');
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(promo).toHaveAccessibleDescription('O valor máximo é R$\u00a0999,99.'));
    expect(t.saves()).toEqual([]);

    await t.user.clear(promo);
    await t.user.type(promo, '9,9');
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.saves()).toHaveLength(1));
    expect(t.saves()[0]?.body).toMatchObject({ nome_prod: 'Suco de laranja 500 ml', preco: 12.5, novo_preco: 9.9 });
    await waitFor(() => expect(t.onSaved).toHaveBeenCalledWith(77));
  });
});
