import { useDeferredValue, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { StockItem } from '../../../shared/api';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { SearchField } from '../../ui/SearchField';
import { STOCK_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { StatusSelect } from '../../ui/StatusSelect';
import { matchesSearch } from '../../../shared/search';
import { StockItemDialog, STOCK_TYPE_LABELS } from './StockItemDialog';
import { useDeleteStockItemMutation, useSetStockItemStatusMutation, useStockItemsQuery } from './stockApi';

/** /estoque (spec 02 §2.4): 'N Itens', search, 'Adicionar Novo Item', and the items' table. */
export function StockPage() {
  const items = useStockItemsQuery();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ item?: StockItem } | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: StockItem } | null>(null);
  const [setStatus] = useSetStockItemStatusMutation();
  const [remove, removal] = useDeleteStockItemMutation();
  const deletion = useDeleteConfirm(remove, { name: (item: StockItem) => item.nome_item, busy: removal.isLoading });
  const all = useMemo(() => items.data ?? [], [items.data]);
  // A key redraws the box at once; the list follows in a render of its own that the next key
  // can interrupt (each row's status select is costly to draw).
  const listQuery = useDeferredValue(query);

  const columns = useMemo((): Column<StockItem>[] => [
    {
      id: 'item',
      header: 'Item',
      sortValue: (i) => i.nome_item,
      render: (i) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={i.image_url || undefined} alt={i.image_url ? `Imagem de ${i.nome_item}` : undefined}>
            <PhotoCameraOutlined fontSize="small" aria-label="Sem imagem" />
          </Avatar>
          <Typography variant="body2">{i.nome_item}</Typography>
        </Stack>
      ),
    },
    { id: 'tipo', header: 'Tipo', sortValue: (i) => i.tipo, render: (i) => STOCK_TYPE_LABELS[i.tipo] },
    {
      id: 'status',
      header: 'Status',
      width: 160,
      render: (i) => <StatusSelect entity="stockItem" value={i.status} label={`Status de ${i.nome_item}`} onChange={(code) => void setStatus({ item: i, status: code as 'S' | 'O' })} />,
    },
    {
      id: 'acoes',
      header: 'Ações',
      width: 80,
      align: 'center',
      render: (i) => (
        <IconButton aria-label={`Ações de ${i.nome_item}`} onClick={(e) => setMenu({ anchor: e.currentTarget, item: i })}>
          <MoreVert />
        </IconButton>
      ),
    },
  ], [setStatus]);

  const table = useMemo(
    () => (
      <PaginatedTable
        resetPageOn={listQuery}
        label="Itens do estoque"
        columns={columns}
        rows={all.filter((i) => matchesSearch(i.nome_item, listQuery))}
        getRowKey={(i) => i.id_estoque}
        pageSize={25}
        emptyMessage={listQuery.trim() ? STOCK_MESSAGES.stockNoneFound(listQuery.trim()) : STOCK_MESSAGES.stockEmpty}
      />
    ),
    [all, columns, listQuery],
  );

  return (
    <Screen
      title={STOCK_MESSAGES.stockTitle}
      actions={
        <>
          <Typography color="text.secondary" role="status">
            {STOCK_MESSAGES.stockCount(all.length)}
          </Typography>
          <SearchField value={query} onChange={setQuery} />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
            Adicionar Novo Item
          </Button>
        </>
      }
    >
      <QueryView result={items} errorTitle={STOCK_MESSAGES.stockLoadFailed}>
        {() => table}
      </QueryView>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setEditing({ item: menu?.item });
            setMenu(null);
          }}
        >
          Editar
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) deletion.ask(menu.item);
            setMenu(null);
          }}
        >
          Excluir
        </MenuItem>
      </Menu>
      {editing && <StockItemDialog item={editing.item} onClose={() => setEditing(null)} />}
      <DeleteConfirmDialog {...deletion.dialog} />
    </Screen>
  );
}
