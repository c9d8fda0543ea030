/**
 * Pure rules of the orders screen: search text, the five sections, the pending countdown,
 * money, and which copy of an order wins when two arrive.
 */
import type { Order } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { searchKey } from '../../../shared/search';
export { formatBRL };
import { ORDER_SECTIONS, sectionOf, type OrderSection } from '../../../shared/orders/statusRules';

// An order object never changes in place (Redux state is immutable): its search text is computed
// once per copy, so filtering 2,000 orders on each key stroke is a string scan, not a rebuild.
const searchTextCache = new WeakMap<Order, string>();

/** Everything the search box looks at: number and hash, customer name, phone, item names. */
export function searchTextOf(order: Order): string {
  let text = searchTextCache.get(order);
  if (text === undefined) {
    const body = order.pedidoObj;
    const phone = order.usuario_telefone_formatado || body?.usuario_telefone_formatado || '';
    const parts = [
      String(order.id_pedido),
      order.hash_pedido,
      order.usuario_nome,
      body?.usuario_nome ?? '',
      phone,
      phone.replace(/\D/g, ''),
      ...(body?.itens ?? []).map((i) => i.nome),
    ];
    text = searchKey(parts.join('\n'));
    searchTextCache.set(order, text);
  }
  return text;
}

/** Every word of the query must appear (in any order); phone digits match with or without mask. */
export function orderMatches(order: Order, query: string): boolean {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchTextOf(order);
  return words.every((w) => text.includes(w));
}

/** Newest first: a new order goes on top of its section. */
export function compareOrders(a: Order, b: Order): number {
  if (a.data_criacao !== b.data_criacao) return a.data_criacao < b.data_criacao ? 1 : -1;
  return b.id_pedido - a.id_pedido;
}

export type OrdersBySection = Record<OrderSection, Order[]>;

/** Splits orders (already sorted) into the five sections, keeping their order. */
export function groupBySection(orders: readonly Order[]): OrdersBySection {
  const out = Object.fromEntries(ORDER_SECTIONS.map((s) => [s, [] as Order[]])) as OrdersBySection;
  for (const order of orders) out[sectionOf(order.status)].push(order);
  return out;
}

/**
 * Out-of-order and duplicate events: a copy replaces the stored one only if its revision is not
 * older. The platform bumps `revisao` on every change of the order. A copy with another code is
 * another order that reuses the number (the platform started its history again: a reset): it
 * replaces the stored one whatever its revision.
 */
export function isNewerOrSame(incoming: Pick<Order, 'revisao' | 'hash_pedido'>, stored: Pick<Order, 'revisao' | 'hash_pedido'> | undefined): boolean {
  return stored === undefined || incoming.hash_pedido !== stored.hash_pedido || incoming.revisao >= stored.revisao;
}

/**
 * The copy of an order after a status change the platform took: the platform bumps the revision
 * with every change (shared/api/areas/orders.ts), so the copy does too, and a late copy from before the
 * change is older than it.
 */
export function withConfirmedStatus<T extends Pick<Order, 'status' | 'revisao'>>(order: T, status: Order['status']): T {
  return { ...order, status, revisao: order.revisao + 1 };
}

/** Seconds left of a pending order: `segundos` as received, minus the time since then. */
export function secondsLeft(segundos: number, receivedAt: number, now: number): number {
  return Math.max(0, Math.floor(segundos - (now - receivedAt) / 1000));
}

/** 90 -> '01:30'; an hour or more keeps counting minutes ('75:00'). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The change the courier takes to the customer (cobrar_cliente, reais), unless the payment lines
 * already say it (the platform often sends 'Troco para' / 'Levar de troco' lines itself).
 */
export function changeLine(body: Pick<Order['pedidoObj'], 'cobrar_cliente' | 'dados_pagamento'>): string | null {
  if (!(body.cobrar_cliente > 0)) return null;
  if (body.dados_pagamento.some((d) => /troco/i.test(d.label))) return null;
  return `Levar de troco: ${formatBRL(body.cobrar_cliente)}`;
}

export { MAX_CANCEL_REASON_LENGTH, MIN_CANCEL_REASON_LENGTH } from '../../../shared/orders/cancellation';

/** Preset cancellation reasons (spec 01 §5): the customer is told the chosen text. */
export const CANCEL_REASONS = [
  'Cliente não atende / não foi possível contatar',
  'Cliente pediu item indisponível',
  'Cliente solicitou o cancelamento',
] as const;

export const OTHER_REASON = 'Outro motivo...';

/** One row of the (virtualised) orders list: a section title, its empty message, or an order. */
export type ListRow =
  | { kind: 'section'; section: OrderSection; count: number }
  | { kind: 'empty'; section: OrderSection }
  | { kind: 'order'; section: OrderSection; order: Order };

/** The five sections, in order, flattened into rows; an empty section shows its message. */
export function listRows(bySection: OrdersBySection): ListRow[] {
  const rows: ListRow[] = [];
  for (const section of ORDER_SECTIONS) {
    const orders = bySection[section];
    rows.push({ kind: 'section', section, count: orders.length });
    if (orders.length === 0) rows.push({ kind: 'empty', section });
    for (const order of orders) rows.push({ kind: 'order', section, order });
  }
  return rows;
}
