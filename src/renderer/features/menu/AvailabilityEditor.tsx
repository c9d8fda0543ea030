import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MaskedTextField } from '../../ui/MaskedTextField';
import { DAY_NAMES, type DayForm, type PeriodForm } from './availabilityForm';

export interface AvailabilityEditorProps {
  week: DayForm[];
  onChange: (week: DayForm[]) => void;
  /** what is wrong, shown above the table (availabilityErrors) */
  errors?: string[];
  disabled?: boolean;
}

/** A period's two times, in the order shown, with the word that ends each one's aria-label. */
const PERIOD_TIMES = [
  ['start', 'início'],
  ['end', 'fim'],
] as const;

/**
 * The weekly availability of a category or product (spec 02 §3): seven days, two periods a day,
 * each typed as HH:MM with a box that disables it. An empty or 00:00 end is the end of the day.
 */
export function AvailabilityEditor({ week, onChange, errors = [], disabled = false }: AvailabilityEditorProps) {
  const change = (dayIndex: number, periodIndex: 0 | 1, patch: Partial<PeriodForm>) =>
    onChange(
      week.map((d, i) => {
        if (i !== dayIndex) return d;
        const periods: DayForm['periods'] = [...d.periods];
        periods[periodIndex] = { ...periods[periodIndex], ...patch };
        return { ...d, periods };
      }),
    );
  return (
    <Stack spacing={1}>
      {errors.map((e) => (
        <Alert key={e} severity="error">
          {e}
        </Alert>
      ))}
      <Table size="small" aria-label="Disponibilidade por dia da semana">
        <TableHead>
          <TableRow>
            <TableCell>Dia</TableCell>
            <TableCell>1º período</TableCell>
            <TableCell>2º período</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {week.map((d, dayIndex) => (
            <TableRow key={d.day}>
              <TableCell component="th" scope="row">
                {DAY_NAMES[d.day]}
              </TableCell>
              {d.periods.map((p, i) => {
                const periodIndex = i as 0 | 1;
                const where = `${DAY_NAMES[d.day]}, ${periodIndex + 1}º período`;
                return (
                  <TableCell key={periodIndex}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {PERIOD_TIMES.map(([field, label]) => (
                        <MaskedTextField
                          key={field}
                          mask="time"
                          size="small"
                          placeholder="HH:MM"
                          value={p[field]}
                          disabled={disabled || p.disabled}
                          onChange={(time) => change(dayIndex, periodIndex, { [field]: time })}
                          slotProps={{ htmlInput: { 'aria-label': `${where}: ${label}` } }}
                          sx={{ width: 90 }}
                        />
                      ))}
                      <FormControlLabel
                        label="Desativar"
                        control={
                          <Checkbox
                            size="small"
                            checked={p.disabled}
                            disabled={disabled}
                            onChange={(e) => change(dayIndex, periodIndex, { disabled: e.target.checked })}
                            slotProps={{ input: { 'aria-label': `Desativar ${where}` } }}
                          />
                        }
                      />
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
