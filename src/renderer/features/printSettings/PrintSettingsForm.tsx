import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Formik, type FormikProps } from 'formik';
import {
  type MenuCategory,
  PAGE_WIDTHS,
  PRINT_DELAY_OPTIONS,
  PRINT_FONT_SIZES,
  PRINT_FONTS,
  PRINT_LAYOUTS,
  PRINT_METHODS,
  type PrintSettings,
} from '../../../shared/api';
import { shownError } from '../../ui/formErrors';
import { MESSAGES } from '../../ui/messages';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { codePageOf, withBackup, isDirty, isFieldDisabled, knownPrinters, missingPrinters } from './model';
import { MissingPrintersAlert } from './MissingPrintersAlert';
import { printSettingsSchema } from './formSchema';
import { PrintersTable, type TestKind } from './PrintersTable';
import { backupAllowed } from '../printing/backup';
import type { CodePage } from '../../../shared/printing/codePages';
import { PrinterPicker, PrintersPicker } from './PrinterPicker';
import { ProductionPrinters } from './ProductionPrinters';
import { TicketPreview } from './TicketPreview';

export interface PrintersInfo {
  names: string[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

interface Props {
  initialValues: PrintSettings;
  categories: readonly MenuCategory[];
  printers: PrintersInfo;
  /** the logged-in store's name and time zone, for the preview */
  storeName: string;
  timeZone: string;
  saving: boolean;
  syncing: boolean;
  onSave: (values: PrintSettings) => void;
  onSync: () => void;
  onReloadPrinters: () => void;
  onTest: (printer: string, kind: TestKind, codePage: CodePage) => void;
}

type NumberField = 'qtdeCopia' | 'saltoLinhaInicio' | 'margemEsquerda' | 'margemDireita';

/** The 'IMPRESSORA(S)' tab: every print setting, the printers, and the live preview. */
export function PrintSettingsForm(props: Props) {
  const { initialValues } = props;
  return (
    <Formik<PrintSettings> initialValues={initialValues} enableReinitialize validationSchema={printSettingsSchema} onSubmit={(v) => props.onSave(v)}>
      {(form) => <FormBody form={form} {...props} />}
    </Formik>
  );
}

function FormBody({ form, initialValues, categories, printers, storeName, timeZone, saving, syncing, onSync, onReloadPrinters, onTest }: Props & { form: FormikProps<PrintSettings> }) {
  const values = form.values;
  const method = values.metodoImpressao;
  const changed = isDirty(initialValues, values);
  const allPrinters = useMemo(() => knownPrinters(values, printers.names), [values, printers.names]);
  // what the form names (saved or not) that this computer's print module does not list
  const missing = useMemo(() => (printers.status === 'loaded' ? missingPrinters(values, printers.names) : []), [values, printers]);
  const set = (field: keyof PrintSettings, value: unknown) => void form.setFieldValue(field, value);

  const numberField = (field: NumberField, label: string) => {
    const error = shownError(form, field);
    return (
      <TextField
        name={field}
        label={label}
        type="number"
        value={values[field]}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        disabled={isFieldDisabled(method, field)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
    );
  };

  const selectField = <T extends string | number>(field: keyof PrintSettings, label: string, options: ReadonlyArray<{ value: T; label: string }>) => (
    <TextField
      select
      name={field}
      label={label}
      value={values[field]}
      disabled={isFieldDisabled(method, field)}
      onChange={(e) => {
        const raw = e.target.value;
        set(field, typeof options[0]?.value === 'number' ? Number(raw) : raw);
      }}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const checkbox = (field: 'impressaoEstabelecimento' | 'impressaoCliente' | 'impressaoItemAgrupado' | 'impressaoProducao', label: string) => (
    <FormControlLabel control={<Checkbox checked={values[field]} onChange={(e) => set(field, e.target.checked)} />} label={label} />
  );

  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 } as const;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 520px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={grid}>
            {selectField(
              'metodoImpressao',
              PRINT_SETTINGS_MESSAGES.printMethod,
              Object.entries(PRINT_METHODS).map(([value, label]) => ({ value, label })),
            )}
            {selectField(
              'impressaoLayout',
              PRINT_SETTINGS_MESSAGES.printLayout,
              Object.entries(PRINT_LAYOUTS).map(([value, label]) => ({ value: Number(value), label: `${value} - ${label}` })),
            )}
          </Box>
          <PrinterStatus printers={printers} onReload={onReloadPrinters} />
          <MissingPrintersAlert names={missing} />
          <PrinterPicker label={PRINT_SETTINGS_MESSAGES.printDefaultPrinter} value={values.impressora} options={printers.names} onChange={(v) => set('impressora', v)} />
          <PrintersPicker
            label={PRINT_SETTINGS_MESSAGES.printCashierPrinters}
            helperText={PRINT_SETTINGS_MESSAGES.printCashierPrintersHelp}
            value={values.impressorasCaixa}
            options={printers.names}
            onChange={(v) => set('impressorasCaixa', v)}
          />
          {method === 'qz' && (
            <Box sx={grid}>
              <TextField multiline minRows={3} label={PRINT_SETTINGS_MESSAGES.printQzCertificate} value={values.qzCertificate} onChange={(e) => set('qzCertificate', e.target.value)} />
              <TextField
                multiline
                minRows={3}
                label={PRINT_SETTINGS_MESSAGES.printQzPrivate}
                value={values.qzPrivate}
                helperText={window.desktop ? PRINT_SETTINGS_MESSAGES.printQzPrivateSafe : undefined}
                onChange={(e) => set('qzPrivate', e.target.value)}
              />
            </Box>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {method === 'qz' && <Alert severity="info">{PRINT_SETTINGS_MESSAGES.printQzDisabledHint}</Alert>}
          <Box sx={grid}>
            {numberField('qtdeCopia', PRINT_SETTINGS_MESSAGES.printCopies)}
            {selectField(
              'delay',
              PRINT_SETTINGS_MESSAGES.printDelay,
              PRINT_DELAY_OPTIONS.map((ms) => ({ value: ms, label: PRINT_SETTINGS_MESSAGES.printDelaySeconds(ms / 1000) })),
            )}
            {selectField(
              'larguraMaximaPagina',
              PRINT_SETTINGS_MESSAGES.printPageWidth,
              Object.entries(PAGE_WIDTHS).map(([value, label]) => ({ value, label })),
            )}
            {numberField('saltoLinhaInicio', PRINT_SETTINGS_MESSAGES.printLineSkip)}
            {numberField('margemEsquerda', PRINT_SETTINGS_MESSAGES.printMarginLeft)}
            {numberField('margemDireita', PRINT_SETTINGS_MESSAGES.printMarginRight)}
            {selectField(
              'nomeFonte',
              PRINT_SETTINGS_MESSAGES.printFont,
              PRINT_FONTS.map((f) => ({ value: f, label: f })),
            )}
            {selectField(
              'tamanhoFonte',
              PRINT_SETTINGS_MESSAGES.printFontSize,
              PRINT_FONT_SIZES.map((s) => ({ value: s, label: String(s) })),
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {checkbox('impressaoEstabelecimento', PRINT_SETTINGS_MESSAGES.printStoreData)}
            {checkbox('impressaoCliente', PRINT_SETTINGS_MESSAGES.printCustomerData)}
            {checkbox('impressaoItemAgrupado', PRINT_SETTINGS_MESSAGES.printGroupedItems)}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {PRINT_SETTINGS_MESSAGES.printProductionTitle}
          </Typography>
          {checkbox('impressaoProducao', PRINT_SETTINGS_MESSAGES.printProductionEnabled)}
          <ProductionPrinters
            settings={values}
            categories={categories}
            printers={printers.names}
            disabled={!values.impressaoProducao}
            onChange={(map) => set('impressorasProducao', map)}
          />
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {PRINT_SETTINGS_MESSAGES.printPrintersTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {backupAllowed(method) ? PRINT_SETTINGS_MESSAGES.printBackupHint : PRINT_SETTINGS_MESSAGES.printBackupNotOffered}
          </Typography>
          <PrintersTable
            printers={allPrinters}
            missing={missing}
            codePageOf={(printer) => codePageOf(values, printer)}
            onCodePageChange={(printer, codePage) => set('printerCodePages', { ...values.printerCodePages, [printer]: codePage })}
            onTest={onTest}
            {...(backupAllowed(method) && { backups: values.backupPrinters })}
            onBackupChange={(printer, backup) => set('backupPrinters', withBackup(values.backupPrinters, printer, backup))}
          />
        </Paper>

        <Divider />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onSync} disabled={syncing || saving}>
            {PRINT_SETTINGS_MESSAGES.printSettingsSync}
          </Button>
          <Button type="submit" variant="contained" disabled={!changed || saving}>
            {PRINT_SETTINGS_MESSAGES.printSettingsSave}
          </Button>
        </Box>
      </Box>
      <Box sx={{ flex: '0 0 auto', position: 'sticky', top: 16 }}>
        <TicketPreview settings={values} storeName={storeName} timeZone={timeZone} categories={categories} />
      </Box>
    </Box>
  );
}

function PrinterStatus({ printers, onReload }: { printers: PrintersInfo; onReload: () => void }) {
  const text =
    printers.status === 'failed'
      ? MESSAGES.printModuleFailure
      : printers.status === 'loading'
        ? PRINT_SETTINGS_MESSAGES.printPrintersLoading
        : printers.status === 'loaded' && printers.names.length === 0
          ? PRINT_SETTINGS_MESSAGES.printPrintersNone
          : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      {text && (
        <Typography variant="body2" color={printers.status === 'failed' ? 'error' : 'text.secondary'} role={printers.status === 'failed' ? 'alert' : undefined}>
          {text}
        </Typography>
      )}
      <Button size="small" onClick={onReload} disabled={printers.status === 'loading'}>
        {PRINT_SETTINGS_MESSAGES.printPrintersReload}
      </Button>
    </Box>
  );
}
