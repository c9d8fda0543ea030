import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dateFieldGroup, dateFieldText, typeDate } from '../test/datePickers';
import { DateField, type DateFieldProps } from './DateField';
import { DatePickersProvider } from './DatePickersProvider';

function renderField(props: Partial<DateFieldProps> = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(props.value ?? null);
    return (
      <DateField
        label="Data de nascimento"
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />, { wrapper: DatePickersProvider });
  return { onChange, user: userEvent.setup() };
}

describe('DateField', { timeout: 20_000 }, () => {
  it('shows the day dd/MM/yyyy and gives the typed day as yyyy-MM-dd', async () => {
    const { user, onChange } = renderField({ value: '2024-03-10' });
    expect(dateFieldText('Data de nascimento')).toBe('10/03/2024');
    await typeDate(user, 'Data de nascimento', '07091990');
    expect(dateFieldText('Data de nascimento')).toBe('07/09/1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-09-07');
  });

  it('shows the empty mask in Portuguese', () => {
    renderField();
    expect(dateFieldText('Data de nascimento')).toBe('DD/MM/AAAA');
  });

  it('offers only the days between min and max in its calendar, with month names in Portuguese', async () => {
    const { user } = renderField({ value: '2024-03-10', minDate: '2024-03-05', maxDate: '2024-03-20' });
    await user.click(within(dateFieldGroup('Data de nascimento')).getByRole('button', { name: /Escolha uma data/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/março 2024/i);
    expect(within(dialog).getByRole('gridcell', { name: '4' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '21' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '20' })).toBeEnabled();
  });

  it('shows the message it is given, and locks when disabled', () => {
    renderField({ value: '2024-03-10', error: 'Informe a data inicial (dd/mm/aaaa).', disabled: true });
    expect(screen.getByText('Informe a data inicial (dd/mm/aaaa).')).toBeInTheDocument();
    expect(within(dateFieldGroup('Data de nascimento')).getByRole('spinbutton', { name: 'Dia' })).toHaveAttribute('aria-disabled', 'true');
  });
});
