import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainMoneyInput, type PlainMoneyInputProps } from './PlainMoneyInput';
import { itKeepsRefusedMoneyAsTyped } from '../test/moneyField';

type Props = Omit<PlainMoneyInputProps, 'value' | 'onChange' | 'label'> & { initial?: string };

function Controlled({ initial = '', ...rest }: Props) {
  const [value, setValue] = useState(initial);
  return <PlainMoneyInput label="Valor" {...rest} value={value} onChange={setValue} />;
}

function renderField(props: Props = {}) {
  render(
    <>
      <Controlled {...props} />
      <button type="button">fora</button>
    </>,
  );
  return { field: screen.getByRole('textbox', { name: 'Valor' }), user: userEvent.setup({ delay: null }) };
}

describe('PlainMoneyInput', () => {
  itKeepsRefusedMoneyAsTyped(() => renderField());

  it('an emptied field asks for a value unless optional; a corrected one loses the message', async () => {
    const { field, user } = renderField({ initial: '5,00' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription('Informe um valor (ex.: 12,50). Para zero, digite 0.');
    await user.type(field, '12.5');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('');
  });

  it('an optional field may stay empty, and the rule shows before leaving when the form was sent', async () => {
    const { field, user } = renderField({ optional: true });
    await user.click(field);
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    render(<Controlled initial="abc" showError />);
    expect(screen.getAllByRole('textbox', { name: 'Valor' })[1]).toHaveAccessibleDescription(/Valor inválido/);
  });
});
