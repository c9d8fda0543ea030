import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialogActions } from '../../ui/FormDialogActions';
import { Formik } from 'formik';
import { PRICE_CALCULATIONS, VARIATION_TEXT_LIMITS, type Variation } from '../../../shared/api';
import { CountedTextField } from '../../ui/CountedTextField';
import { shownError } from '../../ui/formErrors';
import { PRICE_CALCULATION_LABELS } from '../../../shared/menu/pricing';
import { VARIATIONS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { variationBody, variationErrors, variationFormOf, type VariationForm } from './model';
import { VariationItems } from './VariationItems';
import { useSaveVariationMutation, useVariationCategoriesQuery, useVariationQuery } from './variationsApi';

export interface VariationDialogProps {
  /** the variation edited; undefined: a new one */
  variationId?: number;
  /** a new variation's start: typed name, category, and (ad hoc) the product and size it is for */
  initial?: { nome?: string; categoryId?: number | null; productId?: number; sizeId?: number | null };
  /** the sizes it may be linked to (the product's) */
  linkedSizes?: Array<{ id: number; nome: string }>;
  onClose: () => void;
  /** after the first save of a new variation (the dialog stays open for its items) and after each update */
  onSaved?: (id: number, created: boolean) => void;
}

/**
 * The variation modal (spec 02 §2.3): name, linked size, minimum and maximum choice, price
 * calculation (each code explained), and its items with prices once it is saved. Mount it to open.
 */
export function VariationDialog({ variationId, initial, linkedSizes = [], onClose, onSaved }: VariationDialogProps) {
  const [savedId, setSavedId] = useState(variationId);
  const loaded = useVariationQuery(savedId ?? 0, { skip: savedId === undefined });
  const title = savedId === undefined ? 'Nova variação' : 'Editar variação';
  return (
    <Dialog open onClose={onClose} aria-labelledby="variation-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="variation-dialog-title">{title}</DialogTitle>
      {savedId === undefined ? (
        <VariationFields
          variation={null}
          initial={initial}
          linkedSizes={linkedSizes}
          onClose={onClose}
          onSaved={(id) => {
            setSavedId(id);
            onSaved?.(id, true);
          }}
        />
      ) : (
        <DialogContent>
          <QueryView result={loaded} errorTitle={VARIATIONS_MESSAGES.variationLoadFailed} isEmpty={(v) => v === null} empty={{ message: VARIATIONS_MESSAGES.variationLoadFailed }}>
            {(variation) =>
              variation && (
                <VariationFields
                  key={variation.id_variacao}
                  variation={variation}
                  initial={initial}
                  linkedSizes={linkedSizes}
                  onClose={onClose}
                  onSaved={(id) => onSaved?.(id, false)}
                  embedded
                />
              )
            }
          </QueryView>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The minimum and maximum choice, side by side: the same number field for each. */
const CHOICE_FIELDS = [
  ['escolha_minima', 'Escolha mínima'],
  ['escolha_maxima', 'Escolha máxima'],
] as const;

interface FieldsProps {
  variation: Variation | null;
  initial: VariationDialogProps['initial'];
  linkedSizes: Array<{ id: number; nome: string }>;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** inside the dialog's content already (an existing variation) */
  embedded?: boolean;
}

function VariationFields({ variation, initial, linkedSizes, onClose, onSaved, embedded = false }: FieldsProps) {
  const categories = useVariationCategoriesQuery();
  const [save, saving] = useSaveVariationMutation();
  const productId = variation?.id_cardapio ?? initial?.productId;
  const adHoc = productId !== undefined && productId !== null && (variation ? variation.id_variacao_categoria === null : true);
  const sizes = [...linkedSizes];
  if (variation?.id_cardapio_tamanho && !sizes.some((s) => s.id === variation.id_cardapio_tamanho)) {
    sizes.push({ id: variation.id_cardapio_tamanho, nome: variation.tamanho_nome || `Tamanho ${variation.id_cardapio_tamanho}` });
  }

  return (
    <Formik<VariationForm>
      initialValues={variationFormOf(variation, initial)}
      validate={(values) => variationErrors(values, adHoc)}
      onSubmit={async (values) => {
        const result = await save({ id: variation?.id_variacao, body: variationBody(values, productId ?? undefined) });
        if ('data' in result && result.data) onSaved(result.data.id);
      }}
    >
      {(form) => {
        const error = (name: keyof VariationForm) => shownError(form, name);
        const fields = (
          <Stack component="form" id="variation-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={form.handleSubmit}>
            <CountedTextField
              label="Nome da variação"
              name="nome_variacao"
              value={form.values.nome_variacao}
              onChange={(text) => void form.setFieldValue('nome_variacao', text)}
              onBlur={() => void form.setFieldTouched('nome_variacao')}
              error={Boolean(error('nome_variacao'))}
              helperText={error('nome_variacao')}
              maxLength={VARIATION_TEXT_LIMITS.variationName}
              required
              autoFocus
            />
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Categoria"
                name="id_variacao_categoria"
                value={form.values.id_variacao_categoria}
                onChange={(e) => void form.setFieldValue('id_variacao_categoria', e.target.value === '' ? '' : Number(e.target.value))}
                error={Boolean(error('id_variacao_categoria'))}
                helperText={error('id_variacao_categoria') ?? (adHoc ? 'Opcional: variação deste produto.' : ' ')}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">Nenhuma</MenuItem>
                {(categories.data ?? []).map((c) => (
                  <MenuItem key={c.id_variacao_categoria} value={c.id_variacao_categoria}>
                    {c.nome_categoria}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Tamanho vinculado"
                name="id_cardapio_tamanho"
                value={form.values.id_cardapio_tamanho}
                onChange={(e) => void form.setFieldValue('id_cardapio_tamanho', e.target.value === '' ? '' : Number(e.target.value))}
                helperText={sizes.length === 0 ? 'Sem produto com tamanhos vinculado.' : ' '}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">Nenhum</MenuItem>
                {sizes.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.nome}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              {CHOICE_FIELDS.map(([name, label]) => (
                <TextField
                  key={name}
                  label={label}
                  name={name}
                  type="number"
                  value={form.values[name]}
                  // kept as typed (Formik would make a number of it): the rules read the text
                  onChange={(e) => void form.setFieldValue(name, e.target.value)}
                  onBlur={form.handleBlur}
                  error={Boolean(error(name))}
                  helperText={error(name) ?? ' '}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              ))}
            </Stack>
            <TextField
              select
              label="Cálculo do preço"
              name="calculo_preco"
              value={form.values.calculo_preco}
              onChange={form.handleChange}
              helperText={PRICE_CALCULATION_LABELS[form.values.calculo_preco].explanation}
              slotProps={{ select: { renderValue: (code) => PRICE_CALCULATION_LABELS[code as VariationForm['calculo_preco']].name } }}
            >
              {PRICE_CALCULATIONS.map((code) => (
                <MenuItem key={code} value={code}>
                  <ListItemText primary={PRICE_CALCULATION_LABELS[code].name} secondary={PRICE_CALCULATION_LABELS[code].explanation} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        );
        // the items have their own fields and buttons: outside the variation's form
        const items = variation && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Divider />
            <VariationItems variation={variation} />
          </Stack>
        );
        const actions = (
          <FormDialogActions
            formId="variation-form"
            saving={saving.isLoading}
            onClose={onClose}
            closeLabel="Fechar"
            submitLabel={variation ? 'Atualizar' : 'Salvar'}
          />
        );
        return embedded ? (
          <>
            {fields}
            {items}
            {actions}
          </>
        ) : (
          <>
            <DialogContent>{fields}</DialogContent>
            {actions}
          </>
        );
      }}
    </Formik>
  );
}
