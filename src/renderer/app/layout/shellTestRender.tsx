import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createShellTestStore } from '../../features/store/storeTestHarness';
import { RegisteredPathsProvider } from './registeredRoutes';

/** Test-only: renders shell UI with a store, a router at `path` and the given registered screens. */
export function renderShellUi(
  ui: ReactNode,
  opts: Parameters<typeof createShellTestStore>[0] & { path?: string; registered?: string[] },
) {
  const harness = createShellTestStore(opts);
  const registered = new Set(opts.registered ?? []);
  const router = createMemoryRouter(
    [
      { path: '*', element: <RegisteredPathsProvider value={registered}>{ui}</RegisteredPathsProvider> },
    ],
    { initialEntries: [opts.path ?? '/pedidos'] },
  );
  const view = render(
    <Provider store={harness.store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...harness, router, view };
}
