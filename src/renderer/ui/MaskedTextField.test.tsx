import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedTextField, type MaskedChange, type MaskedTextFieldProps } from './MaskedTextField';
import type { MaskKind } from './masks';

/** A field kept by its parent, as a form keeps it: the value goes back in on every change. */
function Controlled({ initial = '', onChange, ...props }: Omit<MaskedTextFieldProps, 'value' | 'onChange'> & { initial?: string; onChange: MaskedChange }) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedTextField
      {...props}
      value={value}
      onChange={(masked, unmasked) => {
        setValue(masked);
        onChange(masked, unmasked);
      }}
    />
  );
}

function renderField(mask: MaskKind, initial = '') {
  const onChange = vi.fn<MaskedChange>();
  render(<Controlled label="Campo" mask={mask} initial={initial} onChange={onChange} />);
  return { field: screen.getByLabelText<HTMLInputElement>('Campo'), onChange, user: userEvent.setup({ delay: null }) };
}

// MUI under jsdom is slow on a busy machine.
describe('MaskedTextField', { timeout: 20_000 }, () => {
  describe.each<[MaskKind, string, string, string]>([
    // kind, typed, shown, unmasked
    ['cpf', '11144477735', '111.444.777-35', '11144477735'],
    ['cnpj', '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['cpfCnpj', '12abc34501de35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['phone', '11987654321', '(11)98765-4321', '11987654321'],
    ['mobile', '11987654321', '(11)98765-4321', '11987654321'],
    ['cep', '01310100', '01310-100', '01310100'],
    ['date', '01022026', '01/02/2026', '01022026'],
    ['time', '1830', '18:30', '1830'],
  ])('%s', (mask, typed, shown, unmasked) => {
    it(`shows ${typed} as ${shown} and reports both texts`, async () => {
      const { field, onChange, user } = renderField(mask);
      await user.type(field, typed);
      expect(field).toHaveValue(shown);
      expect(onChange).toHaveBeenLastCalledWith(shown, unmasked);
    });
  });

  describe.each<[MaskKind, string, number, string, string]>([
    // kind, filled, position of the replaced character, typed, result
    ['cpf', '111.444.777-35', 5, '9', '111.494.777-35'],
    ['cnpj', '12.ABC.345/01DE-35', 4, 'x', '12.AXC.345/01DE-35'],
    ['cpfCnpj', '111.444.777-35', 9, '0', '111.444.707-35'],
    ['phone', '(11)98765-4321', 6, '0', '(11)98065-4321'],
    ['mobile', '(11)98765-4321', 10, '7', '(11)98765-7321'],
    ['cep', '01310-100', 2, '5', '01510-100'],
    ['date', '01/02/2026', 3, '1', '01/12/2026'],
    ['time', '18:00', 1, '9', '19:00'],
  ])('%s, filled', (mask, filled, at, typed, result) => {
    it(`replaces the character at ${at} in place, the caret staying right after it`, async () => {
      const { field, onChange, user } = renderField(mask, filled);
      expect(field).toHaveValue(filled);
      await user.type(field, typed, { initialSelectionStart: at, initialSelectionEnd: at + 1 });
      expect(field).toHaveValue(result);
      expect(field.selectionStart).toBe(at + 1);
      expect(onChange).toHaveBeenLastCalledWith(result, expect.any(String));
    });
  });

  it('deletes in the middle without the caret jumping to the end', async () => {
    const { field, user } = renderField('cpf', '111.444.777-35');
    // the caret after '111.44': Backspace takes the second 4, the digits after it move left
    await user.type(field, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(field).toHaveValue('111.447.773-5');
    expect(field.selectionStart).toBe(5);
    await user.keyboard('2');
    expect(field).toHaveValue('111.424.777-35');
    expect(field.selectionStart).toBe(6);
  });

  it('the CPF or CNPJ field is a CPF up to 11 digits and a CNPJ from the 12th', async () => {
    const { field, user } = renderField('cpfCnpj');
    await user.type(field, '11144477735');
    expect(field).toHaveValue('111.444.777-35');
    await user.type(field, '1');
    expect(field).toHaveValue('11.144.477/7351');
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('111.444.777-35');
  });

  it('the CPF or CNPJ field turns CNPJ at the first letter, in upper case', async () => {
    const { field, onChange, user } = renderField('cpfCnpj');
    await user.type(field, '12a');
    expect(field).toHaveValue('12.A');
    expect(onChange).toHaveBeenLastCalledWith('12.A', '12A');
  });

  it('the alphanumeric CNPJ takes letters only in its first 12 positions, digits in the last 2', async () => {
    const { field, user } = renderField('cnpj');
    await user.type(field, '12abc34501de');
    expect(field).toHaveValue('12.ABC.345/01DE');
    await user.type(field, 'x3y5');
    expect(field).toHaveValue('12.ABC.345/01DE-35');
  });

  it('phone takes a landline as (99)9999-9999 and becomes (99)99999-9999 at the 11th digit', async () => {
    const { field, user } = renderField('phone');
    await user.type(field, '1132854412');
    expect(field).toHaveValue('(11)3285-4412');
    await user.clear(field);
    await user.type(field, '1198765432');
    expect(field).toHaveValue('(11)9876-5432');
    await user.type(field, '1');
    expect(field).toHaveValue('(11)98765-4321');
  });

  it.each<[MaskKind, string, string]>([
    ['cpfCnpj', '111.444.777-35', '111.444.777-35'],
    ['cpfCnpj', '12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    ['phone', '(11) 98765-4321', '(11)98765-4321'],
  ])('%s takes a pasted %s as %s', async (mask, pasted, shown) => {
    const { field, user } = renderField(mask);
    await user.click(field);
    await user.paste(pasted);
    expect(field).toHaveValue(shown);
  });

  it('mobile keeps (99)99999-9999 while incomplete', async () => {
    const { field, user } = renderField('mobile');
    await user.type(field, '1198765432');
    expect(field).toHaveValue('(11)98765-432');
  });

  it('drops what the mask cannot take: letters in digits, a 5th time digit', async () => {
    const { field, user } = renderField('time');
    await user.type(field, '11h3099');
    expect(field).toHaveValue('11:30');
  });

  it('formats a value given from outside and reports it; a value already in shape is not reported', () => {
    const onChange = vi.fn<MaskedChange>();
    const { rerender } = render(<MaskedTextField label="Campo" mask="cpfCnpj" value="111.444.777-35" onChange={onChange} />);
    expect(screen.getByLabelText('Campo')).toHaveValue('111.444.777-35');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<MaskedTextField label="Campo" mask="cpfCnpj" value="12abc34501de35" onChange={onChange} />);
    expect(screen.getByLabelText('Campo')).toHaveValue('12.ABC.345/01DE-35');
    expect(onChange).toHaveBeenCalledWith('12.ABC.345/01DE-35', '12ABC34501DE35');
    rerender(<MaskedTextField label="Campo" mask="cpfCnpj" value="" onChange={onChange} />);
    expect(screen.getByLabelText('Campo')).toHaveValue('');
  });

  it('is an MUI TextField: label, helper text, error, required, disabled, name and the input slot props', () => {
    render(
      <>
        <MaskedTextField
          label="CEP"
          mask="cep"
          name="cep"
          value=""
          onChange={vi.fn()}
          required
          error
          helperText="CEP incompleto"
          slotProps={{ htmlInput: { 'data-testid': 'cep' } }}
        />
        <MaskedTextField label="Horário" mask="time" value="18:00" onChange={vi.fn()} disabled />
      </>,
    );
    const cep = screen.getByRole('textbox', { name: /CEP/ });
    expect(cep).toBeRequired();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(cep).toHaveAccessibleDescription('CEP incompleto');
    expect(cep).toHaveAttribute('name', 'cep');
    expect(cep).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByTestId('cep')).toBe(cep);
    expect(screen.getByLabelText('Horário')).toBeDisabled();
  });

  it('keeps the mask when the input slot props are a function of the owner state', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MaskedTextField label="CEP" mask="cep" value="" onChange={vi.fn()} slotProps={{ htmlInput: () => ({ 'data-testid': 'cep' }) }} />);
    const cep = screen.getByTestId('cep');
    await user.type(cep, '01310100');
    expect(cep).toHaveValue('01310-100');
  });
});
