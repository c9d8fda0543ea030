import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MENU_MESSAGES } from './messages';
import { useOpeningHoursQuery } from '../hours/hoursApi';
import { availabilityErrors, availabilityWarnings, type DayForm } from './availabilityForm';

/**
 * Before a schedule is saved: its errors block the save (returned, for the editor to show); its
 * warnings (periods that overlap, or fall outside the store's opening hours) ask first, in a
 * dialog: 'Salvar mesmo assim' or 'Revisar'.
 */
export function useAvailabilityGuard(): { guard: (week: DayForm[], proceed: () => void) => string[]; dialog: ReactNode } {
  const hours = useOpeningHoursQuery();
  const [pending, setPending] = useState<{ warnings: string[]; proceed: () => void } | null>(null);
  const guard = (week: DayForm[], proceed: () => void): string[] => {
    const errors = availabilityErrors(week);
    if (errors.length > 0) return errors;
    const warnings = availabilityWarnings(week, hours.data?.dias);
    if (warnings.length > 0) setPending({ warnings, proceed });
    else proceed();
    return [];
  };
  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="availability-warning-title" maxWidth="sm" fullWidth>
      <DialogTitle id="availability-warning-title">{MENU_MESSAGES.availabilityWarningTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MENU_MESSAGES.availabilityWarningIntro}</DialogContentText>
        <ul>
          {pending?.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)} autoFocus>
          {MENU_MESSAGES.availabilityReview}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            pending?.proceed();
            setPending(null);
          }}
        >
          {MENU_MESSAGES.availabilitySaveAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { guard, dialog };
}
