import type { AreaRoutes } from './area';
import { registerBulkUploadRoutes } from './bulkUpload';
import { registerChatRoutes } from './chat';
import { registerDeliveryRoutes } from './delivery';
import { registerDeliveryAreaRoutes } from './deliveryAreas';
import { registerFinanceRoutes } from './finance';
import { registerHoursRoutes } from './hours';
import { registerMapsRoutes } from './maps';
import { registerMenuRoutes } from './menu';
import { registerOnlinePaymentRoutes } from './onlinePayment';
import { registerOrderRoutes } from './orders';
import { registerReportsRoutes } from './reports';
import { registerSessionRoutes } from './session';
import { registerStockRoutes } from './stock';
import { registerStoreRoutes } from './store';
import { registerStoreRegistrationRoutes } from './storeRegistration';
import { registerVariationRoutes } from './variations';

/**
 * The sandbox's areas, one line each: each registers a handler for every endpoint its area of
 * the contract declares (src/shared/api/areas.ts) and any page of its own. The order is free:
 * fastify finds a route by its method and path, whatever order they were registered in (and
 * refuses the same route twice at start).
 */
export const AREA_ROUTES: readonly AreaRoutes[] = [
  registerSessionRoutes,
  registerStoreRoutes,
  registerOrderRoutes,
  registerDeliveryRoutes,
  registerChatRoutes,
  registerMapsRoutes,
  registerHoursRoutes,
  registerFinanceRoutes,
  registerMenuRoutes,
  registerVariationRoutes,
  registerStockRoutes,
  registerDeliveryAreaRoutes,
  registerStoreRegistrationRoutes,
  registerOnlinePaymentRoutes,
  registerReportsRoutes,
  registerBulkUploadRoutes,
];
