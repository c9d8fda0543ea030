import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CatalogueProduct } from '../../../shared/api';
import { MENU_MESSAGES } from './messages';
import { loadErrorText } from '../../ui/QueryView';
import { useLazyCatalogueProductsQuery, type CatalogueSearch } from './productsApi';

/** Digits only (8 to 14): a barcode; anything else: a name. */
export function catalogueSearchFor(text: string): CatalogueSearch | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/[\s.-]/g, '');
  return /^\d{8,14}$/.test(digits) ? { codigo_barras: digits } : { nome_produto: trimmed };
}

/** The catalogue service's search (spec 02 §2.1): by barcode or by name; a product chosen goes to `onChoose`. */
export function CatalogueSearchDialog({ onChoose, onClose }: { onChoose: (product: CatalogueProduct) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [search, result] = useLazyCatalogueProductsQuery();
  const submit = () => {
    const query = catalogueSearchFor(text);
    setMissing(query === null);
    if (query) void search(query);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="catalogue-title" maxWidth="sm" fullWidth>
      <DialogTitle id="catalogue-title">{MENU_MESSAGES.catalogueTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ pt: 1, alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Código de barras ou nome"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={missing}
            helperText={missing ? MENU_MESSAGES.catalogueQueryRequired : ' '}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            Buscar
          </Button>
        </Stack>
        {result.isFetching && <LinearProgress aria-label="Buscando no catálogo" />}
        {result.isError && !result.isFetching && <Alert severity="error">{loadErrorText(MENU_MESSAGES.catalogueSearchFailed, result.error)}</Alert>}
        {result.data && !result.isFetching && result.data.length === 0 && <Alert severity="info">{MENU_MESSAGES.catalogueNothingFound}</Alert>}
        {result.data && result.data.length > 0 && (
          <List aria-label="Produtos do catálogo" sx={{ maxHeight: 360, overflow: 'auto' }}>
            {result.data.map((p) => (
              <ListItemButton key={p.id_produto} onClick={() => onChoose(p)}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={p.imagem_redimensionada || undefined} alt="" />
                </ListItemAvatar>
                <ListItemText primary={p.nome_produto} secondary={`${p.codigo_barras}${p.descricao ? ` · ${p.descricao}` : ''}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
