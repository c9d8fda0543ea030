import type { Action } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Order } from '../../../shared/api';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { DEFAULT_CODE_PAGE } from '../../../shared/printing/codePages';
import { type PrintJob, buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { categoryName, unroutedCategories } from '../../../shared/printing/producao';
import { orderCode } from '../../../shared/orders/naming';
import { productionPrinterMissing } from '../printSettings/printSettingsSlice';
import { buildAccentTestTicket, buildSampleTestTicket } from '../../../shared/printing/testPage';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showError, showToast } from '../../ui/uiSlice';
import { selectOrderById } from '../orders/ordersSlice';
import { printRequested } from '../orders/printActions';
import type { PrintDriver } from './drivers/types';
import type { PrintLedger } from './ledger';
import { failureOf, newJobId, queuedFromPrintJobs, queuedJob } from './model';
import { dayClosingPrintRequested, printTestPageRequested, printersListRequested } from './printActions';
import { onDayClosingPrintRequested } from './closingPrintSaga';
import { printJobsRequested } from './printQueueSaga';
import { selectPrintSettings } from '../printSettings/selectors';
import { type TicketContext, ticketContext } from './ticketContext';
import {
  jobDiscarded,
  jobFailed,
  jobFinished,
  jobRetrying,
  printersListFailed,
  printersListed,
  printersLoading,
} from './printingSlice';

export interface OrderPrintDeps {
  driverFor(settings: PrintSettings): PrintDriver;
  ledger: PrintLedger;
  now(): number;
}

/** Printing from PP/PA is the first print and marks the order PI (spec 01 §4). */
export const marksPrinted = (order: Pick<Order, 'status'>) => order.status === 'PP' || order.status === 'PA';

/** Every ticket of one print of an order; throws PRINTER_NOT_SELECTED (the catalogue's text). */
export function orderJobs(order: Order, settings: PrintSettings, reprint: boolean, now: number, context: TicketContext): PrintJob[] {
  const { categoryNames, timeZone } = context;
  return buildOrderPrintJobs(
    order,
    settings,
    reprint ? { reprint: true, printedAt: new Date(now).toISOString(), categoryNames, timeZone } : { categoryNames, timeZone },
  );
}

/**
 * Production tickets on and categories of the order without a production printer: their kitchen
 * ticket does not come out, and the orders screen says so (never skipped in silence).
 */
export function* sayUnroutedProduction(order: Order, settings: PrintSettings, context: TicketContext) {
  const missing = unroutedCategories(order.pedidoObj.itens, settings);
  if (missing.length === 0) return;
  const categories = missing.map((id) => categoryName(id, context.categoryNames));
  yield put(productionPrinterMissing({ orderId: order.id_pedido, order: orderCode(order), categories }));
}

/** 'Imprimir' on an order's card. */
function* onPrintRequested(deps: OrderPrintDeps, action: ReturnType<typeof printRequested>) {
  const order = (yield select(selectOrderById, action.payload.orderId)) as Order | undefined;
  if (!order) return;
  const settings = (yield select(selectPrintSettings)) as PrintSettings;
  const context = yield* ticketContext();
  let reprint = action.payload.reprint;
  let jobs: PrintJob[];
  try {
    jobs = orderJobs(order, settings, reprint, deps.now(), context);
    // Already on paper (auto-accept printed it): a person asking again gets it, stamped.
    if (!reprint && jobs.some((j) => deps.ledger.has(j.key))) {
      reprint = true;
      jobs = orderJobs(order, settings, true, deps.now(), context);
    }
  } catch (error) {
    yield put(showError(failureOf(error, MESSAGES.printerNotSelected).message));
    return;
  }
  const queued = queuedFromPrintJobs(jobs, {
    copies: settings.qtdeCopia,
    markPrinted: marksPrinted(order) ? { obs: '' } : null,
    now: deps.now(),
  });
  yield put(printJobsRequested(queued));
  yield* sayUnroutedProduction(order, settings, context);
}

/** what became of a queued job: printed, failed, failing (retrying), or discarded by a person */
const outcomeOf = (id: string) => (a: Action) =>
  ((jobFinished.match(a) || jobFailed.match(a) || jobRetrying.match(a)) && a.payload.id === id) ||
  (jobDiscarded.match(a) && a.payload === id);

/**
 * The settings screen's test pages: one copy, never in the ledger. Success is said only once the
 * module took the page; a failure is said at once (a test page is a check: it is not retried in
 * the background to come out later by surprise).
 */
function* onTestPage(deps: OrderPrintDeps, action: ReturnType<typeof printTestPageRequested>) {
  const printer = action.payload.printer.trim();
  if (printer === '') {
    yield put(showError(MESSAGES.printerNotSelected));
    return;
  }
  const settings = (yield select(selectPrintSettings)) as PrintSettings;
  const codePage = action.payload.codePage ?? settings.printerCodePages?.[printer] ?? DEFAULT_CODE_PAGE;
  const ticket =
    action.payload.kind === 'teste' ? buildSampleTestTicket(printer, settings) : buildAccentTestTicket(printer, codePage, settings);
  const now = deps.now();
  const id = newJobId(now);
  const job = queuedJob(
    { id, key: `teste:${printer}:${id}`, orderId: null, kind: 'teste', printer, title: ticket.title, reprint: true, ticket, codePage, copies: 1, batchId: id, markPrinted: null },
    now,
  );
  yield put(printJobsRequested([job]));
  const outcome = (yield take(outcomeOf(id))) as Action;
  if (jobFinished.match(outcome)) {
    yield put(showToast(MESSAGES.printTestSent(printer), 'success', TOAST_MS.default));
  } else if (jobFailed.match(outcome) || jobRetrying.match(outcome)) {
    // said now, and dropped: the person tries again when the module or the printer is ready
    yield put(jobDiscarded(id));
    yield put(showError(MESSAGES.printTestFailed(printer, outcome.payload.error)));
  }
}


function* onListPrinters(deps: Pick<OrderPrintDeps, 'driverFor'>) {
  const settings = (yield select(selectPrintSettings)) as PrintSettings;
  const driver = deps.driverFor(settings);
  yield put(printersLoading());
  try {
    const printers = (yield call([driver, 'listPrinters'])) as Awaited<ReturnType<PrintDriver['listPrinters']>>;
    yield put(printersListed(printers, driver.moduleVersion?.() ?? null));
  } catch (error) {
    yield put(printersListFailed(failureOf(error, MESSAGES.printModuleFailure).message));
  }
}

/** 'Imprimir' on an order and the test pages: only in the tab that prints (printingTab.ts). */
export function* orderPrintSaga(deps: OrderPrintDeps) {
  yield takeEvery(printRequested.type, onPrintRequested, deps);
  yield takeEvery(printTestPageRequested.type, onTestPage, deps);
  yield takeEvery(dayClosingPrintRequested.type, onDayClosingPrintRequested, deps);
}

/** The printers of the print method, for the settings screens and the printer choice: any tab. */
export function* printerListSaga(deps: Pick<OrderPrintDeps, 'driverFor'>) {
  yield takeLatest(printersListRequested.type, onListPrinters, deps);
}
