/**
 * The platform contract, one map per base. The sandbox registers a route per key (under the
 * base's prefix, see ../config.ts) and the renderer's clients call them by key.
 */
import type { PrintingLegacyEndpoints } from './printing';
import type { BulkUploadEndpoints } from './bulkUpload';
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

/** The declared endpoints of each base (declared.ts). */
type Declared<B extends BaseName> = EndpointsOf<DeclaredEndpoints, B>;

export interface LegacyApi
  extends Declared<'legacy'>,
    PrintingLegacyEndpoints {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JsonApi extends Declared<'json'> {}
export * from './schema';
export * from './routes';

/**
 * The other bases of spec 01 §7 / spec 02 §7, filled in as their screens are built: the merchant
 * v2 form-encoded base, the second service ('ws2'), the bulk-upload service and the product
 * catalogue service. Each area adds its endpoints with `extends` here, like LegacyApi.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MerchantApi {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Ws2Api extends Declared<'ws2'> {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UploadApi extends BulkUploadEndpoints {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueApi extends Declared<'catalogue'> {}

/** Chat service base (PLATFORM_PREFIXES.chat). */
export type ChatApi = Declared<'chat'>;
/** Maps / places base (PLATFORM_PREFIXES.maps). */
export type MapsApi = Declared<'maps'>;
