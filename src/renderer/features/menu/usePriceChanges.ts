import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { platformApi } from '../../api/platformApi';
import type { PriceChange } from './priceAdjustment';
import { bodyFromProduct } from './productForm';
import { useSaveSizeMutation } from './productPartsApi';
import { useSaveProductMutation } from './productsApi';
import { toReais } from '../../../shared/format';

/**
 * Applies price changes through the contract's own saves (cardapio/adicionar/{id} for a product,
 * cardapiotamanhos/adicionar/{id} for a size), one after the other with the progress, and stops at
 * the first one not accepted (its 'Atenção!' says why). Returns the changes applied.
 */
export function usePriceChanges() {
  const dispatch = useAppDispatch();
  const [saveProduct] = useSaveProductMutation();
  const [saveSize] = useSaveSizeMutation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const apply = async (changes: readonly PriceChange[]): Promise<PriceChange[]> => {
    const applied: PriceChange[] = [];
    setProgress({ done: 0, total: changes.length });
    try {
      for (const change of changes) {
        if (change.newCents === null) break;
        const { product } = change;
        const result =
          change.kind === 'product'
            ? await saveProduct({
                id: product.id_cardapio,
                body: bodyFromProduct(product, { preco: toReais(change.newCents), novo_preco: change.newPromoCents === null ? null : toReais(change.newPromoCents) }),
                quiet: true,
              })
            : await saveSize({
                categoryId: product.id_cardapio_categoria,
                productId: product.id_cardapio,
                id: change.size.id_cardapio_tamanho,
                nome: change.size.nome,
                preco: toReais(change.newCents),
                status: change.size.status,
                quiet: true,
              });
        if ('error' in result) break;
        applied.push(change);
        setProgress({ done: applied.length, total: changes.length });
      }
    } finally {
      const categories = [...new Set(changes.map((c) => c.product.id_cardapio_categoria))];
      dispatch(
        platformApi.util.invalidateTags([
          ...categories.map((id) => ({ type: 'MenuProducts' as const, id })),
          ...applied.map((c) => ({ type: 'MenuProduct' as const, id: c.product.id_cardapio })),
        ]),
      );
      setProgress(null);
    }
    return applied;
  };

  return { apply, progress };
}
