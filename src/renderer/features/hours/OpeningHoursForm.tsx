import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Formik, type FormikErrors, type FormikTouched } from 'formik';
import type { OpeningDay } from '../../../shared/api';
import { MaskedTextField } from '../../ui/MaskedTextField';
import { HOURS_MESSAGES } from './messages';
import { dayName, invalidTimeFields, openingHoursSchema, TIME_FIELDS, type OpeningHours, type TimeField } from './model';

const COLUMN: Record<TimeField, string> = {
  abertura: 'Abertura',
  fechamento: 'Fechamento',
  abertura2: 'Abertura 2º turno',
  fechamento2: 'Fechamento 2º turno',
};

/** The store's automatic opening and closing (spec 01 §2): a switch each. */
const AUTOMATIC_SWITCHES = [
  ['auto_abrir', HOURS_MESSAGES.hoursAutoOpen],
  ['auto_fechar', HOURS_MESSAGES.hoursAutoClose],
] as const;

interface Props {
  initial: OpeningHours;
  saving: boolean;
  onSave: (hours: OpeningHours) => void;
}

/** The switches and the weekly table (spec 01 §2 Opening hours). */
export function OpeningHoursForm({ initial, saving, onSave }: Props) {
  return (
    <Formik<OpeningHours> initialValues={initial} enableReinitialize validationSchema={openingHoursSchema} onSubmit={onSave}>
      {(form) => {
        const dayErrors = (form.errors.dias ?? []) as Array<FormikErrors<OpeningDay> | string | undefined>;
        const touchedDays = (form.touched.dias ?? []) as Array<FormikTouched<OpeningDay> | undefined>;
        const rowError = (i: number): string | null => {
          const error = dayErrors[i];
          if (typeof error !== 'string') return null;
          const touched = form.submitCount > 0 || TIME_FIELDS.some((f) => touchedDays[i]?.[f]);
          return touched ? error : null;
        };
        return (
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
              {AUTOMATIC_SWITCHES.map(([field, label]) => (
                <FormControlLabel
                  key={field}
                  control={<Switch checked={form.values[field]} onChange={(e) => void form.setFieldValue(field, e.target.checked)} />}
                  label={label}
                />
              ))}
            </Stack>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={HOURS_MESSAGES.hoursTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>Dia</TableCell>
                    {TIME_FIELDS.map((f) => (
                      <TableCell key={f} sx={{ px: 1 }}>
                        {COLUMN[f]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {form.values.dias.map((day, i) => {
                    const name = dayName(day.abreviacao);
                    const error = rowError(i);
                    const invalid = error ? invalidTimeFields(day) : [];
                    return (
                      <Fragment key={day.abreviacao}>
                        <TableRow sx={error ? { '& td': { borderBottom: 'none' } } : undefined}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <FormControlLabel
                              control={
                                <Checkbox
                                  checked={day.checked}
                                  onChange={(e) => void form.setFieldValue(`dias.${i}.checked`, e.target.checked)}
                                />
                              }
                              label={name}
                            />
                          </TableCell>
                          {TIME_FIELDS.map((f) => (
                            <TableCell key={f} sx={{ px: 1 }}>
                              <MaskedTextField
                                mask="time"
                                size="small"
                                name={`dias.${i}.${f}`}
                                value={day[f]}
                                disabled={!day.checked}
                                error={invalid.includes(f)}
                                placeholder="HH:MM"
                                onChange={(value) => void form.setFieldValue(`dias.${i}.${f}`, value)}
                                onBlur={form.handleBlur}
                                sx={{ width: 100 }}
                                slotProps={{ htmlInput: { 'aria-label': `${COLUMN[f]} de ${name}` } }}
                              />
                            </TableCell>
                          ))}
                        </TableRow>
                        {error && (
                          <TableRow>
                            <TableCell colSpan={1 + TIME_FIELDS.length} sx={{ pt: 0 }}>
                              <Typography role="alert" variant="body2" color="error">
                                {error}
                              </Typography>
                            </TableCell>
                          </TableRow>
                        )}
                      </Fragment>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {HOURS_MESSAGES.hoursSave}
              </Button>
            </Box>
          </Box>
        );
      }}
    </Formik>
  );
}
