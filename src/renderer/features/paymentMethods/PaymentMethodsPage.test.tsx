import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import { paymentMethodsReducer } from './paymentMethodsSlice';
import { paymentMethodsSaga } from './paymentMethodsSaga';
import { PaymentMethodsPage } from './PaymentMethodsPage';

vi.mock('./receivingAccountsRoute', () => ({
  RECEIVING_ACCOUNTS_PATH: '/financeiro/cadastro/recebimentos',
  receivingAccountsRouteRegistered: () => false,
}));

function renderPage(platform: (key: string, args?: { body?: Record<string, unknown> }) => unknown) {
  const call = vi.fn((key: string, args?: { body?: Record<string, unknown> }) =>
    Promise.resolve().then(() => platform(key, args)),
  );
  const services = { api: { legacy: { call } }, navigate: vi.fn() } as unknown as Services;
  const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, paymentMethods: paymentMethodsReducer }),
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(paymentMethodsSaga);
  render(
    <Provider store={store}>
      <PaymentMethodsPage />
    </Provider>,
  );
  return { store, call, user: userEvent.setup({ delay: null }) };
}

const LIST = { status: true, obj: [{ chave: 'pix', nome: 'Pix', selected: true }] };

// MUI forms under jsdom are slow on a busy machine.
describe('PaymentMethodsPage', { timeout: 20_000 }, () => {
  it('shows the Pagamento Online state and the methods', async () => {
    renderPage((key) => (key === 'pagamentoonline/getAcceptanceStatus' ? { status: true, acceptsOnline: true } : LIST));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagamento Online' })).toBeChecked());
    expect(await screen.findByRole('checkbox', { name: 'Pix' })).toBeChecked();
  });

  it('the switch follows the platform when it refuses to enable', async () => {
    const { user, call, store } = renderPage((key) => {
      if (key === 'pagamentoonline/getAcceptanceStatus') return { status: true, acceptsOnline: false };
      if (key === 'pagamentoonline/setAcceptanceStatus')
        return { status: false, accepts: false, mensagem: '', erros: 'Cadastre uma conta de recebimento.' };
      return LIST;
    });
    const online = screen.getByRole('switch', { name: 'Pagamento Online' });
    await waitFor(() => expect(online).toBeEnabled());
    await user.click(online);
    expect(call).toHaveBeenCalledWith('pagamentoonline/setAcceptanceStatus', { body: { accepts: true } });
    await waitFor(() => expect(store.getState().ui.dialogs).toHaveLength(1));
    expect(online).not.toBeChecked();
    expect(online).toBeEnabled();
  });

  it('says when the methods cannot be loaded, with a way to try again', async () => {
    let fail = true;
    const { user } = renderPage((key) => {
      if (key === 'pagamentoonline/getAcceptanceStatus') return { status: true, acceptsOnline: false };
      if (fail) return { status: false };
      return LIST;
    });
    expect(await screen.findByText('Não foi possível carregar as formas de pagamento.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Pix' })).toBeInTheDocument();
  });
});
