// Written by `npm run areas` (scripts/area-lists.ts) from the modules of this folder: do not edit.
import type { AreaRoutes } from '../areaRoutes';
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

/** The sandbox's areas: each registers a handler for every endpoint its area of the contract declares. */
export const AREA_ROUTES: readonly AreaRoutes[] = [
  registerBulkUploadRoutes,
  registerChatRoutes,
  registerDeliveryRoutes,
  registerDeliveryAreaRoutes,
  registerFinanceRoutes,
  registerHoursRoutes,
  registerMapsRoutes,
  registerMenuRoutes,
  registerOnlinePaymentRoutes,
  registerOrderRoutes,
  registerReportsRoutes,
  registerSessionRoutes,
  registerStockRoutes,
  registerStoreRoutes,
  registerStoreRegistrationRoutes,
  registerVariationRoutes,
];
