import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import { hoursReducer } from './hoursSlice';
import { hoursSaga } from './hoursSaga';
import { WEEK } from './model';
import { OpeningHoursPage } from './OpeningHoursPage';

function renderPage(platform: (key: string, args?: { body?: Record<string, unknown> }) => unknown) {
  const call = vi.fn((key: string, args?: { body?: Record<string, unknown> }) =>
    Promise.resolve().then(() => platform(key, args)),
  );
  const services = { api: { legacy: { call } } } as unknown as Services;
  const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, hours: hoursReducer }),
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(hoursSaga);
  render(
    <Provider store={store}>
      <OpeningHoursPage />
    </Provider>,
  );
  return { store, call, user: userEvent.setup({ delay: null }) };
}

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
    const { user, store } = renderPage((key, args) => {
      if (key === 'software_app/alteraHorarios2') {
        const dias = JSON.parse(args!.body!.horarios as string) as Array<{ abertura: string }>;
        current = stored(dias[1]!.abertura);
        return { status: true, mensagem: 'Horários salvos!' };
      }
      return current;
    });
    const monday = await screen.findByLabelText('Abertura de Segunda-feira');
    expect(monday).toHaveValue('18:00');
    expect(screen.getByRole('switch', { name: 'Abrir Automaticamente' })).toBeChecked();
    await user.clear(monday);
    await user.type(monday, '1730');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(store.getState().ui.toasts[0]?.message).toBe('Horários salvos!'));
    await waitFor(() => expect(screen.getByLabelText('Abertura de Domingo')).toHaveValue('17:30'));
  });

  it('says when the hours cannot be loaded, with a way to try again', async () => {
    let fail = true;
    const { user } = renderPage(() => (fail ? { status: false } : stored('18:00')));
    expect(await screen.findByText('Não foi possível carregar o horário de funcionamento.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Abertura de Segunda-feira')).toHaveValue('18:00');
  });
});
