import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, cancel, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { getServices } from '../../app/sagaContext';
import { loginSucceeded, selectSession } from '../session/sessionSlice';
import { autoAcceptSaga } from './autoAcceptSaga';
import { type PrintDriver, createDriver } from './drivers';
import { type PrintLedger, createLedger } from './ledger';
import { MESSAGES } from '../../ui/messages';
import { showError } from '../../ui/uiSlice';
import { printRequested } from '../orders/printActions';
import { orderPrintSaga, printerListSaga } from './orderPrintSaga';
import { owedMarksSaga } from './owedMarksSaga';
import { printTestPageRequested } from './printActions';
import { type PrintingTabClaim, claimPrinting } from './printingTab';
import { printQueueSaga } from './printQueueSaga';
import { printerHealthSaga } from './printerHealthSaga';
import { selectPrintSettings } from '../printSettings/selectors';
import { menuApi } from '../menu/menuApi';
import { printingElsewhereChanged } from './printingSlice';

export interface PrintingDeps {
  /** the driver of the settings' print method; default: by metodoImpressao and the host */
  driverFor?: (settings: PrintSettings) => PrintDriver;
  ledger?: PrintLedger;
  now?: () => number;
  /** which tab of this machine prints (default: a Web Lock, printingTab.ts) */
  claimPrinting?: () => PrintingTabClaim | Promise<PrintingTabClaim>;
}

/** The printing feature: print queue, auto-accept, order and test prints (in the one printing tab). */
export function* printingSaga(deps: PrintingDeps = {}) {
  const services = yield* getServices();
  const now = deps.now ?? Date.now;
  const ledger = deps.ledger ?? createLedger(services.storage, now);
  let latest = (yield select(selectPrintSettings)) as PrintSettings;
  const drivers = new Map<string, PrintDriver>();
  const driverFor =
    deps.driverFor ??
    ((settings: PrintSettings) => {
      latest = settings;
      let driver = drivers.get(settings.metodoImpressao);
      if (!driver) {
        driver = createDriver(settings.metodoImpressao, {
          config: services.config,
          desktop: typeof window === 'undefined' ? undefined : window.desktop,
          settings: () => latest,
        });
        drivers.set(settings.metodoImpressao, driver);
      }
      return driver;
    });

  /**
   * Production tickets are titled with the menu category's name ('Categoria 11' without): the
   * queue keeps the menu's categories loaded while a store is logged in, in the data layer's cache
   * the screens read too (menu/menuApi.ts). A session change empties the cache.
   */
  function* keepCategoriesLoaded() {
    if (!((yield select(selectSession)) as ReturnType<typeof selectSession>)) return;
    yield put(menuApi.endpoints.menuCategories.initiate() as unknown as Action);
  }
  yield takeLatest(loginSucceeded.type, keepCategoriesLoaded);
  yield fork(keepCategoriesLoaded);
  yield fork(printerListSaga, { driverFor });
  yield* becomePrintingTab(deps.claimPrinting ?? claimPrinting);
  // before the queue: a batch the queue finds complete at start owes its PI mark
  yield fork(owedMarksSaga, { storage: services.storage, now });
  yield fork(printQueueSaga, { driverFor, ledger, storage: services.storage, now });
  yield fork(printerHealthSaga, { driverFor });
  yield fork(orderPrintSaga, { driverFor, ledger, now });
  yield fork(autoAcceptSaga, { now, ledger, storage: services.storage });
}

/**
 * Returns once this tab does the machine's printing (printingTab.ts). Until then the screen says
 * another tab prints, and 'Imprimir' or a test page answers with that message.
 */
function* becomePrintingTab(claimFn: () => PrintingTabClaim | Promise<PrintingTabClaim>) {
  const claiming = claimFn();
  const claim = claiming instanceof Promise ? ((yield call(() => claiming)) as PrintingTabClaim) : claiming;
  if (claim.immediately) return;
  yield put(printingElsewhereChanged(true));
  const refusing = (yield takeEvery([printRequested.type, printTestPageRequested.type], function* () {
    yield put(showError(MESSAGES.printingInOtherTab));
  })) as Task;
  yield call(() => claim.held);
  yield cancel(refusing);
  yield put(printingElsewhereChanged(false));
}
