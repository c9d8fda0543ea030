/**
 * The platform contract: every endpoint declared once (declare.ts, declared.ts), and one map per
 * base made of the declarations (route key -> its types), which types the renderer's clients.
 */
import type { BaseName, EndpointsOf } from './declare';
import type { DeclaredEndpoints } from './declared';

export * from './endpoint';
export * from './declare';
export * from './hours';
export * from './envelope';
export * from './session';
export * from './store';
export * from './finance';
export * from './orders';
export * from './socket';
export * from './chat';
export * from './maps';
export * from './printing';
export * from './menu';
export * from './onlinePayment';
export * from './reports';
export * from './variations';
export * from './stock';
export * from './deliveryAreas';
export * from './storeRegistration';
export * from './bulkUpload';

export * from './schema';

/** The declared endpoints of one base (declared.ts), by route key. */
type Declared<B extends BaseName> = EndpointsOf<DeclaredEndpoints, B>;

export type LegacyApi = Declared<'legacy'>;

/** Every base of the contract and its map of endpoints. */
export type PlatformApis = { [B in BaseName]: Declared<B> };
