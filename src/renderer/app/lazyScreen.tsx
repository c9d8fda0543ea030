import { isValidElement, lazy, Suspense, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ReactReduxContext } from 'react-redux';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { SCREEN_DATA_FRESH_S } from '../api/platformApi';
import { MESSAGES } from '../ui/messages';
import { ErrorState, LoadingState } from '../ui/ScreenStates';
import { KeptScreens } from './keptScreens';
import type { AppDispatch, RootState } from './store';

/**
 * Whatever a screen throws while it loads or renders (a chunk that did not download, a bug) shows
 * a message in Portuguese with 'Tentar novamente' instead of a blank page; the side menu and the
 * header stay usable. Entering the route again (a screen kept since, KeptScreens) starts afresh;
 * 'Tentar novamente' renders the screen again, which asks again for a chunk that did not download.
 */
function ScreenBoundary({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { pathname, key } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[key]}
      onReset={onRetry}
      onError={(error) => console.error('[tela] falhou ao abrir', pathname, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState message={`${MESSAGES.screenLoadFailed} ${MESSAGES.screenLoadFailedHint}`} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
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
 * How old, in seconds, a preloaded answer may be for the page to use it instead of asking again:
 * the panel's window for any screen's answers. The page's hooks pass it as
 * `refetchOnMountOrArgChange`, the preload as `ifOlderThan`.
 */
export const PRELOADED_DATA_FRESH_S = SCREEN_DATA_FRESH_S;

/** The option a page's query hooks take to use what its route's preload asked a moment ago. */
export const FROM_PRELOAD = { refetchOnMountOrArgChange: PRELOADED_DATA_FRESH_S } as const;

/**
 * One route's screen: its chunk downloaded once and kept for the session. Once it has arrived the
 * screen renders at once, without suspending: a screen that suspends shows a fallback, and React 19
 * then holds the content back for about 300 ms (its fallback throttle), however soon it is ready.
 */
interface ScreenModule {
  /** the screen, once its chunk has arrived */
  ready: ComponentType | null;
  /** starts the download, or joins the one under way; after a failed download, asks again */
  load(): Promise<ComponentType>;
  /**
   * What a route renders: the screen itself once it has arrived, else one React.lazy kept until it
   * has. A lazy whose download failed is kept for the route's entry that saw it fail (`entry`, the
   * location's key), so React's renders of that entry show the failure instead of asking again; a
   * new entry, or 'Tentar novamente' (retry), gets a new one.
   */
  component(entry: string): ComponentType;
  retry(): void;
}

/** Every route's screen module, in the order of the route table: what idle time downloads ahead. */
const screenModules: ScreenModule[] = [];

function screenModule<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenModule {
  let pending: Promise<ComponentType> | null = null;
  let waiting: { entry: string; failed: boolean; Screen: ComponentType } | null = null;
  const screen: ScreenModule = {
    ready: null,
    load() {
      pending ??= load().then(
        (module) => (screen.ready = pick(module)),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    component(entry) {
      if (screen.ready) return screen.ready;
      if (!waiting || (waiting.failed && waiting.entry !== entry)) {
        const attempt = {
          entry,
          failed: false,
          Screen: lazy(() =>
            screen.load().then(
              (Screen) => ({ default: Screen }),
              (error: unknown) => {
                attempt.failed = true;
                throw error;
              },
            ),
          ),
        };
        waiting = attempt;
      }
      return waiting.Screen;
    },
    retry() {
      if (waiting?.failed) waiting = null;
    },
  };
  screenModules.push(screen);
  return screen;
}

/**
 * A screen downloaded when its route is first opened (its own chunk), or earlier: in idle time
 * after login (prefetchScreens) and when the pointer or the focus reaches its menu entry
 * (prefetchScreenAt), so the orders screen never waits for the back office and a click rarely
 * waits for a download. 'Tentar novamente' after a failed download asks for it again.
 * `preload`: a small dynamic import of the screen's first requests (its api module, without the
 * page), started when the route is entered, with the chunk if it is still downloading.
 *
 *   { path: '/estoque', element: lazyScreen(() => import('../features/stock/StockPage'), (m) => m.StockPage) }
 *   { path: '/painel', element: lazyScreen(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage,
 *       () => import('../features/dashboard/preload').then((m) => m.preloadDashboard)) }
 *
 * A screen still downloading suspends up to the ScreenOutlet around the routes, which stays mounted:
 * since the router navigates inside a transition, the screen before stays shown until the new one
 * can show, with no fallback in between (only a first load shows ScreenOutlet's spinner).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, preload?: () => Promise<ScreenPreload>) {
  // Every route renders a LazyScreen at the same place: the key makes React mount this route's
  // own, instead of keeping the previous route's screen with new props.
  return <LazyScreen key={`screen-${++screens}`} screen={screenModule(load, pick)} preload={preload} />;
}

let screens = 0;

/**
 * Where the routes' screens render: the one Suspense boundary a screen still downloading waits in.
 * `keep`: the screens left within a minute stay, hidden, for a return to show them at once
 * (KeptScreens); `scroller`: the element they scroll in.
 */
export function ScreenOutlet({ keep = false, scroller }: { keep?: boolean; scroller?: () => HTMLElement | null }) {
  return <Suspense fallback={<LoadingState />}>{keep ? <KeptScreens scroller={scroller} /> : <Outlet />}</Suspense>;
}

function LazyScreen({ screen, preload }: { screen: ScreenModule; preload?: () => Promise<ScreenPreload> }) {
  const redux = useContext(ReactReduxContext);
  const { key } = useLocation();
  // Once per entry into the route (the location's key), during the render that enters it: a render
  // retried after the chunk arrived, or StrictMode's second one, does not ask again.
  if (preload && redux && preloaded.get(screen) !== key) {
    preloaded.set(screen, key);
    startPreload(preload, redux.store as { dispatch: AppDispatch; getState: () => RootState });
  }
  return (
    <ScreenBoundary onRetry={() => screen.retry()}>
      <ScreenContent screen={screen} entry={key} />
    </ScreenBoundary>
  );
}

const preloaded = new WeakMap<ScreenModule, string>();

function ScreenContent({ screen, entry }: { screen: ScreenModule; entry: string }) {
  // chosen once per mount: the lazy, once mounted, is not swapped for the screen it resolved to
  const [Screen] = useState(() => screen.component(entry));
  // the same element while mounted: a new entry into a kept screen (KeptScreens) re-renders the
  // route's frame, not the whole screen
  return useMemo(() => <Screen />, [Screen]);
}

function startPreload(preload: () => Promise<ScreenPreload>, store: { dispatch: AppDispatch; getState: () => RootState }) {
  preload()
    .then((run) => run(store.dispatch, store.getState))
    .catch((error: unknown) => console.warn('[tela] pré-carga dos dados falhou; a tela pede de novo', error));
}

/**
 * Downloads the screen of the route at `pathname` (a menu entry pointed at or focused, the address
 * a full load opens). Resolves when it has arrived, or failed: the route's own boundary then shows
 * the failure when it renders.
 */
export function prefetchScreenAt(routes: RouteObject[], pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement<{ screen?: ScreenModule }>(element) || element.type !== LazyScreen || !element.props.screen) return Promise.resolve();
  const { screen } = element.props;
  return screen.ready ? Promise.resolve() : screen.load().then(noop, noop);
}

const noop = () => undefined;

let prefetching: Promise<void> | null = null;

/**
 * How long after the Shell mounts the other screens start downloading: a full load's first screen
 * asks for its data and draws it first (started at once, their downloads and evaluation landed in
 * the gaps of that load and slowed it).
 */
export const PREFETCH_AFTER_MS = 3000;

/**
 * Downloads every screen's chunk, one at a time in idle moments, once a session has started (the
 * Shell mounts) and its first screen has had PREFETCH_AFTER_MS: the first download stays the shell
 * and the orders screen, and a click on the side menu finds its screen already there.
 */
export function prefetchScreens(afterMs = PREFETCH_AFTER_MS): Promise<void> {
  prefetching ??= (async () => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    for (const screen of screenModules) {
      if (screen.ready) continue;
      await idle();
      await screen.load().then(noop, noop);
    }
  })().finally(() => (prefetching = null));
  return prefetching;
}

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
