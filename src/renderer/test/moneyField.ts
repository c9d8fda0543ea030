import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';

/**
 * The money rule as a person meets it in a field (MoneyTextField, PlainMoneyInput): the text kept
 * as typed, and why it is refused once the field is left. `renderField` draws the field named
 * 'Valor' beside a button 'fora'.
 */
export function itKeepsRefusedMoneyAsTyped(renderField: () => { field: HTMLElement; user: UserEvent }) {
  it.each([
    ['1.234,56', 'O valor máximo é R$\u00a0999,99.'],
    ['9999.99', 'O valor máximo é R$\u00a0999,99.'],
    ['abc', 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
    ['-5', 'O valor não pode ser negativo.'],
    ['12,345', 'Use no máximo 2 casas decimais (ex.: 12,50).'],
  ])('keeps %s as typed and says why it is refused once the field is left', async (typed, message) => {
    const { field, user } = renderField();
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
  });
}
