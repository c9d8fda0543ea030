// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { loginRequested, logoutRequested, sessionExpired } from './sessionSlice';
import { loadSession, saveSession } from './sessionStorage';
import { createSessionTestStore as createTestStore, PIZZARIA_SESSION } from '../../test/session';

const ok = () => ({ data: { status: true, ...PIZZARIA_SESSION, mensagem: '' } });

describe('sessionSaga: login', () => {
  it('posts usuario and senha, stores the session and goes to /pedidos', async () => {
    const t = createTestStore({ routes: { 'login/index': ok } });
    t.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
    await waitFor(() => expect(t.store.getState().session.session?.hash).toBe('hash-pizzaria'));
    expect(t.requests).toEqual([{ url: 'login/index', body: { usuario: 'pizzaria', senha: 'senha123' } }]);
    expect(loadSession(localStorage)?.hash).toBe('hash-pizzaria');
    expect(t.services.navigate).toHaveBeenCalledWith('/pedidos');
    expect(t.store.getState().session.login).toEqual({ status: 'idle', error: null });
  });

  it("keeps the brand's support phone the login answer brings, and none when it brings none", async () => {
    const t = createTestStore({ routes: { 'login/index': () => ({ data: { status: true, ...PIZZARIA_SESSION, telefone_suporte: ' (11) 3090-4455 ' } }) } });
    t.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
    await waitFor(() => expect(t.store.getState().session.session?.telefone_suporte).toBe('(11) 3090-4455'));
    expect(loadSession(localStorage)?.telefone_suporte).toBe('(11) 3090-4455');

    localStorage.clear();
    const t2 = createTestStore({ routes: { 'login/index': ok } });
    t2.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
    await waitFor(() => expect(t2.store.getState().session.session?.hash).toBe('hash-pizzaria'));
    expect(t2.store.getState().session.session).not.toHaveProperty('telefone_suporte');
  });

  it("puts the server's message in the login error when it refuses", async () => {
    const t = createTestStore({
      routes: { 'login/index': () => ({ data: { status: false, mensagem: 'Usuário ou senha inválidos.' } }) },
    });
    t.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'errada' }));
    await waitFor(() => expect(t.store.getState().session.login.status).toBe('failed'));
    expect(t.store.getState().session.login.error).toBe('Usuário ou senha inválidos.');
    expect(t.store.getState().session.session).toBeNull();
    expect(loadSession(localStorage)).toBeNull();
    expect(t.services.navigate).not.toHaveBeenCalled();
  });

  it('falls back to the spec message when the refusal has no text or comes as a 4xx', async () => {
    const t = createTestStore({ routes: { 'login/index': () => ({ data: { status: false } }) } });
    t.store.dispatch(loginRequested({ usuario: 'x', senha: 'y' }));
    await waitFor(() => expect(t.store.getState().session.login.error).toBe(MESSAGES.loginFailed));

    const t2 = createTestStore({ routes: { 'login/index': () => ({ status: 403, data: { status: false } }) } });
    t2.store.dispatch(loginRequested({ usuario: 'x', senha: 'y' }));
    await waitFor(() => expect(t2.store.getState().session.login.error).toBe(MESSAGES.loginFailed));
  });

  it('shows the network message when the platform does not answer', async () => {
    const t = createTestStore({ routes: { 'login/index': () => 'network' } });
    t.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
    await waitFor(() => expect(t.store.getState().session.login.error).toBe(MESSAGES.networkFailure));
  });

  it('says the server failed (with its status) on a 5xx, not that the password is wrong', async () => {
    const t = createTestStore({ routes: { 'login/index': () => ({ status: 503, data: 'down' }) } });
    t.store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
    await waitFor(() => expect(t.store.getState().session.login.error).toBe(MESSAGES.genericErrorTitle(503)));
  });
});

describe('sessionSaga: logout and expiry', () => {
  it('logout clears storage and goes to /login', async () => {
    saveSession(PIZZARIA_SESSION, localStorage);
    const t = createTestStore({ session: PIZZARIA_SESSION });
    t.store.dispatch(logoutRequested());
    await waitFor(() => expect(t.services.navigate).toHaveBeenCalledWith('/login'));
    expect(localStorage.length).toBe(0);
    expect(t.store.getState().session.session).toBeNull();
  });

  it('an expired session clears storage and shows the non-dismissible dialog', async () => {
    saveSession(PIZZARIA_SESSION, localStorage);
    localStorage.setItem('outra.chave', '1');
    const t = createTestStore({ session: PIZZARIA_SESSION });
    t.store.dispatch(sessionExpired({ title: 'Sessão expirada' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.store.getState().ui.dialogs[0]).toMatchObject({
      kind: 'sessionExpired',
      title: 'Sessão expirada',
      message: 'É necessário fazer o login novamente.',
    });
    expect(localStorage.length).toBe(0);
  });
});
