import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CharacterCounter } from './CharacterCounter';
import { CountedTextField, type CountedTextFieldProps } from './CountedTextField';

function renderField(props: Partial<CountedTextFieldProps> = {}) {
  function Harness() {
    const [value, setValue] = useState(props.value ?? '');
    return <CountedTextField label="Descrição" maxLength={200} {...props} value={value} onChange={setValue} />;
  }
  render(<Harness />);
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Descrição' }) };
}

describe('CharacterCounter', () => {
  it('shows typed/limit', () => {
    render(<CharacterCounter length={37} max={400} />);
    expect(screen.getByText('37/400')).toBeInTheDocument();
  });
});

describe('CountedTextField', () => {
  it('counts as the person types', async () => {
    const { user, field } = renderField();
    expect(field).toHaveAccessibleDescription('0/200');
    await user.type(field, 'Pedido cancelado');
    expect(field).toHaveAccessibleDescription('16/200');
  });

  it('takes no more than the limit', async () => {
    const { user, field } = renderField({ maxLength: 10 });
    await user.type(field, 'mais de dez letras');
    expect(field).toHaveValue('mais de de');
    expect(field).toHaveAccessibleDescription('10/10');
  });

  it('shows the minimum until it is reached (fine reversal: 20)', async () => {
    const { user, field } = renderField({ minLength: 20, multiline: true, rows: 3 });
    expect(field).toHaveAccessibleDescription('Mínimo de 20 caracteres. 0/200');
    await user.type(field, 'O cliente desistiu');
    expect(screen.getByText('Mínimo de 20 caracteres.')).toBeInTheDocument();
    await user.type(field, '!!');
    expect(screen.queryByText('Mínimo de 20 caracteres.')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('20/200');
  });

  it("shows the screen's message instead", () => {
    const { field } = renderField({ helperText: 'Informe a descrição.', error: true, minLength: 20 });
    expect(field).toHaveAccessibleDescription('Informe a descrição. 0/200');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
