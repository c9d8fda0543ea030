import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Provider, useSelector } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_KEPT_S } from './keptScreens';
import { lazyScreen, ScreenOutlet } from './lazyScreen';

const note = createSlice({
  name: 'note',
  initialState: 'primeira',
  reducers: { set: (_state, action: { payload: string }) => action.payload },
});

let mounts = 0;
let listening = 0;

/** A screen with state of its own, an effect, the store and the location. */
function ScreenA() {
  const [typed, setTyped] = useState('');
  const stored = useSelector((s: { note: string }) => s.note);
  const { pathname, search } = useLocation();
  useEffect(() => {
    listening += 1;
    return () => void (listening -= 1);
  }, []);
  useState(() => (mounts += 1)); // once per mount
  return (
    <>
      <h1>Tela A</h1>
      <label>
        Procurar
        <input value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <p>nota: {stored}</p>
      <p>
        endereço: {pathname}
        {search}
      </p>
    </>
  );
}

const renderedC = vi.fn();

/** A screen that reads no location, only what the route gives (useNavigate: the RouteContext). */
function ScreenC() {
  useNavigate();
  renderedC();
  return <h1>Tela C</h1>;
}

async function setup() {
  mounts = 0;
  listening = 0;
  const store = configureStore({ reducer: { note: note.reducer } });
  const router = createMemoryRouter(
    [
      {
        element: <ScreenOutlet keep />,
        children: [
          { path: '/a', element: <ScreenA /> },
          { path: '/b', element: <h1>Tela B</h1> },
          { path: '/a/:item', element: <ScreenA /> },
          { path: '/c', element: lazyScreen(() => Promise.resolve({ ScreenC }), (m) => m.ScreenC) },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('heading', { name: 'Tela A' });
  const go = (to: string) => act(() => router.navigate(to));
  return { store, go };
}

afterEach(() => void vi.useRealTimers());

describe('KeptScreens', () => {
  it('shows a screen opened again as it was left: what was typed, one mount', async () => {
    const { go } = await setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Procurar' }), 'pizza');
    await go('/b');
    expect(screen.getByRole('heading', { name: 'Tela B' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tela A' })).not.toBeInTheDocument();
    await go('/a');
    expect(screen.getByRole('textbox', { name: 'Procurar' })).toHaveValue('pizza');
    expect(screen.queryByRole('heading', { name: 'Tela B' })).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('does not render a screen again when it is shown again (only what reads the location does)', async () => {
    const { go } = await setup();
    await go('/c');
    await screen.findByRole('heading', { name: 'Tela C' });
    await go('/b');
    const renders = renderedC.mock.calls.length;
    await go('/c');
    expect(screen.getByRole('heading', { name: 'Tela C' })).toBeVisible();
    expect(renderedC).toHaveBeenCalledTimes(renders);
  });

  it('opens a linked address (with parameters) afresh each time: what the link asks for is taken at mount', async () => {
    const { go } = await setup();
    await go('/a/7');
    expect(mounts).toBe(2);
    await go('/b');
    await go('/a/7');
    expect(mounts).toBe(3);
    // the plain address is still kept
    await go('/a');
    expect(mounts).toBe(3);
  });

  it("stops a hidden screen's effects and starts them again when it is shown", async () => {
    const { go } = await setup();
    expect(listening).toBe(1);
    await go('/b');
    expect(listening).toBe(0);
    await go('/a');
    expect(listening).toBe(1);
  });

  it('keeps a hidden screen on its own address, and shows what the store changed meanwhile', async () => {
    const { store, go } = await setup();
    await go('/a?pagina=2');
    await go('/b?outra=1');
    expect(screen.getByText('endereço: /a?pagina=2')).not.toBeVisible();
    act(() => void store.dispatch(note.actions.set('mudou')));
    await go('/a');
    expect(screen.getByText('nota: mudou')).toBeVisible();
    expect(screen.getByText('endereço: /a')).toBeVisible();
  });

  it(`drops a screen left ${SCREEN_KEPT_S} s ago: opened again, it starts afresh`, async () => {
    const { go } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    act(() => void screen.getByRole('textbox', { name: 'Procurar' }).focus());
    await go('/b');
    await act(() => vi.advanceTimersByTimeAsync((SCREEN_KEPT_S - 1) * 1000));
    expect(screen.getByText(/^endereço: \/a/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // dropped on time, not at the next click
    expect(screen.queryByText(/^endereço: \/a/)).not.toBeInTheDocument();
    expect(listening).toBe(0);
    await go('/a');
    expect(mounts).toBe(2);
  });
});
