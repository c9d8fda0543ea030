import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import type { MenuCategory } from '../../../shared/api';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { MENU_MESSAGES } from './messages';
import { ListAndContent } from '../../ui/ListAndContent';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { lazyNamed } from '../../ui/lazyNamed';
import { FROM_PRELOAD } from '../../app/lazyScreen';
import { CategoryPanel } from './CategoryPanel';
import { useDeleteCategoryMutation } from './categoriesApi';
import { useMenuCategoriesQuery } from './menuApi';
import { undoChanges, type PriceChange } from './priceAdjustment';
import { ProductPanel } from './ProductPanel';
import { productsApi } from './productsApi';
import { usePriceChanges } from './usePriceChanges';

// The modals (forms, tabs, the catalogue search: about half the screen's code) download when one
// first opens, not before the categories and products can be asked for and shown.
const CategoryDialog = lazyNamed(() => import('./CategoryDialog'), 'CategoryDialog');
const ProductDialog = lazyNamed(() => import('./ProductDialog'), 'ProductDialog');

type CategoryEdit = { category?: MenuCategory } | null;
type ProductEdit = { productId?: number } | null;

/** The menu's width (px) from which categories and products sit side by side. */
const SIDE_BY_SIDE_PX = 1000;

/** The last price adjustment, for its one 'Desfazer'. */
interface Adjusted {
  applied: PriceChange[];
  message: string;
}

/**
 * The menu (spec 02 §2.1 /produtos and /produtos/{id}; §2.2 /produtosOld as variant 'old'):
 * categories on the left, the selected category's products on the right, and their modals. The
 * current screen selects the first category on load; /produtos/{id} opens that product's modal.
 */
export function MenuScreen({ variant }: { variant: 'current' | 'old' }) {
  const navigate = useNavigate();
  const { id: linkedId } = useParams();
  const deepLink = variant === 'current' && linkedId !== undefined && /^\d+$/.test(linkedId) ? Number(linkedId) : undefined;
  const categories = useMenuCategoriesQuery(undefined, FROM_PRELOAD);
  // the linked product's read is its modal's (one request): here only what it found, for its category
  const linked = productsApi.endpoints.menuProduct.useQueryState({ categoryId: 0, productId: deepLink ?? 0 }, { skip: deepLink === undefined });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [categoryEdit, setCategoryEdit] = useState<CategoryEdit>(null);
  const [productEdit, setProductEdit] = useState<ProductEdit>(deepLink !== undefined ? { productId: deepLink } : null);
  const [adjusted, setAdjusted] = useState<Adjusted | null>(null);
  const [removeCategory, removal] = useDeleteCategoryMutation();
  const deletion = useDeleteConfirm(removeCategory, {
    name: (c: MenuCategory) => c.nome_categoria,
    busy: removal.isLoading,
    onDeleted: (c) => setChosenId((chosen) => (chosen === c.id_cardapio_categoria ? null : chosen)),
  });
  const { apply, progress } = usePriceChanges();

  const list = categories.data ?? [];
  // the current screen starts on the first category (or the linked product's); the older one on none
  const fallbackId = variant === 'current' ? (linked.data?.id_cardapio_categoria ?? list[0]?.id_cardapio_categoria ?? null) : null;
  const selected = list.find((c) => c.id_cardapio_categoria === (chosenId ?? fallbackId)) ?? null;

  const closeProduct = () => {
    setProductEdit(null);
    if (deepLink !== undefined) void navigate('/produtos', { replace: true });
  };

  const undo = async () => {
    if (!adjusted) return;
    const restored = await apply(undoChanges(adjusted.applied));
    setAdjusted(restored.length === adjusted.applied.length ? { applied: [], message: MENU_MESSAGES.priceAdjustUndone } : { ...adjusted, message: MENU_MESSAGES.priceAdjustUndoStopped });
  };

  return (
    <Screen title={variant === 'old' ? MENU_MESSAGES.menuOldTitle : MENU_MESSAGES.menuTitle}>
      {adjusted && (
        <Alert
          severity={adjusted.applied.length > 0 || adjusted.message === MENU_MESSAGES.priceAdjustUndone ? 'success' : 'warning'}
          sx={{ mb: 2 }}
          onClose={progress ? undefined : () => setAdjusted(null)}
          action={
            adjusted.applied.length > 0 && (
              <Button color="inherit" size="small" onClick={() => void undo()} disabled={progress !== null}>
                {MENU_MESSAGES.priceAdjustUndo}
              </Button>
            )
          }
        >
          {progress ? MENU_MESSAGES.priceAdjustUndoing(progress.done, progress.total) : adjusted.message}
          {progress && <LinearProgress variant="determinate" value={(progress.done / Math.max(1, progress.total)) * 100} sx={{ mt: 1 }} />}
        </Alert>
      )}
      <QueryView result={categories} errorTitle={MENU_MESSAGES.menuCategoriesLoadFailed}>
        {(loaded) => (
          <ListAndContent listWidth={280} sideBySideFrom={SIDE_BY_SIDE_PX} scrollListWhenStacked>
            <CategoryPanel
              categories={loaded}
              selectedId={selected?.id_cardapio_categoria ?? null}
              onSelect={(c) => setChosenId(c.id_cardapio_categoria)}
              onAdd={() => setCategoryEdit({})}
              onEdit={(category) => setCategoryEdit({ category })}
              onDelete={deletion.ask}
            />
            <ProductPanel
              key={selected?.id_cardapio_categoria ?? 'nenhuma'}
              variant={variant}
              category={selected}
              onAdd={() => setProductEdit({})}
              onEdit={(p) => setProductEdit({ productId: p.id_cardapio })}
              onPricesAdjusted={(applied, total) =>
                setAdjusted({ applied, message: applied.length === total ? MENU_MESSAGES.priceAdjustDone(new Set(applied.map((c) => c.product.id_cardapio)).size) : MENU_MESSAGES.priceAdjustStopped(applied.length, total) })
              }
            />
          </ListAndContent>
        )}
      </QueryView>
      <DeleteConfirmDialog {...deletion.dialog} />
      <Suspense fallback={null}>
        {categoryEdit && (
          <CategoryDialog
            category={categoryEdit.category}
            withAvailability={variant === 'current'}
            onClose={() => setCategoryEdit(null)}
            onSaved={(id) => {
              setCategoryEdit(null);
              if (!categoryEdit.category) setChosenId(id);
            }}
          />
        )}
        {productEdit && (
          <ProductDialog
            productId={productEdit.productId}
            categoryId={selected?.id_cardapio_categoria ?? 0}
            categories={list}
            variant={variant}
            onClose={closeProduct}
          />
        )}
      </Suspense>
    </Screen>
  );
}
