/**
 * The platform contract, one map per base. The sandbox registers a route per key (under the
 * base's prefix, see ../config.ts) and the renderer's clients call them by key.
 */
import type { FinanceJsonEndpoints, FinanceLegacyEndpoints } from './finance';
import type { OrdersJsonEndpoints, OrdersLegacyEndpoints } from './orders';
import type { SessionEndpoints } from './session';
import type { StoreEndpoints } from './store';

export * from './endpoint';
export * from './session';
export * from './store';
export * from './finance';
export * from './orders';
export * from './socket';

export interface LegacyApi extends SessionEndpoints, StoreEndpoints, FinanceLegacyEndpoints, OrdersLegacyEndpoints {}
export interface JsonApi extends FinanceJsonEndpoints, OrdersJsonEndpoints {}
export * from './routes';
