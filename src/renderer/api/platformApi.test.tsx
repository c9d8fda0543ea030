import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEK } from '../features/hours/model';
import { OpeningHoursPage } from '../features/hours/OpeningHoursPage';
import { createTestStore, renderWithStore } from '../test/testStore';
import { SCREEN_DATA_FRESH_S } from './platformApi';

const hours = {
  status: true,
  auto_abrir: true,
  auto_fechar: false,
  obj: WEEK.map(({ key }) => ({ abreviacao: key, checked: true, abertura: '18:00', fechamento: '23:00', abertura2: '', fechamento2: '' })),
};

afterEach(() => vi.useRealTimers());

// MUI forms under jsdom are slow on a busy machine.
describe('a screen opened again', { timeout: 60_000 }, () => {
  it('within a minute shows its answer at once without asking the platform again; later, asks again', async () => {
    const t = createTestStore({ legacy: { 'software_app/listarHorarios': () => hours } });
    const asked = () => t.calls.legacy.mock.calls.filter(([key]) => key === 'software_app/listarHorarios').length;
    const first = renderWithStore(<OpeningHoursPage />, t.store);
    expect(await screen.findByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
    first.unmount();

    const now = Date.now();
    // only the clock is moved: React, RTK Query and the test's waits keep their real timers
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + (SCREEN_DATA_FRESH_S / 2) * 1000);
    const second = renderWithStore(<OpeningHoursPage />, t.store);
    // at the first render: no spinner, no request
    expect(screen.getByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
    expect(asked()).toBe(1);
    second.unmount();

    vi.setSystemTime(now + (SCREEN_DATA_FRESH_S + 1) * 1000);
    renderWithStore(<OpeningHoursPage />, t.store);
    expect(screen.getByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
    await vi.waitFor(() => expect(asked()).toBe(2));
  });
});
