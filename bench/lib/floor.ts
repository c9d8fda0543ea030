/**
 * The floor: a bare Node client doing what the panel does for each order, with no UI, no store
 * and no print agent: the store socket receives `novo`, an HTTP fetch of the order, the status
 * call (PA), the ESC/POS bytes of every ticket written over TCP to virtual printers (one after
 * the other per printer, as a printer takes one connection at a time), then PI. Same sandbox,
 * same machine, same run as the panel's figures, so the panel's can be read as a ratio of it.
 */
import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { authorizationHeader, STORE_SOCKET_JOIN, type Order, type Session, type StoreSocketJoinAck } from '../../src/shared/api';
import { PLATFORM_PREFIXES } from '../../src/shared/config';
import { buildOrderPrintJobs } from '../../src/shared/printing/jobs';
import { renderEscPos } from '../../src/shared/printing/render/escpos';
import { type VirtualPrinter, startVirtualPrinter } from '../../rig/virtualPrinter';
import { type EmitLog, type Placed, PRINTER_NAMES, RIG_PRINT_SETTINGS, checkPaper, placeAtRate, printedTickets } from '../../rig/orderPath';

export interface FloorSample {
  orderId: number;
  emittedAt: number;
  receivedAt: number;
  fetchedAt: number;
  acceptedAt: number;
  lastByteAt: number;
  printedAt: number;
}

export interface FloorResult {
  samples: FloorSample[];
  lost: number;
  duplicated: number;
  errors: string[];
}

const form = (body: Record<string, string>) => new URLSearchParams(body);

export async function runFloor(
  sandboxUrl: string,
  emits: EmitLog,
  count: number,
  perSecond: number,
  request: (i: number) => Record<string, unknown>,
  timeoutMs = 30_000,
): Promise<FloorResult> {
  const printers = Object.fromEntries(
    await Promise.all(PRINTER_NAMES.map(async (name) => [name, await startVirtualPrinter({ name: `piso-${name}` })] as const)),
  ) as Record<(typeof PRINTER_NAMES)[number], VirtualPrinter>;
  const legacy = sandboxUrl + PLATFORM_PREFIXES.legacy;
  const login = await fetch(`${legacy}login/index`, { method: 'POST', body: form({ usuario: 'pizzaria', senha: 'senha123' }) });
  const session = (await login.json()) as Session;
  const auth = { Authorization: authorizationHeader(session.hash) };
  const socket: Socket = io(sandboxUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(2000).emitWithAck(STORE_SOCKET_JOIN, { canal: session.canal_socket, hash: session.hash })) as StoreSocketJoinAck;
  if (!ack.status) throw new Error('piso: não entrou no canal da loja');

  const samples: FloorSample[] = [];
  const errors: string[] = [];
  const lanes = new Map<string, Promise<unknown>>();
  const writeTcp = (printer: VirtualPrinter, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      const s = net.connect(printer.port, printer.host, () => s.end(bytes));
      s.once('error', reject);
      s.once('close', () => resolve());
    });
  const inLane = (name: string, job: () => Promise<void>) => {
    const run = (lanes.get(name) ?? Promise.resolve()).then(job);
    lanes.set(name, run.catch(() => undefined));
    return run;
  };

  const handle = async (orderId: number, receivedAt: number) => {
    const got = await fetch(`${legacy}pedidos/listar/${orderId}`, { headers: auth });
    const order = ((await got.json()) as { pedidos: Order[] }).pedidos[0];
    const fetchedAt = Date.now();
    if (!order) throw new Error(`piso: pedido ${orderId} não veio`);
    const accept = await fetch(`${legacy}pedidos/mudaStatus/${orderId}`, { method: 'POST', headers: auth, body: form({ novo_status: 'PA' }) });
    if (!((await accept.json()) as { status: boolean }).status) throw new Error(`piso: aceite do pedido ${orderId} recusado`);
    const acceptedAt = Date.now();
    const jobs = buildOrderPrintJobs({ ...order, status: 'PA' }, RIG_PRINT_SETTINGS);
    await Promise.all(
      jobs.map((job) => inLane(job.printer, () => writeTcp(printers[job.printer as keyof typeof printers], renderEscPos(job.ticket)))),
    );
    const mark = await fetch(`${legacy}pedidos/mudaStatus/${orderId}`, { method: 'POST', headers: auth, body: form({ novo_status: 'PI', obs: 'auto' }) });
    await mark.json();
    samples.push({ orderId, emittedAt: emits.novoAt(orderId) ?? Number.NaN, receivedAt, fetchedAt, acceptedAt, lastByteAt: 0, printedAt: Date.now() });
  };

  const pending: Promise<void>[] = [];
  socket.on('novo', (payload: { id_pedido: number }) => {
    const receivedAt = Date.now();
    pending.push(handle(payload.id_pedido, receivedAt).catch((e: Error) => void errors.push(e.message)));
  });

  let placed: Placed[];
  try {
    placed = await placeAtRate(sandboxUrl, count, perSecond, request);
    const end = Date.now() + timeoutMs;
    while (samples.length + errors.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(pending);
  } finally {
    socket.close();
  }
  const tickets = printedTickets(printers);
  for (const sample of samples) {
    sample.lastByteAt = Math.max(...tickets.filter((t) => t.orderId === sample.orderId).map((t) => t.lastByteAt));
  }
  const check = checkPaper(
    placed.map((p) => p.order),
    tickets,
  );
  await Promise.all(Object.values(printers).map((p) => p.close()));
  return {
    samples,
    lost: check.lost.length,
    duplicated: check.duplicated.reduce((sum, d) => sum + d.count - 1, 0) + check.unexpected.length,
    errors,
  };
}
