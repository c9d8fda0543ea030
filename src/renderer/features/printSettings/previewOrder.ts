import type { MenuCategory } from '../../../shared/api';
import type { Order } from '../../../shared/api/areas/orders';
import { EXAMPLE_CATEGORY_NAMES, EXAMPLE_ORDER } from '../../../shared/printing/examples/exampleOrder';

/**
 * The example order of the live preview, made to look like the store's own: its name (never the
 * example's: '' prints no name until the store's is known), and its menu categories in place of
 * the example's (so each category's production printer shows).
 */
export function previewOrder(storeName: string, categories: readonly MenuCategory[]): { order: Order; categoryNames: Record<number, string> } {
  const exampleIds = Object.keys(EXAMPLE_CATEGORY_NAMES).map(Number);
  const idFor = new Map(exampleIds.map((id, i) => [id, categories[i]?.id_cardapio_categoria ?? id]));
  const categoryNames: Record<number, string> = { ...EXAMPLE_CATEGORY_NAMES };
  exampleIds.forEach((id, i) => {
    const category = categories[i];
    if (category) categoryNames[category.id_cardapio_categoria] = category.nome_categoria;
  });
  const order: Order = {
    ...EXAMPLE_ORDER,
    estabelecimento_nome: storeName.trim(),
    pedidoObj: {
      ...EXAMPLE_ORDER.pedidoObj,
      itens: EXAMPLE_ORDER.pedidoObj.itens.map((item) => ({
        ...item,
        id_cardapio_categoria: idFor.get(item.id_cardapio_categoria) ?? item.id_cardapio_categoria,
      })),
    },
  };
  return { order, categoryNames };
}
