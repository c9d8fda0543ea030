import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDialogActions } from '../../ui/FormDialogActions';
import { VARIATION_TEXT_LIMITS, type VariantStatus, type VariationCategory } from '../../../shared/api';
import { CountedTextField } from '../../ui/CountedTextField';
import { MESSAGES } from '../../ui/messages';
import { StatusSelect } from '../../ui/StatusSelect';
import { useSaveVariationCategoryMutation } from './variationsApi';

/** A variation category's modal (name, status). Mount it to open it. */
export function VariationCategoryDialog({ category, onClose, onSaved }: { category?: VariationCategory; onClose: () => void; onSaved: (id: number) => void }) {
  const [nome, setNome] = useState(category?.nome_categoria ?? '');
  const [status, setStatus] = useState<VariantStatus>(category?.status ?? 'S');
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveVariationCategoryMutation();
  const submit = async () => {
    if (nome.trim() === '') {
      setError(MESSAGES.categoryNameRequired);
      return;
    }
    const result = await save({ id: category?.id_variacao_categoria, nome_categoria: nome.trim(), status });
    if ('data' in result && result.data) onSaved(result.data.id);
  };
  return (
    <Dialog open onClose={saving.isLoading ? undefined : onClose} aria-labelledby="variation-category-title" maxWidth="xs" fullWidth>
      <DialogTitle id="variation-category-title">{category ? 'Editar categoria de variações' : 'Nova categoria de variações'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="variation-category-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <CountedTextField
            label="Nome da categoria"
            value={nome}
            onChange={(text) => {
              setNome(text);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? undefined}
            maxLength={VARIATION_TEXT_LIMITS.categoryName}
            required
            autoFocus
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>Status</Typography>
            <StatusSelect entity="variation" value={status} onChange={setStatus} label="Status da categoria" />
          </Stack>
        </Stack>
      </DialogContent>
      <FormDialogActions formId="variation-category-form" saving={saving.isLoading} onClose={onClose} />
    </Dialog>
  );
}
