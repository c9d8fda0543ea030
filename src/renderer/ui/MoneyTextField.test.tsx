import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyTextField, type MoneyTextFieldProps } from './MoneyTextField';
import { itKeepsRefusedMoneyAsTyped } from '../test/moneyField';

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
  itKeepsRefusedMoneyAsTyped(() => renderField());

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
