import { Suspense, memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PriceChange from '@mui/icons-material/PriceChange';
import type { MenuCategory, MenuProduct, MenuStatus } from '../../../shared/api';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { SearchField } from '../../ui/SearchField';
import { plainPartStyles } from '../../ui/plainParts';
import { MENU_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle, type SortableItemState } from '../../ui/SortableList';
import { SortableVirtualTable, type SortableColumn } from '../../ui/SortableVirtualTable';
import { StatusSelect } from '../../ui/StatusSelect';
import type { PriceChange as Change } from './priceAdjustment';
import { productPriceLabel } from './prices';
import { useDeleteProductMutation, useDuplicateProductMutation, useMenuProductsQuery, useReorderProductsMutation, useSetProductStatusMutation } from './productsApi';
import { useListSearch } from '../../ui/useListSearch';
import { lazyNamed } from '../../ui/lazyNamed';
import { FROM_PRELOAD } from '../../app/lazyScreen';

/** downloaded when it first opens (see MenuScreen's modals) */
const PriceAdjustmentDialog = lazyNamed(() => import('./PriceAdjustmentDialog'), 'PriceAdjustmentDialog');

export interface ProductPanelProps {
  category: MenuCategory | null;
  onAdd: () => void;
  onEdit: (product: MenuProduct) => void;
  onPricesAdjusted: (applied: Change[], total: number) => void;
  /** the older screen says 'Nenhuma categoria selecionada' where the search goes */
  variant: 'current' | 'old';
}

/**
 * The table's columns. Fixed tracks for everything but the name, so Status and the three actions
 * stay whole at 1024 px with the side menu open (the name gives way, with an ellipsis).
 */
const PRODUCT_COLUMNS: readonly SortableColumn[] = [
  { header: 'Arrastar', hidden: true, width: '40px' },
  { header: 'Img', width: '56px' },
  { header: 'Produto', width: 'minmax(0, 1fr)' },
  { header: 'Preço', width: '104px' },
  { header: 'Status', width: '148px' },
  { header: 'Ações', width: '122px' },
];
const PRODUCT_ROW_HEIGHT = 68;

/** '12 produtos', or '3 de 12' while a search filters them. */
export function productCounter(shown: number, total: number, searching: boolean): string {
  return searching ? `${shown} de ${total}` : `${total} ${total === 1 ? 'produto' : 'produtos'}`;
}

/** The cells' text, styled once for every row (see SortableVirtualTable's rows). */
const cellStyles = (theme: Theme) => ({
  '.product-cell__name': {
    ...theme.typography.body2,
    fontWeight: 500,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical' as const,
    overflow: 'hidden',
  },
  '.product-cell__name[data-with-description]': { WebkitLineClamp: 1 },
  '.product-cell__caption': {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
  },
  '.product-cell__price': { ...theme.typography.body2, whiteSpace: 'nowrap' as const },
  '.product-cell__price .product-cell__caption': { lineHeight: 1.3 },
  // the photo as MUI's rounded Avatar draws it
  '.product-cell__img': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    color: theme.palette.background.default,
    background: theme.palette.grey[400],
  },
  '.product-cell__img img': { width: '100%', height: '100%', objectFit: 'cover' as const },
  '.product-cell__actions': { whiteSpace: 'nowrap' as const },
  ...plainPartStyles(theme),
});

const CellStyles = memo(function CellStyles() {
  return <GlobalStyles styles={cellStyles} />;
});

interface RowActions {
  setStatus: (product: MenuProduct, status: MenuStatus) => void;
  duplicate: (product: MenuProduct) => void;
  edit: (product: MenuProduct) => void;
  remove: (product: MenuProduct) => void;
}

/**
 * The product's photo, or the camera when it has none or it fails to load. Plain elements styled
 * once (see cellStyles), as every part of a row: a screenful of rows is drawn again per key typed
 * in the search, and MUI's Avatar and IconButton bring their styles and state to each.
 */
function ProductThumb({ product }: { product: MenuProduct }) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = product.foto && product.foto !== failed ? product.foto : null;
  return (
    <span className="product-cell__img">
      {photo ? <img src={photo} alt={`Foto de ${product.nome_prod}`} onError={() => setFailed(photo)} /> : <PhotoCameraOutlined fontSize="small" aria-label="Sem imagem" />}
    </span>
  );
}

const productName = (p: MenuProduct) => p.nome_prod;
const productId = (p: MenuProduct) => p.id_cardapio;

/** One product's cells; `busy`: its status is being saved. */
function productCells(p: MenuProduct, state: SortableItemState, busy: boolean, actions: RowActions) {
  const price = productPriceLabel(p);
  return [
    <DragHandle key="drag" {...state} />,
    <ProductThumb key="img" product={p} />,
    <div key="name" title={p.nome_prod}>
      <span className="product-cell__name" data-with-description={p.descricao ? '' : undefined}>
        {p.nome_prod}
      </span>
      {p.descricao && (
        <span className="product-cell__caption" title={p.descricao}>
          {p.descricao}
        </span>
      )}
    </div>,
    <div key="price" className="product-cell__price">
      {price.old && <s className="product-cell__caption">{price.old}</s>}
      {price.from && <span className="product-cell__caption">a partir de</span>}
      {price.price}
    </div>,
    <StatusSelect
      key="status"
      entity="product"
      value={p.status}
      label={`Status de ${p.nome_prod}`}
      busy={busy}
      onChange={(code) => actions.setStatus(p, code as MenuStatus)}
    />,
    <div key="actions" className="product-cell__actions">
      <button type="button" className="plain-icon-button" aria-label={`Duplicar ${p.nome_prod}`} onClick={() => actions.duplicate(p)}>
        <ContentCopy fontSize="small" />
      </button>
      <button type="button" className="plain-icon-button" aria-label={`Editar ${p.nome_prod}`} onClick={() => actions.edit(p)}>
        <EditOutlined fontSize="small" />
      </button>
      <button type="button" className="plain-icon-button" aria-label={`Excluir ${p.nome_prod}`} onClick={() => actions.remove(p)}>
        <DeleteOutlined fontSize="small" />
      </button>
    </div>,
  ];
}

/**
 * The selected category's products (spec 02 §2.1 right column): search, counter, 'Adicionar
 * Produto', and the table (drag handle, Img, Produto, Preço, Status, Ações).
 */
export function ProductPanel({ category, onAdd, onEdit, onPricesAdjusted, variant }: ProductPanelProps) {
  const [query, setQuery] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const products = useMenuProductsQuery(category?.id_cardapio_categoria ?? 0, { skip: !category, ...FROM_PRELOAD });
  const [setStatus, statusChange] = useSetProductStatusMutation();
  const [duplicate] = useDuplicateProductMutation();
  const [remove, removal] = useDeleteProductMutation();
  const deletion = useDeleteConfirm(remove, { name: (p: MenuProduct) => p.nome_prod, busy: removal.isLoading });
  const [reorder] = useReorderProductsMutation();
  const all = useMemo(() => products.data ?? [], [products.data]);
  const search = useListSearch(all, productName);
  // the box shows each key at once; the list follows as soon as it is drawn (busy until then)
  const listQuery = useDeferredValue(query);
  const searching = listQuery.trim() !== '';
  const shown = useMemo(() => search(listQuery), [search, listQuery]);
  const busyId = statusChange.isLoading ? (statusChange.originalArgs?.product.id_cardapio ?? null) : null;
  // the rows' buttons call the latest handlers, so the cells are drawn again only when busyId changes
  const latest = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      setStatus: (product, status) => void setStatus({ product, status }),
      duplicate: (product) => void duplicate(product),
      edit: onEdit,
      remove: deletion.ask,
    };
  });
  const [actions] = useState<RowActions>(() => ({
    setStatus: (product, status) => latest.current?.setStatus(product, status),
    duplicate: (product) => latest.current?.duplicate(product),
    edit: (product) => latest.current?.edit(product),
    remove: (product) => latest.current?.remove(product),
  }));
  const categoryId = category?.id_cardapio_categoria ?? 0;
  // stable, so a key typed (the box's own render) does not draw the table again
  const onReorder = useCallback((next: MenuProduct[]) => void reorder({ categoryId, products: next }), [reorder, categoryId]);
  const renderCells = useCallback((p: MenuProduct, state: SortableItemState) => productCells(p, state, p.id_cardapio === busyId, actions), [busyId, actions]);

  // the header's parts that do not follow the search, kept while a key is typed (two renders a key)
  const noProducts = all.length === 0;
  const title = useMemo(
    () => (
      <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
        {category ? category.nome_categoria : 'Produtos'}
      </Typography>
    ),
    [category],
  );
  const headerActions = useMemo(() => {
    const addButton = (
      <span>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd} disabled={!category}>
          Adicionar Produto
        </Button>
      </span>
    );
    return (
      <>
        <Button startIcon={<PriceChange />} onClick={() => setAdjusting(true)} disabled={noProducts}>
          Reajustar preços
        </Button>
        {category ? addButton : <Tooltip title={MENU_MESSAGES.menuSelectCategory}>{addButton}</Tooltip>}
      </>
    );
  }, [category, onAdd, noProducts]);

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <CellStyles />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {title}
        {category ? (
          <>
            <SearchField value={query} onChange={setQuery} />
            <Typography variant="body2" color="text.secondary" role="status" aria-busy={query !== listQuery}>
              {productCounter(shown.length, all.length, searching)}
            </Typography>
          </>
        ) : (
          variant === 'old' && <Typography color="text.secondary">{MENU_MESSAGES.menuNoCategorySelected}</Typography>
        )}
        {headerActions}
      </Stack>
      {!category && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {MENU_MESSAGES.menuSelectCategory}
        </Typography>
      )}
      {category && (
        <QueryView result={products} errorTitle={MENU_MESSAGES.menuProductsLoadFailed}>
          {(list) => {
            if (list.length === 0) return <EmptyState message={MENU_MESSAGES.menuNoProducts} />;
            if (shown.length === 0) return <EmptyState message={MENU_MESSAGES.menuNoProductFound(listQuery.trim())} />;
            return (
              <SortableVirtualTable
                label={`Produtos de ${category.nome_categoria}`}
                columns={PRODUCT_COLUMNS}
                rowHeight={PRODUCT_ROW_HEIGHT}
                maxHeight="max(320px, calc(100vh - 290px))"
                items={shown}
                // a filtered list cannot be reordered: the order is the whole category's
                disabled={searching}
                getId={productId}
                getName={productName}
                onReorder={onReorder}
                renderCells={renderCells}
              />
            );
          }}
        </QueryView>
      )}
      <DeleteConfirmDialog {...deletion.dialog} />
      {adjusting && category && (
        <Suspense fallback={null}>
          <PriceAdjustmentDialog
            categoryName={category.nome_categoria}
            products={all}
            onClose={() => setAdjusting(false)}
            onApplied={(applied, total) => {
              setAdjusting(false);
              onPricesAdjusted(applied, total);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
