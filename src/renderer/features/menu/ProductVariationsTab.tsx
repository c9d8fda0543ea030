import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { MenuProduct, ProductVariation, Variation } from '../../../shared/api';
import { priceCalculationLabel } from '../../../shared/menu/pricing';
import { useAppDispatch } from '../../app/hooks';
import { MENU_MESSAGES } from './messages';
import { EmptyState } from '../../ui/ScreenStates';
import { DragHandle, SortableList } from '../../ui/SortableList';
import { StatusSelect } from '../../ui/StatusSelect';
import { showAttention } from '../../ui/uiSlice';
import { choiceRange } from '../variations/model';
import { VariationDialog } from '../variations/VariationDialog';
import { useVariationsQuery } from '../variations/variationsApi';
import { useAddProductVariationMutation, useDeleteProductVariationMutation, useReorderProductVariationsMutation, useSetProductVariationStatusMutation, type ProductRef } from './productPartsApi';

/** What the variation picker holds: a global variation, or a typed name (an ad-hoc variation, id 0). */
export type VariationChoice = { id_variacao: number; nome_variacao: string };

/**
 * A choice with id 0 and a typed name is a new variation made for this product: it opens the
 * variation modal instead of posting (spec 02 §4). A typed name equal to an existing variation's
 * is that variation.
 */
export function resolveVariationChoice(choice: VariationChoice | string | null, variations: readonly Variation[]): VariationChoice | null {
  if (choice === null) return null;
  const nome = typeof choice === 'string' ? choice.trim() : choice.nome_variacao;
  if (typeof choice !== 'string' && choice.id_variacao !== 0) return choice;
  if (nome === '') return null;
  const same = variations.find((v) => v.nome_variacao.toLocaleLowerCase('pt-BR') === nome.toLocaleLowerCase('pt-BR'));
  return same ? { id_variacao: same.id_variacao, nome_variacao: same.nome_variacao } : { id_variacao: 0, nome_variacao: nome };
}

/** The product's variações (spec 02 §2.1): global variations per size or 'Todos', status, order. */
export function ProductVariationsTab({ product, detail }: { product: ProductRef; detail: MenuProduct }) {
  const dispatch = useAppDispatch();
  const variations = useVariationsQuery();
  const [choice, setChoice] = useState<VariationChoice | string | null>(null);
  const [sizeId, setSizeId] = useState<number | ''>('');
  const [dialog, setDialog] = useState<{ variationId?: number; nome?: string } | null>(null);
  const [add, adding] = useAddProductVariationMutation();
  const [remove] = useDeleteProductVariationMutation();
  const [setStatus] = useSetProductVariationStatusMutation();
  const [reorder] = useReorderProductVariationsMutation();
  const links = detail.variacoes ?? [];
  const sizes = detail.tamanhos.map((s) => ({ id: s.id_cardapio_tamanho, nome: s.nome }));
  const options: VariationChoice[] = (variations.data ?? [])
    .filter((v) => v.id_cardapio === null || v.id_cardapio === product.productId)
    .map((v) => ({ id_variacao: v.id_variacao, nome_variacao: v.nome_variacao }));

  const link = async (variationId: number) => {
    const result = await add({ ...product, variationId, sizeId: sizeId === '' ? null : sizeId });
    if ('data' in result) {
      setChoice(null);
      setSizeId('');
    }
  };

  const submit = () => {
    const resolved = resolveVariationChoice(choice, variations.data ?? []);
    if (!resolved) {
      dispatch(showAttention(MENU_MESSAGES.variationRequired));
      return;
    }
    if (resolved.id_variacao === 0) setDialog({ nome: resolved.nome_variacao });
    else void link(resolved.id_variacao);
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete<VariationChoice, false, false, true>
          freeSolo
          sx={{ flex: 1 }}
          options={options}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.nome_variacao)}
          value={choice}
          onChange={(_e, value) => setChoice(value)}
          onInputChange={(_e, text, reason) => {
            if (reason === 'input') setChoice(text);
          }}
          renderInput={(params) => <TextField {...params} label="Variação" helperText="Escolha uma variação, ou digite o nome de uma nova para este produto." />}
        />
        <TextField select label="Tamanho" value={sizeId} onChange={(e) => setSizeId(e.target.value === '' ? '' : Number(e.target.value))} sx={{ minWidth: 180 }}>
          <MenuItem value="">Todos</MenuItem>
          {sizes.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={submit} disabled={adding.isLoading} sx={{ mt: 1 }}>
          Adicionar variação
        </Button>
      </Stack>
      {links.length === 0 ? (
        <EmptyState message="Nenhuma variação neste produto." />
      ) : (
        <SortableList
          label="Variações do produto"
          items={links}
          getId={(v) => v.id_cardapio_variacao}
          getName={(v) => v.nome_variacao}
          onReorder={(next) => void reorder({ ...product, next })}
          renderItem={(v: ProductVariation, state) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <DragHandle {...state} />
              <Box sx={{ flex: 1 }}>
                <Typography>
                  {v.nome_variacao}
                  {v.nome_variacao_avulsa && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      (só deste produto)
                    </Typography>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {v.tamanho_nome || 'Todos'} · {priceCalculationLabel(v.calculo_preco)} · escolha {choiceRange(v.escolha_minima, v.escolha_maxima)}
                </Typography>
              </Box>
              <StatusSelect
                entity="variation"
                value={v.status}
                label={`Status da variação ${v.nome_variacao}`}
                onChange={(code) => void setStatus({ ...product, link: v, status: code })}
              />
              <IconButton aria-label={`Editar variação ${v.nome_variacao}`} onClick={() => setDialog({ variationId: v.id_variacao })}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Retirar variação ${v.nome_variacao}`} onClick={() => void remove({ ...product, link: v })}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
      {dialog && (
        <VariationDialog
          variationId={dialog.variationId}
          initial={{ nome: dialog.nome, productId: product.productId, sizeId: sizeId === '' ? null : sizeId }}
          linkedSizes={sizes}
          onClose={() => setDialog(null)}
          onSaved={(id, created) => {
            if (created) void link(id);
          }}
        />
      )}
    </Stack>
  );
}
