import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

const page = (text: string) => () => <h1>{text}</h1>;

function renderRoutes(children: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/a">A</Link> <Link to="/b">B</Link>
            <Outlet />
          </>
        ),
        children,
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
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
});
