import type { FastifyInstance, FastifyReply } from 'fastify';
import { FieldError, parseFields } from './body';
import { ControlError, type SandboxControl } from './control';
import {
  chatMessageBody,
  clockBody,
  courierIntervalBody,
  expireSessionsBody,
  faultBody,
  fineReversalDecisionBody,
  idParams,
  orderIdParams,
  orderRequestBody,
  orderStatusBody,
  printerStateBody,
  recoveryCodeQuery,
  registrationBody,
  simulatorBody,
  storeEventBody,
  storeFilterQuery,
  uploadPaceBody,
} from './controlBodies';

export const CONTROL_PREFIX = '/__sandbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});

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
        if (error instanceof FieldError) return reply.code(400).send({ error: error.message });
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
      });

      scope.get('/state', () => control.state());

      scope.get('/orders', (request) => ({ orders: control.listOrders(parseFields(request.query, storeFilterQuery).storeId) }));

      scope.post('/orders', (request, reply) => {
        const order = control.placeOrder(parseFields(request.body, orderRequestBody));
        reply.code(201);
        return order;
      });

      scope.post('/orders/:id/status', (request) => {
        const body = parseFields(request.body, orderStatusBody);
        return control.setOrderStatus(parseFields(request.params, idParams).id, body.status, body.obs ?? '');
      });

      scope.post('/events', (request) => {
        const body = parseFields(request.body, storeEventBody);
        const storeId = body.storeId ?? 101;
        control.emitStoreEvent(storeId, body.event, asObject(request.body).payload);
        return { sent: true, storeId, event: body.event };
      });

      scope.post('/sessions/expire', (request) => {
        return { expired: control.expireSessions(parseFields(request.body, expireSessionsBody)) };
      });

      scope.get('/recovery-code', (request) => {
        const query = parseFields(request.query, recoveryCodeQuery);
        const documento = query.cnpj || query.cpf;
        if (!documento) throw new ControlError('Informe cnpj (ou cpf).');
        const code = control.lastRecoveryCode(documento, query.storeId ?? query.estabelecimento);
        if (!code) throw new ControlError('Nenhum código enviado para este documento.', 404);
        return code;
      });

      scope.post('/reset', () => {
        control.reset();
        return { reset: true };
      });

      scope.post('/simulator', (request) => {
        const body = parseFields(request.body, simulatorBody);
        if (body.running === false) return control.stopSimulator();
        const storeIds = body.storeIds ?? (body.storeId !== undefined ? [body.storeId] : undefined);
        return control.startSimulator({ intervalMs: body.intervalMs, storeIds });
      });

      scope.get('/faults', () => ({ faults: control.state().faults }));
      scope.post('/faults', (request, reply) => {
        const fault = parseFields(request.body, faultBody);
        const added = control.addFault({ ...fault, times: fault.times ?? 1, body: asObject(request.body).body });
        reply.code(201);
        return added;
      });
      scope.delete('/faults', () => {
        control.clearFaults();
        return { faults: [] };
      });

      scope.get('/chat/:orderId/messages', (request) => ({
        messages: control.chatMessages(parseFields(request.params, orderIdParams).orderId),
      }));
      scope.post('/chat/:orderId/messages', (request, reply) => {
        const message = control.customerMessage(parseFields(request.params, orderIdParams).orderId, parseFields(request.body, chatMessageBody).text);
        reply.code(201);
        return message;
      });

      scope.post('/deliveries/:id/advance', (request) => control.advanceDelivery(parseFields(request.params, idParams).id));
      scope.post('/deliveries/interval', (request) => {
        const { intervalMs } = parseFields(request.body, courierIntervalBody);
        control.setCourierInterval(intervalMs);
        return { intervalMs };
      });

      scope.get('/pending-changes', (request) => ({ pendingChanges: control.pendingChanges(parseFields(request.query, storeFilterQuery).storeId) }));
      scope.post('/pending-changes/:id/approve', (request) => control.decidePendingChange(parseFields(request.params, idParams).id, 'Aprovado'));
      scope.post('/pending-changes/:id/reject', (request) => control.decidePendingChange(parseFields(request.params, idParams).id, 'Rejeitado'));

      scope.post('/upload-pace', (request) => control.setUploadPace(parseFields(request.body, uploadPaceBody).rowsPerSecond));

      scope.post('/clock', (request) => ({ now: control.advanceClock(parseFields(request.body, clockBody).advanceMs) }));

      scope.post('/online-payment/registration', (request) => {
        const body = parseFields(request.body, registrationBody);
        return control.setRegistrationStatus(body.storeId, body.status);
      });
      scope.get('/printers', () => ({ printers: printers?.list() ?? [] }));
      scope.post<{ Params: { name: string } }>('/printers/:name', (request) => {
        if (!printers) throw new ControlError('Esta sandbox não tem impressoras virtuais (npm run demo as liga).', 404);
        return printers.set(request.params.name, parseFields(request.body, printerStateBody).state);
      });
      scope.get('/fine-reversals', (request) => ({ fineReversals: control.listFineReversals(parseFields(request.query, storeFilterQuery).storeId) }));
      scope.post('/fine-reversals/decision', (request) => {
        const body = parseFields(request.body, fineReversalDecisionBody);
        const which = { id: body.id, orderId: body.orderId, hash: body.hash };
        if (which.id === undefined && which.orderId === undefined && which.hash === undefined) throw new ControlError('Informe id, orderId ou hash.');
        return control.decideFineReversal(which, body.approved);
      });
      done();
    },
    { prefix: CONTROL_PREFIX },
  );
}
