import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { MESSAGES } from './messages';
import { dialogClosed, type Dialog as DialogModel } from './uiSlice';

interface Props {
  onLogin: () => void;
  onReload: () => void;
}

/** Shows the dialogs of the message catalogue, one at a time, oldest first. */
export function DialogHost({ onLogin, onReload }: Props) {
  const dialog = useAppSelector((s) => s.ui.dialogs[0]);
  const dispatch = useAppDispatch();
  if (!dialog) return null;
  const close = () => dispatch(dialogClosed(dialog.id));
  const dismissible = dialog.kind !== 'sessionExpired';
  return (
    <Dialog
      open
      onClose={dismissible ? close : undefined}
      aria-labelledby={`dialog-${dialog.id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`dialog-${dialog.id}-title`}>{dialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" sx={{ whiteSpace: 'pre-line' }}>
          {dialog.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>{actionsFor(dialog, close, onLogin, onReload)}</DialogActions>
    </Dialog>
  );
}

function actionsFor(dialog: DialogModel, close: () => void, onLogin: () => void, onReload: () => void) {
  switch (dialog.kind) {
    case 'sessionExpired':
      return (
        <Button
          variant="contained"
          onClick={() => {
            close();
            onLogin();
          }}
        >
          {MESSAGES.sessionExpiredAction}
        </Button>
      );
    case 'unexpected':
      return (
        <>
          <Button onClick={close}>Fechar</Button>
          <Button variant="contained" onClick={onReload}>
            {MESSAGES.retry}
          </Button>
        </>
      );
    default:
      return (
        <Button variant="contained" onClick={close} autoFocus>
          OK
        </Button>
      );
  }
}
