/** Pieces shared by the cashier and production layouts. */
import type { Order, OrderItem } from '../api/areas/orders';
import { orderCode, orderNumberLine } from '../orders/naming';
import type { PrintSettings } from '../api/areas/printing';
import { formatDateTime, storeTimeZone } from '../time';
import { formatQuantity } from './format';
import { itemDetails } from './items';
import { type TicketBlock, columns, separator, text } from './model';
import type { PageSettings } from './page';

export type TicketSettings = PageSettings &
  Pick<PrintSettings, 'impressaoLayout' | 'impressaoEstabelecimento' | 'impressaoCliente' | 'impressaoItemAgrupado'>;

export interface TicketOptions {
  /** a manual reprint: the ticket is stamped REIMPRESSÃO */
  reprint?: boolean;
  /** ISO date-time of the reprint, printed under the stamp */
  printedAt?: string;
  /** the store's time zone, for the printed dates (São Paulo's when omitted, never the computer's) */
  timeZone?: string;
  /** menu category names by id_cardapio_categoria, for production ticket titles */
  categoryNames?: Record<number, string>;
}

export const REPRINT_STAMP = 'REIMPRESSÃO';
export const PICKUP_TEXT = 'RETIRADA NO LOCAL';

export function reprintStamp(options: TicketOptions): TicketBlock[] {
  if (!options.reprint) return [];
  return [
    separator('='),
    text(REPRINT_STAMP, { align: 'center', bold: true, size: 'large' }),
    ...(options.printedAt
      ? [text(`Reimpresso em ${formatDateTime(options.printedAt, storeTimeZone(options.timeZone))}`, { align: 'center' })]
      : []),
    separator('='),
  ];
}

/** 'PEDIDO #XTPZHQWZ': the order named as the orders screen names it (shared/orders/naming.ts). */
export function orderHeading(order: Order): string {
  return `PEDIDO ${orderCode(order)}`;
}

/** The order's number under its code ('Nº 117550'); nothing when the code is the number. */
export function orderNumberBlocks(order: Order): TicketBlock[] {
  const number = orderNumberLine(order);
  return number ? [text(number, { align: 'center' })] : [];
}

/** The heading, large, and the number under it. */
export function orderHeadingBlocks(order: Order): TicketBlock[] {
  return [text(orderHeading(order), { align: 'center', bold: true, size: 'large' }), ...orderNumberBlocks(order)];
}

export function orderDate(order: Order, options: TicketOptions): string {
  return formatDateTime(order.data_criacao || order.pedidoObj.data_criacao, storeTimeZone(options.timeZone));
}

export function isPickup(order: Order): boolean {
  return order.pedidoObj.retirada_local;
}

/** Customer name and phone; the body's copy is the fuller one when both exist. */
export function customer(order: Order): { name: string; phone: string } {
  return {
    name: (order.pedidoObj.usuario_nome || order.usuario_nome).trim(),
    phone: (order.pedidoObj.usuario_telefone_formatado || order.usuario_telefone_formatado).trim(),
  };
}

/** An item with its option lines and observation, price on the right when given. */
export function itemBlocks(item: OrderItem, price: string | null, emphasis: { bold: boolean; size: 'normal' | 'tall' }): TicketBlock[] {
  const name = `${formatQuantity(item.quantidade)} ${item.nome.trim()}`;
  const { options, observation } = itemDetails(item);
  const style = { ...emphasis, hang: 3 };
  return [
    price === null ? text(name, style) : columns(name, price, style),
    ...options.map((option) => text(`- ${option}`, { indent: 3, hang: 2, size: emphasis.size })),
    ...(observation ? [text(`Obs: ${observation}`, { indent: 3, hang: 5, bold: true, size: emphasis.size })] : []),
  ];
}

export function orderObservations(order: Order, title: string): TicketBlock[] {
  const observations = order.pedidoObj.observacoes.trim();
  if (!observations) return [];
  return [separator(), text(title, { bold: true }), text(observations)];
}
