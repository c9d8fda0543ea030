import { desktopReducer } from '../features/desktop/desktopSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { couriersReducer } from '../features/couriers/couriersSlice';
import { ordersReducer } from '../features/orders/ordersSlice';
import { printingReducer } from '../features/printing/printingSlice';
import { printSettingsReducer } from '../features/printSettings/printSettingsSlice';
import { bannersReducer } from '../features/banners/bannersSlice';
import { realtimeReducer } from '../features/realtime/realtimeSlice';
import { storeReducer } from '../features/store/storeSlice';
import { passwordRecoveryReducer } from '../features/session/passwordRecoverySlice';
import { bulkUploadReducer } from '../features/bulkUpload/bulkUploadSlice';

/**
 * The reducers of the feature slices, registered here (one line per feature) so store.ts stays
 * the same as features are added.
 */
export const featureReducers = {
  desktop: desktopReducer,
  couriers: couriersReducer,
  chat: chatReducer,
  orders: ordersReducer,
  printing: printingReducer,
  printSettings: printSettingsReducer,
  passwordRecovery: passwordRecoveryReducer,
  store: storeReducer, realtime: realtimeReducer, banners: bannersReducer,
  bulkUpload: bulkUploadReducer,
};
