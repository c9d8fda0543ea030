import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logoutRequested, sessionExpired } from './sessionSlice';
import { saveSession } from './sessionStorage';
import { createSessionTestStore as createTestStore, PIZZARIA_SESSION, renderLogin } from '../../test/session';

// How a session ends and what the route guard says then (spec 01 §2 guard, §8 session expired).
describe('end of a session and the route guard', { timeout: 20_000 }, () => {
  it("arriving at a protected route without a session: 'Erro! Você não está logado' and /login", async () => {
    renderLogin('/pedidos');
    const error = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(error).toHaveTextContent('Você não está logado, tente novamente.');
    expect(screen.getByRole('button', { name: 'ACESSAR', hidden: true })).toBeInTheDocument();
  });

  it("expiry: the dialog cannot be dismissed; 'Fazer Login' goes to /login with no other error", async () => {
    const user = userEvent.setup();
    saveSession(PIZZARIA_SESSION, localStorage);
    const t = renderLogin('/pedidos', createTestStore({ session: PIZZARIA_SESSION }));
    expect(screen.getByText('Tela de pedidos')).toBeInTheDocument();

    t.store.dispatch(sessionExpired({ title: 'Sessão expirada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessão expirada' });
    expect(dialog).toHaveTextContent('É necessário fazer o login novamente.');
    await waitFor(() => expect(localStorage.length).toBe(0));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sessão expirada' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fazer Login' }));
    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeInTheDocument();
    expect(t.router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });

  it('logout goes to /login without the not-logged-in error', async () => {
    saveSession(PIZZARIA_SESSION, localStorage);
    const t = renderLogin('/pedidos', createTestStore({ session: PIZZARIA_SESSION }));
    t.store.dispatch(logoutRequested());
    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeInTheDocument();
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });
});
