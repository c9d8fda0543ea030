/**
 * Production tickets (vias de produção): one per menu category printer (impressorasProducao).
 * A ticket holds only the items of its categories, without prices, in a taller font for the
 * kitchen. Categories with agrupamento that go to the same printer share one ticket; a category
 * without agrupamento gets its own. A category with no printer gets no production ticket: the
 * panel says so on screen (unroutedCategories), the kitchen is not left to guess.
 */
import type { Order, OrderItem } from '../api/areas/orders';
import type { PrintSettings } from '../api/areas/printing';
import { groupSameItems } from './items';
import { type Ticket, type TicketBlock, cut, separator, text } from './model';
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

export type ProductionSettings = TicketSettings & Pick<PrintSettings, 'impressaoProducao' | 'impressorasProducao'>;

export interface ProductionTicket {
  printer: string;
  /** categories on this ticket, in the order they first appear in the order */
  categoryIds: number[];
  ticket: Ticket;
}

interface ProductionGroup {
  printer: string;
  categoryIds: number[];
}

/** Which tickets an order's categories make, and where each goes. */
export function productionGroups(items: readonly OrderItem[], settings: Pick<PrintSettings, 'impressorasProducao'>): ProductionGroup[] {
  const groups: ProductionGroup[] = [];
  const groupedByPrinter = new Map<string, ProductionGroup>();
  const seen = new Set<number>();
  for (const item of items) {
    const categoryId = item.id_cardapio_categoria;
    if (seen.has(categoryId)) continue;
    seen.add(categoryId);
    const setting = settings.impressorasProducao[String(categoryId)];
    const printer = setting?.impressora.trim() ?? '';
    if (!setting || printer === '') continue;
    if (!setting.agrupamento) {
      groups.push({ printer, categoryIds: [categoryId] });
      continue;
    }
    const shared = groupedByPrinter.get(printer);
    if (shared) shared.categoryIds.push(categoryId);
    else {
      const group = { printer, categoryIds: [categoryId] };
      groupedByPrinter.set(printer, group);
      groups.push(group);
    }
  }
  return groups;
}

/** A category as the tickets and the panel name it: its menu name, or 'Categoria 11' without one. */
export function categoryName(categoryId: number, names: Record<number, string> | undefined): string {
  return names?.[categoryId]?.trim() || `Categoria ${categoryId}`;
}

function categoryTitle(categoryIds: number[], options: TicketOptions): string {
  return categoryIds.map((id) => categoryName(id, options.categoryNames)).join(' / ');
}

/**
 * The order's categories that no production ticket will carry while production tickets are on
 * (no printer chosen for them), in the order they first appear; none when production is off.
 */
export function unroutedCategories(items: readonly OrderItem[], settings: Pick<PrintSettings, 'impressaoProducao' | 'impressorasProducao'>): number[] {
  if (!settings.impressaoProducao) return [];
  const routed = new Set(productionGroups(items, settings).flatMap((g) => g.categoryIds));
  return [...new Set(items.map((i) => i.id_cardapio_categoria))].filter((id) => !routed.has(id));
}

function productionBlocks(order: Order, items: OrderItem[], categoryIds: number[], settings: TicketSettings, options: TicketOptions): TicketBlock[] {
  const { name } = customer(order);
  return [
    ...reprintStamp(options),
    text('PRODUÇÃO', { align: 'center', bold: true }),
    text(categoryTitle(categoryIds, options).toUpperCase(), { align: 'center', bold: true, size: 'tall' }),
    ...orderHeadingBlocks(order),
    text(orderDate(order, options), { align: 'center' }),
    text(isPickup(order) ? PICKUP_TEXT : 'ENTREGA', { align: 'center', bold: true }),
    ...(settings.impressaoCliente && name ? [text(`Cliente: ${name}`, { align: 'center' })] : []),
    separator(),
    ...items.flatMap((item) => itemBlocks(item, null, { bold: true, size: 'tall' })),
    ...orderObservations(order, 'OBSERVAÇÕES DO PEDIDO'),
    cut(),
  ];
}

/** Production tickets of an order; none when impressaoProducao is off. */
export function buildProductionTickets(order: Order, settings: ProductionSettings, options: TicketOptions = {}): ProductionTicket[] {
  if (!settings.impressaoProducao) return [];
  const allItems = settings.impressaoItemAgrupado ? groupSameItems(order.pedidoObj.itens) : order.pedidoObj.itens;
  return productionGroups(order.pedidoObj.itens, settings).map(({ printer, categoryIds }) => {
    const items = allItems.filter((item) => categoryIds.includes(item.id_cardapio_categoria));
    return {
      printer,
      categoryIds,
      ticket: {
        kind: 'producao',
        title: `${orderHeading(order)} - produção ${categoryTitle(categoryIds, options)}${options.reprint ? ' (reimpressão)' : ''}`,
        page: pageSetup(settings, { production: true }),
        blocks: productionBlocks(order, items, categoryIds, settings, options),
      },
    };
  });
}
