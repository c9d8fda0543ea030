import { useEffect, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { type Toast, toastClosed } from './uiSlice';

/**
 * Toasts never cover a control a person is using, nor who and where they are. While the shell is
 * on screen they show in the header's own free space (between the store's name and the open/closed
 * switch: HeaderToasts), above a dialog's backdrop, which dims the rest of the header; elsewhere
 * (the login screen) at the bottom centre. One shows at a time, the
 * newest; each lasts exactly its duration from when it was shown (2 s, 5 s ...): a pointer
 * resting on it does not keep it (a timer, not MUI's hover-paused auto-hide).
 */

/**
 * The height of the band at the top of the window where the shell shows toasts (its header).
 * Dialogs and drawers open below it (app/theme.ts), so a toast never covers a dialog's title.
 */
export const TOAST_BAND_HEIGHT = 64;

// How many header slots are mounted (the shell's Header has one): the floating host steps aside then.
let headerSlots = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const headerSlotMounted = () => headerSlots > 0;

function useHeaderSlot(): void {
  useEffect(() => {
    headerSlots += 1;
    listeners.forEach((l) => l());
    return () => {
      headerSlots -= 1;
      listeners.forEach((l) => l());
    };
  }, []);
}

const selectToasts = (s: { ui: { toasts: Toast[] } }) => s.ui.toasts;

/** Closes a toast when its time is up, counted from when it was shown. */
function ToastTimer({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastClosed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);
  return null;
}

function ToastView({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  return (
    <Alert
      role="status"
      severity={toast.severity}
      variant="filled"
      onClose={() => dispatch(toastClosed(toast.id))}
      sx={{ py: 0, alignItems: 'center', maxWidth: '100%', boxShadow: 3 }}
    >
      {toast.message}
    </Alert>
  );
}

/** Mount once at the root: the toasts' timers, and the toasts themselves where no header shows them. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const inHeader = useSyncExternalStore(subscribe, headerSlotMounted, () => false);
  const newest = toasts.at(-1);
  return (
    <>
      {toasts.map((toast) => (
        <ToastTimer key={toast.id} toast={toast} />
      ))}
      {!inHeader && newest && (
        <Box
          sx={{
            position: 'fixed',
            bottom: 24,
            left: '50%',
            transform: 'translateX(-50%)',
            maxWidth: 'calc(100vw - 32px)',
            zIndex: (t) => t.zIndex.snackbar,
          }}
        >
          <ToastView toast={newest} />
        </Box>
      )}
    </>
  );
}

/**
 * The header's toast area: fills its positioned parent (the header's free space, which holds no
 * control) and shows the newest toast there. Only the toast itself is drawn: no band of its own
 * stays bright over a dialog's backdrop.
 */
export function HeaderToasts() {
  useHeaderSlot();
  const newest = useAppSelector(selectToasts).at(-1);
  if (!newest) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        zIndex: (t) => t.zIndex.snackbar,
      }}
    >
      <ToastView toast={newest} />
    </Box>
  );
}
