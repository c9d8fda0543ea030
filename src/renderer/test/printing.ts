import type { PrinterHealth } from '../../shared/printing/status';
import { vi } from 'vitest';
import type { Order } from '../../shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../shared/api/areas/printing';
import { renderText } from '../../shared/printing/render/text';
import { ApiError } from '../api/apiError';
import { MESSAGES } from '../ui/messages';
import type { DriverJob, PrintDriver } from '../features/printing/drivers/types';
import { PrintFailure } from '../features/printing/model';
import { PRINT_SETTINGS_KEY, loadPrintSettings } from '../features/printSettings/storage';
import { initialPrintSettingsState } from '../features/printSettings/printSettingsSlice';
import { type PrintingDeps, printingSaga } from '../features/printing/printingSaga';
import { createTestStore } from './testStore';

/** Test-only helpers of the printing feature (the store: testStore). */

/** A Storage in memory: the same instance across two stores is a reload of the page. */
export class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

export interface Printed {
  printer: string;
  at: number;
  kind: string;
  title: string;
  text: string;
}

/**
 * 'offline': not reached, retried (as a module that does not say whether it sent anything);
 * 'sem-papel': refused before its bytes (nothingSent: it may go to a backup);
 * 'aguardando': the module took it and did not answer (the printer may still print it).
 */
type Behaviour = 'ok' | 'offline' | 'sem-papel' | 'aguardando' | 'not-found' | (() => Promise<void>);

/** A print driver that records what it printed; each printer's behaviour can be scripted. */
export class FakeDriver implements PrintDriver {
  readonly printed: Printed[] = [];
  readonly attempts: { printer: string; at: number; printId: string; expectedInstance?: string }[] = [];
  readonly behaviour = new Map<string, Behaviour[]>();
  printers = [{ name: 'Caixa' }, { name: 'Cozinha' }];
  ticketsInFlightPerPrinter?: number;
  /** set: a module that tells its printers' states (printerHealthSaga polls it) */
  printerStates?: () => Promise<PrinterHealth[]>;
  /** set: a module that remembers the copies it printed by id (as printOnce), in this run */
  instance?: string;
  /** how many times learnModuleInstance asked the module */
  instanceQuestions = 0;
  /** set by runsUnannounced: a module that tells its run when asked (learnModuleInstance) */
  learnModuleInstance?: () => Promise<void>;
  private readonly remembered = new Set<string>();

  /** the next calls on a printer do these, in order; then 'ok' */
  script(printer: string, ...steps: Behaviour[]) {
    this.behaviour.set(printer, [...(this.behaviour.get(printer) ?? []), ...steps]);
  }

  /** the memory of a module that printed this copy before the page reloaded */
  remember(printId: string) {
    this.remembered.add(printId);
  }

  listPrinters = vi.fn(() => Promise.resolve(this.printers));

  moduleInstance = () => this.instance;

  /** a module that remembers its copies as run `run`, which no answer has named yet: asked, it says it */
  runsUnannounced(run: string) {
    this.learnModuleInstance = () => {
      this.instanceQuestions += 1;
      this.instance = run;
      return Promise.resolve();
    };
  }

  async print(job: DriverJob): Promise<void> {
    this.attempts.push({ printer: job.printer, at: Date.now(), printId: job.printId, ...(job.expectedInstance && { expectedInstance: job.expectedInstance }) });
    if (job.expectedInstance !== undefined && job.expectedInstance !== this.instance) {
      throw new PrintFailure(MESSAGES.printInterrupted, false);
    }
    if (this.instance !== undefined && this.remembered.has(job.printId)) return;
    const step = this.behaviour.get(job.printer)?.shift() ?? 'ok';
    if (step === 'offline') throw new PrintFailure(`Impressora offline: ${job.printer} recusou a conexão.`, true);
    if (step === 'sem-papel') throw new PrintFailure(`${job.printer}: sem papel`, true, undefined, true);
    if (step === 'aguardando') throw new PrintFailure(`${job.printer}: aguardando a impressora`, true);
    if (step === 'not-found') throw new PrintFailure('Módulo da impressora não encontrado', false, job.printer);
    if (typeof step === 'function') await step();
    const text = renderText(job.ticket);
    this.printed.push({ printer: job.printer, at: Date.now(), kind: job.ticket.kind, title: job.ticket.title, text });
    if (this.instance !== undefined) this.remembered.add(job.printId);
  }
}

export const PRINT_TEST_SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: true,
  impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: true } },
  delay: 1000,
};

/**
 * A tiny platform for mudaStatus and listar/:id: statuses move, revisao grows, and every call
 * is recorded (calls).
 */
export function createFakePlatform(initial: Order[]) {
  const orders = new Map(initial.map((o) => [o.id_pedido, structuredClone(o)]));
  const calls: { orderId: number; novo_status: string; obs?: string }[] = [];
  /** order ids fetched one by one (listar/:id) */
  const fetched: number[] = [];
  let refuse = 0;
  let down = false;
  let hold = false;
  const unreachable = () => new ApiError('network', 'Failed to fetch');
  const answers = {
    'pedidos/mudaStatus/:orderId': (args: { params: { orderId: number }; body: { novo_status: string; obs?: string } }) => {
      const { orderId } = args.params;
      calls.push({ orderId, ...args.body });
      if (down) throw unreachable();
      if (refuse > 0) {
        refuse -= 1;
        return { status: false, mensagem: 'Recusado' };
      }
      const order = orders.get(orderId);
      if (!order) return { status: false, mensagem: 'Pedido não encontrado' };
      orders.set(orderId, { ...order, status: args.body.novo_status as Order['status'], revisao: order.revisao + 1 });
      // the change is made, the answer never arrives (the page reloads meanwhile)
      if (hold) return new Promise<never>(() => undefined);
      return { status: true, mensagem: 'ok' };
    },
    'pedidos/listar/:id': (args: { params: { id: number } }) => {
      fetched.push(args.params.id);
      if (down) throw unreachable();
      return { status: true, pedidos: [orders.get(args.params.id)].filter(Boolean) };
    },
  };
  return {
    answers,
    calls,
    fetched,
    orders,
    refuseNext(n: number) {
      refuse = n;
    },
    /** every call fails as a network error (the platform is down) */
    setDown(value: boolean) {
      down = value;
    },
    /** status changes are made but never answered */
    setHold(value: boolean) {
      hold = value;
    },
  };
}

export function createPrintingTestStore(
  opts: {
    storage?: Storage;
    settings?: Partial<PrintSettings>;
    driver?: PrintDriver;
    answers?: Record<string, unknown>;
    deps?: PrintingDeps;
  } = {},
) {
  const storage = opts.storage ?? new MemoryStorage();
  if (opts.settings) storage.setItem(PRINT_SETTINGS_KEY, JSON.stringify({ ...PRINT_TEST_SETTINGS, ...opts.settings }));
  const driver = opts.driver ?? new FakeDriver();
  // As the app starts: the settings screen's slice restored from this machine's storage.
  const stored = loadPrintSettings(storage) ?? DEFAULT_PRINT_SETTINGS;
  const saga = () => printingSaga({ driverFor: () => driver, now: () => Date.now(), ...opts.deps });
  const t = createTestStore({
    storage,
    preloaded: { printSettings: { ...initialPrintSettingsState, settings: stored, saved: opts.settings ? stored : null } },
    legacy: opts.answers,
    saga,
  });
  /** the printing sagas started again on the same store, as rootSaga does after a crash */
  const restart = () => t.run(saga);
  return { store: t.store, actions: t.actions, legacy: t.calls.legacy, storage, driver, task: t.task!, restart };
}

/** Lets timers and promises run for `ms` of fake time. */
export async function elapse(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}
