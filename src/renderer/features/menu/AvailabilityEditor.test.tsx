import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AvailabilityEditor } from './AvailabilityEditor';
import { availabilityFromForm, availabilityToForm, type DayForm } from './availabilityForm';

/** The editor with its state; each change is also handed to `onWeek` (what would be saved). */
function Harness({ onWeek }: { onWeek: (week: DayForm[]) => void }) {
  const [week, setWeek] = useState(() => availabilityToForm({ sx: { initAt: 1080, endAt: 1380 } }));
  const change = (next: DayForm[]) => {
    setWeek(next);
    onWeek(next);
  };
  return <AvailabilityEditor week={week} onChange={change} errors={['Sexta-feira, 1º período: o fim precisa ser depois do início.']} />;
}

describe('the availability editor', { timeout: 30_000 }, () => {
  it('shows seven days of two periods, masks HH:MM, enables a period by its box, and saves minutes', async () => {
    let saved: DayForm[] = [];
    render(<Harness onWeek={(week) => (saved = week)} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getAllByRole('checkbox', { name: /^Desativar .+, 2º período$/ })).toHaveLength(7);
    expect(screen.getByLabelText('Sexta-feira, 1º período: início')).toHaveValue('18:00');
    // the days the schedule leaves out are off
    expect(screen.getByLabelText('Segunda-feira, 1º período: início')).toBeDisabled();

    const secondStart = screen.getByLabelText('Sexta-feira, 2º período: início');
    expect(secondStart).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Desativar Sexta-feira, 2º período' }));
    expect(secondStart).toBeEnabled();
    await user.type(secondStart, '2330');
    expect(secondStart).toHaveValue('23:30');
    // an empty end is the end of the day
    expect(availabilityFromForm(saved)).toEqual({ sx: { initAt: 1080, endAt: 1380, initAt2: 1410, endAt2: 1439 } });
    expect(screen.getByText('Sexta-feira, 1º período: o fim precisa ser depois do início.')).toBeInTheDocument();
  });
});
