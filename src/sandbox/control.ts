import type { ChatMessage, Order, PendingChange } from '../shared/api';
import type { SandboxContext } from './context';
import type { CourierDispatcher } from './courier';
import type { UploadProcessor } from './uploadProcessor';
import { conversationMessages, postMessage } from './data/chat';
import { activeDeliveries, advanceDelivery, type DeliverySummary } from './data/deliveries';
import { findOrder, forceOrderStatus, insertOrder, isOrderStatus, listOrders } from './data/orders';
import { decideFineReversal, listFineReversals, type FineReversalInfo } from './data/reports';
import { expireSessions, lastRecoveryCode, storeChannel, type ExpireFilter, type RecoveryCodeInfo } from './data/sessions';
import { clearRegistration, setRegistrationStatus } from './data/onlinePayment';
import type { RegistrationStatus } from '../shared/api';
import { decidePendingChange, pendingChanges } from './data/storeRegistration';
import type { Fault, Faults } from './faults';
import { buildOrder, OrderRequestError, type OrderRequest } from './orderFactory';
import { seedDatabase } from './seed';
import type { Simulator, SimulatorOptions, SimulatorState } from './simulator';
import type { SandboxSockets } from './socket';

/** A control request that cannot be done; statusCode is what the control API answers. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export interface StoreState {
  id: number;
  nome: string;
  company: string;
  fechado: 'S' | 'N';
  loja_bloqueada: boolean;
  ordersByStatus: Record<string, number>;
  activeSessions: number;
  /** panels joined to the store channel right now */
  connectedPanels: number;
}

export interface SandboxState {
  now: string;
  stores: StoreState[];
  simulator: SimulatorState;
  courier: { intervalMs: number; active: DeliverySummary[] };
  faults: Fault[];
  connections: number;
}

/** What a tester or a demo drives the platform with (programmatic and over /__sandbox/). */
export interface SandboxControl {
  /** a new order (random and realistic for whatever is left out); emits 'novo' */
  placeOrder(request?: OrderRequest): Order;
  /** as the platform would, without the merchant's rules; bumps revisao, emits 'atualiza' */
  setOrderStatus(orderId: number, status: string, obs?: string): Order;
  /** any event and payload to a store's channel, malformed on purpose if wanted */
  emitStoreEvent(storeId: number, event: string, payload?: unknown): void;
  /** empty filter: every session */
  expireSessions(filter?: ExpireFilter): number;
  lastRecoveryCode(documento: string, storeId?: number): RecoveryCodeInfo | null;
  /** back to the seed; live sessions are kept and every panel is told to reload (f5pagina) */
  reset(): void;
  startSimulator(options?: SimulatorOptions): SimulatorState;
  stopSimulator(): SimulatorState;
  addFault(fault: Fault): Fault;
  clearFaults(): void;
  /** a customer writes on the order's chat */
  customerMessage(orderId: number, text: string): ChatMessage;
  chatMessages(orderId: number): ChatMessage[];
  /** next courier step of a delivery request */
  advanceDelivery(deliveryId: number): { id: number; status: string };
  /** 0 = couriers only move through advanceDelivery */
  setCourierInterval(ms: number): void;
  /** moves the sandbox's clock forward (recovery codes, pending countdown) */
  advanceClock(ms: number): string;
  listOrders(storeId?: number): Order[];
  state(): SandboxState;
  /**
   * what the platform's team does with an online payment registration: enable it (ENABLED) or send
   * it back (PENDING); NONE clears it (registration, documents, accounts, online payment off)
   */
  setRegistrationStatus(storeId: number, status?: RegistrationStatus | 'NONE'): { storeId: number; status: RegistrationStatus | 'NONE' };
  /** the platform's team approves or rejects a fine-reversal request (by its id, or its order's id or hash) */
  decideFineReversal(which: { id?: number; orderId?: number; hash?: string }, approved: boolean): FineReversalInfo;
  listFineReversals(storeId?: number): FineReversalInfo[];
  /** the platform team's queue of store registration changes (every store, or one), newest first */
  pendingChanges(storeId?: number): PendingChange[];
  /** the platform team approves (the value becomes the store's) or rejects a pending change */
  decidePendingChange(id: number, decision: 'Aprovado' | 'Rejeitado'): PendingChange;
  /** rows a second the bulk upload service works through (0 stops it) */
  setUploadPace(rowsPerSecond: number): { rowsPerSecond: number };
}

export interface ControlDeps {
  ctx: () => SandboxContext;
  sockets: SandboxSockets;
  faults: Faults;
  simulator: () => Simulator;
  courier: CourierDispatcher;
  uploadProcessor: UploadProcessor;
  seed: boolean;
}

export function createControl(deps: ControlDeps): SandboxControl {
  const { faults, sockets, courier } = deps;
  const ctx = deps.ctx;

  const placeOrder = (request: OrderRequest = {}): Order => {
    const c = ctx();
    try {
      const id = insertOrder(c.db, buildOrder(c.db, c.random, c.clock.now(), request));
      const order = findOrder(c, id);
      if (!order) throw new ControlError('Pedido não foi gravado.', 500);
      c.events.toStore(order.id_estabelecimento, 'novo', { id_pedido: id });
      return order;
    } catch (e) {
      if (e instanceof OrderRequestError) throw new ControlError(e.message);
      throw e;
    }
  };

  const customerMessage = (orderId: number, text: string): ChatMessage => {
    const posted = postMessage(ctx(), 'client', { orderId }, text);
    if (!posted.ok) throw new ControlError(posted.mensagem, posted.mensagem === 'Conversa não encontrada.' ? 404 : 400);
    sockets.deliverClientMessage(posted.value);
    return posted.value.message;
  };

  return {
    placeOrder,
    setOrderStatus: (orderId, status, obs = '') => {
      if (!isOrderStatus(status)) throw new ControlError(`Status inválido: ${status}.`);
      const order = forceOrderStatus(ctx(), orderId, status, obs);
      if (!order) throw new ControlError(`Pedido ${orderId} não existe.`, 404);
      return order;
    },
    emitStoreEvent: (storeId, event, payload) => ctx().events.toStoreRaw(storeId, event, payload),
    expireSessions: (filter = {}) => expireSessions(ctx(), filter),
    lastRecoveryCode: (documento, storeId) => lastRecoveryCode(ctx(), documento, storeId),
    reset: () => {
      const c = ctx();
      const live = c.db.all<{ hash: string; id_sessao: string; user_id: number; store_id: number; created_at: number }>(
        'SELECT hash, id_sessao, user_id, store_id, created_at FROM sessions WHERE expired_at IS NULL',
      );
      c.db.recreate();
      if (deps.seed) seedDatabase(c.db, c.clock.now());
      for (const s of live) {
        c.db.run(
          `INSERT INTO sessions (hash, id_sessao, user_id, store_id, created_at)
           SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE id = ? AND store_id = ?)`,
          [s.hash, s.id_sessao, s.user_id, s.store_id, s.created_at, s.user_id, s.store_id],
        );
      }
      faults.clear();
      for (const { id } of c.db.all<{ id: number }>('SELECT id FROM stores')) c.events.toStore(id, 'f5pagina', {});
    },
    startSimulator: (options) => deps.simulator().start(options),
    stopSimulator: () => deps.simulator().stop(),
    addFault: (fault) => {
      if (typeof fault.path !== 'string' || fault.path.trim() === '') throw new ControlError('Informe o caminho (path) da falha.');
      if (!Number.isInteger(fault.status) || (fault.status !== 0 && (fault.status < 100 || fault.status > 599))) {
        throw new ControlError('status deve ser 0 (queda de conexão) ou um código HTTP.');
      }
      return faults.add({ ...fault, times: Math.max(1, Math.floor(fault.times ?? 1)) });
    },
    clearFaults: () => faults.clear(),
    customerMessage,
    chatMessages: (orderId) => conversationMessages(ctx(), orderId),
    advanceDelivery: (deliveryId) => {
      const result = advanceDelivery(ctx(), deliveryId);
      if (!result.ok) throw new ControlError(result.mensagem, result.mensagem === 'Entrega não encontrada.' ? 404 : 409);
      return { id: result.id, status: result.status };
    },
    setCourierInterval: (ms) => courier.setInterval(ms),
    advanceClock: (ms) => {
      const c = ctx();
      c.clock.advance(ms);
      return new Date(c.clock.now()).toISOString();
    },
    listOrders: (storeId) => {
      const c = ctx();
      const ids = storeId !== undefined ? [storeId] : c.db.all<{ id: number }>('SELECT id FROM stores ORDER BY id').map((s) => s.id);
      return ids.flatMap((id) => listOrders(c, id));
    },
    state: () => {
      const c = ctx();
      const rooms = sockets.io.sockets.adapter.rooms;
      const stores = c.db
        .all<{ id: number; nome: string; company: string; fechado: 'S' | 'N'; loja_bloqueada: number }>(
          'SELECT id, nome, company, fechado, loja_bloqueada FROM stores ORDER BY id',
        )
        .map(
          (s): StoreState => ({
            id: s.id,
            nome: s.nome,
            company: s.company,
            fechado: s.fechado,
            loja_bloqueada: s.loja_bloqueada === 1,
            ordersByStatus: Object.fromEntries(
              c.db
                .all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM orders WHERE store_id = ? GROUP BY status', [s.id])
                .map((r) => [r.status, r.n]),
            ),
            activeSessions: c.db.value('SELECT COUNT(*) FROM sessions WHERE store_id = ? AND expired_at IS NULL', [s.id]),
            connectedPanels: rooms.get(storeChannel(s.id))?.size ?? 0,
          }),
        );
      return {
        now: new Date(c.clock.now()).toISOString(),
        stores,
        simulator: deps.simulator().status(),
        courier: { intervalMs: courier.intervalMs, active: activeDeliveries(c) },
        faults: faults.list(),
        connections: sockets.io.engine.clientsCount,
      };
    },
    setRegistrationStatus: (storeId, status = 'ENABLED') => {
      const result = status === 'NONE' ? clearRegistration(ctx(), storeId) : setRegistrationStatus(ctx(), storeId, status);
      if (!result.ok) throw new ControlError(result.mensagem, result.mensagem.includes('não tem cadastro') || result.mensagem.endsWith('não existe.') ? 404 : 400);
      return { storeId, status: result.status };
    },
    decideFineReversal: (which, approved) => {
      const decided = decideFineReversal(ctx(), which, approved);
      if (!decided) throw new ControlError('Solicitação de estorno de multa não encontrada.', 404);
      return decided;
    },
    listFineReversals: (storeId) => listFineReversals(ctx(), storeId),
    pendingChanges: (storeId) => pendingChanges(ctx(), storeId ?? null),
    decidePendingChange: (id, decision) => {
      const result = decidePendingChange(ctx(), id, decision);
      if (!result.ok) throw new ControlError(result.mensagem, result.mensagem.endsWith('não existe.') ? 404 : 409);
      return result.value;
    },
    setUploadPace: (rowsPerSecond) => {
      if (!Number.isFinite(rowsPerSecond) || rowsPerSecond < 0) throw new ControlError('rowsPerSecond deve ser um número a partir de 0.');
      deps.uploadProcessor.setPace(rowsPerSecond);
      return { rowsPerSecond: deps.uploadProcessor.rowsPerSecond };
    },
  };
}
