import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formik, type FormikErrors } from 'formik';
import { MENU_TEXT_LIMITS, type CatalogueProduct, type MenuCategory, type MenuProduct } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { CountedTextField } from '../../ui/CountedTextField';
import { IMAGE_RULES } from '../../ui/imageFile';
import { shownError } from '../../ui/formErrors';
import { ImageUpload } from '../../ui/ImageUpload';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { MENU_MESSAGES } from './messages';
import { StatusSelect } from '../../ui/StatusSelect';
import { showAttention } from '../../ui/uiSlice';
import { CatalogueSearchDialog } from './CatalogueSearchDialog';
import { priceError, promoPriceError } from './prices';
import { bodyFromInfo, infoFormOf, type ProductInfoForm } from './productForm';
import { PRODUCT_PHOTO_UPLOAD, useSaveProductMutation, useUploadProductPhotoMutation } from './productsApi';

/** The id of the informações form: the older screen's footer submits it from outside. */
export const PRODUCT_INFO_FORM = 'product-info-form';
/** The form's save, shared with the button that sends it from the modal's footer (ProductDialog). */
export const PRODUCT_INFO_SAVE = 'product-info-save';

export interface ProductInfoTabProps {
  /** the saved product; null: a new one */
  product: MenuProduct | null;
  categoryId: number;
  categories: MenuCategory[];
  /** the older screen sends the status and the photo with the product, and has its own footer */
  variant: 'current' | 'old';
  onSaved: (id: number) => void;
}

function validate(values: ProductInfoForm, multipleSize: boolean): FormikErrors<ProductInfoForm> {
  const errors: FormikErrors<ProductInfoForm> = {};
  if (values.nome_prod.trim() === '') errors.nome_prod = MENU_MESSAGES.productNameRequired;
  if (!multipleSize) {
    const price = priceError(values.preco);
    if (price) errors.preco = price;
    const promo = promoPriceError(values.novo_preco, values.preco);
    if (promo) errors.novo_preco = promo;
  }
  return errors;
}

/**
 * The product modal's informações (spec 02 §2.1, §4, §5): category, name, description, price and
 * promotional price (the price rule), the catalogue search, and the photo (png, jpg, jpeg) once the
 * essential data are saved. A refused save keeps what was typed.
 */
export function ProductInfoTab({ product, categoryId, categories, variant, onSaved }: ProductInfoTabProps) {
  const dispatch = useAppDispatch();
  const [save] = useSaveProductMutation({ fixedCacheKey: PRODUCT_INFO_SAVE });
  const [upload, uploading] = useUploadProductPhotoMutation();
  const progress = useAppSelector((s) => selectUploadProgress(s, PRODUCT_PHOTO_UPLOAD));
  const [searching, setSearching] = useState(false);
  const [replacing, setReplacing] = useState<CatalogueProduct | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const multipleSize = product?.multipleSize ?? false;

  return (
    <Formik<ProductInfoForm>
      initialValues={infoFormOf(product, categoryId)}
      validate={(values) => validate(values, multipleSize)}
      onSubmit={async (values) => {
        const body = bodyFromInfo(values, product?.disponibilidade ?? null, multipleSize);
        const old = variant === 'old' ? { ...body, status: values.status, ...(file ? { arquivo: file } : {}) } : body;
        const result = await save({ id: product?.id_cardapio, body: old, previousCategoryId: product?.id_cardapio_categoria, multipart: variant === 'old' });
        if ('data' in result && result.data) {
          setFile(null);
          onSaved(result.data.id);
        }
      }}
    >
      {(form) => {
        const fieldError = (name: keyof ProductInfoForm) => shownError(form, name);
        const replace = (p: CatalogueProduct) => {
          void form.setValues({ ...form.values, id_produto: p.id_produto, nome_prod: p.nome_produto, descricao: p.descricao, foto: p.imagem_redimensionada });
          setReplacing(null);
          setSearching(false);
        };
        return (
          <>
            <Stack component="form" id={PRODUCT_INFO_FORM} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={form.handleSubmit}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FormControl sx={{ minWidth: 220 }}>
                  <InputLabel id="product-category">Categoria</InputLabel>
                  <Select
                    labelId="product-category"
                    label="Categoria"
                    value={form.values.id_cardapio_categoria}
                    onChange={(e) => void form.setFieldValue('id_cardapio_categoria', Number(e.target.value))}
                  >
                    {categories.map((c) => (
                      <MenuItem key={c.id_cardapio_categoria} value={c.id_cardapio_categoria}>
                        {c.nome_categoria}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <Button onClick={() => setSearching(true)}>{MENU_MESSAGES.catalogueTitle}</Button>
                {variant === 'old' && (
                  <StatusSelect entity="product" value={form.values.status} label="Status do produto" onChange={(code) => void form.setFieldValue('status', code)} />
                )}
              </Stack>
              <CountedTextField
                label="Nome"
                name="nome_prod"
                value={form.values.nome_prod}
                onChange={(text) => void form.setFieldValue('nome_prod', text)}
                onBlur={() => void form.setFieldTouched('nome_prod')}
                error={Boolean(fieldError('nome_prod'))}
                helperText={fieldError('nome_prod')}
                maxLength={MENU_TEXT_LIMITS.productName}
                required
              />
              <CountedTextField
                label="Descrição"
                name="descricao"
                value={form.values.descricao}
                onChange={(text) => void form.setFieldValue('descricao', text)}
                maxLength={MENU_TEXT_LIMITS.productDescription}
                multiline
                rows={2}
              />
              {multipleSize ? (
                <Alert severity="info">{MENU_MESSAGES.productMultiSizeHint}</Alert>
              ) : (
                <Stack direction="row" spacing={2}>
                  <MoneyTextField
                    label="Preço"
                    name="preco"
                    value={form.values.preco}
                    onChange={(value) => void form.setFieldValue('preco', value)}
                    onBlur={form.handleBlur}
                    showError={form.submitCount > 0}
                    error={Boolean(fieldError('preco'))}
                    helperText={fieldError('preco') ?? 'Ex.: 49,90'}
                    required
                  />
                  <MoneyTextField
                    label="Preço promocional"
                    name="novo_preco"
                    optional
                    value={form.values.novo_preco}
                    onChange={(value) => void form.setFieldValue('novo_preco', value)}
                    onBlur={form.handleBlur}
                    showError={form.submitCount > 0}
                    error={Boolean(fieldError('novo_preco'))}
                    helperText={fieldError('novo_preco') ?? 'Opcional'}
                  />
                </Stack>
              )}
              <ImageUpload
                label="Foto do produto"
                rule={IMAGE_RULES.productPhoto}
                currentUrl={form.values.foto || null}
                recommendation={variant === 'current' && !product ? MENU_MESSAGES.productPhotoNeedsData : 'PNG, JPG ou JPEG.'}
                progress={progress ?? undefined}
                busy={uploading.isLoading}
                onFile={(chosen) => {
                  if (variant === 'old') setFile(chosen);
                  else if (!product) dispatch(showAttention(MENU_MESSAGES.productPhotoSaveFirst));
                  else
                    void upload({ product, file: chosen }).then((result) => {
                      if ('data' in result && result.data) void form.setFieldValue('foto', result.data.url);
                    });
                }}
              />
            </Stack>
            {searching && (
              <CatalogueSearchDialog
                onClose={() => setSearching(false)}
                onChoose={(p) => (form.values.nome_prod.trim() !== '' || product ? setReplacing(p) : replace(p))}
              />
            )}
            <Dialog open={replacing !== null} onClose={() => setReplacing(null)} aria-labelledby="catalogue-replace-title">
              <DialogTitle id="catalogue-replace-title">{MENU_MESSAGES.catalogueReplaceTitle}</DialogTitle>
              <DialogContent>
                <DialogContentText>{MENU_MESSAGES.catalogueReplaceBody(replacing?.nome_produto ?? '')}</DialogContentText>
                {form.values.nome_prod && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    Atual: {form.values.nome_prod}
                  </Typography>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setReplacing(null)}>{MENU_MESSAGES.catalogueReplaceCancel}</Button>
                <Button variant="contained" onClick={() => replacing && replace(replacing)}>
                  {MENU_MESSAGES.catalogueReplaceConfirm}
                </Button>
              </DialogActions>
            </Dialog>
          </>
        );
      }}
    </Formik>
  );
}
