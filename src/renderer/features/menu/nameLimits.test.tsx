import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU_TEXT_LIMITS, VARIATION_TEXT_LIMITS, type MenuCategory } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { VariationCategoryDialog } from '../variations/VariationCategoryDialog';
import { CategoryDialog } from './CategoryDialog';
import { ProductInfoTab } from './ProductInfoTab';
import { SizesTab } from './SizesTab';

const BEBIDAS: MenuCategory = { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 };

/** Puts `text` in a field at once (a plain state field: no form to wait for). */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

// MUI under jsdom is slow on a busy machine.
describe('text limits are shown, not applied silently (issue 31 item 9)', { timeout: 30_000 }, () => {
  it('the product name and description count up to 100 and 1000 characters', async () => {
    renderWithStore(<ProductInfoTab product={null} categoryId={12} categories={[BEBIDAS]} variant="current" onSaved={vi.fn()} />, createTestStore().store);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveAccessibleDescription('0/100');
    expect(name).toHaveAttribute('maxlength', String(MENU_TEXT_LIMITS.productName));
    const user = userEvent.setup({ delay: null });
    await user.type(name, 'Suco de laranja');
    expect(name).toHaveAccessibleDescription('15/100');
    await user.clear(name);
    await user.paste('x'.repeat(100));
    expect(name).toHaveAccessibleDescription('100/100');
    const description = screen.getByRole('textbox', { name: 'Descrição' });
    expect(description).toHaveAccessibleDescription('0/1000');
    expect(description).toHaveAttribute('maxlength', '1000');
  });

  it('a category name counts up to 60', () => {
    renderWithStore(<CategoryDialog withAvailability={false} onClose={vi.fn()} onSaved={vi.fn()} />, createTestStore().store);
    const name = screen.getByRole('textbox', { name: 'Nome da categoria' });
    expect(name).toHaveAccessibleDescription(`0/${MENU_TEXT_LIMITS.categoryName}`);
    fill(name, 'Bebidas geladas');
    expect(name).toHaveAccessibleDescription('15/60');
  });

  it('a size name counts up to 60', () => {
    renderWithStore(<SizesTab product={null} sizes={[]} />, createTestStore().store);
    const name = screen.getByRole('textbox', { name: 'Nome do tamanho' });
    fill(name, 'Grande');
    expect(name).toHaveAccessibleDescription(`6/${MENU_TEXT_LIMITS.sizeName}`);
  });

  it('a variation category name counts up to 60', () => {
    renderWithStore(<VariationCategoryDialog onClose={vi.fn()} onSaved={vi.fn()} />, createTestStore().store);
    const name = screen.getByRole('textbox', { name: 'Nome da categoria' });
    fill(name, 'Bordas');
    expect(name).toHaveAccessibleDescription(`6/${VARIATION_TEXT_LIMITS.categoryName}`);
  });
});
