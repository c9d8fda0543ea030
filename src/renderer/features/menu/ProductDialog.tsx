import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MenuCategory, MenuProduct, ProductTab } from '../../../shared/api';
import { MENU_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { AvailabilityEditor } from './AvailabilityEditor';
import { availabilityFromForm, availabilityToForm } from './availabilityForm';
import { CompositionTab } from './CompositionTab';
import { PRODUCT_INFO_FORM, PRODUCT_INFO_SAVE, ProductInfoTab } from './ProductInfoTab';
import { bodyFromProduct } from './productForm';
import { useMenuProductQuery, useSaveProductMutation } from './productsApi';
import { ProductVariationsTab } from './ProductVariationsTab';
import { SizesTab } from './SizesTab';
import { useAvailabilityGuard } from './useAvailabilityGuard';

export interface ProductDialogProps {
  /** the product edited; undefined: a new one */
  productId?: number;
  /** the category a new product goes to */
  categoryId: number;
  categories: MenuCategory[];
  /** 'old': the older screen's modal (footer Fechar and Salvar or Atualizar, a Variações modal) */
  variant: 'current' | 'old';
  onClose: () => void;
}

const TABS: Array<{ key: ProductTab; label: string }> = [
  { key: 'informacoes', label: 'Informações' },
  { key: 'composicao', label: 'Composição' },
  { key: 'tamanhos', label: 'Tamanhos' },
  { key: 'variacoes', label: 'Variações' },
  { key: 'disponibilidade', label: 'Disponibilidade' },
];

/**
 * The product modal (spec 02 §2.1, §2.2, §4): informações, composição, tamanhos, variações and
 * disponibilidade. Every tab but the first waits for the product to be saved. Mount it to open it.
 */
export function ProductDialog({ productId, categoryId, categories, variant, onClose }: ProductDialogProps) {
  const [savedId, setSavedId] = useState(productId);
  const [tab, setTab] = useState<ProductTab>('informacoes');
  const [variationsOpen, setVariationsOpen] = useState(false);
  // the informações form's save: its button is in the footer, in view however long the form is
  const [, saving] = useSaveProductMutation({ fixedCacheKey: PRODUCT_INFO_SAVE });
  const detail = useMenuProductQuery({ categoryId: 0, productId: savedId ?? 0 }, { skip: savedId === undefined });
  const product = detail.data ?? null;
  const tabs = variant === 'old' ? TABS.filter((t) => t.key !== 'variacoes') : TABS;
  const allowed = (key: ProductTab): boolean => {
    if (key === 'informacoes') return true;
    // the older screen lets composition and sizes open, and says to save first when adding
    if (!product) return variant === 'old' && (key === 'composicao' || key === 'tamanhos');
    return product.tabsAllowed?.includes(key) ?? true;
  };
  const ref = product ? { categoryId: product.id_cardapio_categoria, productId: product.id_cardapio } : null;

  const content = (p: MenuProduct | null): ReactNode => (
    <>
      <Tabs value={tab} onChange={(_e, value: ProductTab) => setTab(value)} variant="scrollable" sx={{ mb: 1 }}>
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} disabled={!allowed(t.key)} />
        ))}
      </Tabs>
      {!p && variant === 'current' && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {MENU_MESSAGES.productTabsSaveFirst}
        </Typography>
      )}
      <Box hidden={tab !== 'informacoes'}>
        {/* the form starts again from what the platform holds when a size changes the product's price (a first size zeroes it, the last one sets it) */}
        <ProductInfoTab key={p ? `${p.id_cardapio}:${p.multipleSize}:${p.preco}:${p.novo_preco}` : 'novo'} product={p} categoryId={categoryId} categories={categories} variant={variant} onSaved={setSavedId} />
      </Box>
      {tab === 'composicao' && <CompositionTab product={ref} ingredients={p?.ingredientes ?? []} />}
      {tab === 'tamanhos' && <SizesTab product={ref} sizes={p?.tamanhos ?? []} />}
      {tab === 'variacoes' && ref && p && <ProductVariationsTab product={ref} detail={p} />}
      {tab === 'disponibilidade' && p && <ProductAvailability key={p.id_cardapio} product={p} />}
    </>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="product-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="product-dialog-title">{savedId === undefined ? 'Novo produto' : product ? product.nome_prod : 'Produto'}</DialogTitle>
      <DialogContent sx={{ minHeight: 420 }}>
        {savedId === undefined ? (
          content(null)
        ) : (
          <QueryView result={detail} errorTitle={MENU_MESSAGES.productLoadFailed}>
            {(loaded) => (loaded ? content(loaded) : <Alert severity="error">{MENU_MESSAGES.productLoadFailed}</Alert>)}
          </QueryView>
        )}
      </DialogContent>
      <DialogActions>
        {variant === 'old' ? (
          <>
            <Button onClick={() => setVariationsOpen(true)} disabled={!product} sx={{ mr: 'auto' }}>
              Variações
            </Button>
            <Button onClick={onClose}>Fechar</Button>
            <Button type="submit" form={PRODUCT_INFO_FORM} variant="contained" onClick={() => setTab('informacoes')}>
              {product ? 'Atualizar' : 'Salvar'}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Fechar</Button>
            {tab === 'informacoes' && (savedId === undefined || product) && (
              <Button type="submit" form={PRODUCT_INFO_FORM} variant="contained" disabled={saving.isLoading}>
                {product ? 'Atualizar' : 'Salvar'}
              </Button>
            )}
          </>
        )}
      </DialogActions>
      {variationsOpen && ref && product && (
        <Dialog open onClose={() => setVariationsOpen(false)} aria-labelledby="product-variations-title" maxWidth="md" fullWidth>
          <DialogTitle id="product-variations-title">Variações: {product.nome_prod}</DialogTitle>
          <DialogContent>
            <ProductVariationsTab product={ref} detail={product} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setVariationsOpen(false)}>Fechar</Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}

/** The product's disponibilidade: the week editor, checked and saved with the product. */
function ProductAvailability({ product }: { product: MenuProduct }) {
  const [week, setWeek] = useState(() => availabilityToForm(product.disponibilidade));
  const [errors, setErrors] = useState<string[]>([]);
  const [save, saving] = useSaveProductMutation();
  const { guard, dialog } = useAvailabilityGuard();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <AvailabilityEditor week={week} onChange={setWeek} errors={errors} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={saving.isLoading}
          onClick={() => setErrors(guard(week, () => void save({ id: product.id_cardapio, body: bodyFromProduct(product, { disponibilidade: availabilityFromForm(week) }) })))}
        >
          Salvar disponibilidade
        </Button>
      </Stack>
      {dialog}
    </Stack>
  );
}
