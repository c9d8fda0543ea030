/**
 * Every endpoint of the contract: the declarations (declare.ts) the areas of areas/ export. The
 * per-base maps (index.ts), the method map of callers by key (methods.ts) and the contract test of
 * every answer (tests/contract/everyEndpoint.test.ts) are made from it. A declaration is an export
 * of its own (one kept only inside an object or a list is not collected). Imported at run time
 * only outside the renderer (methods.ts, the tests): it holds every area's schemas.
 */
import * as areas from './areas';
import { PLATFORM_ENCODINGS, type AnyDeclaration } from './declare';

type AreaExport = (typeof areas)[keyof typeof areas];

/** One declared endpoint of any area. */
type Declared = Extract<AreaExport, AnyDeclaration>;

function isDeclaration(value: AreaExport): value is Declared {
  return typeof value === 'object' && value !== null && 'base' in value && 'key' in value && 'answer' in value && Object.hasOwn(PLATFORM_ENCODINGS, value.base);
}

export const DECLARED_ENDPOINTS: readonly Declared[] = Object.values(areas).filter(isDeclaration);

export type DeclaredEndpoints = typeof DECLARED_ENDPOINTS;
