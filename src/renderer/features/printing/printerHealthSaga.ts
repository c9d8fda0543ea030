import { call, delay, put, select } from 'redux-saga/effects';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { type PrinterHealth, isStopped } from '../../../shared/printing/status';
import { MESSAGES } from '../../ui/messages';
import { type OrderNotice, notifyNewOrder } from '../orders/orderNotifier';
import { selectPrintSettings } from '../printSettings/selectors';
import type { PrintDriver } from './drivers/types';
import type { QueuedJob } from './model';
import { type PrinterStop, targetPrinter } from './backup';
import { printerHealthChanged, printerReadyAgain, selectPrintJobs, selectPrinterHealth, selectPrinterStops, selectStoppedPrintersWithJobs } from './printingSlice';

/** How often the print module is asked for its printers' states (it answers from what it read lately). */
export const PRINTER_HEALTH_POLL_MS = 3000;

export interface PrinterHealthDeps {
  driverFor(settings: PrintSettings): PrintDriver;
  notify?: (notice: OrderNotice) => Promise<void>;
  pollMs?: number;
}

const sameHealth = (a: PrinterHealth[], b: PrinterHealth[]) =>
  a.length === b.length &&
  a.every((h, i) => h.printer === b[i]?.printer && h.state === b[i]?.state && h.message === b[i]?.message && h.monitored === b[i]?.monitored);

/**
 * Keeps the printers' states in the store (the toolbar shows them), and tells the staff when a
 * printer stops with tickets waiting: a notification, once per stop, while the alert sound plays
 * (alertSound.ts sounds while selectStoppedPrintersWithJobs has any), even with the window
 * minimised to the tray.
 */
export function* printerHealthSaga(deps: PrinterHealthDeps) {
  const notify = deps.notify ?? notifyNewOrder;
  const told = new Set<string>();
  for (;;) {
    const settings = (yield select(selectPrintSettings)) as PrintSettings;
    const driver = deps.driverFor(settings);
    let states: PrinterHealth[] = [];
    const read = driver.printerStates?.bind(driver);
    if (read) {
      try {
        states = (yield call(read)) as PrinterHealth[];
      } catch {
        states = []; // the module does not answer: the print queue says so
      }
    }
    const current = (yield select(selectPrinterHealth)) as PrinterHealth[];
    // a stop a refused ticket marked ends when the printer reads ready after it, even if the readings
    // never showed the stop (same states: nothing else would end it, and its tickets would keep going to its backup)
    const stops = (yield select(selectPrinterStops)) as Record<string, PrinterStop>;
    for (const h of states) {
      const stop = stops[h.printer];
      if (stop && !isStopped(h.state) && h.at >= stop.since && sameHealth(states, current)) yield put(printerReadyAgain(h.printer));
    }
    if (!sameHealth(states, current)) {
      yield put(printerHealthChanged(states));
      // the printer's own 'ready' after a stop: its tickets go now, not at the queue's next try
      for (const h of states) {
        if (isStopped(h.state) || h.state === 'sem-confirmacao') continue;
        if (current.some((c) => c.printer === h.printer && isStopped(c.state))) yield put(printerReadyAgain(h.printer));
      }
    }

    const stopped = (yield select(selectStoppedPrintersWithJobs)) as PrinterHealth[];
    const jobs = (yield select(selectPrintJobs)) as QueuedJob[];
    for (const printer of stopped) {
      if (told.has(printer.printer)) continue;
      told.add(printer.printer);
      const waiting = jobs.filter((j) => targetPrinter(j) === printer.printer);
      const orderId = waiting.find((j) => j.orderId !== null)?.orderId;
      if (orderId == null) continue;
      try {
        yield call(notify, {
          orderId,
          title: MESSAGES.printerStoppedNotificationTitle(printer.printer),
          body: MESSAGES.printerStoppedNotificationBody(printer.message, waiting.length),
        });
      } catch (error) {
        console.warn('[printing] notificação da impressora parada não saiu', error);
      }
    }
    for (const name of [...told]) if (!stopped.some((p) => p.printer === name)) told.delete(name);
    yield delay(deps.pollMs ?? PRINTER_HEALTH_POLL_MS);
  }
}
