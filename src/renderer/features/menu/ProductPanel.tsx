import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PriceChange from '@mui/icons-material/PriceChange';
import type { MenuCategory, MenuProduct, MenuStatus } from '../../../shared/api';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { SearchField } from '../../ui/SearchField';
import { MENU_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle } from '../../ui/SortableList';
import { SortableVirtualTable, type SortableColumn } from '../../ui/SortableVirtualTable';
import { StatusSelect } from '../../ui/StatusSelect';
import type { PriceChange as Change } from './priceAdjustment';
import { PriceAdjustmentDialog } from './PriceAdjustmentDialog';
import { productPriceLabel } from './prices';
import { useDeleteProductMutation, useDuplicateProductMutation, useMenuProductsQuery, useReorderProductsMutation, useSetProductStatusMutation } from './productsApi';
import { searchKey } from '../../../shared/search';

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

/**
 * The selected category's products (spec 02 §2.1 right column): search, counter, 'Adicionar
 * Produto', and the table (drag handle, Img, Produto, Preço, Status, Ações).
 */
export function ProductPanel({ category, onAdd, onEdit, onPricesAdjusted, variant }: ProductPanelProps) {
  const [query, setQuery] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const products = useMenuProductsQuery(category?.id_cardapio_categoria ?? 0, { skip: !category });
  const [setStatus, statusChange] = useSetProductStatusMutation();
  const [duplicate] = useDuplicateProductMutation();
  const [remove, removal] = useDeleteProductMutation();
  const deletion = useDeleteConfirm(remove, { name: (p: MenuProduct) => p.nome_prod, busy: removal.isLoading });
  const [reorder] = useReorderProductsMutation();
  const all = useMemo(() => products.data ?? [], [products.data]);
  // a search key per product, worked out once per list and not on every key typed
  const keys = useMemo(() => all.map((p) => searchKey(p.nome_prod)), [all]);
  const searching = query.trim() !== '';
  const shown = useMemo(() => {
    const q = searchKey(query);
    return q === '' ? all : all.filter((_, i) => keys[i]!.includes(q));
  }, [all, keys, query]);

  const addButton = (
    <span>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd} disabled={!category}>
        Adicionar Produto
      </Button>
    </span>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
          {category ? category.nome_categoria : 'Produtos'}
        </Typography>
        {category ? (
          <>
            <SearchField value={query} onChange={setQuery} />
            <Typography variant="body2" color="text.secondary" role="status">
              {productCounter(shown.length, all.length, searching)}
            </Typography>
          </>
        ) : (
          variant === 'old' && <Typography color="text.secondary">{MENU_MESSAGES.menuNoCategorySelected}</Typography>
        )}
        <Button startIcon={<PriceChange />} onClick={() => setAdjusting(true)} disabled={all.length === 0}>
          Reajustar preços
        </Button>
        {category ? addButton : <Tooltip title={MENU_MESSAGES.menuSelectCategory}>{addButton}</Tooltip>}
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
            if (shown.length === 0) return <EmptyState message={MENU_MESSAGES.menuNoProductFound(query.trim())} />;
            return (
              <SortableVirtualTable
                label={`Produtos de ${category.nome_categoria}`}
                columns={PRODUCT_COLUMNS}
                rowHeight={PRODUCT_ROW_HEIGHT}
                maxHeight="max(320px, calc(100vh - 290px))"
                items={shown}
                // a filtered list cannot be reordered: the order is the whole category's
                disabled={searching}
                getId={(p) => p.id_cardapio}
                getName={(p) => p.nome_prod}
                onReorder={(next) => void reorder({ categoryId: category.id_cardapio_categoria, products: next })}
                renderCells={(p, state) => {
                  const price = productPriceLabel(p);
                  return [
                    <DragHandle key="drag" {...state} />,
                    <Avatar key="img" variant="rounded" src={p.foto || undefined} alt={p.foto ? `Foto de ${p.nome_prod}` : undefined} sx={{ width: 40, height: 40 }}>
                      <PhotoCameraOutlined fontSize="small" aria-label="Sem imagem" />
                    </Avatar>,
                    <Box key="name" title={p.nome_prod}>
                      <Typography variant="body2" sx={{ fontWeight: 500, display: '-webkit-box', WebkitLineClamp: p.descricao ? 1 : 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                        {p.nome_prod}
                      </Typography>
                      {p.descricao && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap title={p.descricao}>
                          {p.descricao}
                        </Typography>
                      )}
                    </Box>,
                    <Box key="price" sx={{ whiteSpace: 'nowrap', typography: 'body2' }}>
                      {price.old && (
                        <Typography component="s" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                          {price.old}
                        </Typography>
                      )}
                      {price.from && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                          a partir de
                        </Typography>
                      )}
                      {price.price}
                    </Box>,
                    <StatusSelect
                      key="status"
                      entity="product"
                      value={p.status}
                      label={`Status de ${p.nome_prod}`}
                      busy={statusChange.isLoading && statusChange.originalArgs?.product.id_cardapio === p.id_cardapio}
                      onChange={(code) => void setStatus({ product: p, status: code as MenuStatus })}
                    />,
                    <Box key="actions" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={`Duplicar ${p.nome_prod}`} onClick={() => void duplicate(p)}>
                        <ContentCopy fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Editar ${p.nome_prod}`} onClick={() => onEdit(p)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Excluir ${p.nome_prod}`} onClick={() => deletion.ask(p)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Box>,
                  ];
                }}
              />
            );
          }}
        </QueryView>
      )}
      <DeleteConfirmDialog {...deletion.dialog} />
      {adjusting && category && (
        <PriceAdjustmentDialog
          categoryName={category.nome_categoria}
          products={all}
          onClose={() => setAdjusting(false)}
          onApplied={(applied, total) => {
            setAdjusting(false);
            onPricesAdjusted(applied, total);
          }}
        />
      )}
    </Paper>
  );
}
