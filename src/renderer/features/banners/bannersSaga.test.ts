// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import { loginSucceeded } from '../session/sessionSlice';
import { createShellTestStore } from '../../test/shell';
import { TEST_SESSION } from '../../test/testStore';
import { bannersSaga } from './bannersSaga';
import { contractCloseAttempted, contractSendRequested } from './bannersSlice';
import { MANDATORY_CONTRACT, OVERDUE } from '../../test/banners';

const answers = (over: Record<string, unknown> = {}) => ({
  'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false },
  'terms/check': { ...MANDATORY_CONTRACT, assinar: false },
  ...over,
});

describe('banners saga', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('loads overdue invoices (status overdue), acceptance status and contract, silently, when a session exists', async () => {
    const { store, legacy, json, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers(),
      jsonAnswers: { invoices: { data: OVERDUE, paginate_metadata: { total: OVERDUE.length } } },
    });
    await settle();
    expect(json).toHaveBeenCalledWith('invoices', { query: { status: 'overdue' }, silent: true });
    expect(legacy).toHaveBeenCalledWith('pagamentoonline/getAcceptanceStatus', { silent: true });
    expect(legacy).toHaveBeenCalledWith('terms/check', { silent: true });
    const s = store.getState().banners;
    expect(s.overdueInvoices).toEqual(OVERDUE);
    expect(s.acceptsOnline).toBe(false);
    expect(s.contract).toBeNull();
  });

  it('a store without invoices (404) has no overdue ones, and nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { store, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers(),
      jsonAnswers: {
        invoices: () => {
          throw new ApiError('http', 'Nenhuma fatura encontrada.', 404);
        },
      },
    });
    await settle();
    expect(store.getState().banners.overdueInvoices).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits for the login when nothing is stored', async () => {
    const { store, json, settle } = createShellTestStore({
      saga: bannersSaga,
      session: null,
      answers: answers(),
      jsonAnswers: { invoices: { data: [], paginate_metadata: { total: 0 } } },
    });
    await settle();
    expect(json).not.toHaveBeenCalled();
    store.dispatch(loginSucceeded(TEST_SESSION));
    await settle();
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('keeps the other banners when one call fails', async () => {
    const { store, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers({ 'terms/check': MANDATORY_CONTRACT }),
      jsonAnswers: {
        invoices: () => {
          throw new ApiError('http', 'Ops!', 500);
        },
      },
    });
    await settle();
    expect(store.getState().banners.overdueInvoices).toEqual([]);
    expect(store.getState().banners.contract?.contrato).toBe('CT-202');
    expect(store.getState().ui.dialogs).toEqual([]);
  });

  it('refuses to close a mandatory contract, then closes it when the platform answers close: true', async () => {
    const { store, legacy, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers({
        'terms/check': MANDATORY_CONTRACT,
        'terms/sendToSignature': { status: true, mensagem: 'Documento enviado para assinatura!', close: true },
      }),
      jsonAnswers: { invoices: { data: [], paginate_metadata: { total: 0 } } },
    });
    await settle();
    store.dispatch(contractCloseAttempted());
    expect(store.getState().banners.contract).not.toBeNull();
    expect(store.getState().banners.contractNotice).toEqual({
      severity: 'warning',
      message: 'A assinatura deste documento é obrigatória!',
    });
    store.dispatch(contractSendRequested({ email: 'x@y.com' }));
    await settle();
    expect(legacy).toHaveBeenCalledWith('terms/sendToSignature', { body: { email: 'x@y.com', contrato: 'CT-202' }, silent: true });
    expect(store.getState().banners.contract).toBeNull();
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual(['Documento enviado para assinatura!']);
  });

  it('keeps the contract open with the platform message when sending fails or close is false', async () => {
    let reply: unknown = { status: false, mensagem: 'E-mail inválido.', close: false };
    const { store, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers({ 'terms/check': MANDATORY_CONTRACT, 'terms/sendToSignature': () => reply }),
      jsonAnswers: { invoices: { data: [], paginate_metadata: { total: 0 } } },
    });
    await settle();
    store.dispatch(contractSendRequested({ email: 'x@y' }));
    await settle();
    expect(store.getState().banners.contract).not.toBeNull();
    expect(store.getState().banners.contractNotice).toEqual({ severity: 'error', message: 'E-mail inválido.' });
    expect(store.getState().banners.contractSending).toBe(false);
    reply = { status: true, mensagem: 'Enviado.', close: false };
    store.dispatch(contractSendRequested({ email: 'x@y.com' }));
    await settle();
    expect(store.getState().banners.contract).not.toBeNull();
  });

  it('closes an optional contract on request', async () => {
    const { store, settle } = createShellTestStore({
      saga: bannersSaga,
      answers: answers({ 'terms/check': { ...MANDATORY_CONTRACT, obrigatorio: false } }),
      jsonAnswers: { invoices: { data: [], paginate_metadata: { total: 0 } } },
    });
    await settle();
    expect(store.getState().banners.contract).not.toBeNull();
    store.dispatch(contractCloseAttempted());
    expect(store.getState().banners.contract).toBeNull();
  });
});
