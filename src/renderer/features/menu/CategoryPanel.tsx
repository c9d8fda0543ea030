import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { MenuCategory } from '../../../shared/api';
import { statusLabel } from '../../../shared/statusCodes';
import { EmptyState } from '../../ui/ScreenStates';
import { MENU_MESSAGES } from './messages';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { useReorderCategoriesMutation } from './categoriesApi';

export interface CategoryPanelProps {
  categories: MenuCategory[];
  selectedId: number | null;
  onSelect: (category: MenuCategory) => void;
  onAdd: () => void;
  onEdit: (category: MenuCategory) => void;
  onDelete: (category: MenuCategory) => void;
}

/**
 * The menu's categories (spec 02 §2.1 left column): dragged with the mouse or the keyboard to a
 * new order, saved at once (a failed save puts the list back, and the data layer says why).
 */
export function CategoryPanel({ categories, selectedId, onSelect, onAdd, onEdit, onDelete }: CategoryPanelProps) {
  const [reorder] = useReorderCategoriesMutation();
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
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
            <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', gap: 0.5 }}>
              <DragHandle {...state} />
              <ListItemButton
                selected={c.id_cardapio_categoria === selectedId}
                aria-current={c.id_cardapio_categoria === selectedId ? 'true' : undefined}
                onClick={() => onSelect(c)}
                sx={{ borderRadius: 1, py: 0.5 }}
              >
                <ListItemText primary={c.nome_categoria} />
                {c.status !== 'S' && <Chip size="small" label={statusLabel(c.status)} sx={{ ml: 1 }} />}
              </ListItemButton>
              <IconButton size="small" aria-label={`Editar ${c.nome_categoria}`} onClick={() => onEdit(c)}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Excluir ${c.nome_categoria}`} onClick={() => onDelete(c)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
    </Paper>
  );
}
