import { lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ReactReduxContext } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '../ui/messages';
import { ErrorState, LoadingState } from '../ui/ScreenStates';
import type { AppDispatch, RootState } from './store';

/**
 * Whatever a screen throws while it loads or renders (a chunk that did not download, a bug) shows
 * a message in Portuguese with 'Tentar novamente' instead of a blank page; the side menu and the
 * header stay usable. Opening another route starts afresh.
 */
export function ScreenBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={onRetry}
      onError={(error) => console.error('[tela] falhou ao abrir', pathname, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState message={`${MESSAGES.screenLoadFailed} ${MESSAGES.screenLoadFailedHint}`} onRetry={resetErrorBoundary} />
      )}
    >
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * What a screen asks first, started when its route is entered, together with the screen's chunk
 * instead of after it (issue 32): it puts the answers in RTK Query's cache (`api.util.prefetch`
 * with exactly the args the page's hooks use), where the page finds them, or the request still
 * under way, when it mounts. It must not change what the page does: a preload that fails (its
 * module did not download, the platform refused) is dropped, and the page asks again and shows
 * its error as it would have.
 */
export type ScreenPreload = (dispatch: AppDispatch, getState: () => RootState) => void;

/**
 * How old, in seconds, a preloaded answer may be for the page to use it instead of asking again
 * (the panel's default is to ask again on every mount). The page's hooks pass it as
 * `refetchOnMountOrArgChange`, the preload as `ifOlderThan`.
 */
export const PRELOADED_DATA_FRESH_S = 5;

/** The option a page's query hooks take to use what its route's preload asked a moment ago. */
export const FROM_PRELOAD = { refetchOnMountOrArgChange: PRELOADED_DATA_FRESH_S } as const;

/**
 * A screen downloaded when its route is first opened (its own chunk), so the orders screen never
 * waits for the back office. 'Tentar novamente' after a failed download asks for it again.
 * `preload`: a small dynamic import of the screen's first requests (its api module, without the
 * page), started with the chunk.
 *
 *   { path: '/estoque', element: lazyScreen(() => import('../features/stock/StockPage'), (m) => m.StockPage) }
 *   { path: '/painel', element: lazyScreen(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage,
 *       () => import('../features/dashboard/preload').then((m) => m.preloadDashboard)) }
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, preload?: () => Promise<ScreenPreload>) {
  const loadScreen = () => load().then((module) => ({ default: pick(module) }));
  // Every route renders a LazyScreen at the same place: the key makes React mount this route's
  // own, instead of keeping the previous route's screen with new props.
  return <LazyScreen key={`screen-${++screens}`} load={loadScreen} preload={preload} />;
}

let screens = 0;

function LazyScreen({ load, preload }: { load: () => Promise<{ default: ComponentType }>; preload?: () => Promise<ScreenPreload> }) {
  const redux = useContext(ReactReduxContext);
  // React calls the lazy's loader when the route first renders: the data is asked at that moment.
  const open = () =>
    lazy(() => {
      if (preload && redux) startPreload(preload, redux.store as { dispatch: AppDispatch; getState: () => RootState });
      return load();
    });
  const [Screen, setScreen] = useState(open);
  return (
    <ScreenBoundary onRetry={() => setScreen(open)}>
      <Screen />
    </ScreenBoundary>
  );
}

function startPreload(preload: () => Promise<ScreenPreload>, store: { dispatch: AppDispatch; getState: () => RootState }) {
  preload()
    .then((run) => run(store.dispatch, store.getState))
    .catch((error: unknown) => console.warn('[tela] pré-carga dos dados falhou; a tela pede de novo', error));
}
