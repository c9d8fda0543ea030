import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { MESSAGES } from '../../ui/messages';
import { QueryView } from '../../ui/QueryView';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { StatusSelect } from '../../ui/StatusSelect';
import { visuallyHidden } from '../../ui/visuallyHidden';
import type { PriceChange as Change } from './priceAdjustment';
import { PriceAdjustmentDialog } from './PriceAdjustmentDialog';
import { productPriceLabel } from './prices';
import { useDeleteProductMutation, useDuplicateProductMutation, useMenuProductsQuery, useReorderProductsMutation, useSetProductStatusMutation } from './productsApi';
import { matchesSearch } from '../../../shared/search';

export interface ProductPanelProps {
  category: MenuCategory | null;
  onAdd: () => void;
  onEdit: (product: MenuProduct) => void;
  onPricesAdjusted: (applied: Change[], total: number) => void;
  /** the older screen says 'Nenhuma categoria selecionada' where the search goes */
  variant: 'current' | 'old';
}

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
  const all = products.data ?? [];

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
              {productCounter(all.filter((p) => matchesSearch(p.nome_prod, query)).length, all.length, query.trim() !== '')}
            </Typography>
          </>
        ) : (
          variant === 'old' && <Typography color="text.secondary">{MESSAGES.menuNoCategorySelected}</Typography>
        )}
        <Button startIcon={<PriceChange />} onClick={() => setAdjusting(true)} disabled={all.length === 0}>
          Reajustar preços
        </Button>
        {category ? addButton : <Tooltip title={MESSAGES.menuSelectCategory}>{addButton}</Tooltip>}
      </Stack>
      {!category && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {MESSAGES.menuSelectCategory}
        </Typography>
      )}
      {category && (
        <QueryView result={products} errorTitle={MESSAGES.menuProductsLoadFailed}>
          {(list) => {
            const shown = list.filter((p) => matchesSearch(p.nome_prod, query));
            if (list.length === 0) return <EmptyState message={MESSAGES.menuNoProducts} />;
            if (shown.length === 0) return <EmptyState message={MESSAGES.menuNoProductFound(query.trim())} />;
            return (
              <TableContainer>
                <Table size="small" aria-label={`Produtos de ${category.nome_categoria}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: 40 }}>
                        <Box component="span" sx={visuallyHidden}>
                          Arrastar
                        </Box>
                      </TableCell>
                      <TableCell sx={{ width: 64 }}>Img</TableCell>
                      <TableCell>Produto</TableCell>
                      <TableCell>Preço</TableCell>
                      <TableCell sx={{ width: 150 }}>Status</TableCell>
                      <TableCell sx={{ width: 140 }}>Ações</TableCell>
                    </TableRow>
                  </TableHead>
                  <SortableList
                    variant="table"
                    label={`Produtos de ${category.nome_categoria}`}
                    items={shown}
                    // a filtered list cannot be reordered: the order is the whole category's
                    disabled={query.trim() !== ''}
                    getId={(p) => p.id_cardapio}
                    getName={(p) => p.nome_prod}
                    onReorder={(next) => void reorder({ categoryId: category.id_cardapio_categoria, products: next })}
                    renderItem={(p, state) => {
                      const price = productPriceLabel(p);
                      return (
                        <>
                          <TableCell sx={{ width: 40 }}>
                            <DragHandle {...state} />
                          </TableCell>
                          <TableCell sx={{ width: 64 }}>
                            <Avatar variant="rounded" src={p.foto || undefined} alt={p.foto ? `Foto de ${p.nome_prod}` : undefined} sx={{ width: 40, height: 40 }}>
                              <PhotoCameraOutlined fontSize="small" aria-label="Sem imagem" />
                            </Avatar>
                          </TableCell>
                          <TableCell>
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                              {p.nome_prod}
                            </Typography>
                            {p.descricao && (
                              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 320 }} noWrap>
                                {p.descricao}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {price.old && (
                              <Typography component="s" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                {price.old}
                              </Typography>
                            )}
                            {price.from && (
                              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                a partir de
                              </Typography>
                            )}
                            {price.price}
                          </TableCell>
                          <TableCell sx={{ width: 150 }}>
                            <StatusSelect
                              entity="product"
                              value={p.status}
                              label={`Status de ${p.nome_prod}`}
                              busy={statusChange.isLoading && statusChange.originalArgs?.product.id_cardapio === p.id_cardapio}
                              onChange={(code) => void setStatus({ product: p, status: code as MenuStatus })}
                            />
                          </TableCell>
                          <TableCell sx={{ width: 140, whiteSpace: 'nowrap' }}>
                            <IconButton size="small" aria-label={`Duplicar ${p.nome_prod}`} onClick={() => void duplicate(p)}>
                              <ContentCopy fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={`Editar ${p.nome_prod}`} onClick={() => onEdit(p)}>
                              <EditOutlined fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={`Excluir ${p.nome_prod}`} onClick={() => deletion.ask(p)}>
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          </TableCell>
                        </>
                      );
                    }}
                  />
                </Table>
              </TableContainer>
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
