import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Which screens exist in this build, read from the route table itself: a menu entry or a banner
 * link to a screen that is not built yet stays hidden (or says so) instead of leading to nothing,
 * and appears by itself the day its route is registered.
 */
export function registeredPaths(routes: readonly RouteObject[], parent = ''): Set<string> {
  const out = new Set<string>();
  for (const route of routes) {
    const full = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.path !== undefined && route.path !== '*') out.add(normalize(full));
    if (route.children) for (const p of registeredPaths(route.children, full)) out.add(p);
  }
  return out;
}

function joinPath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

function normalize(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

const RegisteredPathsContext = createContext<ReadonlySet<string>>(new Set());

export const RegisteredPathsProvider = RegisteredPathsContext.Provider;

/** The paths of the screens that exist (provided by the Shell). */
export function useRegisteredPaths(): ReadonlySet<string> {
  return useContext(RegisteredPathsContext);
}

/** Whether a screen of the route table (spec 01 §2) is built: e.g. '/financeiro/faturas'. */
export function useIsRouteRegistered(path: string): boolean {
  return useRegisteredPaths().has(normalize(path));
}
