import type { ExternalDeliveryStatus, LabelValue, Order, OrderItem, OrderStatus } from '../../shared/api';
import { ORDER_STATUSES } from '../../shared/api';
import type { SandboxContext } from '../context';
import type { SandboxDb } from '../db';
import { formatCentsBRL, toReais } from '../../shared/format';
import { dataHora, iso } from '../format';
import { merchantTransitionError, PENDING_ORDER_SECONDS, STATUS_PROGRESS_LABEL } from '../orderRules';
import { applyStatusMoney, paymentCodeFor, type EndedBy } from './orderMoney';


interface OrderRow {
  id: number;
  store_id: number;
  hash: string;
  status: OrderStatus;
  created_at: number;
  customer_id: number;
  address_id: number | null;
  neighbourhood_id: number | null;
  retirada_local: number;
  observacoes: string;
  forma_pagamento: string;
  pagamento_online: number;
  troco_para_cents: number;
  subtotal_cents: number;
  taxa_entrega_cents: number;
  desconto_cents: number;
  total_cents: number;
  app_origin: string;
  chat_enabled: number;
  can_use_external_delivery: number;
  compra_global: number;
  compra_est: number;
  usuario_compras: number;
  revisao: number;
  store_nome: string;
  /** the store's time zone: the progress times (andamentos) are written in it */
  store_fuso_horario: string;
  customer_nome: string;
  customer_telefone: string;
  customer_confirmado: number;
}

interface ItemRow {
  nome: string;
  quantidade: number;
  valor_unitario_cents: number;
  linhas: string;
  category_id: number;
  observacao: string;
}

interface AddressRow {
  id: number;
  logradouro: string;
  numero: string;
  complemento: string;
  referencia: string;
  bairro: string;
  cidade: string;
  uf: string;
  formatted: string | null;
  lat: number | null;
  lng: number | null;
}

interface DeliveryRow {
  id: number;
  status: ExternalDeliveryStatus;
  code: string | null;
}

const ORDER_SELECT = `
  SELECT o.*, s.nome AS store_nome, s.fuso_horario AS store_fuso_horario, c.nome AS customer_nome, c.telefone AS customer_telefone,
         c.confirmado AS customer_confirmado
    FROM orders o JOIN stores s ON s.id = o.store_id JOIN customers c ON c.id = o.customer_id`;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function formatAddress(a: AddressRow): string {
  const complemento = a.complemento ? ` (${a.complemento})` : '';
  if (a.formatted) return a.formatted + complemento;
  const referencia = a.referencia ? `. Referência: ${a.referencia}` : '';
  return `${a.logradouro}, ${a.numero}${complemento} - ${a.bairro}, ${a.cidade} - ${a.uf}${referencia}`;
}

function paymentLines(o: OrderRow): LabelValue[] {
  const lines: LabelValue[] = [
    { label: 'Forma de pagamento', value: o.forma_pagamento },
    { label: 'Pagamento', value: o.pagamento_online ? 'Pago online pelo app' : 'Cobrar do cliente na entrega' },
    { label: 'Subtotal', value: formatCentsBRL(o.subtotal_cents) },
    { label: 'Taxa de entrega', value: o.retirada_local ? 'Retirada no local' : formatCentsBRL(o.taxa_entrega_cents) },
  ];
  if (o.desconto_cents > 0) lines.push({ label: 'Desconto', value: `- ${formatCentsBRL(o.desconto_cents)}` });
  lines.push({ label: 'Total', value: formatCentsBRL(o.total_cents) });
  if (o.troco_para_cents > 0) {
    lines.push({ label: 'Troco para', value: formatCentsBRL(o.troco_para_cents) });
    lines.push({ label: 'Levar de troco', value: formatCentsBRL(o.troco_para_cents - o.total_cents) });
  }
  return lines;
}

/** read on every copy of an order: the index deliveries_order answers it (schema.ts) */
export const LATEST_DELIVERY_SQL = 'SELECT id, status, code FROM deliveries WHERE order_id = ? ORDER BY id DESC LIMIT 1';

/** The order's latest courier request, if any: what the order shows and what the rules check. */
function latestDelivery(db: SandboxDb, orderId: number): DeliveryRow | undefined {
  return db.get<DeliveryRow>(LATEST_DELIVERY_SQL, [orderId]);
}

function buildOrder(db: SandboxDb, now: number, o: OrderRow): Order {
  const itens: OrderItem[] = db
    .all<ItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY posicao', [o.id])
    .map((i) => ({
      nome: i.nome,
      quantidade: i.quantidade,
      valor_unitario: toReais(i.valor_unitario_cents),
      valor_total: toReais(i.valor_unitario_cents * i.quantidade),
      linhas: JSON.parse(i.linhas) as string[],
      id_cardapio_categoria: i.category_id,
      ...(i.observacao ? { observacao: i.observacao } : {}),
    }));
  const address = o.address_id ? db.get<AddressRow>('SELECT * FROM addresses WHERE id = ?', [o.address_id]) : undefined;
  const andamentos: LabelValue[] = db
    .all<{ status: OrderStatus; obs: string; created_at: number }>(
      'SELECT status, obs, created_at FROM order_history WHERE order_id = ? ORDER BY created_at, id',
      [o.id],
    )
    .map((h) => ({
      label: STATUS_PROGRESS_LABEL[h.status] + (h.obs ? (h.status === 'PC' ? `: ${h.obs}` : ` (${h.obs})`) : ''),
      value: dataHora(h.created_at, o.store_fuso_horario),
    }));
  const delivery = latestDelivery(db, o.id);
  const pickup = o.retirada_local === 1;
  const created = iso(o.created_at);
  const elapsed = Math.floor((now - o.created_at) / 1000);
  return {
    id_pedido: o.id,
    hash_pedido: o.hash,
    status: o.status,
    data_criacao: created,
    segundos: o.status === 'PP' ? Math.max(0, PENDING_ORDER_SECONDS - elapsed) : 0,
    usuario_nome: o.customer_nome,
    usuario_compras: o.usuario_compras,
    usuario_confirmado: o.customer_confirmado === 1,
    usuario_telefone_formatado: o.customer_telefone,
    id_usuario: o.customer_id,
    id_estabelecimento: o.store_id,
    compraGlobal: o.compra_global,
    compraEst: o.compra_est,
    valor_total: toReais(o.total_cents),
    estabelecimento_nome: o.store_nome,
    app_origin: o.app_origin,
    chat_enabled: o.chat_enabled === 1,
    canUseExternalDelivery: o.can_use_external_delivery === 1,
    externalDeliveryStatus: delivery?.status ?? null,
    externalDeliveryId: delivery?.id ?? null,
    externalDeliveryWithCode: delivery?.code ?? null,
    revisao: o.revisao,
    pedidoObj: {
      itens,
      observacoes: o.observacoes,
      retirada_local: pickup,
      endereco_id: address?.id ?? null,
      endereco_id_bairro: o.neighbourhood_id,
      endereco_completo: pickup ? 'Retirada no local' : address ? formatAddress(address) : '',
      endereco_lat: address?.lat ?? null,
      endereco_lng: address?.lng ?? null,
      dados_pagamento: paymentLines(o),
      cobrar_cliente: o.troco_para_cents > 0 ? toReais(o.troco_para_cents - o.total_cents) : 0,
      forma_pagamento: o.forma_pagamento,
      andamentos,
      usuario_nome: o.customer_nome,
      usuario_telefone_formatado: o.customer_telefone,
      usuario_confirmado: o.customer_confirmado === 1,
      hash_pedido: o.hash,
      data_criacao: created,
      subtotal: toReais(o.subtotal_cents),
      taxa_entrega: toReais(o.taxa_entrega_cents),
      desconto: toReais(o.desconto_cents),
    },
  };
}

/** One order; with storeId, only when it belongs to that store. */
export function findOrder(ctx: SandboxContext, orderId: number, storeId?: number): Order | null {
  const row = ctx.db.get<OrderRow>(`${ORDER_SELECT} WHERE o.id = ?`, [orderId]);
  if (!row || (storeId !== undefined && row.store_id !== storeId)) return null;
  return buildOrder(ctx.db, ctx.clock.now(), row);
}

/**
 * How far back the orders screen goes: the orders still open and those that ended in the last
 * 30 hours (the current service and the day before's). Older orders are history: sales, reports
 * and finance read them (seed/history.ts lays a year of them, all older than this).
 */
export const LIVE_ORDERS_WINDOW_MS = 30 * 60 * 60 * 1000;

/** The orders screen's orders of a store (LIVE_ORDERS_WINDOW_MS), newest first. */
export function listOrders(ctx: SandboxContext, storeId: number): Order[] {
  const now = ctx.clock.now();
  return ctx.db
    .all<OrderRow>(`${ORDER_SELECT} WHERE o.store_id = ? AND (o.finalizado_em IS NULL OR o.finalizado_em >= ?) ORDER BY o.created_at DESC, o.id DESC`, [
      storeId,
      now - LIVE_ORDERS_WINDOW_MS,
    ])
    .map((row) => buildOrder(ctx.db, now, row));
}

export interface NewOrderItem {
  productId: number | null;
  categoryId: number;
  nome: string;
  quantidade: number;
  valorUnitarioCents: number;
  linhas: string[];
  observacao: string;
}

export interface NewOrder {
  id?: number;
  storeId: number;
  customerId: number;
  /** null for local pickup */
  addressId: number | null;
  neighbourhoodId: number | null;
  retiradaLocal: boolean;
  items: NewOrderItem[];
  observacoes: string;
  formaPagamento: string;
  pagamentoOnline: boolean;
  trocoParaCents: number;
  taxaEntregaCents: number;
  /** the customer's whole discount; the store bears what the platform does not */
  descontoCents: number;
  /** the part of the discount the platform pays (a sponsored coupon); default 0 */
  descontoPlataformaCents?: number;
  cupomId?: number | null;
  /** spec 02 §4 Payment code; default: from the payment form (data/orderMoney.ts paymentCodeFor) */
  pagamento?: number;
  /** the customer disputes the online charge (history) */
  contestado?: boolean;
  appOrigin: string;
  chatEnabled: boolean;
  canUseExternalDelivery: boolean;
  createdAt: number;
  hash: string;
  /** the order's progress so far; the first entry is always PP at createdAt */
  history?: { status: OrderStatus; obs?: string; at: number }[];
}

/** Writes a new order with its items and progress; returns its id. */
export function insertOrder(db: SandboxDb, o: NewOrder): number {
  return db.transaction(() => {
    const previousGlobal =
      db.value('SELECT compras_anteriores FROM customers WHERE id = ?', [o.customerId]) +
      db.value('SELECT COUNT(*) FROM orders WHERE customer_id = ?', [o.customerId]);
    const previousHere = db.value('SELECT COUNT(*) FROM orders WHERE customer_id = ? AND store_id = ?', [o.customerId, o.storeId]);
    const subtotal = o.items.reduce((sum, i) => sum + i.valorUnitarioCents * i.quantidade, 0);
    const taxa = o.retiradaLocal ? 0 : o.taxaEntregaCents;
    const total = Math.max(0, subtotal + taxa - o.descontoCents);
    const history = [{ status: 'PP' as OrderStatus, obs: '', at: o.createdAt }, ...(o.history ?? [])];
    const last = history[history.length - 1] ?? { status: 'PP', at: o.createdAt };
    const sponsored = Math.min(o.descontoPlataformaCents ?? 0, o.descontoCents);
    const { lastId } = db.run(
      `INSERT INTO orders (id, store_id, hash, status, created_at, updated_at, customer_id, address_id, neighbourhood_id,
         retirada_local, observacoes, forma_pagamento, pagamento_online, troco_para_cents, subtotal_cents,
         taxa_entrega_cents, desconto_cents, total_cents, app_origin, chat_enabled, can_use_external_delivery,
         compra_global, compra_est, usuario_compras, revisao,
         pagamento, cupom_id, desconto_loja_cents, desconto_plataforma_cents, contestado)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        o.id ?? null,
        o.storeId,
        o.hash,
        last.status,
        o.createdAt,
        last.at,
        o.customerId,
        o.retiradaLocal ? null : o.addressId,
        o.retiradaLocal ? null : o.neighbourhoodId,
        o.retiradaLocal,
        o.observacoes,
        o.formaPagamento,
        o.pagamentoOnline,
        o.pagamentoOnline ? 0 : Math.max(o.trocoParaCents, 0) > total ? o.trocoParaCents : 0,
        subtotal,
        taxa,
        o.descontoCents,
        total,
        o.appOrigin,
        o.chatEnabled,
        o.canUseExternalDelivery,
        previousGlobal === 0 ? 1 : 0,
        previousHere === 0 ? 1 : 0,
        previousGlobal + 1,
        history.length,
        o.pagamento ?? paymentCodeFor(db, o.formaPagamento, o.pagamentoOnline),
        o.cupomId ?? null,
        o.descontoCents - sponsored,
        sponsored,
        o.contestado ?? false,
      ],
    );
    o.items.forEach((i, index) =>
      db.run(
        `INSERT INTO order_items (order_id, posicao, product_id, category_id, nome, quantidade, valor_unitario_cents, linhas, observacao)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [lastId, index, i.productId, i.categoryId, i.nome, i.quantidade, i.valorUnitarioCents, JSON.stringify(i.linhas), i.observacao],
      ),
    );
    for (const h of history) {
      db.run('INSERT INTO order_history (order_id, status, obs, created_at) VALUES (?, ?, ?, ?)', [lastId, h.status, h.obs ?? '', h.at]);
    }
    const before = history[history.length - 2]?.status ?? 'PP';
    if (last.status === 'PD' || last.status === 'PC') applyStatusMoney(db, lastId, last.status, before, last.at, 'plataforma');
    return lastId;
  });
}

/**
 * Records a change of the order as the platform does: bumps revisao (the print ledger keys on
 * it) and tells the store's panels with 'atualiza'.
 */
export function touchOrder(ctx: SandboxContext, orderId: number): void {
  ctx.db.run('UPDATE orders SET revisao = revisao + 1, updated_at = ? WHERE id = ?', [ctx.clock.now(), orderId]);
  const storeId = ctx.db.value('SELECT store_id FROM orders WHERE id = ?', [orderId]);
  ctx.events.toStore(storeId, 'atualiza', { id_pedido: orderId });
}

/** Writes a status change from `previous` and its progress entry, bumps revisao and tells the panels. */
function recordStatus(ctx: SandboxContext, orderId: number, previous: OrderStatus, status: OrderStatus, obs: string, by: EndedBy): void {
  ctx.db.transaction(() => {
    const now = ctx.clock.now();
    ctx.db.run('UPDATE orders SET status = ? WHERE id = ?', [status, orderId]);
    ctx.db.run('INSERT INTO order_history (order_id, status, obs, created_at) VALUES (?, ?, ?, ?)', [orderId, status, obs, now]);
    applyStatusMoney(ctx.db, orderId, status, previous, now, by);
    touchOrder(ctx, orderId);
  });
}

/**
 * Sets a status with no checks (the platform itself, the control API) and records the progress.
 * `by` says who: a store that cancels an order it had accepted is fined (data/orderMoney.ts).
 */
export function forceOrderStatus(ctx: SandboxContext, orderId: number, status: OrderStatus, obs = '', by: EndedBy = 'plataforma'): Order | null {
  const previous = ctx.db.get<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = ?', [orderId]);
  if (!previous) return null;
  recordStatus(ctx, orderId, previous.status, status, obs, by);
  return findOrder(ctx, orderId);
}

export type StatusChangeResult = { ok: true; changed: boolean } | { ok: false; mensagem: string };

/**
 * A status change asked by the store: checked against the platform's rules. It answers only
 * whether it was done (mudaStatus answers status and message), so it reads what the rules need,
 * not the whole order: this is on the way of every order the panel accepts.
 */
export function changeOrderStatusAsMerchant(
  ctx: SandboxContext,
  storeId: number,
  orderId: number,
  to: string,
  obs: string,
): StatusChangeResult {
  const order = ctx.db.get<{ status: OrderStatus; store_id: number; retirada_local: number }>('SELECT status, store_id, retirada_local FROM orders WHERE id = ?', [
    orderId,
  ]);
  if (!order || order.store_id !== storeId) return { ok: false, mensagem: 'Pedido não encontrado.' };
  if (!isOrderStatus(to)) return { ok: false, mensagem: `Status inválido: ${to}.` };
  // Repeating the current status (a retry after a lost answer) is not an error and changes nothing.
  if (order.status === to) return { ok: true, changed: false };
  const error = merchantTransitionError({
    from: order.status,
    to,
    pickup: order.retirada_local === 1,
    externalDeliveryStatus: latestDelivery(ctx.db, orderId)?.status ?? null,
    obs,
  });
  if (error) return { ok: false, mensagem: error };
  recordStatus(ctx, orderId, order.status, to, obs.trim(), 'loja');
  return { ok: true, changed: true };
}
