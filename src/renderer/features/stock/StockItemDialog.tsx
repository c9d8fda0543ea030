import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialogActions } from '../../ui/FormDialogActions';
import { Formik } from 'formik';
import { STOCK_DESCRIPTION_MAX, STOCK_ITEM_NAME_MAX, type StockItem, type StockItemType } from '../../../shared/api';
import { useAppSelector } from '../../app/hooks';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { CountedTextField } from '../../ui/CountedTextField';
import { shownError } from '../../ui/formErrors';
import { IMAGE_RULES } from '../../ui/imageFile';
import { ImageUpload } from '../../ui/ImageUpload';
import { STOCK_MESSAGES } from './messages';
import { STOCK_IMAGE_UPLOAD, useSaveStockItemMutation } from './stockApi';

interface StockForm {
  nome_item: string;
  tipo: StockItemType;
  status: 'S' | 'O';
  descricao: string;
}

export const STOCK_TYPE_LABELS: Record<StockItemType, string> = { sabor: 'Sabor', ingrediente: 'Ingrediente' };

/**
 * The stock item modal (spec 02 §2.4, §5): 'Criar' or 'Editar'; name, type, status, a description of
 * up to 200 characters with its counter, and an image (JPG, JPEG, PNG, WEBP up to 2 MB, 500x500
 * recommended: a refused file says why and sends nothing). Mount it to open it.
 */
export function StockItemDialog({ item, onClose }: { item?: StockItem; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [save, saving] = useSaveStockItemMutation();
  const progress = useAppSelector((s) => selectUploadProgress(s, STOCK_IMAGE_UPLOAD));
  return (
    <Dialog open onClose={saving.isLoading ? undefined : onClose} aria-labelledby="stock-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="stock-dialog-title">{item ? 'Editar' : 'Criar'}</DialogTitle>
      <Formik<StockForm>
        initialValues={{ nome_item: item?.nome_item ?? '', tipo: item?.tipo ?? 'ingrediente', status: item?.status ?? 'S', descricao: item?.descricao ?? '' }}
        validate={(values) => (values.nome_item.trim() === '' ? { nome_item: STOCK_MESSAGES.stockNameRequired } : {})}
        onSubmit={async (values) => {
          const result = await save({ id: item?.id_estoque, ...values, nome_item: values.nome_item.trim(), descricao: values.descricao.trim(), ...(file ? { arquivo: file } : {}) });
          if ('data' in result) onClose();
        }}
      >
        {(form) => {
          const nameError = shownError(form, 'nome_item');
          return (
            <>
              <DialogContent>
                <Stack component="form" id="stock-item-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={form.handleSubmit}>
                  <CountedTextField
                    label="Nome do item"
                    name="nome_item"
                    value={form.values.nome_item}
                    onChange={(text) => void form.setFieldValue('nome_item', text)}
                    onBlur={() => void form.setFieldTouched('nome_item')}
                    error={Boolean(nameError)}
                    helperText={nameError}
                    maxLength={STOCK_ITEM_NAME_MAX}
                    required
                    autoFocus
                  />
                  <Stack direction="row" spacing={2}>
                    <TextField select label="Tipo" name="tipo" value={form.values.tipo} onChange={form.handleChange} sx={{ flex: 1 }}>
                      {(Object.keys(STOCK_TYPE_LABELS) as StockItemType[]).map((tipo) => (
                        <MenuItem key={tipo} value={tipo}>
                          {STOCK_TYPE_LABELS[tipo]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField select label="Status" name="status" value={form.values.status} onChange={form.handleChange} sx={{ flex: 1 }}>
                      <MenuItem value="S">Ativo</MenuItem>
                      <MenuItem value="O">Oculto</MenuItem>
                    </TextField>
                  </Stack>
                  <CountedTextField
                    label="Descrição"
                    name="descricao"
                    value={form.values.descricao}
                    onChange={(text) => void form.setFieldValue('descricao', text)}
                    maxLength={STOCK_DESCRIPTION_MAX}
                    multiline
                    rows={3}
                  />
                  <ImageUpload
                    label="Imagem do item"
                    rule={IMAGE_RULES.stockImage}
                    currentUrl={item?.image_url || null}
                    recommendation={STOCK_MESSAGES.stockImageRecommendation}
                    progress={progress ?? undefined}
                    busy={saving.isLoading}
                    onFile={setFile}
                  />
                </Stack>
              </DialogContent>
              <FormDialogActions formId="stock-item-form" saving={saving.isLoading} onClose={onClose} />
            </>
          );
        }}
      </Formik>
    </Dialog>
  );
}
