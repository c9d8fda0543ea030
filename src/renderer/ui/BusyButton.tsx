import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface BusyButtonProps extends Omit<ButtonProps, 'startIcon'> {
  /** the button's action is on its way: a progress in front of the label, and it cannot be pressed again */
  busy: boolean;
  /** the progress's name ('Excluindo'); without it the progress is hidden from assistive technology */
  busyLabel?: string;
}

/** The button that starts a request (Salvar, Enviar, ACESSAR...): contained, and still while its request runs. */
export function BusyButton({ busy, busyLabel, disabled, variant = 'contained', size, ...props }: BusyButtonProps) {
  const progress = busyLabel ? { 'aria-label': busyLabel } : { 'aria-hidden': true };
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" {...progress} /> : undefined}
    />
  );
}
