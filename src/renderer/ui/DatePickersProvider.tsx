import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' setting for the whole panel: date-fns with the pt-BR locale (weeks from
 * Sunday, month names in Portuguese) and MUI X's Portuguese texts. Mounted once at the app's
 * root; DateField and DateRangeFilter need it above them.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
