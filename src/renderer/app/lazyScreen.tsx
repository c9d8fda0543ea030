import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '../ui/messages';
import { ErrorState, LoadingState } from '../ui/ScreenStates';

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
 * A screen downloaded when its route is first opened (its own chunk), so the orders screen never
 * waits for the back office. 'Tentar novamente' after a failed download asks for it again.
 *
 *   { path: '/estoque', element: lazyScreen(() => import('../features/stock/StockPage'), (m) => m.StockPage) }
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loadScreen = () => load().then((module) => ({ default: pick(module) }));
  // Every route renders a LazyScreen at the same place: the key makes React mount this route's
  // own, instead of keeping the previous route's screen with new props.
  return <LazyScreen key={`screen-${++screens}`} load={loadScreen} />;
}

let screens = 0;

function LazyScreen({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [Screen, setScreen] = useState(() => lazy(load));
  return (
    <ScreenBoundary onRetry={() => setScreen(() => lazy(load))}>
      <Screen />
    </ScreenBoundary>
  );
}
