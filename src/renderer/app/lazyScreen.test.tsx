import { configureStore, createSlice } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, prefetchScreenAt, prefetchScreens, ScreenOutlet, type ScreenPreload } from './lazyScreen';
import type { AppDispatch, RootState } from './store';

const page = (text: string) => () => <h1>{text}</h1>;

function renderRoutes(children: Parameters<typeof createMemoryRouter>[0], store?: ReturnType<typeof preloadStore>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/a">A</Link> <Link to="/b">B</Link>
            <ScreenOutlet />
          </>
        ),
        children,
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(store ? <Provider store={store}><RouterProvider router={router} /></Provider> : <RouterProvider router={router} />);
  return router;
}

/** A screen's module loader that counts its downloads. */
function counted(text: string) {
  return vi.fn(() => Promise.resolve({ Page: page(text) }));
}

/** A store that records what a preload asked for. */
const asked = createSlice({
  name: 'asked',
  initialState: [] as string[],
  reducers: { ask: (state, action: { payload: string }) => [...state, action.payload] },
});
const preloadStore = () => configureStore({ reducer: { asked: asked.reducer } });
const preloadAsking =
  (what: string): ScreenPreload =>
  (dispatch) =>
    (dispatch as unknown as (action: unknown) => void)(asked.actions.ask(what));
const askedIn = (store: ReturnType<typeof preloadStore>) => store.getState().asked;

/** A screen's module that arrives when the test says. */
function slowScreen(text: string) {
  let arrive!: () => void;
  const load = new Promise<{ Page: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Page: page(text) });
  });
  return { load: () => load, arrive };
}

describe('lazyScreen', () => {
  it("mounts each route's own screen when the route changes", async () => {
    renderRoutes([
      { path: '/a', element: lazyScreen(() => Promise.resolve({ A: page('Tela A') }), (m) => m.A) },
      { path: '/b', element: lazyScreen(() => Promise.resolve({ B: page('Tela B') }), (m) => m.B) },
    ]);
    expect(await screen.findByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(await screen.findByRole('heading', { name: 'Tela B' })).toBeInTheDocument();
  });

  it("shows a failed download with 'Tentar novamente', which asks for the screen again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ A: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ A: page('Tela A') });
    renderRoutes([{ path: '/a', element: lazyScreen(load, (m) => m.A) }]);
    expect(await screen.findByText(/Não foi possível abrir esta tela\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('shows a screen that fails while rendering as a message, not a blank page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('bug');
    };
    renderRoutes([{ path: '/a', element: lazyScreen(() => Promise.resolve({ Broken }), (m) => m.Broken) }]);
    expect(await screen.findByText(/Não foi possível abrir esta tela\./)).toBeInTheDocument();
    error.mockRestore();
  });

  it("starts the route's preload when the route is entered, while the screen's chunk is still downloading", async () => {
    const store = preloadStore();
    const b = slowScreen('Tela B');
    const preload = vi.fn(() => Promise.resolve(preloadAsking('dados de B')));
    renderRoutes(
      [
        { path: '/a', element: lazyScreen(() => Promise.resolve({ A: page('Tela A') }), (m) => m.A) },
        { path: '/b', element: lazyScreen(b.load, (m) => m.Page, preload) },
      ],
      store,
    );
    await screen.findByRole('heading', { name: 'Tela A' });
    expect(preload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    // the screen has not arrived, its data is already asked for
    await waitFor(() => expect(askedIn(store)).toEqual(['dados de B']));
    expect(screen.queryByRole('heading', { name: 'Tela B' })).not.toBeInTheDocument();
    b.arrive();
    expect(await screen.findByRole('heading', { name: 'Tela B' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('gives its preload the store, to read what the args depend on', async () => {
    const store = preloadStore();
    const seen: string[][] = [];
    const preload: ScreenPreload = (_dispatch: AppDispatch, getState: () => RootState) => {
      seen.push([...(getState() as unknown as { asked: string[] }).asked]);
    };
    store.dispatch(asked.actions.ask('antes'));
    renderRoutes([{ path: '/a', element: lazyScreen(() => Promise.resolve({ A: page('Tela A') }), (m) => m.A, () => Promise.resolve(preload)) }], store);
    await screen.findByRole('heading', { name: 'Tela A' });
    expect(seen).toEqual([['antes']]);
  });

  it('opens the screen as usual when its preload fails (its module did not download, or it threw)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = preloadStore();
    renderRoutes(
      [
        {
          path: '/a',
          element: lazyScreen(() => Promise.resolve({ A: page('Tela A') }), (m) => m.A, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
        },
        {
          path: '/b',
          element: lazyScreen(
            () => Promise.resolve({ B: page('Tela B') }),
            (m) => m.B,
            () =>
              Promise.resolve(() => {
                throw new Error('bug');
              }),
          ),
        },
      ],
      store,
    );
    expect(await screen.findByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(await screen.findByRole('heading', { name: 'Tela B' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Não foi possível abrir esta tela\./)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows a screen opened again at once, without suspending: one download, no spinner in between', async () => {
    const a = counted('Tela A');
    const b = counted('Tela B');
    renderRoutes([
      { path: '/a', element: lazyScreen(a, (m) => m.Page) },
      { path: '/b', element: lazyScreen(b, (m) => m.Page) },
    ]);
    await screen.findByRole('heading', { name: 'Tela A' });
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    await screen.findByRole('heading', { name: 'Tela B' });
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    // in the same turn as the click: a screen that suspended again would be held back by React's
    // fallback throttle (about 300 ms) behind 'Carregando...'
    expect(screen.getByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('keeps the screen shown until the next one has downloaded, with no spinner in between', async () => {
    const b = slowScreen('Tela B');
    renderRoutes([
      { path: '/a', element: lazyScreen(() => Promise.resolve({ A: page('Tela A') }), (m) => m.A) },
      { path: '/b', element: lazyScreen(b.load, (m) => m.Page) },
    ]);
    await screen.findByRole('heading', { name: 'Tela A' });
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    b.arrive();
    expect(await screen.findByRole('heading', { name: 'Tela B' })).toBeInTheDocument();
  });

  it('downloads every screen ahead (prefetchScreens), and a screen downloaded ahead opens without suspending', async () => {
    const a = counted('Tela A');
    const b = counted('Tela B');
    const routes = [
      { path: '/a', element: lazyScreen(a, (m) => m.Page) },
      { path: '/b', element: lazyScreen(b, (m) => m.Page) },
    ];
    await prefetchScreens(0);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    renderRoutes(routes);
    // at the first render: nothing left to wait for
    expect(screen.getByRole('heading', { name: 'Tela A' })).toBeInTheDocument();
    expect(a).toHaveBeenCalledTimes(1);
  });

  it("downloads only the screen of the address given (a menu entry pointed at), once, and tries again after a failure", async () => {
    const a = counted('Tela A');
    const b = vi
      .fn<() => Promise<{ Page: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page: page('Tela B') });
    const routes = [
      { path: '/a', element: lazyScreen(a, (m) => m.Page) },
      { path: '/b', element: lazyScreen(b, (m) => m.Page) },
    ];
    await prefetchScreenAt(routes, '/b');
    await prefetchScreenAt(routes, '/b');
    await prefetchScreenAt(routes, '/b');
    await prefetchScreenAt(routes, '/nenhuma');
    expect(b).toHaveBeenCalledTimes(2);
    expect(a).not.toHaveBeenCalled();
  });
});
