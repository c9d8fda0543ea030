import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import {
  acceptanceChangeRequested,
  acceptanceLoadRequested,
  paymentMethodsLoadRequested,
  paymentMethodsReducer,
  paymentMethodsSaveRequested,
} from './paymentMethodsSlice';
import { paymentMethodsSaga } from './paymentMethodsSaga';

const routeRegistered = vi.hoisted(() => ({ value: false }));
vi.mock('./receivingAccountsRoute', () => ({
  RECEIVING_ACCOUNTS_PATH: '/financeiro/cadastro/recebimentos',
  receivingAccountsRouteRegistered: () => routeRegistered.value,
}));

const METHODS: PaymentMethod[] = [
  { chave: 'dinheiro', nome: 'Dinheiro', selected: true },
  { chave: 'pix', nome: 'Pix', selected: false },
];

function setup(platform: (key: string, args?: { body?: Record<string, unknown> }) => unknown) {
  const call = vi.fn((key: string, args?: { body?: Record<string, unknown> }) =>
    Promise.resolve().then(() => platform(key, args)),
  );
  const navigate = vi.fn();
  const services = { api: { legacy: { call } }, navigate } as unknown as Services;
  const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, paymentMethods: paymentMethodsReducer }),
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(paymentMethodsSaga);
  return { store, call, navigate };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  routeRegistered.value = false;
});

describe('payment methods', () => {
  it('loads the list from listarpagamentos/', async () => {
    const { store, call } = setup(() => ({ status: true, obj: METHODS }));
    store.dispatch(paymentMethodsLoadRequested());
    await settle();
    expect(call).toHaveBeenCalledWith('software_app/listarpagamentos/', { silent: true });
    expect(store.getState().paymentMethods.methods).toEqual(METHODS);
  });

  it('saves the selected chaves, shows a 5 s toast and reads the list back', async () => {
    let stored = METHODS;
    const { store, call } = setup((key, args) => {
      if (key === 'software_app/alteraPagamentos') {
        const formas = args!.body!.formas as string[];
        stored = METHODS.map((m) => ({ ...m, selected: formas.includes(m.chave) }));
        return { status: true };
      }
      return { status: true, obj: stored };
    });
    store.dispatch(paymentMethodsLoadRequested());
    await settle();
    store.dispatch(paymentMethodsSaveRequested(['dinheiro', 'pix']));
    await settle();
    expect(call).toHaveBeenCalledWith('software_app/alteraPagamentos', { body: { formas: ['dinheiro', 'pix'] } });
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ message: 'Formas de pagamento salvas com sucesso!', durationMs: 5000, severity: 'success' }),
    ]);
    expect(call).toHaveBeenLastCalledWith('software_app/listarpagamentos/', { silent: true });
    expect(store.getState().paymentMethods.methods?.every((m) => m.selected)).toBe(true);
    expect(store.getState().paymentMethods.saving).toBe(false);
  });

  it('does not claim success when the platform refuses the save', async () => {
    const { store } = setup((key) =>
      key === 'software_app/alteraPagamentos' ? { status: false, mensagem: 'Selecione ao menos uma forma.' } : { status: true, obj: METHODS },
    );
    store.dispatch(paymentMethodsSaveRequested([]));
    await settle();
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'attention', message: 'Selecione ao menos uma forma.' }),
    ]);
  });
});

describe('Pagamento Online switch', () => {
  it('shows the platform state', async () => {
    const { store } = setup(() => ({ status: true, acceptsOnline: true }));
    store.dispatch(acceptanceLoadRequested());
    await settle();
    expect(store.getState().paymentMethods.acceptance).toMatchObject({ status: 'ready', accepts: true });
  });

  it('sends the new value and follows the answer', async () => {
    const { store, call, navigate } = setup((key, args) =>
      key === 'pagamentoonline/setAcceptanceStatus'
        ? { status: true, accepts: args!.body!.accepts, mensagem: '', erros: '' }
        : { status: true, acceptsOnline: false },
    );
    store.dispatch(acceptanceLoadRequested());
    await settle();
    store.dispatch(acceptanceChangeRequested(true));
    expect(store.getState().paymentMethods.acceptance).toMatchObject({ accepts: true, updating: true });
    await settle();
    expect(call).toHaveBeenCalledWith('pagamentoonline/setAcceptanceStatus', { body: { accepts: true } });
    expect(store.getState().paymentMethods.acceptance).toMatchObject({ accepts: true, updating: false });
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when enabling is refused: "Erro!" with erros, the switch follows the returned value, and goes to the receiving-account screen once it exists', async () => {
    routeRegistered.value = true;
    const { store, navigate } = setup((key) =>
      key === 'pagamentoonline/setAcceptanceStatus'
        ? { status: false, accepts: false, mensagem: '', erros: 'Cadastre uma conta de recebimento antes de ativar.' }
        : { status: true, acceptsOnline: false },
    );
    store.dispatch(acceptanceLoadRequested());
    await settle();
    store.dispatch(acceptanceChangeRequested(true));
    await settle();
    expect(store.getState().paymentMethods.acceptance.accepts).toBe(false);
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Cadastre uma conta de recebimento antes de ativar.' }),
    ]);
    expect(navigate).toHaveBeenCalledWith('/financeiro/cadastro/recebimentos');
  });

  it('stays on the screen when the receiving-account screen is not built yet', async () => {
    const { store, navigate } = setup((key) =>
      key === 'pagamentoonline/setAcceptanceStatus'
        ? { status: false, accepts: false, mensagem: '', erros: 'Sem conta de recebimento.' }
        : { status: true, acceptsOnline: false },
    );
    store.dispatch(acceptanceChangeRequested(true));
    await settle();
    expect(store.getState().ui.dialogs).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused disabling shows the error but does not redirect', async () => {
    routeRegistered.value = true;
    const { store, navigate } = setup((key) =>
      key === 'pagamentoonline/setAcceptanceStatus'
        ? { status: false, accepts: true, mensagem: '', erros: 'Há pedidos online em andamento.' }
        : { status: true, acceptsOnline: true },
    );
    store.dispatch(acceptanceLoadRequested());
    await settle();
    store.dispatch(acceptanceChangeRequested(false));
    await settle();
    expect(store.getState().paymentMethods.acceptance.accepts).toBe(true);
    expect(store.getState().ui.dialogs).toEqual([expect.objectContaining({ title: 'Erro!', message: 'Há pedidos online em andamento.' })]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes back to the previous value when the platform cannot be reached', async () => {
    const { store } = setup((key) => {
      if (key === 'pagamentoonline/setAcceptanceStatus') throw new ApiError('network', 'Sem conexão.');
      return { status: true, acceptsOnline: false };
    });
    store.dispatch(acceptanceLoadRequested());
    await settle();
    store.dispatch(acceptanceChangeRequested(true));
    await settle();
    expect(store.getState().paymentMethods.acceptance).toMatchObject({ accepts: false, updating: false });
    expect(store.getState().ui.dialogs).toEqual([expect.objectContaining({ kind: 'error', message: 'Sem conexão.' })]);
  });
});
