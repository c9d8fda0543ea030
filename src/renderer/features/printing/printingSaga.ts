import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MenuCategory } from '../../../shared/api/menu';
import type { PrintSettings } from '../../../shared/api/printing';
import { getServices } from '../../app/sagaContext';
import { loginSucceeded } from '../session/sessionSlice';
import { autoAcceptSaga } from './autoAcceptSaga';
import { type PrintDriver, createDriver } from './drivers';
import { type PrintLedger, createLedger } from './ledger';
import { orderPrintSaga } from './orderPrintSaga';
import { owedMarksSaga } from './owedMarksSaga';
import { printQueueSaga } from './printQueueSaga';
import { loadStoredPrintSettings, selectPrintSettings } from './printSettingsSource';
import { categoryNamesRequested, categoryNamesSettled, storedSettingsLoaded } from './printingSlice';

// CallArgs asks for `params` on keys without path parameters (see orders/ordersApi.ts).
const selectSession = (s: { session: { session: unknown } }) => s.session.session;

export interface PrintingDeps {
  /** the driver of the settings' print method; default: by metodoImpressao and the host */
  driverFor?: (settings: PrintSettings) => PrintDriver;
  ledger?: PrintLedger;
  now?: () => number;
}

/** The printing feature: settings source, print queue, auto-accept, order and test prints. */
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

  function* loadStored() {
    yield put(storedSettingsLoaded(loadStoredPrintSettings(services.storage)));
  }
  /** Production tickets are titled with the menu category's name; without it, 'Categoria 11'. */
  function* loadCategoryNames() {
    if (!((yield select(selectSession)) as unknown)) return;
    yield put(categoryNamesRequested());
    let names: Record<number, string> | null = null;
    try {
      const answer = (yield call(() =>
        services.api.legacy.call('cardapiocategorias/listar', { silent: true }),
      )) as { status?: boolean; categorias?: MenuCategory[] } | null;
      if (answer?.status === true && Array.isArray(answer.categorias)) {
        names = Object.fromEntries(answer.categorias.map((c) => [c.id_cardapio_categoria, c.nome_categoria]));
      }
    } catch (error) {
      console.warn('[printing] nomes das categorias não carregados', error);
    } finally {
      yield put(categoryNamesSettled(names));
    }
  }
  yield* loadStored();
  yield takeEvery(loginSucceeded.type, loadStored);
  yield takeLatest(loginSucceeded.type, loadCategoryNames);
  yield fork(loadCategoryNames);
  // before the queue: a batch the queue finds complete at start owes its PI mark
  yield fork(owedMarksSaga, { storage: services.storage, now });
  yield fork(printQueueSaga, { driverFor, ledger, storage: services.storage, now });
  yield fork(orderPrintSaga, { driverFor, ledger, now });
  yield fork(autoAcceptSaga, { now, ledger, storage: services.storage });
}
