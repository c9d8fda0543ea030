import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { loginRequested } from './sessionSlice';
import { createSessionTestStore as createTestStore, PIZZARIA_B64, PIZZARIA_SESSION, renderLogin, type FakeRoute } from '../../test/session';

const accepted: FakeRoute = () => ({ data: { status: true, ...PIZZARIA_SESSION } });
const refused: FakeRoute = () => ({ data: { status: false, mensagem: 'Usuário ou senha inválidos.' } });
const loginCalls = (t: { actions: { type: string }[] }) => t.actions.filter((a) => a.type === loginRequested.type);

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows the title, the subtitle and the brand logo; no support number is invented before the brand is known', () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { name: 'Painel do Parceiro' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aiboo' })).toBeInTheDocument();
    // this build has no VITE_SUPPORT_PHONE: no line with a built-in default number
    expect(screen.queryByText(/Suporte ao parceiro/)).toBeNull();
    expect(screen.queryByText(/4003-2025/)).toBeNull();
    expect(screen.getByLabelText('Usuário')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
  });

  it('logs in with Enter and lands on /pedidos', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login', createTestStore({ routes: { 'login/index': accepted } }));
    await user.type(screen.getByLabelText('Usuário'), 'pizzaria');
    await user.type(screen.getByLabelText('Senha'), 'senha123{Enter}');
    expect(await screen.findByText('Tela de pedidos')).toBeInTheDocument();
    expect(t.requests).toEqual([{ url: 'login/index', body: { usuario: 'pizzaria', senha: 'senha123' } }]);
  });

  it("shows the server's message when it refuses, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderLogin('/login', createTestStore({ routes: { 'login/index': refused } }));
    await user.type(screen.getByLabelText('Usuário'), 'pizzaria');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.getByLabelText('Usuário')).toHaveValue('pizzaria');
    expect(screen.getByLabelText('Senha')).toHaveValue('errada');
  });

  it('shows the network message when the platform is unreachable', async () => {
    const user = userEvent.setup();
    renderLogin('/login', createTestStore({ routes: {} }));
    await user.type(screen.getByLabelText('Usuário'), 'pizzaria');
    await user.type(screen.getByLabelText('Senha'), 'senha123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkFailure);
  });

  it('asks for the missing fields instead of calling the platform', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    expect(await screen.findByText(MESSAGES.loginUsuarioRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginSenhaRequired)).toBeInTheDocument();
    expect(loginCalls(t)).toHaveLength(0);
  });

  it('disables ACESSAR while the login is under way', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const pending: FakeRoute = () => ({ data: { status: false, mensagem: 'x' } });
    const t = createTestStore({ routes: { 'login/index': pending } });
    // hold the answer back so the loading state can be seen
    const adapter = t.services.api.legacy.http.defaults.adapter as (c: unknown) => Promise<unknown>;
    t.services.api.legacy.http.defaults.adapter = (c) =>
      new Promise((resolve, reject) => {
        answer = () => void adapter(c).then(resolve, reject);
      }) as never;
    renderLogin('/login', t);
    await user.type(screen.getByLabelText('Usuário'), 'pizzaria');
    await user.type(screen.getByLabelText('Senha'), 'senha123{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeDisabled());
    act(() => {
      answer();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeEnabled());
  });

  it('auto-login /login/{base64 usuario}/{hash}: fills the fields, then logs in after 500 ms', async () => {
    vi.useFakeTimers();
    const t = renderLogin(`/login/${PIZZARIA_B64}/senha123`, createTestStore({ routes: { 'login/index': accepted } }));
    expect(screen.getByLabelText('Usuário')).toHaveValue('pizzaria');
    expect(screen.getByLabelText('Senha')).toHaveValue('senha123');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(loginCalls(t)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loginCalls(t)).toEqual([loginRequested({ usuario: 'pizzaria', senha: 'senha123' })]);
    vi.useRealTimers();
    expect(await screen.findByText('Tela de pedidos')).toBeInTheDocument();
  });

  it('auto-login with ?usuario=&hash= query parameters', () => {
    vi.useFakeTimers();
    const t = renderLogin(`/auth?usuario=${encodeURIComponent(PIZZARIA_B64)}&hash=senha123`);
    expect(screen.getByLabelText('Usuário')).toHaveValue('pizzaria');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(loginCalls(t)).toEqual([loginRequested({ usuario: 'pizzaria', senha: 'senha123' })]);
  });

  it('does not log in by itself from a link whose usuario is not base64, and says so', () => {
    vi.useFakeTimers();
    const t = renderLogin('/login/pizzaria!/senha123');
    expect(screen.getByText(MESSAGES.autoLoginInvalidLink)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(loginCalls(t)).toHaveLength(0);
  });

  it('logs in only once even if the auto-login fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const t = renderLogin(`/login/${PIZZARIA_B64}/errada`, createTestStore({ routes: { 'login/index': refused } }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(loginCalls(t)).toHaveLength(1);
  });

  it('goes to /pedidos when a session is stored and no hash is given', async () => {
    renderLogin('/login', createTestStore({ session: PIZZARIA_SESSION }));
    expect(await screen.findByText('Tela de pedidos')).toBeInTheDocument();
  });

  it('stays and logs in again when a session is stored but the link has a hash', () => {
    vi.useFakeTimers();
    const t = renderLogin(`/login/${PIZZARIA_B64}/senha123`, createTestStore({ session: PIZZARIA_SESSION }));
    expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(loginCalls(t)).toHaveLength(1);
  });
});
