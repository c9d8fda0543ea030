import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { toastClosed } from './uiSlice';

/** Toasts stack at the top right and close by themselves after their duration. */
export function ToastHost() {
  const toasts = useAppSelector((s) => s.ui.toasts);
  const dispatch = useAppDispatch();
  return (
    <>
      {toasts.map((toast, index) => (
        <Snackbar
          key={toast.id}
          open
          autoHideDuration={toast.durationMs}
          onClose={(_, reason) => {
            if (reason !== 'clickaway') dispatch(toastClosed(toast.id));
          }}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          sx={{ mt: `${index * 64}px` }}
        >
          <Alert role="status" severity={toast.severity} variant="filled" onClose={() => dispatch(toastClosed(toast.id))}>
            {toast.message}
          </Alert>
        </Snackbar>
      ))}
    </>
  );
}
