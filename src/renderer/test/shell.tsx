import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Session, StoreDetail } from '../../shared/api';
import { RegisteredPathsProvider } from '../app/layout/registeredRoutes';
import type { RootState } from '../app/store';
import { type Answers, createTestStore } from './testStore';

/** Test-only: the shell's store (testStore) with a saga and a scripted platform, and shell UI rendered on it. */

export const TEST_STORE: StoreDetail = {
  id_estabelecimento: 101,
  nome: 'Pizzaria Bella Napoli',
  logotipo: '',
  fechado: 'S',
  pedeai_id: null,
  upload_em_massa: false,
  loja_bloqueada: false,
  texto_bloqueada: '',
  entrega_minimo: 40,
  entrega_maximo: 60,
  aviso: false,
};

export function createShellTestStore(opts: {
  saga: () => Generator;
  answers?: Answers;
  jsonAnswers?: Answers;
  session?: Session | null;
  preloaded?: Partial<RootState>;
}) {
  const t = createTestStore({ saga: opts.saga, legacy: opts.answers, json: opts.jsonAnswers, session: opts.session, preloaded: opts.preloaded });
  return { ...t, legacy: t.calls.legacy, json: t.calls.json, settle: () => t.settle(1) };
}

/** Renders shell UI with a store, a router at `path` and the given registered screens. */
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
