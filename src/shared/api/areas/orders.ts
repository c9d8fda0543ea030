import * as z from 'zod/mini';
import { json, legacy } from '../declare';
import { envelopeFields, flexBoolean, flexNumber, flexText, optionalEnvelopeSchema } from '../schema';

/**
 * Order statuses (spec 01 §4). PP pending, PA accepted, PI printed, PL/LE production and
 * delivery stages, PE sent, PICKUP_READY ready for pickup, PD delivered, PC cancelled.
 * LG and LI are seen but carry no buttons.
 */
export const ORDER_STATUSES = ['PP', 'PA', 'PI', 'PL', 'LE', 'PE', 'PICKUP_READY', 'PD', 'PC', 'LG', 'LI'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const EXTERNAL_DELIVERY_STATUSES = [
  'SEARCHING_DELIVERY',
  'WAITING_COLLECT',
  'WITH_DELIVERY',
  'FINISHED',
  'CANCELED',
] as const;
export type ExternalDeliveryStatus = (typeof EXTERNAL_DELIVERY_STATUSES)[number];

const labelValueSchema = z.object({ label: z.string(), value: z.string() });
export type LabelValue = z.output<typeof labelValueSchema>;

/**
 * The ticket prints what these fields say, so each is checked as the type the panel reads: a
 * price as text, a missing quantity or an unknown status is a malformed order, dropped where it
 * enters the panel (renderer/features/orders/ordersCalls.ts), never printed half-read. Plain
 * kinds, no coercion: the type that reads an order is the type that writes one (the sandbox).
 */
const money = z.number();
const id = z.int();

const orderItemSchema = z.object({
  nome: z.string(),
  quantidade: z.int().check(z.positive()),
  /** reais, as the legacy base sends them */
  valor_unitario: money,
  valor_total: money,
  /** option text lines ("2x Bacon", "Sem cebola") */
  linhas: z.array(z.string()),
  id_cardapio_categoria: id,
  observacao: z.optional(z.string()),
});
export type OrderItem = z.output<typeof orderItemSchema>;

const orderBodySchema = z.object({
  itens: z.array(orderItemSchema),
  observacoes: z.string(),
  retirada_local: z.boolean(),
  endereco_id: z.nullable(id),
  endereco_id_bairro: z.nullable(id),
  endereco_completo: z.string(),
  /** latitude/longitude of the address; null when the address was not standardised */
  endereco_lat: z.nullable(z.number()),
  endereco_lng: z.nullable(z.number()),
  dados_pagamento: z.array(labelValueSchema),
  /** change the courier must take ("troco para"), reais; 0 when none */
  cobrar_cliente: money,
  forma_pagamento: z.string(),
  andamentos: z.array(labelValueSchema),
  usuario_nome: z.string(),
  usuario_telefone_formatado: z.string(),
  usuario_confirmado: z.boolean(),
  hash_pedido: z.string(),
  data_criacao: z.string(),
  subtotal: money,
  taxa_entrega: money,
  desconto: money,
});

/** One order as the platform sends it (pedidos/listar): checked field by field where it enters the panel. */
export const orderSchema = z.object({
  id_pedido: z.int().check(z.positive()),
  hash_pedido: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO date-time */
  data_criacao: z.string(),
  /** seconds left for a pending order before the platform cancels it */
  segundos: z.number(),
  usuario_nome: z.string(),
  /** purchases of this customer in the app */
  usuario_compras: z.number(),
  usuario_confirmado: z.boolean(),
  usuario_telefone_formatado: z.string(),
  id_usuario: id,
  id_estabelecimento: id,
  /** 1 when this is the customer's first purchase in the app */
  compraGlobal: z.number(),
  /** 1 when this is the customer's first purchase in this store */
  compraEst: z.number(),
  valor_total: money,
  estabelecimento_nome: z.string(),
  app_origin: z.string(),
  chat_enabled: z.boolean(),
  canUseExternalDelivery: z.boolean(),
  externalDeliveryStatus: z.nullable(z.enum(EXTERNAL_DELIVERY_STATUSES)),
  externalDeliveryId: z.nullable(id),
  externalDeliveryWithCode: z.nullable(z.string()),
  /** bumped by the platform on every change of the order; the print ledger keys on it */
  revisao: z.number(),
  pedidoObj: orderBodySchema,
});
export type Order = z.output<typeof orderSchema>;

export const DIGITAL_MENU_ORIGIN = 'cardapio-web';

const externalDeliveryHistoryEntrySchema = z.object({
  date: z.string(),
  status: z.enum(EXTERNAL_DELIVERY_STATUSES),
  meta_data: z.object({ deliveryMan: z.optional(z.object({ name: z.string(), vehicle: z.object({ model: z.string(), plate: z.string() }) })) }),
});

export type ExternalDeliveryHistoryEntry = z.output<typeof externalDeliveryHistoryEntrySchema>;

const coverageAreaSchema = z.object({
  coverageAreaID: z.nullable(flexNumber),
  enabled: flexBoolean,
  price: flexNumber,
  coverageArea: z.nullable(z.object({ name: z.string(), city: z.object({ name: z.string() }) })),
});

export type CoverageArea = z.output<typeof coverageAreaSchema>;

/**
 * A list of orders (a refusal, status false, has none). The panel does not parse the list with
 * this schema in one go: it checks each order with orderSchema where it reads the answer
 * (renderer/features/orders/ordersCalls.ts), so one malformed order is dropped, not the list.
 */
const ordersAnswerSchema = z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean), pedidos: z.optional(z.array(orderSchema)) });

export const pedidosListar = legacy.get('pedidos/listar', { answer: ordersAnswerSchema });

/** One order by id, in a list of one; another store's or an unknown id is refused. */
export const pedidosListarUm = legacy.get('pedidos/listar/:id', { answer: ordersAnswerSchema });

/** Aceitar, Enviar, Pronto para retirada, Entregue. novo_status is an OrderStatus: the platform refuses another in its own words. */
export const pedidosMudaStatus = legacy.post('pedidos/mudaStatus/:orderId', {
  body: z.object({ novo_status: z.string(), obs: z.optional(z.string()) }),
  answer: optionalEnvelopeSchema,
});

export const externalDeliveryStatusList = legacy.get('pedidos/externalDeliveryStatusList/:orderId', { answer: z.array(externalDeliveryHistoryEntrySchema) });

/** A standardised address chosen for an order (the courier needs its coordinates); success says it was saved. */
export const updateUserAddress = legacy.post('enderecos/updateUserAddress/:addressId/:orderId', {
  body: z.object({ founded: z.boolean(), lat: z.number(), lng: z.number(), formattedAddress: z.string(), selectedAddress: z.string() }),
  answer: z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean), founded: z.optional(flexBoolean), success: z.optional(flexBoolean) }),
});

/** Cancelar (JSON base): carries the cancellation reason the platform passes on to the customer. */
export const ordersChange = json.put('orders/:orderId', {
  body: z.object({ new_status: z.string(), obs: z.optional(z.string()), motivo_cancelamento: z.optional(z.string()) }),
  answer: optionalEnvelopeSchema,
});

export const deliveryCoverageAreas = json.get('v2/delivery/coverageAreas', { answer: z.looseObject({ coverageAreas: z.optional(z.array(coverageAreaSchema)) }) });

/** The courier provider's area of a neighbourhood. */
export const deliveryArea = json.get('areas/:areaId', { answer: z.looseObject({ area: z.optional(z.object({ external_id: flexText })) }) });

export const requestDelivery = json.post('v2/delivery', {
  body: z.object({ id_pedido: z.number(), coverage_area_id: z.number(), name: z.string(), external_provider: z.string(), code: z.optional(z.string()) }),
  answer: z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean), id: z.optional(flexNumber) }),
});

/** The answer's message says whether it was cancelled (shared/couriers ORDER_CANCELED_MESSAGE). */
export const cancelDelivery = json.post('v2/delivery/:id/cancel', { answer: z.looseObject({ message: z.optional(z.string()) }) });
