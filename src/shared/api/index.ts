/**
 * The platform contract, one map per base. The sandbox registers a route per key (under the
 * base's prefix, see ../config.ts) and the renderer's clients call them by key.
 */
import type { ChatEndpoints } from './chat';
import type { FinanceJsonEndpoints, FinanceLegacyEndpoints } from './finance';
import type { MapsEndpoints } from './maps';
import type { MenuLegacyEndpoints } from './menu';
import type { OrdersJsonEndpoints, OrdersLegacyEndpoints } from './orders';
import type { PrintingLegacyEndpoints } from './printing';
import type { SessionEndpoints } from './session';
import type { StoreEndpoints } from './store';

export * from './endpoint';
export * from './session';
export * from './store';
export * from './finance';
export * from './orders';
export * from './socket';
export * from './chat';
export * from './maps';
export * from './printing';
export * from './menu';

export interface LegacyApi extends SessionEndpoints, StoreEndpoints, FinanceLegacyEndpoints, OrdersLegacyEndpoints, PrintingLegacyEndpoints, MenuLegacyEndpoints {}
export interface JsonApi extends FinanceJsonEndpoints, OrdersJsonEndpoints {}
export * from './routes';

/** Chat service base (PLATFORM_PREFIXES.chat). */
export type ChatApi = ChatEndpoints;
/** Maps / places base (PLATFORM_PREFIXES.maps). */
export type MapsApi = MapsEndpoints;
