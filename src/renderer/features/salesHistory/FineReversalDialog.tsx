import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BusyButton } from '../../ui/BusyButton';
import { FINE_REVERSAL_MAX_LENGTH, FINE_REVERSAL_MIN_LENGTH, type ReportOrderRow } from '../../../shared/api';
import { CountedTextField } from '../../ui/CountedTextField';
import { SALES_HISTORY_MESSAGES } from './messages';
import { fineReversalRequest } from './model';
import { useRequestFineReversalMutation } from './salesHistoryApi';

/**
 * 'Solicitação de estorno de multa' (spec 02 §2.8, §5): a description of 20 to 200 characters
 * with its x/200 counter; Enviar stays disabled below 20 and without the order's id or hash. A
 * refusal shows in a 4 s error toast and keeps what was typed; a sent request closes the dialog.
 * Mount it with a `key` per order so each order starts with an empty description.
 */
export function FineReversalDialog({ order, onClose }: { order: Pick<ReportOrderRow, 'id_pedido' | 'hash_pedido'>; onClose: () => void }) {
  const titleId = useId();
  const [description, setDescription] = useState('');
  const [send, sending] = useRequestFineReversalMutation();
  const request = fineReversalRequest(order, description);
  const orderKnown = order.id_pedido > 0 || order.hash_pedido.trim() !== '';

  const submit = async () => {
    if (!request) return;
    const result = await send(request);
    if ('data' in result) onClose();
  };

  return (
    <Dialog open onClose={sending.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{SALES_HISTORY_MESSAGES.fineReversalTitle}</DialogTitle>
      <DialogContent>
        {orderKnown ? (
          <DialogContentText sx={{ mb: 2 }}>Pedido #{order.hash_pedido}</DialogContentText>
        ) : (
          <Alert severity="error" sx={{ mb: 2 }}>
            {SALES_HISTORY_MESSAGES.fineReversalMissingOrder}
          </Alert>
        )}
        <CountedTextField
          label="Descrição"
          value={description}
          onChange={setDescription}
          maxLength={FINE_REVERSAL_MAX_LENGTH}
          minLength={FINE_REVERSAL_MIN_LENGTH}
          multiline
          rows={4}
          disabled={sending.isLoading}
          placeholder="Conte por que a multa deste pedido deve ser estornada."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.isLoading}>
          Cancelar
        </Button>
        <BusyButton onClick={() => void submit()} busy={sending.isLoading} disabled={!request}>
          Enviar
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
