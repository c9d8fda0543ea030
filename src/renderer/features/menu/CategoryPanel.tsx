import { memo, useLayoutEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { MenuCategory } from '../../../shared/api';
import { statusLabel } from '../../../shared/statusCodes';
import { EmptyState } from '../../ui/ScreenStates';
import { MENU_MESSAGES } from './messages';
import { DragHandle, SortableList, type DragHandleProps } from '../../ui/SortableList';
import { plainPartStyles } from '../../ui/plainParts';
import { useReorderCategoriesMutation } from './categoriesApi';

export interface CategoryPanelProps {
  categories: MenuCategory[];
  selectedId: number | null;
  onSelect: (category: MenuCategory) => void;
  onAdd: () => void;
  onEdit: (category: MenuCategory) => void;
  onDelete: (category: MenuCategory) => void;
}

const rowStyles = (theme: Theme) => ({
  '.category-row': { display: 'flex', alignItems: 'center', width: '100%', gap: theme.spacing(0.5) },
  '.category-row__name': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' as const },
  ...plainPartStyles(theme),
});

const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={rowStyles} />;
});

interface RowActions {
  select: (category: MenuCategory) => void;
  edit: (category: MenuCategory) => void;
  remove: (category: MenuCategory) => void;
}

interface CategoryRowProps {
  category: MenuCategory;
  selected: boolean;
  dragHandleProps: DragHandleProps | null;
  actions: RowActions;
}

/** the drag library gives a new handle object on each draw, with the same values while the drag state holds */
const sameHandle = (a: DragHandleProps | null, b: DragHandleProps | null) => {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a) as Array<keyof DragHandleProps>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * One category: plain elements styled once (rowStyles), drawn again only when the category, its
 * selection or its handle changes: a store with 60 categories drew 60 rows of MUI buttons each
 * time the screen did.
 */
const CategoryRow = memo(
  function CategoryRow({ category: c, selected, dragHandleProps, actions }: CategoryRowProps) {
    return (
      <div className="category-row">
        <DragHandle dragHandleProps={dragHandleProps} />
        <button type="button" className="plain-list-button" aria-current={selected ? 'true' : undefined} onClick={() => actions.select(c)}>
          <span className="category-row__name">{c.nome_categoria}</span>
          {c.status !== 'S' && <span className="plain-chip">{statusLabel(c.status)}</span>}
        </button>
        <button type="button" className="plain-icon-button" aria-label={`Editar ${c.nome_categoria}`} onClick={() => actions.edit(c)}>
          <EditOutlined fontSize="small" />
        </button>
        <button type="button" className="plain-icon-button" aria-label={`Excluir ${c.nome_categoria}`} onClick={() => actions.remove(c)}>
          <DeleteOutlined fontSize="small" />
        </button>
      </div>
    );
  },
  (a, b) => a.category === b.category && a.selected === b.selected && a.actions === b.actions && sameHandle(a.dragHandleProps, b.dragHandleProps),
);

/**
 * The menu's categories (spec 02 §2.1 left column): dragged with the mouse or the keyboard to a
 * new order, saved at once (a failed save puts the list back, and the data layer says why).
 */
export function CategoryPanel({ categories, selectedId, onSelect, onAdd, onEdit, onDelete }: CategoryPanelProps) {
  const [reorder] = useReorderCategoriesMutation();
  // the rows call the latest handlers, so a row is drawn again only when what it shows changes
  const latest = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    latest.current = { select: onSelect, edit: onEdit, remove: onDelete };
  });
  const [actions] = useState<RowActions>(() => ({
    select: (c) => latest.current?.select(c),
    edit: (c) => latest.current?.edit(c),
    remove: (c) => latest.current?.remove(c),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <RowStyles />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pb: 1 }}>
        <Typography variant="h6" component="h2">
          Categorias
        </Typography>
        <Button startIcon={<Add />} onClick={onAdd} aria-label="Adicionar categoria">
          Adicionar
        </Button>
      </Stack>
      {categories.length === 0 ? (
        <EmptyState message={MENU_MESSAGES.menuNoCategories} />
      ) : (
        <SortableList
          label="Categorias"
          items={categories}
          getId={(c) => c.id_cardapio_categoria}
          getName={(c) => c.nome_categoria}
          onReorder={(next) => void reorder(next)}
          renderItem={(c, state) => (
            <CategoryRow category={c} selected={c.id_cardapio_categoria === selectedId} dragHandleProps={state.dragHandleProps} actions={actions} />
          )}
        />
      )}
    </Paper>
  );
}
