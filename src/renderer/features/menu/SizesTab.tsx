import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { MENU_TEXT_LIMITS, type MenuSize } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { useAppDispatch } from '../../app/hooks';
import { CountedTextField } from '../../ui/CountedTextField';
import { DeleteConfirmDialog, useDeleteConfirm } from '../../ui/DeleteConfirmDialog';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { LastSizeDialog } from './LastSizeDialog';
import { MENU_MESSAGES } from './messages';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { StatusSelect } from '../../ui/StatusSelect';
import { showAttention } from '../../ui/uiSlice';
import { parsePrice, priceError, priceText } from './prices';
import { useDeleteSizeMutation, useReorderSizesMutation, useSaveSizeMutation, useSetSizeStatusMutation, type ProductRef } from './productPartsApi';

/**
 * The product's tamanhos (spec 02 §2.1, §3 Size): a product with sizes is multi-size and its base
 * price becomes zero. `product` null: not saved yet, adding says 'Salve o produto antes de
 * cadastrar tamanhos!'. Deleting the only size asks the product's price again (LastSizeDialog).
 */
export function SizesTab({ product, sizes }: { product: ProductRef | null; sizes: MenuSize[] }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<MenuSize | null>(null);
  const [nome, setNome] = useState('');
  const [preco, setPreco] = useState('');
  const [errors, setErrors] = useState<{ nome?: string; preco?: string }>({});
  // a new round of the form after a save: its fields start untouched, no rule message on the emptied price
  const [round, setRound] = useState(0);
  const [lastSize, setLastSize] = useState<MenuSize | null>(null);
  const [save, saving] = useSaveSizeMutation();
  const [remove, removal] = useDeleteSizeMutation();
  // sizes are listed only for a saved product
  const removeSize = (size: MenuSize) => (product ? remove({ ...product, size }) : Promise.resolve({ error: null }));
  const removeLastSize = async (size: MenuSize, precoProduto: number) => {
    if (!product) return;
    const result = await remove({ ...product, size, precoProduto });
    if ('data' in result) setLastSize(null);
  };
  const deletion = useDeleteConfirm(removeSize, { name: (size) => size.nome, busy: removal.isLoading });
  const [setStatus] = useSetSizeStatusMutation();
  const [reorder] = useReorderSizesMutation();

  const reset = () => {
    setEditing(null);
    setNome('');
    setPreco('');
    setErrors({});
    setRound((r) => r + 1);
  };

  const submit = async () => {
    if (!product) {
      dispatch(showAttention(MENU_MESSAGES.productSizesSaveFirst));
      return;
    }
    const found = { nome: nome.trim() === '' ? MENU_MESSAGES.sizeNameRequired : undefined, preco: priceError(preco) ?? undefined };
    setErrors(found);
    if (found.nome || found.preco) return;
    const result = await save({ ...product, id: editing?.id_cardapio_tamanho, nome: nome.trim(), preco: parsePrice(preco) ?? 0, status: editing?.status ?? 'S' });
    if ('data' in result) reset();
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {sizes.length > 0 && <Alert severity="info">{MENU_MESSAGES.productMultiSizeHint}</Alert>}
      <Stack
        component="form"
        key={round}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <CountedTextField
          label="Nome do tamanho"
          value={nome}
          onChange={setNome}
          error={Boolean(errors.nome)}
          helperText={errors.nome}
          maxLength={MENU_TEXT_LIMITS.sizeName}
          fullWidth={false}
        />
        <MoneyTextField
          label="Preço do tamanho"
          value={preco}
          onChange={(value) => setPreco(value)}
          error={Boolean(errors.preco)}
          helperText={errors.preco ?? 'Ex.: 39,90'}
        />
        <Button type="submit" variant="outlined" disabled={saving.isLoading} sx={{ mt: 1 }}>
          {editing ? 'Atualizar tamanho' : 'Adicionar tamanho'}
        </Button>
        {editing && (
          <Button onClick={reset} sx={{ mt: 1 }}>
            Cancelar
          </Button>
        )}
      </Stack>
      {sizes.length === 0 ? (
        <Typography color="text.secondary">Nenhum tamanho: o produto tem um preço só.</Typography>
      ) : (
        <SortableList
          label="Tamanhos"
          items={sizes}
          getId={(s) => s.id_cardapio_tamanho}
          getName={(s) => s.nome}
          onReorder={(next) => product && void reorder({ ...product, next })}
          renderItem={(size, state) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <DragHandle {...state} />
              <Typography sx={{ flex: 1 }}>{size.nome}</Typography>
              <Typography sx={{ width: 100 }}>{formatBRL(size.preco)}</Typography>
              <StatusSelect
                entity="size"
                value={size.status}
                label={`Status do tamanho ${size.nome}`}
                onChange={(code) => product && void setStatus({ ...product, size, status: code })}
              />
              <IconButton
                aria-label={`Editar tamanho ${size.nome}`}
                onClick={() => {
                  setEditing(size);
                  setNome(size.nome);
                  setPreco(priceText(size.preco));
                  setErrors({});
                }}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Excluir tamanho ${size.nome}`} onClick={() => (sizes.length === 1 ? setLastSize(size) : deletion.ask(size))}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
      <DeleteConfirmDialog {...deletion.dialog} />
      {lastSize && (
        <LastSizeDialog size={lastSize} busy={removal.isLoading} onCancel={() => setLastSize(null)} onConfirm={(preco) => void removeLastSize(lastSize, preco)} />
      )}
    </Stack>
  );
}
