import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BusyButton } from './BusyButton';
import { useId, useState } from 'react';
import { KIT_MESSAGES } from './kitMessages';

export interface DeleteConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** the delete is on its way: 'Sim deletar.' waits with a progress and the dialog stays open */
  busy?: boolean;
  /** what is deleted, shown in the body ('Você vai excluir: Pizza Calabresa.') */
  name?: string;
}

/**
 * The delete confirmation of spec 02 §2.2/§5: 'Você tem certeza? Não será possível reverter!',
 * 'Sim deletar.' and 'Cancelar'. The screen closes it (open=false) once the delete is done.
 */
export function DeleteConfirmDialog({ open, onConfirm, onCancel, busy = false, name }: DeleteConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{KIT_MESSAGES.deleteConfirmTitle}</DialogTitle>
      <DialogContent id={bodyId}>
        {name && <DialogContentText sx={{ mb: 1 }}>{KIT_MESSAGES.deleteConfirmItem(name)}</DialogContentText>}
        <DialogContentText>{KIT_MESSAGES.deleteConfirmBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {KIT_MESSAGES.deleteConfirmCancel}
        </Button>
        <BusyButton color="error" onClick={onConfirm} busy={busy} busyLabel="Excluindo">
          {KIT_MESSAGES.deleteConfirmYes}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

/** What an RTK Query mutation's promise settles with. */
type MutationOutcome = { data: unknown } | { error: unknown };

export interface DeleteConfirmOptions<T> {
  /** what the body names ('Você vai excluir: …') */
  name: (item: T) => string;
  /** the delete is on its way (the mutation's isLoading) */
  busy: boolean;
  /** after the platform took the delete, before the dialog closes */
  onDeleted?: (item: T) => void;
}

/**
 * A screen's "ask, then delete": `ask(item)` opens the confirmation, 'Sim deletar.' runs
 * `remove(item)`, and the dialog closes once the platform took it. A refusal keeps it open (the
 * data layer has said why). Spread `dialog` onto <DeleteConfirmDialog>.
 */
export function useDeleteConfirm<T>(remove: (item: T) => PromiseLike<MutationOutcome>, { name, busy, onDeleted }: DeleteConfirmOptions<T>) {
  const [item, setItem] = useState<{ value: T } | null>(null);
  const dialog: DeleteConfirmDialogProps = {
    open: item !== null,
    name: item === null ? undefined : name(item.value),
    busy,
    onCancel: () => setItem(null),
    onConfirm: () => {
      if (item === null) return;
      void remove(item.value).then((outcome) => {
        if (!('data' in outcome)) return;
        onDeleted?.(item.value);
        setItem(null);
      });
    },
  };
  return { ask: (value: T) => setItem({ value }), dialog };
}
