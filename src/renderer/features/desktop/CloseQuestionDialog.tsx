import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { closeQuestionAnswered, closeQuestionDisplayed, selectCloseQuestionOpen } from './desktopSlice';

/** 'Tem certeza que precisa fechar?' when the desktop window's close button is clicked. */
export function CloseQuestionDialog() {
  const open = useAppSelector(selectCloseQuestionOpen);
  const dispatch = useAppDispatch();
  // Rendered means the page is alive: main then does not ask with its own dialog.
  useEffect(() => {
    if (open) dispatch(closeQuestionDisplayed());
  }, [open, dispatch]);
  return (
    <Dialog
      open={open}
      onClose={() => dispatch(closeQuestionAnswered('cancel'))}
      aria-labelledby="fechar-titulo"
      // Above the 'Atualizando...' screen too: the question must be seen whenever it is asked.
      sx={{ zIndex: (theme) => theme.zIndex.tooltip + 2 }}
    >
      <DialogTitle id="fechar-titulo">{MESSAGES.closeQuestion}</DialogTitle>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => dispatch(closeQuestionAnswered('minimize'))}>
          {MESSAGES.closeMinimize}
        </Button>
        <Button color="error" onClick={() => dispatch(closeQuestionAnswered('quitApp'))}>
          {MESSAGES.closeQuit}
        </Button>
        <Button onClick={() => dispatch(closeQuestionAnswered('cancel'))}>{MESSAGES.closeCancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
