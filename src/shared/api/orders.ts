import type { Endpoint, Envelope } from './endpoint';

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

export interface ExternalDeliveryHistoryEntry {
  date: string;
  status: ExternalDeliveryStatus;
  meta_data: { deliveryMan?: { name: string; vehicle: { model: string; plate: string } } };
}

export interface CoverageArea {
  coverageAreaID: number | null;
  enabled: boolean;
  price: number;
  coverageArea: { name: string; city: { name: string } } | null;
}

export interface OrdersLegacyEndpoints {
  'pedidos/listar': Endpoint<'GET', undefined, Envelope & { pedidos: Order[] }>;
  'pedidos/listar/:id': Endpoint<'GET', undefined, Envelope & { pedidos: Order[] }>;
  'pedidos/mudaStatus/:orderId': Endpoint<'POST', { novo_status: OrderStatus; obs?: string }, Envelope>;
  'pedidos/externalDeliveryStatusList/:orderId': Endpoint<'GET', undefined, ExternalDeliveryHistoryEntry[]>;
  'enderecos/updateUserAddress/:addressId/:orderId': Endpoint<
    'POST',
    { founded: boolean; lat: number; lng: number; formattedAddress: string; selectedAddress: string },
    { founded: boolean; success: boolean }
  >;
}

export interface OrdersJsonEndpoints {
  'orders/:orderId': Endpoint<
    'PUT',
    { new_status: OrderStatus; obs?: string; motivo_cancelamento?: string },
    { status: boolean; message: string }
  >;
  'v2/delivery/coverageAreas': Endpoint<'GET', undefined, { coverageAreas: CoverageArea[] }>;
  'areas/:areaId': Endpoint<'GET', undefined, { area: { external_id: string } }>;
  'v2/delivery': Endpoint<
    'POST',
    { id_pedido: number; coverage_area_id: number; name: string; external_provider: string; code?: string },
    { status: boolean; message: string; id?: number }
  >;
  'v2/delivery/:id/cancel': Endpoint<'POST', undefined, { message: string }>;
}
