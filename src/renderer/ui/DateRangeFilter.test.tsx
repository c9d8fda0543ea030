import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreDetail } from '../../shared/api';
import { storeDetailLoaded } from '../features/store/storeSlice';
import { clearDate, dateFieldGroup, dateFieldText, typeDate } from '../test/datePickers';
import { createTestStore } from '../test/testStore';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { DatePickersProvider } from './DatePickersProvider';
import { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
import { initialDateRange, type DateRangeValue } from './dateRange';

const TODAY = '2024-03-10';

function inStore(zone?: string) {
  const { store } = createTestStore();
  if (zone) store.dispatch(storeDetailLoaded({ id_estabelecimento: 101, nome: 'Loja', fuso_horario: zone } as StoreDetail));
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <DatePickersProvider>{children}</DatePickersProvider>
      </Provider>
    );
  };
}

function renderFilter(props: Partial<DateRangeFilterProps> & { initial?: DateRangeValue; zone?: string } = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  let setFromScreen: (value: DateRangeValue) => void = () => undefined;
  function Harness() {
    const [value, setValue] = useState(props.initial ?? initialDateRange(7, TODAY));
    setFromScreen = setValue;
    return (
      <DateRangeFilter
        today={TODAY}
        submitLabel="Filtrar"
        onSubmit={onSubmit}
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />, { wrapper: inStore(props.zone) });
  return { onChange, onSubmit, user: userEvent.setup(), setFromScreen: (v: DateRangeValue) => setFromScreen(v) };
}

const dayOf = (label: string) => within(dateFieldGroup(label)).getByRole('spinbutton', { name: 'Dia' });

// MUI pickers under jsdom are slow on a busy machine.
describe('DateRangeFilter', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the period range in locked dates and filters by the period chosen', async () => {
    const { user, onChange, onSubmit } = renderFilter();
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Últimos 7 dias');
    expect(dateFieldText('Data inicial')).toBe('04/03/2024');
    expect(dateFieldText('Data final')).toBe('10/03/2024');
    expect(dayOf('Data inicial')).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Hoje', 'Últimos 7 dias', 'Últimos 30 dias', 'Últimos 60 dias', 'Últimos 90 dias', 'Personalizado']);
    await user.click(screen.getByRole('option', { name: 'Últimos 30 dias' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 30, start: '2024-02-10', end: '2024-03-10' });
    expect(dateFieldText('Data inicial')).toBe('10/02/2024');

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).toHaveBeenCalledWith({ period: 30, start: '2024-02-10', end: '2024-03-10' });
  });

  it("counts the periods from the store's today, not the computer's", async () => {
    // 02:30 UTC on 27/11 is still 26/11 in Manaus (22:30), whatever the computer's zone
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:30:00.000Z'));
    const { user, onChange } = renderFilter({ today: undefined, zone: 'America/Manaus', initial: { period: 'custom', start: null, end: null } });
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Hoje' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 0, start: '2026-11-26', end: '2026-11-26' });
    expect(dateFieldText('Data inicial')).toBe('26/11/2026');
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 7 dias' }));
    // seven days, the 26th included: 20/11 to 26/11
    expect(dateFieldText('Data inicial')).toBe('20/11/2026');
    expect(dateFieldText('Data final')).toBe('26/11/2026');
  });

  it('Hoje covers today only', async () => {
    const { user, onChange } = renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Hoje' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 0, start: '2024-03-10', end: '2024-03-10' });
  });

  it('lets the dates be typed dd/MM/yyyy for Personalizado', async () => {
    const { user, onSubmit, onChange } = renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Personalizado' }));
    expect(dayOf('Data inicial')).toHaveAttribute('aria-disabled', 'false');
    // the dates of the period before stay as a starting point
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2024-03-04', end: '2024-03-10' });

    await typeDate(user, 'Data inicial', '15022024');
    await typeDate(user, 'Data final', '20022024');
    expect(dateFieldText('Data inicial')).toBe('15/02/2024');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2024-02-15', end: '2024-02-20' });
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).toHaveBeenCalledWith({ period: 'custom', start: '2024-02-15', end: '2024-02-20' });
  });

  it('says the end cannot precede the start and does not filter', async () => {
    const { user, onSubmit } = renderFilter({ initial: { period: 'custom', start: '2024-02-15', end: '2024-02-20' } });
    await typeDate(user, 'Data final', '01022024');
    expect(screen.getByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // what was typed is still there to fix
    expect(dateFieldText('Data final')).toBe('01/02/2024');
  });

  it('asks for a date left empty and keeps the other', async () => {
    const { user, onSubmit, onChange } = renderFilter({ initial: { period: 'custom', start: '2024-02-15', end: '2024-02-20' } });
    await clearDate(user, 'Data inicial');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: null, end: '2024-02-20' });
    expect(screen.getByText('Informe a data inicial (dd/mm/aaaa).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dateFieldText('Data final')).toBe('20/02/2024');
  });

  it('keeps a half-typed date in the field while the screen holds null', async () => {
    const { user, onChange } = renderFilter({ initial: { period: 'custom', start: null, end: '2024-02-20' } });
    await typeDate(user, 'Data inicial', '1502');
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ start: expect.any(String) }));
    expect(dateFieldText('Data inicial')).toBe('15/02/AAAA');
    await user.keyboard('2024');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2024-02-15', end: '2024-02-20' });
  });

  it('keeps the dates inside the bounds: dates only, no period select', async () => {
    const { user, onSubmit } = renderFilter({
      periods: ['custom'],
      minDate: '2024-02-01',
      maxDate: '2024-02-29',
      initial: { period: 'custom', start: '2024-02-05', end: '2024-02-25' },
    });
    expect(screen.queryByRole('combobox', { name: 'Período' })).not.toBeInTheDocument();
    await typeDate(user, 'Data inicial', '31012024');
    expect(screen.getByText('A data inicial não pode ser anterior a 01/02/2024.')).toBeInTheDocument();
    await typeDate(user, 'Data final', '01032024');
    expect(screen.getByText('A data final não pode ser posterior a 29/02/2024.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers no day before the start in the end date's calendar", async () => {
    const { user, onChange } = renderFilter({ initial: { period: 'custom', start: '2024-03-05', end: '2024-03-08' } });
    await user.click(within(dateFieldGroup('Data final')).getByRole('button', { name: /Escolha uma data/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toBeEnabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '12' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2024-03-05', end: '2024-03-12' });
  });

  it('shows the dates the screen sets (the dashboard resets them to the server’s)', async () => {
    const { user, setFromScreen } = renderFilter({ initial: { period: 'custom', start: '2024-02-15', end: '2024-02-20' } });
    await typeDate(user, 'Data inicial', '0102');
    expect(dateFieldText('Data inicial')).toBe('01/02/2024');
    act(() => setFromScreen({ period: 'custom', start: '2024-01-01', end: '2024-01-31' }));
    expect(dateFieldText('Data inicial')).toBe('01/01/2024');
    expect(dateFieldText('Data final')).toBe('31/01/2024');
  });

  it('waits while the screen is busy', () => {
    renderFilter({ busy: true, submitLabel: 'Ver Painel' });
    expect(screen.getByRole('button', { name: 'Ver Painel' })).toBeDisabled();
  });

  it('has no button without a label', () => {
    renderFilter({ submitLabel: undefined });
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument();
  });
});
