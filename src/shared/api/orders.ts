import * as z from 'zod/mini';
import { json, legacy } from './declare';
import { envelopeFields, flexBoolean, flexNumber, flexText, optionalEnvelopeSchema } from './schema';

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

export interface LabelValue {
  label: string;
  value: string;
}

export interface OrderItem {
  nome: string;
  quantidade: number;
  /** reais, as the legacy base sends them */
  valor_unitario: number;
  valor_total: number;
  /** option text lines ("2x Bacon", "Sem cebola") */
  linhas: string[];
  id_cardapio_categoria: number;
  observacao?: string;
}

export interface OrderBody {
  itens: OrderItem[];
  observacoes: string;
  retirada_local: boolean;
  endereco_id: number | null;
  endereco_id_bairro: number | null;
  endereco_completo: string;
  /** latitude/longitude of the address; null when the address was not standardised */
  endereco_lat: number | null;
  endereco_lng: number | null;
  dados_pagamento: LabelValue[];
  /** change the courier must take ("troco para"), reais; 0 when none */
  cobrar_cliente: number;
  forma_pagamento: string;
  andamentos: LabelValue[];
  usuario_nome: string;
  usuario_telefone_formatado: string;
  usuario_confirmado: boolean;
  hash_pedido: string;
  data_criacao: string;
  subtotal: number;
  taxa_entrega: number;
  desconto: number;
}

export interface Order {
  id_pedido: number;
  hash_pedido: string;
  status: OrderStatus;
  /** ISO date-time */
  data_criacao: string;
  /** seconds left for a pending order before the platform cancels it */
  segundos: number;
  usuario_nome: string;
  /** purchases of this customer in the app */
  usuario_compras: number;
  usuario_confirmado: boolean;
  usuario_telefone_formatado: string;
  id_usuario: number;
  id_estabelecimento: number;
  /** 1 when this is the customer's first purchase in the app */
  compraGlobal: number;
  /** 1 when this is the customer's first purchase in this store */
  compraEst: number;
  valor_total: number;
  estabelecimento_nome: string;
  app_origin: string;
  chat_enabled: boolean;
  canUseExternalDelivery: boolean;
  externalDeliveryStatus: ExternalDeliveryStatus | null;
  externalDeliveryId: number | null;
  externalDeliveryWithCode: string | null;
  /** bumped by the platform on every change of the order; the print ledger keys on it */
  revisao: number;
  pedidoObj: OrderBody;
}

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
 * A list of orders. Each order is checked where it is read (renderer/features/orders/ordersCalls.ts
 * isOrder), not here: one order in an unexpected shape is dropped, not the whole list. A refusal
 * (status false) has no list.
 */
const ordersAnswerSchema = z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean), pedidos: z.optional(z.array(z.custom<Order>())) });

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

export const ORDER_ENDPOINTS = [
  pedidosListar,
  pedidosListarUm,
  pedidosMudaStatus,
  externalDeliveryStatusList,
  updateUserAddress,
  ordersChange,
  deliveryCoverageAreas,
  deliveryArea,
  requestDelivery,
  cancelDelivery,
] as const;
