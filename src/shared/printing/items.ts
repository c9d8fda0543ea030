import type { OrderItem } from '../api/areas/orders';
import { toCents, toReais } from '../format';

function sameItemKey(item: OrderItem): string {
  return JSON.stringify([
    item.id_cardapio_categoria,
    item.nome.trim(),
    toCents(item.valor_unitario),
    item.linhas.map((l) => l.trim()),
    (item.observacao ?? '').trim(),
  ]);
}

/**
 * impressaoItemAgrupado: the same item with the same options and observation is printed once
 * with the summed quantity and total, where it first appears.
 */
export function groupSameItems(items: readonly OrderItem[]): OrderItem[] {
  const byKey = new Map<string, OrderItem>();
  for (const item of items) {
    const key = sameItemKey(item);
    const seen = byKey.get(key);
    if (seen) {
      seen.quantidade += item.quantidade;
      seen.valor_total = toReais(toCents(seen.valor_total + item.valor_total));
    } else {
      byKey.set(key, { ...item, linhas: [...item.linhas] });
    }
  }
  return [...byKey.values()];
}

/** Option lines and the observation of an item, as printed under it. */
export function itemDetails(item: OrderItem): { options: string[]; observation: string } {
  return {
    options: item.linhas.map((l) => l.trim()).filter((l) => l !== ''),
    observation: (item.observacao ?? '').trim(),
  };
}
