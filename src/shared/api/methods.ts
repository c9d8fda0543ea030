/**
 * The HTTP method of every route key of the contract (declared.ts), for callers by key outside
 * the renderer: the contract tests' and the benchmarks' clients. The renderer does not import it
 * (its first download would carry every declaration's schemas): it calls a declaration, which
 * carries its method.
 */
import { methodsOf, type BaseName } from './declare';
import { DECLARED_ENDPOINTS } from './declared';
import type { HttpMethod } from './endpoint';

const BASES: readonly BaseName[] = ['legacy', 'merchant', 'json', 'ws2', 'upload', 'catalogue', 'chat', 'maps'];

export const CONTRACT_METHODS = Object.fromEntries(BASES.map((base) => [base, methodsOf(DECLARED_ENDPOINTS, base)])) as unknown as {
  [B in BaseName]: Record<string, HttpMethod>;
};
