import { desktopSaga } from '../features/desktop/desktopSaga';
import { chatSaga } from '../features/chat/chatSaga';
import { couriersSaga } from '../features/couriers/couriersSaga';
import { ordersSaga } from '../features/orders/ordersSaga';
import { printingSaga } from '../features/printing/printingSaga';
import { printSettingsSaga } from '../features/printSettings/printSettingsSaga';
import { bannersSaga } from '../features/banners/bannersSaga';
import { realtimeSaga } from '../features/realtime/realtimeSaga';
import { storeSaga } from '../features/store/storeSaga';
import { sessionSaga } from '../features/session/sessionSaga';
import { passwordRecoverySaga } from '../features/session/passwordRecoverySaga';
import { bulkUploadSaga } from '../features/bulkUpload/bulkUploadSaga';

/** The root saga of each feature (one line per feature). */
export const featureSagas: Array<() => Generator> = [
  desktopSaga,
  couriersSaga,
  chatSaga,
  ordersSaga,
  printSettingsSaga,
  printingSaga,
  sessionSaga,
  passwordRecoverySaga,
  storeSaga,
  realtimeSaga,
  bannersSaga,
  bulkUploadSaga,
];
