import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Variation, VariationCategory } from '../../../shared/api';
import { priceCalculationLabel } from '../../../shared/menu/pricing';
import { statusLabel } from '../../../shared/statusCodes';
import { ListAndContent } from '../../ui/ListAndContent';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { VARIATIONS_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { EmptyState } from '../../ui/ScreenStates';
import { Screen } from '../../ui/Screen';
import { StatusSelect } from '../../ui/StatusSelect';
import { useMenuProductQuery } from '../menu/productsApi';
import { choiceRange } from './model';
import { VariationCategoryDialog } from './VariationCategoryDialog';
import { VariationDialog } from './VariationDialog';
import {
  useCategoryVariationsQuery,
  useDeleteVariationCategoryMutation,
  useDeleteVariationMutation,
  useDuplicateVariationMutation,
  useSetVariationStatusMutation,
  useVariationCategoriesQuery,
} from './variationsApi';

/** The screen's width (px) from which categories and variations sit side by side. */
const SIDE_BY_SIDE_PX = 900;

/** /variacoes (spec 02 §2.3): variation categories on the left, their variations on the right. */
export function VariationsPage() {
  const categories = useVariationCategoriesQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [categoryEdit, setCategoryEdit] = useState<{ category?: VariationCategory } | null>(null);
  const [removeCategory, categoryRemoval] = useDeleteVariationCategoryMutation();
  const categoryDeletion = useDeleteConfirm(removeCategory, { name: (c: VariationCategory) => c.nome_categoria, busy: categoryRemoval.isLoading });
  const list = categories.data ?? [];
  const selected = list.find((c) => c.id_variacao_categoria === chosenId) ?? list[0] ?? null;

  return (
    <Screen title={VARIATIONS_MESSAGES.variationsTitle}>
      <QueryView result={categories} errorTitle={VARIATIONS_MESSAGES.variationCategoriesLoadFailed}>
        {(loaded) => (
          <ListAndContent listWidth={300} sideBySideFrom={SIDE_BY_SIDE_PX}>
            <Paper variant="outlined" sx={{ p: 1 }}>
              <List
                aria-label="Categorias de variações"
                subheader={
                  <ListSubheader component="li" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
                    <Typography variant="h6" component="h2">
                      Categorias
                    </Typography>
                    <Button startIcon={<Add />} onClick={() => setCategoryEdit({})} aria-label="Adicionar categoria">
                      Adicionar
                    </Button>
                  </ListSubheader>
                }
              >
                {loaded.length === 0 && <EmptyState message={VARIATIONS_MESSAGES.variationNoCategories} />}
                {loaded.map((c) => (
                  <ListItem
                    key={c.id_variacao_categoria}
                    disablePadding
                    secondaryAction={
                      <>
                        <IconButton size="small" aria-label={`Editar ${c.nome_categoria}`} onClick={() => setCategoryEdit({ category: c })}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        <IconButton size="small" aria-label={`Excluir ${c.nome_categoria}`} onClick={() => categoryDeletion.ask(c)}>
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemButton
                      selected={c.id_variacao_categoria === selected?.id_variacao_categoria}
                      aria-current={c.id_variacao_categoria === selected?.id_variacao_categoria ? 'true' : undefined}
                      onClick={() => setChosenId(c.id_variacao_categoria)}
                      sx={{ pr: 10 }}
                    >
                      <ListItemText primary={c.nome_categoria} />
                      {c.status !== 'S' && <Chip size="small" label={statusLabel(c.status)} />}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
            {selected ? <CategoryVariations key={selected.id_variacao_categoria} category={selected} categories={loaded} /> : <Paper variant="outlined" sx={{ p: 2 }} />}
          </ListAndContent>
        )}
      </QueryView>
      {categoryEdit && (
        <VariationCategoryDialog
          category={categoryEdit.category}
          onClose={() => setCategoryEdit(null)}
          onSaved={(id) => {
            setCategoryEdit(null);
            setChosenId(id);
          }}
        />
      )}
      <DeleteConfirmDialog {...categoryDeletion.dialog} />
    </Screen>
  );
}

/** One category's variations: add, duplicate (here or into another category), edit, delete, status. */
function CategoryVariations({ category, categories }: { category: VariationCategory; categories: VariationCategory[] }) {
  const variations = useCategoryVariationsQuery(category.id_variacao_categoria);
  const [editing, setEditing] = useState<{ variation?: Variation } | null>(null);
  const [duplicating, setDuplicating] = useState<{ anchor: HTMLElement; variation: Variation } | null>(null);
  const [setStatus] = useSetVariationStatusMutation();
  const [duplicate] = useDuplicateVariationMutation();
  const [remove, removal] = useDeleteVariationMutation();
  const deletion = useDeleteConfirm(remove, { name: (v: Variation) => v.nome_variacao, busy: removal.isLoading });

  const columns: Column<Variation>[] = [
    { id: 'nome', header: 'Variação', sortValue: (v) => v.nome_variacao, render: (v) => v.nome_variacao },
    { id: 'escolha', header: 'Escolha', render: (v) => choiceRange(v.escolha_minima, v.escolha_maxima) },
    { id: 'calculo', header: 'Cálculo do preço', render: (v) => priceCalculationLabel(v.calculo_preco) },
    { id: 'itens', header: 'Itens', align: 'right', render: (v) => v.estoque.length },
    {
      id: 'status',
      header: 'Status',
      width: 160,
      render: (v) => <StatusSelect entity="variation" value={v.status} label={`Status de ${v.nome_variacao}`} onChange={(code) => void setStatus({ variation: v, status: code })} />,
    },
    {
      id: 'acoes',
      header: 'Ações',
      width: 140,
      render: (v) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={`Duplicar ${v.nome_variacao}`} onClick={(e) => setDuplicating({ anchor: e.currentTarget, variation: v })}>
            <ContentCopy fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Editar ${v.nome_variacao}`} onClick={() => setEditing({ variation: v })}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Excluir ${v.nome_variacao}`} onClick={() => deletion.ask(v)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {category.nome_categoria}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
          Adicionar Variação
        </Button>
      </Stack>
      <QueryView result={variations} errorTitle={VARIATIONS_MESSAGES.variationsLoadFailed}>
        {(rows) => <PaginatedTable label={`Variações de ${category.nome_categoria}`} columns={columns} rows={rows} getRowKey={(v) => v.id_variacao} pageSize={25} emptyMessage={VARIATIONS_MESSAGES.variationNone} />}
      </QueryView>
      <Menu anchorEl={duplicating?.anchor ?? null} open={duplicating !== null} onClose={() => setDuplicating(null)}>
        {categories.map((c) => (
          <MenuItem
            key={c.id_variacao_categoria}
            onClick={() => {
              if (duplicating) void duplicate({ variation: duplicating.variation, categoryId: c.id_variacao_categoria });
              setDuplicating(null);
            }}
          >
            {c.id_variacao_categoria === category.id_variacao_categoria ? 'Duplicar nesta categoria' : `Duplicar em ${c.nome_categoria}`}
          </MenuItem>
        ))}
      </Menu>
      {editing && <EditVariation variation={editing.variation} categoryId={category.id_variacao_categoria} onClose={() => setEditing(null)} />}
      <DeleteConfirmDialog {...deletion.dialog} />
    </Paper>
  );
}

/** The variation modal, with the sizes of the product an ad-hoc variation belongs to. */
function EditVariation({ variation, categoryId, onClose }: { variation?: Variation; categoryId: number; onClose: () => void }) {
  const productId = variation?.id_cardapio ?? null;
  const product = useMenuProductQuery({ categoryId: 0, productId: productId ?? 0 }, { skip: productId === null });
  const sizes = (product.data?.tamanhos ?? []).map((s) => ({ id: s.id_cardapio_tamanho, nome: s.nome }));
  return <VariationDialog variationId={variation?.id_variacao} initial={{ categoryId }} linkedSizes={sizes} onClose={onClose} />;
}
