import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { PLATFORM_PREFIXES } from '../shared/config';
import { authenticate, SESSION_EXPIRED_BODY } from './auth';
import { createClock, type Clock } from './clock';
import type { PlatformEvents, SandboxContext } from './context';
import { createControl, type SandboxControl } from './control';
import { CourierDispatcher } from './courier';
import { DEFAULT_UPLOAD_ROWS_PER_SECOND, UploadProcessor } from './uploadProcessor';
import { SandboxDb } from './db';
import { Faults } from './faults';
import { createEndpointRouter, HttpError, type RouterDeps } from './http';
import { createRandom } from './random';
import type { AreaServices } from './areaRoutes';
import { type SandboxPrinters, registerControlRoutes } from './controlRoutes';
import { AREA_ROUTES } from './routes';
import { seedDatabase } from './seed';
import { Simulator } from './simulator';
import { attachSockets, type SandboxSockets } from './socket';
import { registerStaticAssets } from './staticAssets';
import { createUploadStore, registerMultipart, registerUploadAssets, type UploadStore } from './uploads';

export interface SandboxOptions {
  /** SQLite file, written (debounced) after every change; absent = in memory only */
  dataFile?: string;
  /**
   * How long after a change the file is written (default 200 ms). Writing is sql.js exporting the
   * whole database, which holds the event loop: a year of a big store's data (24 MB) takes 200 to
   * 700 ms, so a benchmark timing the panel writes only when the sandbox stops.
   */
  persistDelayMs?: number;
  /** seed a new database with the demo data (default true) */
  seed?: boolean;
  /** origin panels reach the sandbox at, when not the listening address (session url_socket, links) */
  publicUrl?: string;
  /** rows a second the bulk upload service works through (default 20, a realistic pace; 0 = stopped) */
  uploadRowsPerSecond?: number;
  /** ms between courier steps of a delivery request; 0 = only through the control API (default 20000) */
  deliveryStepMs?: number;
  /** seed of the randomness of orders placed at run time (default: time) */
  randomSeed?: number;
  clock?: Clock;
  /** fastify request logging (default off) */
  logger?: boolean;
  /**
   * Called right after a store event is handed to socket.io (benchmarks timestamp `novo` here);
   * `at` is Date.now() at that moment.
   */
  onEmit?: (emitted: { storeId: number; event: string; payload: unknown; at: number }) => void;
  /** the demo's virtual printers, switched through the control API (npm run sandbox:printer) */
  printers?: SandboxPrinters;
}

type Async<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never };

export interface Sandbox extends Async<SandboxControl> {
  /** resolves when the database is open and the routes are registered */
  readonly ready: Promise<void>;
  /** base url ('http://127.0.0.1:4010'); '' before listen */
  readonly url: string;
  readonly port: number;
  readonly suspended: boolean;
  listen(port?: number, host?: string): Promise<string>;
  /** stops listening and drops every connection, keeping the data: the platform is down */
  suspend(): Promise<void>;
  /** listens again on the same port */
  resume(): Promise<string>;
  /** stops everything and writes the data file */
  close(): Promise<void>;
  /** the programmatic control, for tools that want it synchronous */
  control(): Promise<SandboxControl>;
}

const CONTROL_METHODS = {
  placeOrder: true,
  setOrderStatus: true,
  emitStoreEvent: true,
  expireSessions: true,
  lastRecoveryCode: true,
  reset: true,
  startSimulator: true,
  stopSimulator: true,
  addFault: true,
  clearFaults: true,
  customerMessage: true,
  chatMessages: true,
  advanceDelivery: true,
  setCourierInterval: true,
  advanceClock: true,
  listOrders: true,
  state: true,
  setRegistrationStatus: true,
  decideFineReversal: true,
  listFineReversals: true,
  pendingChanges: true,
  decidePendingChange: true,
  setUploadPace: true,
} satisfies Record<keyof SandboxControl, true>;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
  });
  const clock = options.clock ?? createClock();
  const uploads = createUploadStore(options.dataFile);
  const faults = new Faults();
  let context: SandboxContext | null = null;
  const ctx = (): SandboxContext => {
    if (!context) throw new Error('A sandbox ainda não terminou de iniciar.');
    return context;
  };
  const sockets = attachSockets(app.server, ctx);
  const courier = new CourierDispatcher(ctx, options.deliveryStepMs ?? 20_000);
  const uploadProcessor = new UploadProcessor(ctx, options.uploadRowsPerSecond ?? DEFAULT_UPLOAD_ROWS_PER_SECOND);
  let simulator: Simulator | null = null;
  let control: SandboxControl | null = null;
  let baseUrl = '';
  let bound: { port: number; host: string } | null = null;
  let suspended = false;
  let closed = false;

  // Tracked so that suspend() can cut every connection at once, websockets included. Cutting
  // the TCP connections (rather than a socket.io disconnect) looks like a network failure, so
  // clients reconnect on their own, as they would after a real outage.
  const connections = new Set<NetSocket>();
  app.server.on('connection', (socket: NetSocket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const dropConnections = (): void => {
    for (const socket of connections) socket.destroy();
    connections.clear();
  };

  const ready = (async () => {
    const { db, created } = await SandboxDb.open({ dataFile: options.dataFile, persistDelayMs: options.persistDelayMs });
    if (created && options.seed !== false) seedDatabase(db, clock.now());
    db.flush();
    context = {
      db,
      clock,
      random: createRandom(options.randomSeed ?? Date.now() >>> 0),
      events: options.onEmit ? withEmitHook(sockets.events, options.onEmit) : sockets.events,
      publicUrl: () => (options.publicUrl ?? baseUrl).replace(/\/+$/, ''),
    };
    control = createControl({ ctx, sockets, faults, simulator: () => simulatorOf(), courier, uploadProcessor, seed: options.seed !== false });
    const ctl = control;
    simulator = new Simulator(ctx, (request) => ctl.placeOrder(request), (orderId, text) => ctl.customerMessage(orderId, text));
    sockets.onMerchantMessage((posted) => simulatorOf().merchantWrote(posted));
    await configure(app, ctx(), faults);
    const services = areaServices(app, ctx(), uploads, sockets);
    for (const registerArea of AREA_ROUTES) registerArea(services, ctx());
    registerStaticAssets(app, ctx());
    registerControlRoutes(app, ctl, options.printers);
    registerUploadAssets(app, uploads);
    await app.ready();
  })();
  // Callers that never await `ready` still see a failed start through listen() and the controls.
  ready.catch(() => undefined);

  const simulatorOf = (): Simulator => {
    if (!simulator) throw new Error('A sandbox ainda não terminou de iniciar.');
    return simulator;
  };

  const listenOn = (port: number, host: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const onError = (e: Error): void => reject(e);
      app.server.once('error', onError);
      app.server.listen(port, host, () => {
        app.server.off('error', onError);
        resolve();
      });
    });

  const controlMethods = Object.fromEntries(
    Object.keys(CONTROL_METHODS).map((name) => [
      name,
      async (...args: unknown[]) => {
        await ready;
        const method = (control as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
        if (!method) throw new Error(`Controle desconhecido: ${name}`);
        return method(...args);
      },
    ]),
  ) as Async<SandboxControl>;

  return {
    ...controlMethods,
    ready,
    get url() {
      return baseUrl;
    },
    get port() {
      return bound?.port ?? 0;
    },
    get suspended() {
      return suspended;
    },
    async listen(port = 0, host = '127.0.0.1') {
      await ready;
      if (bound) throw new Error(`A sandbox já está escutando em ${baseUrl}.`);
      await listenOn(port, host);
      const address = app.server.address() as AddressInfo;
      bound = { port: address.port, host };
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      baseUrl = `http://${shownHost}:${address.port}`;
      courier.start();
      uploadProcessor.start();
      return baseUrl;
    },
    async suspend() {
      if (!bound || suspended) return;
      suspended = true;
      const closing = new Promise<void>((resolve) => app.server.close(() => resolve()));
      dropConnections();
      await closing;
    },
    async resume() {
      if (!bound) throw new Error('A sandbox nunca escutou: use listen().');
      if (!suspended) return baseUrl;
      await listenOn(bound.port, bound.host);
      suspended = false;
      return baseUrl;
    },
    async close() {
      if (closed) return;
      closed = true;
      await ready.catch(() => undefined);
      simulator?.stop();
      courier.stop();
      uploadProcessor.stop();
      const wasListening = app.server.listening;
      dropConnections();
      await new Promise<void>((resolve) => {
        void sockets.io.close(() => resolve());
      });
      if (wasListening || !bound) await app.close().catch(() => undefined);
      context?.db.close();
    },
    async control() {
      await ready;
      return control as SandboxControl;
    },
  };
}

async function configure(app: FastifyInstance, ctx: SandboxContext, faults: Faults): Promise<void> {
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
  });
  await app.register(formbody);
  await registerMultipart(app);
  // An empty JSON body (POST v2/delivery/:id/cancel, control calls) is an empty object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new HttpError(400, { status: false, mensagem: 'JSON inválido.' }), undefined);
    }
  });
  faults.install(app);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) {
      return reply.code(status).send({ status: false, mensagem: error instanceof Error ? error.message : String(error) });
    }
    console.error(`[sandbox] erro em ${request.method} ${request.url}:`, error);
    return reply.code(500).send({ status: false, mensagem: 'Erro interno da sandbox.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: false, mensagem: `Rota não encontrada: ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
  app.get('/', () => ({
    nome: 'Sandbox da plataforma - Painel do Parceiro',
    bases: Object.fromEntries(Object.entries(PLATFORM_PREFIXES).map(([name, prefix]) => [name, ctx.publicUrl() + prefix])),
    controle: `${ctx.publicUrl()}/__sandbox/state`,
  }));
}

function withEmitHook(events: PlatformEvents, onEmit: NonNullable<SandboxOptions['onEmit']>): PlatformEvents {
  return {
    ...events,
    toStore: (storeId, event, payload) => {
      events.toStore(storeId, event, payload);
      onEmit({ storeId, event, payload, at: Date.now() });
    },
    toStoreRaw: (storeId, event, payload) => {
      events.toStoreRaw(storeId, event, payload);
      onEmit({ storeId, event, payload, at: Date.now() });
    },
  };
}

function areaServices(app: FastifyInstance, ctx: SandboxContext, uploads: UploadStore, sockets: SandboxSockets): AreaServices {
  const deps: RouterDeps = { authenticate: (request) => authenticate(ctx.db, request), sessionExpiredBody: SESSION_EXPIRED_BODY };
  return { api: createEndpointRouter(app, PLATFORM_PREFIXES, deps), app, uploads, sockets };
}
