/**
 * The platform contract: every endpoint declared once (declare.ts), area by area (areas/), and
 * one map per base made of the declarations (declared.ts) (route key -> its types), which types the renderer's clients.
 */
import type { BaseName, EndpointsOf } from './declare';
import type { DeclaredEndpoints } from './declared';

export * from './endpoint';
export * from './declare';
export * from './envelope';
export * from './areas';
export * from './socket';

export * from './schema';

/** The declared endpoints of one base (declared.ts), by route key. */
type Declared<B extends BaseName> = EndpointsOf<DeclaredEndpoints, B>;

export type LegacyApi = Declared<'legacy'>;

/** Every base of the contract and its map of endpoints. */
export type PlatformApis = { [B in BaseName]: Declared<B> };
