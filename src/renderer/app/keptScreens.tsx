import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useMatches, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { SCREEN_DATA_FRESH_S } from '../api/platformApi';

/**
 * How long, in seconds, a screen left stays kept, hidden, for a return to show it at once: as
 * long as its answers stay fresh (SCREEN_DATA_FRESH_S), so a screen opened again within a minute
 * shows what it showed, and an older one is opened afresh and asks again.
 */
export const SCREEN_KEPT_S = SCREEN_DATA_FRESH_S;

interface KeptScreen {
  /** its address (the key: /produtos and /produtos/12 are two screens) */
  path: string;
  /** the route's element as first rendered at that address (its RouteContext: its params) */
  element: ReactNode;
  /** the location the screen sees: its own, not the address shown since it was left */
  location: { location: Location; navigationType: NavigationType };
  /** when it was left (performance.now()); null while shown */
  leftAt: number | null;
  /** an address with parameters (/produtos/1101, a link to one product): not kept once left */
  linked: boolean;
}

const KEPT_MS = SCREEN_KEPT_S * 1000;

/**
 * The routes' screens, each at its address, the one at the current address shown and the ones left
 * within SCREEN_KEPT_S kept hidden in React's <Activity>: their state (a category chosen, a search
 * typed) and their DOM stay, their effects are stopped (no subscription to the
 * store, no listener, no timer), and a return to one shows it without building it again.
 *
 * A hidden screen keeps seeing the location it was left at, so its hooks (useLocation, the search
 * params, a preload keyed on the location) do not run again for an address that is not its own.
 * An address with parameters is not kept once left: such a screen takes what the link asks for when
 * it mounts (/produtos/1101 opens that product's modal), and a later link to it must do so again.
 *
 * `scroller`: the element the screens scroll in (the Shell's <main>, shared by all): a screen kept
 * comes back where it was scrolled to, a new one at the top.
 */
export function KeptScreens({ scroller }: { scroller?: () => HTMLElement | null }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const linked = Object.keys(useMatches().at(-1)?.params ?? {}).length > 0;
  const [kept, setKept] = useState<readonly KeptScreen[]>([]);
  useExpiry(kept, location.pathname, setKept);
  useScrollPerScreen(kept, location.pathname, scroller);

  const entered = kept.find((screen) => screen.path === location.pathname);
  if (entered?.location.location !== location) {
    // An address entered (or entered anew): its screen, kept or new, sees this location. A kept one
    // keeps the element made at its first entry: the same address matches the same routes with the
    // same params, and a new element (a new RouteContext) would render the whole screen again on a
    // return, which is what keeping it saves. A linked screen left is dropped here.
    const seen = { location, navigationType };
    const screen = entered ? { ...entered, location: seen, leftAt: null } : { path: location.pathname, element: outlet, location: seen, leftAt: null, linked };
    const stay = kept.filter((s) => s === entered || !s.linked);
    setKept(entered ? stay.map((s) => (s === entered ? screen : s)) : [...stay, screen]);
    return null;
  }

  return kept.map((screen) => (
    <Activity key={screen.path} mode={screen === entered ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={screen.location}>{screen.element}</LocationContext.Provider>
    </Activity>
  ));
}

/** Marks the screens just left, and drops each when it has been left SCREEN_KEPT_S (not at the next click: a night on /pedidos). */
function useExpiry(kept: readonly KeptScreen[], pathname: string, setKept: (update: (kept: readonly KeptScreen[]) => readonly KeptScreen[]) => void) {
  useEffect(() => {
    if (kept.some((s) => s.path !== pathname && s.leftAt === null)) {
      const now = performance.now();
      setKept((all) => all.map((s) => (s.path !== pathname && s.leftAt === null ? { ...s, leftAt: now } : s)));
      return;
    }
    const left = kept.flatMap((s) => (s.leftAt === null ? [] : [s.leftAt]));
    if (left.length === 0) return;
    const timer = setTimeout(
      () => setKept((all) => all.filter((s) => s.leftAt === null || performance.now() - s.leftAt < KEPT_MS)),
      Math.max(0, Math.min(...left) + KEPT_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [kept, pathname, setKept]);
}

/** Where each kept screen was scrolled to in `scroller`, put back when it is shown again; a screen not kept starts at the top. */
function useScrollPerScreen(kept: readonly KeptScreen[], pathname: string, scroller: (() => HTMLElement | null) | undefined) {
  const scrolled = useRef(new Map<string, number>());
  const shown = useRef(pathname);
  useEffect(() => {
    const element = scroller?.();
    if (!element) return;
    const remember = () => void scrolled.current.set(shown.current, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller]);
  useLayoutEffect(() => {
    shown.current = pathname;
    const element = scroller?.();
    if (element) element.scrollTop = scrolled.current.get(pathname) ?? 0;
  }, [pathname, scroller]);
  useEffect(() => {
    for (const path of scrolled.current.keys()) if (!kept.some((s) => s.path === path)) scrolled.current.delete(path);
  }, [kept]);
}
