import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { LOOSE_ITEM_ID, VARIATION_TEXT_LIMITS, type Variation } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { CountedTextField } from '../../ui/CountedTextField';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { MESSAGES } from '../../ui/messages';
import { VARIATIONS_MESSAGES } from './messages';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { parsePrice, priceError } from '../menu/prices';
import { useStockItemsQuery } from '../stock/stockApi';
import { useDeleteVariationItemMutation, useReorderVariationItemsMutation, useSaveVariationItemMutation } from './variationsApi';

interface ItemOption {
  id: number;
  label: string;
  group: string;
}

const LOOSE: ItemOption = { id: LOOSE_ITEM_ID, label: 'Item avulso (nome próprio)', group: 'Avulso' };

/**
 * A variation's items with their prices (spec 02 §3 Variation stock item): stock items, or a loose
 * item (-1) with its own name; dragged to a new order.
 */
export function VariationItems({ variation }: { variation: Variation }) {
  const stock = useStockItemsQuery();
  const [option, setOption] = useState<ItemOption | null>(null);
  const [looseName, setLooseName] = useState('');
  const [preco, setPreco] = useState('');
  const [errors, setErrors] = useState<{ item?: string; nome?: string; preco?: string }>({});
  const [save, saving] = useSaveVariationItemMutation();
  const [remove] = useDeleteVariationItemMutation();
  const [reorder] = useReorderVariationItemsMutation();
  const options: ItemOption[] = [
    LOOSE,
    ...(stock.data ?? []).map((s) => ({ id: s.id_estoque, label: s.nome_item, group: s.tipo === 'sabor' ? 'Sabores' : 'Ingredientes' })),
  ];

  const submit = async () => {
    const found = {
      item: option ? undefined : MESSAGES.stockItemRequired,
      nome: option?.id === LOOSE_ITEM_ID && looseName.trim() === '' ? VARIATIONS_MESSAGES.looseItemNameRequired : undefined,
      preco: priceError(preco) ?? undefined,
    };
    setErrors(found);
    if (!option || found.nome || found.preco) return;
    const result = await save({
      variationId: variation.id_variacao,
      stockItemId: option.id,
      ...(option.id === LOOSE_ITEM_ID ? { nome_item: looseName.trim() } : {}),
      preco: parsePrice(preco) ?? 0,
    });
    if ('data' in result) {
      setOption(null);
      setLooseName('');
      setPreco('');
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Itens e preços
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Autocomplete
          sx={{ minWidth: 240, flex: 1 }}
          options={options}
          groupBy={(o) => o.group}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={option}
          onChange={(_e, value) => setOption(value)}
          renderInput={(params) => <TextField {...params} label="Item" error={Boolean(errors.item)} helperText={errors.item ?? ' '} />}
        />
        {option?.id === LOOSE_ITEM_ID && (
          <CountedTextField
            label="Nome do item avulso"
            value={looseName}
            onChange={setLooseName}
            error={Boolean(errors.nome)}
            helperText={errors.nome}
            maxLength={VARIATION_TEXT_LIMITS.looseItemName}
            fullWidth={false}
          />
        )}
        <MoneyTextField label="Preço do item" value={preco} onChange={setPreco} error={Boolean(errors.preco)} helperText={errors.preco ?? 'Ex.: 5,00'} sx={{ width: 150 }} />
        <Button variant="outlined" onClick={() => void submit()} disabled={saving.isLoading} sx={{ mt: 1 }}>
          Adicionar item
        </Button>
      </Stack>
      {variation.estoque.length === 0 ? (
        <EmptyState message={VARIATIONS_MESSAGES.variationItemsEmpty} />
      ) : (
        <SortableList
          label="Itens da variação"
          items={variation.estoque}
          getId={(i) => i.id_variacao_estoque}
          getName={(i) => i.nome_item}
          onReorder={(next) => void reorder({ variationId: variation.id_variacao, next })}
          renderItem={(item, state) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <DragHandle {...state} />
              <Typography sx={{ flex: 1 }}>
                {item.nome_item}
                {item.id_estoque === LOOSE_ITEM_ID && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    (avulso)
                  </Typography>
                )}
              </Typography>
              <Typography sx={{ width: 100 }}>{formatBRL(item.preco)}</Typography>
              <IconButton aria-label={`Retirar ${item.nome_item}`} onClick={() => void remove({ variationId: variation.id_variacao, item })}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
    </Stack>
  );
}
