/**
 * The whole order path on this machine, for the pipeline benchmark and the fault suite: the
 * platform sandbox, the built panel served to a browser tab, the print agent (its own process,
 * from the built bundle, as a store runs it), and three virtual ESC/POS printers (Caixa, Cozinha,
 * Bar). Loopback only; every port is picked by the system.
 */
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type Order, type OrderStatus } from '../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../src/shared/api/areas/printing';
import { platformConfigFromOrigin } from '../src/shared/config';
import { buildOrderPrintJobs } from '../src/shared/printing/jobs';
import { createSandbox, type Sandbox } from '../src/sandbox/server';
import { type PanelHost, startPanelHost } from '../src/web-host/host';
import { AGENT_BUNDLE, type AgentProcess, startAgentProcess } from './printAgentProcess';
import { type DecodedTicket, type VirtualPrinter, startVirtualPrinter } from './virtualPrinter';

export const PRINTER_NAMES = ['Caixa', 'Cozinha', 'Bar'] as const;
export type PrinterName = (typeof PRINTER_NAMES)[number];

/**
 * Auto-accept on, the cashier ticket on Caixa, production tickets per menu category of store
 * 101: Pizzas (11) and Sobremesas (13) share one Cozinha ticket, Bebidas (12) get their own on
 * Bar. One copy, the print agent as driver ('local' in a browser).
 */
export const RIG_PRINT_SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: true,
  impressorasProducao: {
    '11': { impressora: 'Cozinha', agrupamento: true },
    '13': { impressora: 'Cozinha', agrupamento: true },
    '12': { impressora: 'Bar', agrupamento: false },
  },
  autoAceiteImprimir: true,
  qtdeCopia: 1,
  metodoImpressao: 'local',
  sincronizado: true,
};

/** Local storage key the printing feature and the settings screen read (see /tmp/print-coordination.txt). */
export const PRINT_SETTINGS_KEY = 'painel.printSettings';

export interface Emitted {
  event: string;
  payload: unknown;
  at: number;
}

/** Every store event the sandbox emitted, by order id (onEmit hook of createSandbox). */
export class EmitLog {
  readonly all: Emitted[] = [];
  private readonly byOrder = new Map<number, Emitted[]>();

  record(e: Emitted): void {
    this.all.push(e);
    const id = (e.payload as { id_pedido?: unknown } | null)?.id_pedido;
    if (typeof id !== 'number') return;
    const list = this.byOrder.get(id) ?? [];
    list.push(e);
    this.byOrder.set(id, list);
  }

  /** first `novo` of the order */
  novoAt(orderId: number): number | undefined {
    return this.byOrder.get(orderId)?.find((e) => e.event === 'novo')?.at;
  }

  /** the n-th `atualiza` (0-based) of the order: with auto-accept, 0 is PA and 1 is PI */
  atualizaAt(orderId: number, n: number): number | undefined {
    return this.byOrder.get(orderId)?.filter((e) => e.event === 'atualiza')[n]?.at;
  }
}

/** What the benchmarks use of a virtual printer, in this process or in a process of its own. */
export type PrinterHandle = Pick<VirtualPrinter, 'url' | 'tickets' | 'refuseConnections' | 'close'>;

/** What the panel's side of the rig is made of, wherever the sandbox runs. */
interface RigParts<P extends PrinterHandle> {
  sandboxUrl: string;
  panelUrl: string;
  agent: AgentProcess;
  host: PanelHost;
  printers: Record<PrinterName, P>;
  emits: EmitLog;
  close(): Promise<void>;
}

/** The rig with the sandbox and the printers in this process: the fault suite suspends and resumes them. */
export interface Rig extends RigParts<VirtualPrinter> {
  sandbox: Sandbox;
}

/**
 * The rig with the sandbox and the printers in processes of their own: the benchmark reads each
 * process's CPU time, and a printer answers status as fast as a printer does, whatever the
 * benchmark's own process is doing.
 */
export interface BenchRig extends RigParts<PrinterHandle> {
  sandboxPid: number;
}

/**
 * A private copy of the built panel: other people's `electron-vite build` replaces out/renderer
 * (new asset names) while a run is using it, which shows up as a 404 page in the middle of a test.
 * Waits for a complete build (index.html and every asset it names). Returns the copy and a remover.
 */
export async function snapshotRenderer(source = 'out/renderer', timeoutMs = 30_000): Promise<{ dir: string; remove(): void }> {
  const from = resolve(source);
  const end = Date.now() + timeoutMs;
  for (;;) {
    const dir = mkdtempSync(join(tmpdir(), 'painel-renderer-'));
    try {
      cpSync(from, dir, { recursive: true });
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
      if (assets.length > 0 && assets.every((a) => existsSync(join(dir, a)))) {
        return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
      }
    } catch {
      // a build in progress: try again
    }
    rmSync(dir, { recursive: true, force: true });
    if (Date.now() > end) throw new Error(`${from}: nenhuma build completa do painel (rode npx electron-vite build).`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface RigOptions {
  rendererDir?: string;
  randomSeed?: number;
}

/** The three printers in this process. */
async function startPrintersHere(): Promise<Record<PrinterName, VirtualPrinter>> {
  const entries = await Promise.all(PRINTER_NAMES.map(async (name) => [name, await startVirtualPrinter({ name })] as const));
  return Object.fromEntries(entries) as Record<PrinterName, VirtualPrinter>;
}

/** The three printers in a process of their own (rig/printersChild.ts), each seen here through its tickets. */
async function startPrintersProcess(): Promise<Record<PrinterName, PrinterHandle>> {
  const child = fork(resolve(import.meta.dirname, 'printersChild.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PRINTERS: PRINTER_NAMES.join(',') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // structured clone: a ticket's bytes stay a Uint8Array
    serialization: 'advanced',
  });
  const tickets = new Map<string, DecodedTicket[]>(PRINTER_NAMES.map((name) => [name, []]));
  const refusals = new Map<number, () => void>();
  let nextRefusal = 0;
  const urls = await new Promise<Record<string, string>>((resolveUrls, reject) => {
    child.once('exit', (code) => reject(new Error(`as impressoras virtuais saíram (${code}) antes de abrir`)));
    child.on('message', (message: { ready?: Record<string, string>; ticket?: { printer: string; ticket: DecodedTicket }; refused?: number }) => {
      if (message.ready) resolveUrls(message.ready);
      if (message.ticket) tickets.get(message.ticket.printer)?.push(message.ticket.ticket);
      if (message.refused !== undefined) refusals.get(message.refused)?.();
    });
  });
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.disconnect();
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }));
  const handle = (name: PrinterName): PrinterHandle => ({
    url: urls[name]!,
    tickets: tickets.get(name)!,
    refuseConnections: (on) =>
      new Promise<void>((done) => {
        const id = nextRefusal++;
        refusals.set(id, () => {
          refusals.delete(id);
          done();
        });
        child.send({ refuse: { id, printer: name, on } });
      }),
    close: stop,
  });
  return Object.fromEntries(PRINTER_NAMES.map((name) => [name, handle(name)])) as Record<PrinterName, PrinterHandle>;
}

/** Print agent and panel host around a sandbox that is already listening and printers that are too. */
async function startAround<P extends PrinterHandle>(
  sandboxUrl: string,
  emits: EmitLog,
  rendererDir: string,
  closeSandbox: () => Promise<unknown>,
  printers: Record<PrinterName, P>,
): Promise<RigParts<P>> {
  // BENCH_AGENT_PROFILE=<dir>: the print agent's own CPU profile, written there when it stops
  const agentProfile = process.env.BENCH_AGENT_PROFILE;
  // BENCH_AGENT_BUNDLE=<file>: another build of the print agent (a base's out/print-agent), on this rig
  const bundle = process.env.BENCH_AGENT_BUNDLE ?? AGENT_BUNDLE;
  const agent = await startAgentProcess({
    command: [process.execPath, ...(agentProfile ? ['--cpu-prof', `--cpu-prof-dir=${agentProfile}`] : []), bundle],
    printers: PRINTER_NAMES.map((name) => ({ name, uri: printers[name].url, codePage: 'cp850' as const })),
  });
  const host = await startPanelHost({
    config: platformConfigFromOrigin(sandboxUrl, 'sandbox', agent.url, agent.legacyUrl),
    rendererDir,
  });
  return {
    sandboxUrl,
    panelUrl: host.url,
    agent,
    host,
    printers,
    emits,
    async close() {
      await host.close().catch(() => undefined);
      await agent.close().catch(() => undefined);
      await Promise.all(Object.values(printers).map((p) => p.close().catch(() => undefined)));
      await closeSandbox().catch(() => undefined);
    },
  };
}

export async function startRig({ rendererDir = 'out/renderer', randomSeed = 2026 }: RigOptions = {}): Promise<Rig> {
  const emits = new EmitLog();
  const sandbox = createSandbox({ deliveryStepMs: 0, randomSeed, onEmit: (e) => emits.record(e) });
  const sandboxUrl = await sandbox.listen(0);
  return { sandbox, ...(await startAround(sandboxUrl, emits, rendererDir, () => sandbox.close(), await startPrintersHere())) };
}

/** startRig with the sandbox in its own process (rig/sandboxChild.ts). */
export async function startBenchRig({ rendererDir = 'out/renderer', randomSeed = 2026 }: RigOptions = {}): Promise<BenchRig> {
  const emits = new EmitLog();
  const child = fork(resolve(import.meta.dirname, 'sandboxChild.ts'), [], {
    // BENCH_SANDBOX_PROFILE=<dir>: the sandbox's own CPU profile, written there when it stops
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SANDBOX_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SANDBOX_PROFILE}`] : [])],
    env: { ...process.env, BENCH_SANDBOX_SEED: String(randomSeed) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const sandboxUrl = await new Promise<string>((resolveUrl, reject) => {
    child.once('exit', (code) => reject(new Error(`a sandbox saiu (${code}) antes de abrir`)));
    child.on('message', (message: { url?: string; emitted?: { event: string; orderId: number | null; at: number } }) => {
      if (message.url) resolveUrl(message.url);
      const e = message.emitted;
      if (e) emits.record({ event: e.event, payload: e.orderId === null ? null : { id_pedido: e.orderId }, at: e.at });
    });
  });
  const closeSandbox = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.disconnect();
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const parts = await startAround(sandboxUrl, emits, rendererDir, closeSandbox, await startPrintersProcess());
  return { sandboxPid: child.pid ?? -1, ...parts };
}

// ---------------------------------------------------------------------------------------------
// Orders of realistic size

const ORDER_NOTES = ['Sem cebola, por favor — alergia.', 'Entregar na portaria; não tocar a campainha.', 'Troco para R$ 100,00. Obrigado!', 'Açúcar à parte, pão de queijo bem quentinho.'];
const NAMES = ['João Conceição', 'Maria Aparecida Gonçalves', 'Luís Ângelo Araújo', 'Cecília Ribeirão', 'Ênio Brandão'];

/** Deterministic pseudo-random numbers (mulberry32): the same run places the same orders. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A control API order request: 1 to 15 items (most orders small, some large), the sandbox's
 * random options and item notes, an accented note and customer name on some.
 */
export function realisticOrderRequest(random: () => number): Record<string, unknown> {
  const r = random();
  const items = r < 0.6 ? 1 + Math.floor(random() * 3) : r < 0.9 ? 4 + Math.floor(random() * 5) : 9 + Math.floor(random() * 7);
  const request: Record<string, unknown> = { storeId: 101, items };
  if (random() < 0.5) request.observacoes = ORDER_NOTES[Math.floor(random() * ORDER_NOTES.length)];
  if (random() < 0.5) request.customer = { nome: NAMES[Math.floor(random() * NAMES.length)] };
  return request;
}

export interface Placed {
  order: Order;
  /** when the control call was sent / answered (ms since epoch) */
  sentAt: number;
  answeredAt: number;
}

/** POST /__sandbox/orders (the control API), as a tester would. */
export async function placeOrderOverHttp(sandboxUrl: string, request: Record<string, unknown>): Promise<Placed> {
  const sentAt = Date.now();
  const response = await fetch(`${sandboxUrl}/__sandbox/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as Order & { error?: string };
  if (response.status !== 201) throw new Error(`POST /__sandbox/orders: ${response.status} ${body.error ?? ''}`);
  return { order: body, sentAt, answeredAt: Date.now() };
}

export async function control<T = unknown>(sandboxUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} /__sandbox/${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `count` orders at `perSecond`, each sent on its own schedule (a slow answer does not delay the
 * next one), as the platform's customers would. Resolves with every placed order.
 */
export async function placeAtRate(
  sandboxUrl: string,
  count: number,
  perSecond: number,
  request: (i: number) => Record<string, unknown>,
): Promise<Placed[]> {
  const start = Date.now();
  const interval = 1000 / perSecond;
  const calls: Promise<Placed>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    // its printers worked out now, a fraction of a ms, not all at once in the first paper check
    // while the last orders are on their way to the printers (see printersByOrder)
    calls.push(
      placeOrderOverHttp(sandboxUrl, request(i)).then((placed) => {
        expectedPrinters(placed.order);
        return placed;
      }),
    );
  }
  return Promise.all(calls);
}

// ---------------------------------------------------------------------------------------------
// What came out of the printers

/*
 * The paper checks run in the process whose virtual printers time each ticket's last byte, every
 * 100 ms while a phase drains (waitForPaper), over every order and ticket so far. Done afresh each
 * time, the first check after a phase's last order held that event loop 36 to 65 ms (measured on
 * this rig), while the last orders' bytes were arriving. An order's printers and a ticket's
 * reading are now worked out once.
 */
const printersByOrder = new WeakMap<PrintSettings, WeakMap<Order, string[]>>();
const readTickets = new WeakMap<DecodedTicket, { orderId: number | null; reprint: boolean; station: PrinterName | null }>();

/** The printers one first print of the order must produce a ticket on (Caixa first). */
export function expectedPrinters(order: Order, settings: PrintSettings = RIG_PRINT_SETTINGS): string[] {
  let known = printersByOrder.get(settings);
  if (!known) printersByOrder.set(settings, (known = new WeakMap()));
  let printers = known.get(order);
  if (!printers) known.set(order, (printers = buildOrderPrintJobs(order, settings).map((j) => j.printer)));
  return printers;
}

/** 'PEDIDO #1022', or a code heading with the number under it ('Nº 117550'); printed wide, spaces dropped first */
const ORDER_NUMBER = /PEDIDO#(\d+)\b|Nº(\d+)/;
/** a backup's heading, 'COZINHA — impresso no Caixa (Cozinha sem papel)' ('—' prints as '-'), spaces dropped */
const BACKUP_HEADING = /^\s*([A-ZÀ-Ý]+)-impressono/;

/** The station a backup's heading names, or null for a ticket printed where it was meant to. */
export function stationOf(text: string): PrinterName | null {
  const named = BACKUP_HEADING.exec(text.replace(/ /g, ''))?.[1];
  return PRINTER_NAMES.find((name) => name.toLocaleUpperCase('pt-BR') === named) ?? null;
}

export interface PrintedTicket {
  /** the printer that printed it */
  printer: PrinterName;
  /** the printer it was meant for: its own, or the one whose backup printed it (its heading says so) */
  station: PrinterName;
  orderId: number | null;
  firstByteAt: number;
  lastByteAt: number;
  reprint: boolean;
  ticket: DecodedTicket;
}

export function printedTickets(printers: Record<PrinterName, Pick<VirtualPrinter, 'tickets'>>): PrintedTicket[] {
  return PRINTER_NAMES.flatMap((printer) =>
    printers[printer].tickets.map((ticket) => {
      let read = readTickets.get(ticket);
      if (!read) {
        const text = ticket.text.replace(/ /g, '');
        const match = ORDER_NUMBER.exec(text);
        readTickets.set(ticket, (read = { orderId: match ? Number(match[1] ?? match[2]) : null, reprint: text.includes('REIMPRESS'), station: stationOf(text) }));
      }
      const { station, ...rest } = read;
      return { printer, station: station ?? printer, ...rest, firstByteAt: ticket.firstByteAt, lastByteAt: ticket.receivedAt, ticket };
    }),
  );
}

export interface PaperCheck {
  /** order id -> printers whose ticket never came out */
  lost: { orderId: number; printer: string }[];
  /** tickets beyond the first one of an order on a printer (reprints included: nobody asked) */
  duplicated: { orderId: number; printer: string; count: number }[];
  /** tickets for orders that should have none on that printer */
  unexpected: { orderId: number | null; printer: string }[];
  expectedTickets: number;
  printedTickets: number;
}

/** Every expected ticket exactly once, for the given orders, on its station's printer or its backup; tickets of other orders are ignored. */
export function checkPaper(orders: Order[], tickets: PrintedTicket[], settings: PrintSettings = RIG_PRINT_SETTINGS): PaperCheck {
  const wanted = new Set(orders.map((o) => o.id_pedido));
  const counts = new Map<string, number>();
  for (const t of tickets) {
    if (t.orderId === null || !wanted.has(t.orderId)) continue;
    const key = `${t.orderId}|${t.station}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lost: PaperCheck['lost'] = [];
  const duplicated: PaperCheck['duplicated'] = [];
  const expectedKeys = new Set<string>();
  let expectedTickets = 0;
  for (const order of orders) {
    for (const printer of expectedPrinters(order, settings)) {
      const key = `${order.id_pedido}|${printer}`;
      expectedKeys.add(key);
      expectedTickets += 1;
      const n = counts.get(key) ?? 0;
      if (n === 0) lost.push({ orderId: order.id_pedido, printer });
      if (n > 1) duplicated.push({ orderId: order.id_pedido, printer, count: n });
    }
  }
  const unexpected: PaperCheck['unexpected'] = [];
  for (const [key] of counts) {
    if (!expectedKeys.has(key)) {
      const [id, printer] = key.split('|') as [string, string];
      unexpected.push({ orderId: Number(id), printer });
    }
  }
  const printedCount = [...counts.values()].reduce((a, b) => a + b, 0);
  return { lost, duplicated, unexpected, expectedTickets, printedTickets: printedCount };
}

/** Waits until every expected ticket of the orders is out, or the time runs out; returns the check. */
export async function waitForPaper(
  rig: { printers: Record<PrinterName, Pick<VirtualPrinter, 'tickets'>> },
  orders: Order[],
  timeoutMs: number,
  settings: PrintSettings = RIG_PRINT_SETTINGS,
): Promise<PaperCheck> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const check = checkPaper(orders, printedTickets(rig.printers), settings);
    if (check.lost.length === 0 || Date.now() > end) return check;
    await sleep(100);
  }
}

/** Statuses at the platform (GET /__sandbox/orders), by id. */
export async function platformStatuses(sandboxUrl: string): Promise<Map<number, { status: OrderStatus; order: Order }>> {
  const { orders } = await control<{ orders: Order[] }>(sandboxUrl, 'GET', 'orders?storeId=101');
  return new Map(orders.map((o) => [o.id_pedido, { status: o.status, order: o }]));
}

// ---------------------------------------------------------------------------------------------
// The panel in a browser tab

/**
 * Runs in the page before the panel's scripts, on every load: the print settings the panel reads
 * at start (auto-accept on), and the probes the benchmark reads (window.__bench).
 * - seen[id]: when the order's row (data-order-id) was first inserted in the DOM. The list is
 *   virtualised: a row exists only while it is in view (plus overscan); a new order lands at the
 *   top of 'Pendente', the first section, so it is in view when it arrives.
 * - longTasks: PerformanceObserver 'longtask' entries (start as ms since epoch, duration).
 */
export function panelInitScript(settings: PrintSettings): { content: string } {
  // Plain JavaScript text: a function's toString() under tsx carries helpers the page lacks.
  const probe = `(() => {
  if (window.__bench) return;
  const seen = {};
  const longTasks = [];
  const agentCalls = [];
  const requests = {};
  const storageWrites = {};
  const problems = [];
  const state = { seen, longTasks, agentCalls, requests, storageWrites, problems, firstRowAt: null, loadStartedAt: performance.timeOrigin };
  window.__bench = state;
  const now = () => performance.timeOrigin + performance.now();
  // The panel's own warnings and errors, and uncaught ones (the first 50): they say why a run went wrong.
  const note = (text) => {
    if (problems.length < 50) problems.push(text);
  };
  const text = (a) => {
    if (a instanceof Error) return a.message;
    try {
      return typeof a === 'string' ? a : JSON.stringify(a);
    } catch (e) {
      return String(a);
    }
  };
  for (const level of ['warn', 'error']) {
    const write = console[level].bind(console);
    console[level] = (...args) => {
      note(level + ': ' + args.map(text).join(' '));
      return write(...args);
    };
  }
  window.addEventListener('error', (e) => note('erro na página: ' + e.message));
  window.addEventListener('unhandledrejection', (e) => note('promessa rejeitada: ' + String(e.reason && e.reason.message ? e.reason.message : e.reason)));
  // Each ticket the panel hands to the print agent: when it asked and when the answer was read.
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    count((init && init.method) || (input instanceof Request ? input.method : 'GET'), url);
    const agentPath = url.endsWith('/print') || url.endsWith('/imprimir') || url.endsWith('/print-lote');
    if (!agentPath || !init || typeof init.body !== 'string') return pageFetch(input, init);
    // POST /print-lote carries several tickets: one call per ticket, the same times
    const body = JSON.parse(init.body);
    const calls = (Array.isArray(body.impressoes) ? body.impressoes : [body]).map((t) => ({ printer: t.impressora, start: now(), end: null }));
    agentCalls.push(...calls);
    try {
      return await pageFetch(input, init);
    } finally {
      for (const call of calls) call.end = now();
    }
  };
  // Every write to local storage, by key without the id at its end (painel.printJob.<id>).
  const countWrite = (what, key) => {
    const parts = String(key).split('.');
    const name = what + ' ' + parts.slice(0, 2).join('.') + (parts.length > 2 ? '.<id>' : '');
    storageWrites[name] = (storageWrites[name] || 0) + 1;
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    countWrite('setItem', key);
    return setItem.call(this, key, value);
  };
  const removeItem = Storage.prototype.removeItem;
  Storage.prototype.removeItem = function (key) {
    countWrite('removeItem', key);
    return removeItem.call(this, key);
  };
  // Every HTTP request the page makes, by method and path without ids (the platform's are XHR).
  const count = (method, url) => {
    const path = new URL(url, location.href).pathname.replace(/\\/\\d+/g, '/:id');
    const key = String(method).toUpperCase() + ' ' + path;
    requests[key] = (requests[key] || 0) + 1;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    count(method, url);
    return open.call(this, method, url, ...rest);
  };
  const visit = (el, at) => {
    const id = el.getAttribute('data-order-id');
    if (id === null || id in seen) return;
    seen[id] = at;
    if (state.firstRowAt === null) state.firstRowAt = at;
  };
  new MutationObserver((records) => {
    const at = now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.hasAttribute('data-order-id')) visit(node, at);
        node.querySelectorAll('[data-order-id]').forEach((el) => visit(el, at));
      }
    }
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    // no long task timing in this browser
  }
})();`;
  return { content: `localStorage.setItem(${JSON.stringify(PRINT_SETTINGS_KEY)}, ${JSON.stringify(JSON.stringify(settings))});\n${probe}` };
}

export interface BenchProbe {
  seen: Record<string, number>;
  longTasks: { start: number; duration: number }[];
  /** tickets sent to the print agent (POST /print, or each of a POST /print-lote): request sent, response headers in */
  agentCalls: { printer: string; start: number; end: number | null }[];
  /** HTTP requests of the page so far, by 'METHOD /path/:id' */
  requests: Record<string, number>;
  /** local storage writes of the page so far, by 'setItem painel.printJob.<id>' */
  storageWrites: Record<string, number>;
  /** the panel's console warnings and errors and uncaught errors, the first 50 */
  problems: string[];
  firstRowAt: number | null;
  loadStartedAt: number;
}

/** The probe's figures so far, from a Playwright page or a BarePage (bench/lib/barePage.ts). */
export const readProbe = (page: { evaluate(expression: string): Promise<unknown> }): Promise<BenchProbe> => page.evaluate('window.__bench') as Promise<BenchProbe>;

/** The login screen as a person uses it; resolves on the orders screen. */
export async function loginPanel(page: Page, panelUrl: string, usuario = 'pizzaria', senha = 'senha123'): Promise<void> {
  await page.goto(new URL('login', panelUrl).href);
  await page.getByLabel('Usuário').fill(usuario);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await page.waitForURL(/\/pedidos$/, { timeout: 20_000 });
}
