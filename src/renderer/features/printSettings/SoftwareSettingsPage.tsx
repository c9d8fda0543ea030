import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { formInitialValues } from './model';
import { PrintSettingsLayout } from './PrintSettingsLayout';
import { printSettingsCloudCheckRequested, printSettingsSaveRequested } from './printSettingsSlice';
import { selectPrintSettingsScreen } from './selectors';

/** /configuracoes/software (spec 02 §2.7): automatic accept and print. */
export function SoftwareSettingsPage() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectPrintSettingsScreen);
  useEffect(() => {
    dispatch(printSettingsCloudCheckRequested());
  }, [dispatch]);
  const base = useMemo(() => formInitialValues(screen.saved), [screen.saved]);
  const initialValues = useMemo(() => ({ autoAceiteImprimir: base.autoAceiteImprimir }), [base]);

  return (
    <PrintSettingsLayout tab="software">
      <Formik
        initialValues={initialValues}
        enableReinitialize
        onSubmit={(values) => {
          dispatch(printSettingsSaveRequested({ ...base, autoAceiteImprimir: values.autoAceiteImprimir }));
        }}
      >
        {(form) => (
          <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ maxWidth: 640 }}>
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.values.autoAceiteImprimir}
                    onChange={(e) => void form.setFieldValue('autoAceiteImprimir', e.target.checked)}
                  />
                }
                label={PRINT_SETTINGS_MESSAGES.softwareAutoAccept}
              />
            </Paper>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={form.values.autoAceiteImprimir === initialValues.autoAceiteImprimir || screen.saving}
              >
                {PRINT_SETTINGS_MESSAGES.printSettingsSave}
              </Button>
            </Box>
          </Box>
        )}
      </Formik>
    </PrintSettingsLayout>
  );
}
