import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedOut, loginSucceeded } from '../session/sessionSlice';
import { createTestStore, renderWithStore, TEST_SESSION } from '../../test/testStore';
import { WEEK } from './model';
import { OpeningHoursPage } from './OpeningHoursPage';

const stored = (abertura: string) => ({
  status: true,
  auto_abrir: true,
  auto_fechar: false,
  obj: WEEK.map(({ key }) => ({ abreviacao: key, checked: true, abertura, fechamento: '23:00', abertura2: '', fechamento2: '' })),
});

// MUI forms under jsdom are slow on a busy machine.
describe('OpeningHoursPage', { timeout: 20_000 }, () => {
  it('shows what listarHorarios says, saves, and shows what the platform stored', async () => {
    let current = stored('18:00');
    const t = createTestStore({
      legacy: {
        'software_app/listarHorarios': () => current,
        'software_app/alteraHorarios2': (args: { body: { horarios: string } }) => {
          const dias = JSON.parse(args.body.horarios) as Array<{ abertura: string }>;
          current = stored(dias[1]!.abertura);
          return { status: true, mensagem: 'Horários salvos!' };
        },
      },
    });
    renderWithStore(<OpeningHoursPage />, t.store);
    const user = userEvent.setup({ delay: null });
    const monday = await screen.findByLabelText('Abertura de Segunda-feira');
    expect(monday).toHaveValue('18:00');
    expect(screen.getByRole('switch', { name: 'Abrir Automaticamente' })).toBeChecked();
    await user.clear(monday);
    await user.type(monday, '1730');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.toasts()[0]?.message).toBe('Horários salvos!'));
    await waitFor(() => expect(screen.getByLabelText('Abertura de Domingo')).toHaveValue('17:30'));
  });

  it('says when the hours cannot be loaded, with a way to try again', async () => {
    let fail = true;
    const t = createTestStore({ legacy: { 'software_app/listarHorarios': () => (fail ? { status: false } : stored('18:00')) } });
    renderWithStore(<OpeningHoursPage />, t.store);
    expect(await screen.findByText(/^Não foi possível carregar o horário de funcionamento\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
  });

  it("never shows the first store's hours to a second store that logs in after it", async () => {
    const hoursOf: Record<string, ReturnType<typeof stored>> = { abc123: stored('18:00'), other: stored('09:00') };
    let hash = 'abc123';
    let release: () => void = () => undefined;
    const t = createTestStore({
      legacy: {
        // the second store's answer is held until the test looks at the screen
        'software_app/listarHorarios': () =>
          hash === 'abc123' ? hoursOf.abc123 : new Promise((resolve) => (release = () => resolve(hoursOf.other))),
      },
    });
    const seen: string[] = [];
    const view = renderWithStore(<OpeningHoursPage />, t.store);
    expect(await screen.findByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
    view.unmount();
    t.store.dispatch(loggedOut());
    hash = 'other';
    t.store.dispatch(loginSucceeded({ ...TEST_SESSION, id_estabelecimento: 202, hash: 'other' }));
    const unsubscribe = t.store.subscribe(() => {
      const monday = document.querySelector<HTMLInputElement>('input[aria-label="Abertura de Segunda-feira"]')?.value;
      if (monday) seen.push(monday);
    });
    renderWithStore(<OpeningHoursPage />, t.store);
    expect(screen.queryByLabelText('Abertura de Segunda-feira')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText('Abertura de Segunda-feira')).toHaveValue('09:00');
    unsubscribe();
    expect(seen).not.toContain('18:00');
  });
});
