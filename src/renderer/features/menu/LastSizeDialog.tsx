import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { MenuSize } from '../../../shared/api';
import { BusyButton } from '../../ui/BusyButton';
import { KIT_MESSAGES } from '../../ui/kitMessages';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { MENU_MESSAGES } from './messages';
import { parsePrice, priceError } from './prices';

/**
 * Deleting a product's only size (spec 02 §3: a product with sizes is multi-size and its base
 * price is zeroed): the product goes back to one price, which the platform no longer holds, so it
 * is asked here and sent with the delete. Without it the product would sell at R$ 0,00.
 */
export function LastSizeDialog({ size, busy, onCancel, onConfirm }: { size: MenuSize; busy: boolean; onCancel: () => void; onConfirm: (preco: number) => void }) {
  const titleId = useId();
  const bodyId = useId();
  const [preco, setPreco] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const found = priceError(preco) ?? (parsePrice(preco) === 0 ? MENU_MESSAGES.lastSizePriceZero : null);
    setError(found);
    const value = parsePrice(preco);
    if (found === null && value !== null) onConfirm(value);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{MENU_MESSAGES.lastSizeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          {MENU_MESSAGES.lastSizeBody(size.nome)}
        </DialogContentText>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <MoneyTextField
            label={MENU_MESSAGES.lastSizePrice}
            value={preco}
            onChange={setPreco}
            error={error !== null}
            helperText={error ?? 'Ex.: 7,00'}
            autoFocus
            required
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {KIT_MESSAGES.deleteConfirmCancel}
        </Button>
        <BusyButton color="error" onClick={confirm} busy={busy} busyLabel="Excluindo">
          {MENU_MESSAGES.lastSizeConfirm}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
