import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' setting for the whole panel: date-fns with the pt-BR locale (weeks from
 * Sunday, month names in Portuguese) and MUI X's Portuguese texts. DateField wraps itself in it
 * (not the app's root), so the pickers and date-fns stay out of the first download.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
