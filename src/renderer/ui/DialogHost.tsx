import { useEffect, useRef } from 'react';
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

/**
 * The element that last had the focus outside a dialog: a dialog shown after a query (the empty
 * report's 'Nenhum registro encontrado!') opens while the button that asked is disabled, so the
 * focus is on the page body by then, and closing the dialog gives the focus back to that button.
 */
function useLastFocusOutsideDialogs() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !e.target.closest('[role="dialog"], [role="alertdialog"]')) last.current = e.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return last;
}

/** Shows the dialogs of the message catalogue, one at a time, oldest first. */
export function DialogHost({ onLogin, onReload }: Props) {
  const dialog = useAppSelector((s) => s.ui.dialogs[0]);
  const dispatch = useAppDispatch();
  const lastFocus = useLastFocusOutsideDialogs();
  if (!dialog) return null;
  const close = () => {
    dispatch(dialogClosed(dialog.id));
    const back = lastFocus.current;
    // after the dialog's own focus return (to the page body when the asking button was disabled)
    setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      if (back?.isConnected && !(back as HTMLButtonElement).disabled) back.focus();
    }, 0);
  };
  const dismissible = dialog.kind !== 'sessionExpired';
  return (
    <Dialog
      open
      onClose={dismissible ? close : undefined}
      aria-labelledby={`dialog-${dialog.id}-title`}
      aria-describedby={`dialog-${dialog.id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`dialog-${dialog.id}-title`}>{dialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`dialog-${dialog.id}-message`} component="div" sx={{ whiteSpace: 'pre-line' }}>
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
