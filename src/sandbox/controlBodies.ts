/**
 * What the control API (controlRoutes.ts) takes: one zod schema per body, query and path, read
 * by body.ts's parseFields like every platform route (numbers may come as text, '1,5' -> 1.5). A
 * bad one is a FieldError with its Portuguese reason ('Campo obrigatório ausente: status.',
 * 'Campo inválido: storeId.', or the schema's own text), answered 400 { error }.
 */
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../shared/api';

const id = z.number().check(z.int(), z.positive());
const text = z.string();
/** A text that must say something: its message when blank. */
const filled = (message: string) => z.string().check(z.refine((value) => value.trim() !== '', { error: message }));

/** `?storeId=101` (orders, pending changes, fine reversals): every store when left out. */
export const storeFilterQuery = z.object({ storeId: z.optional(id) });

/** `/orders/:id`, `/chat/:orderId`, `/deliveries/:id`, `/pending-changes/:id`. */
export const idParams = z.object({ id });
export const orderIdParams = z.object({ orderId: id });

const itemRequest = z.object({
  produto_id: z.optional(id),
  nome: z.optional(text),
  valor_unitario: z.optional(z.number()),
  quantidade: z.optional(z.number().check(z.positive())),
  linhas: z.optional(z.array(text)),
  observacao: z.optional(text),
  id_cardapio_categoria: z.optional(id),
});

/** POST /orders: a new order, everything left out made up (orderFactory.ts OrderRequest). */
export const orderRequestBody = z.object({
  storeId: z.optional(id),
  /** how many random items (1 to 15), or the items themselves */
  items: z.optional(z.union([z.number().check(z.int(), z.minimum(1), z.maximum(15)), z.array(itemRequest)])),
  retirada_local: z.optional(z.boolean()),
  customer: z.optional(z.object({ id: z.optional(id), nome: z.optional(text), telefone: z.optional(text), novo: z.optional(z.boolean()) })),
  chat_enabled: z.optional(z.boolean()),
  canUseExternalDelivery: z.optional(z.boolean()),
  app_origin: z.optional(text),
  observacoes: z.optional(text),
  forma_pagamento: z.optional(text),
  sem_coordenadas: z.optional(z.boolean()),
  bairro: z.optional(text),
  desconto: z.optional(z.number()),
  status: z.optional(z.enum(ORDER_STATUSES, { error: `Status inválido: use ${ORDER_STATUSES.join(', ')}.` })),
});

export const orderStatusBody = z.object({ status: filled('Informe status.'), obs: z.optional(text) });

/** The payload is not read here: it goes to the store's channel as it came, malformed on purpose if wanted. */
export const storeEventBody = z.object({ event: filled('Informe event.'), storeId: z.optional(id) });

export const expireSessionsBody = z.object({ usuario: z.optional(text), hash: z.optional(text), storeId: z.optional(id) });

export const recoveryCodeQuery = z.object({
  cnpj: z.optional(text),
  cpf: z.optional(text),
  storeId: z.optional(id),
  estabelecimento: z.optional(id),
});

/** running false stops it; otherwise it (re)starts with the interval and stores given. */
export const simulatorBody = z.object({
  running: z.optional(z.boolean()),
  intervalMs: z.optional(z.number().check(z.positive({ error: 'O intervalo do simulador é em milissegundos, maior que zero.' }))),
  storeId: z.optional(id),
  storeIds: z.optional(z.array(id)),
});

/** The fault's answer body is not read here: it is answered as it came (a malformed answer on purpose). */
export const faultBody = z.object({
  path: filled('Informe path (o caminho da chamada, por exemplo api/pedidos/listar).'),
  /** 0 drops the connection */
  status: z.number().check(z.int(), z.minimum(0), z.maximum(599)),
  times: z.optional(z.number().check(z.int(), z.positive())),
  method: z.optional(text),
  delayMs: z.optional(z.number().check(z.minimum(0))),
});

export const chatMessageBody = z.object({ text });
export const courierIntervalBody = z.object({ intervalMs: z.number().check(z.minimum(0)) });
export const uploadPaceBody = z.object({ rowsPerSecond: z.number().check(z.positive()) });
export const clockBody = z.object({ advanceMs: z.number().check(z.minimum(0)) });

export const registrationBody = z.object({
  storeId: id,
  status: z.optional(
    z.pipe(
      z.pipe(
        text,
        z.transform((value) => value.toUpperCase()),
      ),
      z.enum(['ENABLED', 'PENDING', 'NONE'], { error: 'Situação inválida: use ENABLED, PENDING ou NONE.' }),
    ),
  ),
});

export const printerStateBody = z.object({ state: filled('Informe state (por exemplo sem-papel).') });

export const fineReversalDecisionBody = z.object({
  approved: z.boolean({ error: 'Informe approved (true aprova, false recusa).' }),
  id: z.optional(id),
  orderId: z.optional(id),
  hash: z.optional(text),
});
