import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MESSAGES } from '../../ui/messages';

/** The configured printers this computer does not have (model.ts missingPrinters); nothing when none. */
export function MissingPrintersAlert({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{MESSAGES.printersMissing(names)}</AlertTitle>
      {MESSAGES.printersMissingHint}
    </Alert>
  );
}
