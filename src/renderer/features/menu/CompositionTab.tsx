import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { IngredientLink, StockItem } from '../../../shared/api';
import { useAppDispatch } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { MENU_MESSAGES } from './messages';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { showAttention } from '../../ui/uiSlice';
import { useStockItemsQuery } from '../stock/stockApi';
import { useAddIngredientMutation, useDeleteIngredientMutation, useReorderIngredientsMutation, useUpdateIngredientMutation, type ProductRef } from './productPartsApi';

/** A quantity as typed: a whole number from 1 to 999, or null. */
export function parseQuantity(text: string): number | null {
  const n = Number(text);
  return /^\d{1,3}$/.test(text.trim()) && n >= 1 ? n : null;
}

/**
 * The product's composição (spec 02 §2.1, §3 Ingredient link): stock items with a quantity (1 by
 * default) and removível (on by default), in an order dragged to; 'Não há composição' when empty.
 * `product` null: not saved yet (the older screen), adding says to save first.
 */
export function CompositionTab({ product, ingredients }: { product: ProductRef | null; ingredients: IngredientLink[] }) {
  const dispatch = useAppDispatch();
  const stock = useStockItemsQuery();
  const [chosen, setChosen] = useState<StockItem | null>(null);
  const [add, adding] = useAddIngredientMutation();
  const [update] = useUpdateIngredientMutation();
  const [remove] = useDeleteIngredientMutation();
  const [reorder] = useReorderIngredientsMutation();
  const inUse = new Set(ingredients.map((i) => i.id_estoque));

  const submit = async () => {
    if (!product) {
      dispatch(showAttention(MENU_MESSAGES.productCompositionSaveFirst));
      return;
    }
    if (!chosen) {
      dispatch(showAttention(MESSAGES.stockItemRequired));
      return;
    }
    const result = await add({ ...product, stockItemId: chosen.id_estoque, quantidade: 1, removivel: true });
    if ('data' in result) setChosen(null);
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Autocomplete
          sx={{ flex: 1 }}
          options={(stock.data ?? []).filter((s) => !inUse.has(s.id_estoque))}
          getOptionLabel={(s) => s.nome_item}
          groupBy={(s) => (s.tipo === 'sabor' ? 'Sabores' : 'Ingredientes')}
          value={chosen}
          onChange={(_e, value) => setChosen(value)}
          loading={stock.isLoading}
          renderInput={(params) => <TextField {...params} label="Item do estoque" />}
        />
        <Button variant="outlined" onClick={() => void submit()} disabled={adding.isLoading}>
          Adicionar à composição
        </Button>
      </Stack>
      {ingredients.length === 0 ? (
        <EmptyState message={MENU_MESSAGES.compositionEmpty} />
      ) : (
        <SortableList
          label="Composição"
          items={ingredients}
          getId={(i) => i.id_cardapio_estoque}
          getName={(i) => i.nome_item}
          onReorder={(next) => product && void reorder({ ...product, next })}
          renderItem={(link, state) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <DragHandle {...state} />
              <Typography sx={{ flex: 1 }}>{link.nome_item}</Typography>
              <QuantityField
                link={link}
                onCommit={(quantidade) => product && void update({ ...product, link, quantidade, removivel: link.removivel })}
              />
              <FormControlLabel
                label="Removível"
                control={
                  <Checkbox
                    checked={link.removivel}
                    onChange={(e) => product && void update({ ...product, link, quantidade: link.quantidade, removivel: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `${link.nome_item} removível` } }}
                  />
                }
              />
              <IconButton aria-label={`Retirar ${link.nome_item}`} onClick={() => product && void remove({ ...product, link })}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
    </Stack>
  );
}

/** The quantity, saved when the field is left with a valid number (an invalid one goes back). */
function QuantityField({ link, onCommit }: { link: IngredientLink; onCommit: (quantidade: number) => void }) {
  const [text, setText] = useState(String(link.quantidade));
  const [saved, setSaved] = useState(link.quantidade);
  if (saved !== link.quantidade) {
    setSaved(link.quantidade);
    setText(String(link.quantidade));
  }
  const valid = parseQuantity(text) !== null;
  return (
    <TextField
      size="small"
      label="Quantidade"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const n = parseQuantity(text);
        if (n === null) setText(String(link.quantidade));
        else if (n !== link.quantidade) onCommit(n);
      }}
      error={!valid}
      helperText={valid ? undefined : MENU_MESSAGES.quantityInvalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantidade de ${link.nome_item}` } }}
      sx={{ width: 110 }}
    />
  );
}
