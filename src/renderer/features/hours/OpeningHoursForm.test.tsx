import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpeningDay } from '../../../shared/api';
import { WEEK, type OpeningHours } from './model';
import { OpeningHoursForm } from './OpeningHoursForm';

const HOURS: OpeningHours = {
  auto_abrir: false,
  auto_fechar: true,
  dias: WEEK.map(
    ({ key }): OpeningDay => ({
      abreviacao: key,
      checked: key !== 'dom',
      abertura: key === 'dom' ? '' : '18:00',
      fechamento: key === 'dom' ? '' : '23:00',
      abertura2: '',
      fechamento2: '',
    }),
  ),
};

function renderForm(onSave = vi.fn()) {
  render(<OpeningHoursForm initial={HOURS} saving={false} onSave={onSave} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

// MUI forms under jsdom are slow on a busy machine.
describe('OpeningHoursForm', { timeout: 20_000 }, () => {
  it('shows the switches and the week Domingo to Sábado', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: 'Abrir Automaticamente' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fechar Automaticamente' })).toBeChecked();
    const days = screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
    expect(days).toEqual(['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']);
  });

  it('disables the four times while the day is unchecked', async () => {
    const { user } = renderForm();
    const fields = ['Abertura', 'Fechamento', 'Abertura 2º turno', 'Fechamento 2º turno'];
    for (const f of fields) expect(screen.getByLabelText(`${f} de Domingo`)).toBeDisabled();
    for (const f of fields) expect(screen.getByLabelText(`${f} de Segunda-feira`)).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Segunda-feira' }));
    for (const f of fields) expect(screen.getByLabelText(`${f} de Segunda-feira`)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Domingo' }));
    for (const f of fields) expect(screen.getByLabelText(`${f} de Domingo`)).toBeEnabled();
  });

  it('masks what is typed as 99:99', async () => {
    const { user } = renderForm();
    const field = screen.getByLabelText('Abertura 2º turno de Terça-feira');
    await user.type(field, '11h3099');
    expect(field).toHaveValue('11:30');
  });

  it('corrects one digit of a filled time in place, the caret staying there, and saves it', async () => {
    const { user, onSave } = renderForm();
    const field = screen.getByLabelText<HTMLInputElement>('Abertura de Quarta-feira');
    // Backspace after the 8 of 18:00, then 9: the caret must not jump to the end in between
    await user.type(field, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field).toHaveValue('10:0');
    expect(field.selectionStart).toBe(1);
    await user.keyboard('9');
    expect(field).toHaveValue('19:00');
    expect(field.selectionStart).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0]![0] as OpeningHours).dias[3]).toMatchObject({ abreviacao: 'qua', abertura: '19:00', fechamento: '23:00' });
  });

  it('refuses an invalid time with a message naming the day, and saves nothing', async () => {
    const { user, onSave } = renderForm();
    const field = screen.getByLabelText('Fechamento de Segunda-feira');
    await user.clear(field);
    await user.type(field, '2460');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horário inválido em Segunda-feira: use HH:MM.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('24:60');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the edited week', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Abrir Automaticamente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Domingo' }));
    await user.type(screen.getByLabelText('Abertura de Domingo'), '1100');
    await user.type(screen.getByLabelText('Fechamento de Domingo'), '1530');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as OpeningHours;
    expect(saved.auto_abrir).toBe(true);
    expect(saved.dias[0]).toEqual({
      abreviacao: 'dom',
      checked: true,
      abertura: '11:00',
      fechamento: '15:30',
      abertura2: '',
      fechamento2: '',
    });
  });
});
