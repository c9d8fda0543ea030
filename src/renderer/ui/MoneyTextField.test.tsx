import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyTextField, type MoneyTextFieldProps } from './MoneyTextField';

function Controlled(props: Omit<MoneyTextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <MoneyTextField label="Valor" {...rest} value={value} onChange={setValue} />;
}

function renderField(props: Omit<MoneyTextFieldProps, 'value' | 'onChange'> & { initial?: string } = {}) {
  render(
    <>
      <Controlled {...props} />
      <button type="button">fora</button>
    </>,
  );
  return { field: screen.getByLabelText<HTMLInputElement>('Valor'), user: userEvent.setup({ delay: null }) };
}

describe('MoneyTextField', { timeout: 20_000 }, () => {
  it.each([
    ['1.234,56', 'O valor máximo é R$ 999,99.'],
    ['9999.99', 'O valor máximo é R$ 999,99.'],
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

  it('an emptied field is not zero: it asks for a value, unless the field is optional', async () => {
    const { field, user } = renderField({ initial: '5,00' });
    await user.clear(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription('Informe um valor (ex.: 12,50). Para zero, digite 0.');
  });

  it('an optional field may stay empty', async () => {
    const { field, user } = renderField({ optional: true, helperText: 'Opcional' });
    await user.click(field);
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Opcional');
  });

  it('takes a comma or a dot for the decimals, and shows the screen’s own hint and message', async () => {
    const { field, user } = renderField({ helperText: 'Ex.: 49,90' });
    await user.type(field, '12,5');
    await user.tab();
    expect(field).toHaveValue('12,5');
    expect(field).toHaveAccessibleDescription('Ex.: 49,90');
    await user.clear(field);
    await user.type(field, '999.99');
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message before the field is left when the form was sent', () => {
    renderField({ initial: 'abc', showError: true });
    expect(screen.getByLabelText('Valor')).toHaveAccessibleDescription(/Valor inválido/);
  });

  it('takes another limit with its message', async () => {
    const { field, user } = renderField({ rule: { maxCents: 125_000, aboveMessage: 'Acima do saldo.' } });
    await user.type(field, '1.250,01');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Acima do saldo.');
  });
});
