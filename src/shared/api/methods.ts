/**
 * The HTTP method of every route key of the contract, declared (declared.ts) or not (routes.ts),
 * for callers by key outside the renderer: the contract tests' and the benchmarks' clients. The
 * renderer does not import it (its first download would carry every declaration's schemas).
 */
import { methodsOf, type BaseName } from './declare';
import { DECLARED_ENDPOINTS } from './declared';
import type { HttpMethod } from './endpoint';
import { PLATFORM_METHODS } from './routes';

const BASES = Object.keys(PLATFORM_METHODS) as BaseName[];

export const CONTRACT_METHODS = Object.fromEntries(
  BASES.map((base) => [base, { ...methodsOf(DECLARED_ENDPOINTS, base), ...PLATFORM_METHODS[base] }]),
) as unknown as { [B in BaseName]: Record<string, HttpMethod> };
