// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { MESSAGES } from '../../ui/messages';
import { lojaReceived, socketReconnected } from '../realtime/realtimeActions';
import { loginSucceeded, loggedOut } from '../session/sessionSlice';
import { storeSaga } from './storeSaga';
import {
  deliveryTimeChangeRequested,
  onlinePaymentNoticeSilenceRequested,
  openingChangeRequested,
  selectCurrentDeliveryTime,
  selectDeliveryTimeOptions,
  selectStoreOpen,
} from './storeSlice';
import { createShellTestStore, TEST_STORE } from '../../test/shell';
import { TEST_SESSION } from '../../test/testStore';

const loja = (over: Partial<typeof TEST_STORE> = {}) => ({ status: true, estabelecimento: { ...TEST_STORE, ...over } });

describe('store saga: store detail', () => {
  it('loads the store detail at start when a session is stored', async () => {
    const { store, legacy, settle } = createShellTestStore({ saga: storeSaga, answers: { 'estabelecimento/getLoja': loja() } });
    await settle();
    expect(legacy).toHaveBeenCalledWith('estabelecimento/getLoja');
    expect(store.getState().store.detail?.nome).toBe('Pizzaria Bella Napoli');
    expect(selectStoreOpen(store.getState())).toBe(false);
  });

  it('waits for a login when no session is stored, and reloads after a reconnection', async () => {
    const { store, legacy, settle } = createShellTestStore({
      saga: storeSaga,
      session: null,
      answers: { 'estabelecimento/getLoja': loja() },
    });
    await settle();
    expect(legacy).not.toHaveBeenCalled();
    store.dispatch(loginSucceeded(TEST_SESSION));
    await settle();
    expect(legacy).toHaveBeenCalledTimes(1);
    store.dispatch(socketReconnected());
    await settle();
    expect(legacy).toHaveBeenCalledTimes(2);
  });

  it('marks the load failed (the header offers to reload) when getLoja fails', async () => {
    const { store, settle } = createShellTestStore({
      saga: storeSaga,
      answers: {
        'estabelecimento/getLoja': () => {
          throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
        },
      },
    });
    await settle();
    expect(store.getState().store.load).toBe('failed');
    expect(store.getState().store.detail).toBeNull();
  });

  it('follows a live loja event and forgets the store on logout', async () => {
    const { store, settle } = createShellTestStore({ saga: storeSaga, answers: { 'estabelecimento/getLoja': loja() } });
    await settle();
    store.dispatch(lojaReceived({ fechado: 'N' }));
    expect(selectStoreOpen(store.getState())).toBe(true);
    store.dispatch(loggedOut());
    expect(store.getState().store.detail).toBeNull();
  });
});

describe('store saga: open/close switch', () => {
  it('sends fechado and, on success, moves the switch and shows the server message for 2 s', async () => {
    const { store, legacy, settle } = createShellTestStore({
      saga: storeSaga,
      answers: {
        'estabelecimento/getLoja': loja(),
        'estabelecimento/mudaAberturaFechamento': { status: true, message: 'Loja aberta com sucesso!' },
      },
    });
    await settle();
    store.dispatch(openingChangeRequested({ fechado: 'N' }));
    expect(store.getState().store.toggling).toBe(true);
    await settle();
    expect(legacy).toHaveBeenCalledWith('estabelecimento/mudaAberturaFechamento', { body: { fechado: 'N' } });
    expect(selectStoreOpen(store.getState())).toBe(true);
    expect(store.getState().store.toggling).toBe(false);
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ message: 'Loja aberta com sucesso!', severity: 'success', durationMs: 2000 }),
    ]);
  });

  it('keeps the switch as the platform says and shows Atenção! with the message when status is false', async () => {
    const { store, settle } = createShellTestStore({
      saga: storeSaga,
      answers: {
        'estabelecimento/getLoja': loja(),
        'estabelecimento/mudaAberturaFechamento': { status: false, mensagem: 'Fora do horário de funcionamento.' },
      },
    });
    await settle();
    store.dispatch(openingChangeRequested({ fechado: 'N' }));
    await settle();
    expect(selectStoreOpen(store.getState())).toBe(false);
    expect(store.getState().store.toggling).toBe(false);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Fora do horário de funcionamento.' }),
    ]);
  });

  it('says the network failed (no generic dialog covers that) and leaves the switch alone', async () => {
    const { store, settle } = createShellTestStore({
      saga: storeSaga,
      answers: {
        'estabelecimento/getLoja': loja(),
        'estabelecimento/mudaAberturaFechamento': () => {
          throw new ApiError('network', MESSAGES.networkFailure);
        },
      },
    });
    await settle();
    store.dispatch(openingChangeRequested({ fechado: 'N' }));
    await settle();
    expect(selectStoreOpen(store.getState())).toBe(false);
    expect(store.getState().ui.dialogs.map((d) => d.message)).toEqual([MESSAGES.networkFailure]);
  });
});

describe('store saga: delivery time', () => {
  it('offers the presets and the current estimate', async () => {
    const { store, settle } = createShellTestStore({
      saga: storeSaga,
      answers: { 'estabelecimento/getLoja': loja({ entrega_minimo: 35, entrega_maximo: 50 }) },
    });
    await settle();
    expect(selectCurrentDeliveryTime(store.getState())?.label).toBe('35-50 min');
    expect(selectDeliveryTimeOptions(store.getState()).map((o) => o.label)).toEqual([
      '35-50 min',
      '15-30 min',
      '20-40 min',
      '40-60 min',
      '60-90 min',
      '90-120 min',
    ]);
  });

  it('posts mudaPrevisao and updates the current estimate', async () => {
    const { store, legacy, settle } = createShellTestStore({
      saga: storeSaga,
      answers: { 'estabelecimento/getLoja': loja(), 'estabelecimento/mudaPrevisao': { status: true } },
    });
    await settle();
    store.dispatch(deliveryTimeChangeRequested({ entrega_minimo: 60, entrega_maximo: 90 }));
    await settle();
    expect(legacy).toHaveBeenCalledWith('estabelecimento/mudaPrevisao', { body: { entrega_minimo: 60, entrega_maximo: 90 } });
    expect(selectCurrentDeliveryTime(store.getState())?.label).toBe('60-90 min');
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual([MESSAGES.deliveryTimeChanged]);
  });

  it('keeps the estimate and explains when the platform refuses', async () => {
    const { store, settle } = createShellTestStore({
      saga: storeSaga,
      answers: {
        'estabelecimento/getLoja': loja(),
        'estabelecimento/mudaPrevisao': { status: false, mensagem: 'Previsão inválida.' },
      },
    });
    await settle();
    store.dispatch(deliveryTimeChangeRequested({ entrega_minimo: 60, entrega_maximo: 90 }));
    await settle();
    expect(selectCurrentDeliveryTime(store.getState())?.label).toBe('40-60 min');
    expect(store.getState().ui.dialogs.map((d) => d.message)).toEqual(['Previsão inválida.']);
  });
});

describe('store saga: online-payment notice', () => {
  it('tells the platform not to show it again (alteraAviso) and hides it at once', async () => {
    const { store, legacy, settle } = createShellTestStore({
      saga: storeSaga,
      answers: { 'estabelecimento/getLoja': loja({ aviso: true }), 'estabelecimento/alteraAviso': { status: true } },
    });
    await settle();
    store.dispatch(onlinePaymentNoticeSilenceRequested());
    await settle();
    expect(legacy).toHaveBeenCalledWith('estabelecimento/alteraAviso', { silent: true });
    expect(store.getState().store.detail?.aviso).toBe(false);
  });
});
