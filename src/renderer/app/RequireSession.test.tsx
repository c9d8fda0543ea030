import { configureStore, combineReducers } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '../../shared/api';
import { initialSessionState, loggedOut, sessionReducer } from '../features/session/sessionSlice';
import { uiReducer } from '../ui/uiSlice';
import { RequireSession } from './RequireSession';

const session = { hash: 'h', nome: 'Pizzaria', company: 'aiboo' } as Session;

function renderGuard(withSession: boolean) {
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, session: sessionReducer }),
    preloadedState: { session: initialSessionState(withSession ? session : null) },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/pedidos']}>
        <Routes>
          <Route path="/login" element={<p>tela de login</p>} />
          <Route path="/pedidos" element={<RequireSession><p>pedidos</p></RequireSession>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('RequireSession', () => {
  it('sends a visitor without a session to /login with the spec error', () => {
    const store = renderGuard(false);
    expect(screen.getByText('tela de login')).toBeInTheDocument();
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Você não está logado, tente novamente.' }),
    ]);
  });

  it('shows the screen with a session, and leaves quietly when the session ends (Sair da Loja)', () => {
    const store = renderGuard(true);
    expect(screen.getByText('pedidos')).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(screen.getByText('tela de login')).toBeInTheDocument();
    expect(store.getState().ui.dialogs).toEqual([]);
  });
});
