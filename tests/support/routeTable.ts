import { readFileSync } from 'node:fs';

/**
 * The protected screens' paths, read from the route table itself, so a screen is covered by the
 * tests that walk every route from the commit that registers it.
 */
const ROUTE_TABLE = readFileSync('src/renderer/app/featureRoutes.tsx', 'utf8');
export const PATHS = [...ROUTE_TABLE.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!);

/** A value for each route parameter, from the sandbox seed. */
const PARAMS: Record<string, string> = { ':id': '1101' };
export const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, (p) => PARAMS[p] ?? '1');
