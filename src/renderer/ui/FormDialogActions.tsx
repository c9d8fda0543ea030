import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface FormDialogActionsProps {
  /** the id of the dialog's form, which the submit button sends */
  formId: string;
  /** the form's save is on its way: both buttons wait */
  saving: boolean;
  onClose: () => void;
  /** 'Cancelar' (default) or 'Fechar' */
  closeLabel?: string;
  /** 'Salvar' (default) or 'Atualizar' */
  submitLabel?: string;
}

/** The buttons of a catalogue dialog with a form: close, and the form's submit. */
export function FormDialogActions({ formId, saving, onClose, closeLabel = 'Cancelar', submitLabel = 'Salvar' }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={saving}>
        {closeLabel}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={saving}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
