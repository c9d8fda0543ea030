/**
 * The cashier ticket (via do caixa), in the three layouts of spec 02 §9:
 *
 * 1 Completo: establishment name (impressaoEstabelecimento), order number, code (hash) and date,
 *   customer block (impressaoCliente: name, phone, first purchase), delivery address or
 *   'RETIRADA NO LOCAL', items with option lines and observations and their prices, subtotal,
 *   taxa de entrega, desconto and total, payment (method, payment data, 'Troco para' and the
 *   change to take), order observations and the order's history (andamentos).
 * 2 Resumido: Completo without the customer block and the history.
 * 3 Resumido modo B: one line per item (options and observation inline, in parentheses), same
 *   items always merged, only the delivery fee, discount and total, payment on one line; for
 *   stores that want the shortest paper.
 *
 * Copies are not made here: the print queue repeats the ticket.
 */
import { DIGITAL_MENU_ORIGIN, type Order } from '../api/areas/orders';
import type { PrintLayout } from '../api/areas/printing';
import { formatQuantity, formatReais } from './format';
import { groupSameItems, itemDetails } from './items';
import { type Ticket, type TicketBlock, columns, cut, separator, text } from './model';
import { pageSetup } from './page';
import {
  PICKUP_TEXT,
  type TicketOptions,
  type TicketSettings,
  customer,
  isPickup,
  itemBlocks,
  orderDate,
  orderHeading,
  orderHeadingBlocks,
  orderObservations,
  reprintStamp,
} from './sections';
import { orderNumberLine } from '../orders/naming';
import { toCents, toReais } from '../format';

function establishmentHeader(order: Order, settings: TicketSettings): TicketBlock[] {
  if (!settings.impressaoEstabelecimento || !order.estabelecimento_nome.trim()) return [];
  return [text(order.estabelecimento_nome, { align: 'center', bold: true, size: 'tall' }), separator()];
}

function orderHeader(order: Order, options: TicketOptions): TicketBlock[] {
  return [
    ...orderHeadingBlocks(order),
    text(orderDate(order, options), { align: 'center' }),
    ...(order.app_origin === DIGITAL_MENU_ORIGIN ? [text('Pedido pelo cardápio digital', { align: 'center' })] : []),
  ];
}

function customerBlock(order: Order): TicketBlock[] {
  const { name, phone } = customer(order);
  const firstPurchase =
    order.compraGlobal === 1 ? 'PRIMEIRA COMPRA NO APLICATIVO' : order.compraEst === 1 ? 'PRIMEIRA COMPRA NA LOJA' : null;
  return [
    separator(),
    text('CLIENTE', { bold: true }),
    ...(name ? [text(`Nome: ${name}`, { hang: 6 })] : []),
    ...(phone ? [text(`Telefone: ${phone}`)] : []),
    ...(firstPurchase
      ? [text(firstPurchase, { bold: true })]
      : order.usuario_compras > 0
        ? [text(`Pedidos no aplicativo: ${order.usuario_compras}`)]
        : []),
  ];
}

function deliveryBlock(order: Order): TicketBlock[] {
  if (isPickup(order)) return [separator(), text(PICKUP_TEXT, { align: 'center', bold: true, size: 'tall' })];
  return [separator(), text('ENTREGA', { bold: true }), text(order.pedidoObj.endereco_completo)];
}

function itemsBlock(order: Order, settings: TicketSettings): TicketBlock[] {
  const items = settings.impressaoItemAgrupado ? groupSameItems(order.pedidoObj.itens) : order.pedidoObj.itens;
  return [
    separator(),
    text('ITENS', { bold: true }),
    ...items.flatMap((item) => itemBlocks(item, formatReais(item.valor_total), { bold: true, size: 'normal' })),
  ];
}

function totalsBlock(order: Order): TicketBlock[] {
  const body = order.pedidoObj;
  return [
    separator(),
    columns('Subtotal', formatReais(body.subtotal), { fill: ' ' }),
    columns('Taxa de entrega', body.taxa_entrega > 0 ? formatReais(body.taxa_entrega) : 'Grátis', { fill: ' ' }),
    ...(body.desconto > 0 ? [columns('Desconto', formatReais(-body.desconto), { fill: ' ' })] : []),
    columns('TOTAL', formatReais(order.valor_total), { fill: ' ', bold: true, size: 'tall' }),
  ];
}

/** 'Troco para' and what the courier takes: shown only when the customer asked for change. */
function changeBlocks(order: Order): TicketBlock[] {
  const changeFor = order.pedidoObj.cobrar_cliente;
  if (!(changeFor > 0)) return [];
  const change = toReais(toCents(changeFor - order.valor_total));
  return [
    columns('Troco para', formatReais(changeFor), { fill: ' ', bold: true }),
    ...(change > 0 ? [columns('Levar de troco', formatReais(change), { fill: ' ', bold: true })] : []),
  ];
}

function paymentBlock(order: Order): TicketBlock[] {
  const body = order.pedidoObj;
  return [
    separator(),
    text('PAGAMENTO', { bold: true }),
    ...(body.forma_pagamento.trim() ? [text(body.forma_pagamento)] : []),
    ...body.dados_pagamento.map((d) => text(`${d.label}: ${d.value}`, { hang: 2 })),
    ...changeBlocks(order),
  ];
}

function historyBlock(order: Order): TicketBlock[] {
  const entries = order.pedidoObj.andamentos;
  if (entries.length === 0) return [];
  return [separator(), text('HISTÓRICO', { bold: true }), ...entries.map((e) => columns(e.label, e.value, { fill: ' ' }))];
}

function completo(order: Order, settings: TicketSettings, options: TicketOptions): TicketBlock[] {
  return [
    ...establishmentHeader(order, settings),
    ...orderHeader(order, options),
    ...(settings.impressaoCliente ? customerBlock(order) : []),
    ...deliveryBlock(order),
    ...itemsBlock(order, settings),
    ...totalsBlock(order),
    ...paymentBlock(order),
    ...orderObservations(order, 'OBSERVAÇÕES'),
    ...historyBlock(order),
  ];
}

function resumido(order: Order, settings: TicketSettings, options: TicketOptions): TicketBlock[] {
  return [
    ...establishmentHeader(order, settings),
    ...orderHeader(order, options),
    ...deliveryBlock(order),
    ...itemsBlock(order, settings),
    ...totalsBlock(order),
    ...paymentBlock(order),
    ...orderObservations(order, 'OBSERVAÇÕES'),
  ];
}

function resumidoModoB(order: Order, settings: TicketSettings, options: TicketOptions): TicketBlock[] {
  const body = order.pedidoObj;
  const items = groupSameItems(body.itens).map((item) => {
    const { options: lines, observation } = itemDetails(item);
    const details = [...lines, ...(observation ? [`Obs: ${observation}`] : [])];
    const name = `${formatQuantity(item.quantidade)} ${item.nome.trim()}${details.length ? ` (${details.join(', ')})` : ''}`;
    return columns(name, formatReais(item.valor_total), { fill: ' ', hang: 3 });
  });
  const changeFor = body.cobrar_cliente > 0 ? ` - Troco para ${formatReais(body.cobrar_cliente)}` : '';
  return [
    ...(settings.impressaoEstabelecimento && order.estabelecimento_nome.trim()
      ? [text(order.estabelecimento_nome, { align: 'center', bold: true })]
      : []),
    text(orderHeading(order), { align: 'center', bold: true }),
    text([orderNumberLine(order), orderDate(order, options)].filter(Boolean).join(' - '), { align: 'center' }),
    isPickup(order)
      ? text(PICKUP_TEXT, { bold: true, align: 'center' })
      : text(`Entrega: ${body.endereco_completo}`, { hang: 2 }),
    separator(),
    ...items,
    separator(),
    ...(body.taxa_entrega > 0 ? [columns('Taxa de entrega', formatReais(body.taxa_entrega), { fill: ' ' })] : []),
    ...(body.desconto > 0 ? [columns('Desconto', formatReais(-body.desconto), { fill: ' ' })] : []),
    columns('TOTAL', formatReais(order.valor_total), { fill: ' ', bold: true }),
    text(`Pagamento: ${body.forma_pagamento}${changeFor}`, { hang: 2 }),
    ...(body.observacoes.trim() ? [text(`Obs: ${body.observacoes.trim()}`, { hang: 2, bold: true })] : []),
  ];
}

const LAYOUTS = { 1: completo, 2: resumido, 3: resumidoModoB } as const;

export function buildCashierTicket(order: Order, settings: TicketSettings, options: TicketOptions = {}): Ticket {
  // Settings come from local storage and the cloud: a layout saved as '2' still means 2.
  const layout = LAYOUTS[Number(settings.impressaoLayout) as PrintLayout] ?? completo;
  return {
    kind: 'caixa',
    title: `${orderHeading(order)} - caixa${options.reprint ? ' (reimpressão)' : ''}`,
    page: pageSetup(settings),
    blocks: [...reprintStamp(options), ...layout(order, settings, options), cut()],
  };
}
