import type { FastifyInstance, FastifyReply } from 'fastify';
import { ControlError, type SandboxControl } from '../control';
import type { Fault } from '../faults';
import type { RegistrationStatus } from '../../shared/api';

export const CONTROL_PREFIX = '/__sandbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const optionalNumber = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new ControlError(`Número inválido: ${JSON.stringify(value)}`);
  return n;
};
const requiredNumber = (value: unknown, name: string): number => {
  const n = optionalNumber(value);
  if (n === undefined) throw new ControlError(`Informe ${name}.`);
  return n;
};

/** A virtual printer as the control API shows it (npm run sandbox:printer). */
export interface SandboxPrinterView {
  name: string;
  uri: string;
  /** its sensors' state, 'mudo' (never answers status) or 'desligada' (refuses connections) */
  state: string;
  /** while stopped: 'guarda' keeps what arrives and prints it later, 'descarta' throws it away */
  kind: 'guarda' | 'descarta';
  /** its own record: tickets cut, thrown away, half tickets left on the paper; bytes held */
  printed: number;
  discarded: number;
  torn: number;
  buffered: number;
}

/** The demo's virtual printers (scripts/demoPrinters.ts, rig/virtualPrinterControl.ts). */
export interface SandboxPrinters {
  list(): SandboxPrinterView[];
  /** a state or kind by its Portuguese name ('sem-papel', 'descarta'); ControlError for an unknown one */
  set(name: string, state: string): Promise<SandboxPrinterView>;
}

/** The control API: JSON, no auth, answered only to this machine. */
export function registerControlRoutes(app: FastifyInstance, control: SandboxControl, printers?: SandboxPrinters): void {
  void app.register(
    (scope, _opts, done) => {
      scope.addHook('onRequest', (request, reply, next) => {
        if (!LOOPBACK.has(request.ip)) return reply.code(403).send({ error: 'A API de controle só atende 127.0.0.1.' });
        next();
      });
      scope.setErrorHandler((error, _request, reply: FastifyReply) => {
        if (error instanceof ControlError) return reply.code(error.statusCode).send({ error: error.message });
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
      });

      scope.get('/state', () => control.state());

      scope.get('/orders', (request) => {
        const storeId = optionalNumber(asObject(request.query).storeId);
        return { orders: control.listOrders(storeId) };
      });

      scope.post('/orders', (request, reply) => {
        const order = control.placeOrder(asObject(request.body));
        reply.code(201);
        return order;
      });

      scope.post<{ Params: { id: string } }>('/orders/:id/status', (request) => {
        const body = asObject(request.body);
        if (typeof body.status !== 'string') throw new ControlError('Informe status.');
        return control.setOrderStatus(requiredNumber(request.params.id, 'o id do pedido'), body.status, typeof body.obs === 'string' ? body.obs : '');
      });

      scope.post('/events', (request) => {
        const body = asObject(request.body);
        if (typeof body.event !== 'string' || body.event === '') throw new ControlError('Informe event.');
        const storeId = optionalNumber(body.storeId) ?? 101;
        control.emitStoreEvent(storeId, body.event, body.payload);
        return { sent: true, storeId, event: body.event };
      });

      scope.post('/sessions/expire', (request) => {
        const body = asObject(request.body);
        const expired = control.expireSessions({
          usuario: typeof body.usuario === 'string' ? body.usuario : undefined,
          hash: typeof body.hash === 'string' ? body.hash : undefined,
          storeId: optionalNumber(body.storeId),
        });
        return { expired };
      });

      scope.get('/recovery-code', (request) => {
        const query = asObject(request.query);
        const documento = typeof query.cnpj === 'string' ? query.cnpj : typeof query.cpf === 'string' ? query.cpf : '';
        if (!documento) throw new ControlError('Informe cnpj (ou cpf).');
        const code = control.lastRecoveryCode(documento, optionalNumber(query.storeId ?? query.estabelecimento));
        if (!code) throw new ControlError('Nenhum código enviado para este documento.', 404);
        return code;
      });

      scope.post('/reset', () => {
        control.reset();
        return { reset: true };
      });

      scope.post('/simulator', (request) => {
        const body = asObject(request.body);
        if (body.running === false) return control.stopSimulator();
        const single = optionalNumber(body.storeId);
        const storeIds = Array.isArray(body.storeIds) ? body.storeIds.map((id) => requiredNumber(id, 'storeIds')) : single !== undefined ? [single] : undefined;
        return control.startSimulator({ intervalMs: optionalNumber(body.intervalMs), storeIds });
      });

      scope.get('/faults', () => ({ faults: control.state().faults }));
      scope.post('/faults', (request, reply) => {
        const body = asObject(request.body);
        const fault: Fault = {
          path: typeof body.path === 'string' ? body.path : '',
          status: requiredNumber(body.status, 'status'),
          times: optionalNumber(body.times) ?? 1,
          method: typeof body.method === 'string' ? body.method : undefined,
          delayMs: optionalNumber(body.delayMs),
          body: body.body,
        };
        const added = control.addFault(fault);
        reply.code(201);
        return added;
      });
      scope.delete('/faults', () => {
        control.clearFaults();
        return { faults: [] };
      });

      scope.get<{ Params: { orderId: string } }>('/chat/:orderId/messages', (request) => ({
        messages: control.chatMessages(requiredNumber(request.params.orderId, 'o id do pedido')),
      }));
      scope.post<{ Params: { orderId: string } }>('/chat/:orderId/messages', (request, reply) => {
        const text = asObject(request.body).text;
        const message = control.customerMessage(requiredNumber(request.params.orderId, 'o id do pedido'), typeof text === 'string' ? text : '');
        reply.code(201);
        return message;
      });

      scope.post<{ Params: { id: string } }>('/deliveries/:id/advance', (request) =>
        control.advanceDelivery(requiredNumber(request.params.id, 'o id da entrega')),
      );
      scope.post('/deliveries/interval', (request) => {
        const intervalMs = requiredNumber(asObject(request.body).intervalMs, 'intervalMs');
        control.setCourierInterval(intervalMs);
        return { intervalMs };
      });

      scope.get('/pending-changes', (request) => ({ pendingChanges: control.pendingChanges(optionalNumber(asObject(request.query).storeId)) }));
      scope.post<{ Params: { id: string } }>('/pending-changes/:id/approve', (request) =>
        control.decidePendingChange(requiredNumber(request.params.id, 'o id da solicitação'), 'Aprovado'),
      );
      scope.post<{ Params: { id: string } }>('/pending-changes/:id/reject', (request) =>
        control.decidePendingChange(requiredNumber(request.params.id, 'o id da solicitação'), 'Rejeitado'),
      );

      scope.post('/upload-pace', (request) => control.setUploadPace(requiredNumber(asObject(request.body).rowsPerSecond, 'rowsPerSecond')));

      scope.post('/clock', (request) => ({ now: control.advanceClock(requiredNumber(asObject(request.body).advanceMs, 'advanceMs')) }));

      scope.post('/online-payment/registration', (request) => {
        const body = asObject(request.body);
        const status = typeof body.status === 'string' ? (body.status.toUpperCase() as RegistrationStatus | 'NONE') : undefined;
        return control.setRegistrationStatus(requiredNumber(body.storeId, 'storeId'), status);
      });
      scope.get('/printers', () => ({ printers: printers?.list() ?? [] }));
      scope.post<{ Params: { name: string } }>('/printers/:name', (request) => {
        if (!printers) throw new ControlError('Esta sandbox não tem impressoras virtuais (npm run demo as liga).', 404);
        const state = asObject(request.body).state;
        if (typeof state !== 'string' || state.trim() === '') throw new ControlError('Informe state (por exemplo sem-papel).');
        return printers.set(request.params.name, state);
      });
      scope.get('/fine-reversals', (request) => ({ fineReversals: control.listFineReversals(optionalNumber(asObject(request.query).storeId)) }));
      scope.post('/fine-reversals/decision', (request) => {
        const body = asObject(request.body);
        if (typeof body.approved !== 'boolean') throw new ControlError('Informe approved (true aprova, false recusa).');
        const which = { id: optionalNumber(body.id), orderId: optionalNumber(body.orderId), hash: typeof body.hash === 'string' ? body.hash : undefined };
        if (which.id === undefined && which.orderId === undefined && which.hash === undefined) throw new ControlError('Informe id, orderId ou hash.');
        return control.decideFineReversal(which, body.approved);
      });
      done();
    },
    { prefix: CONTROL_PREFIX },
  );
}
