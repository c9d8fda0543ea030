import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { MissingPrintersAlert } from '../printSettings/MissingPrintersAlert';
import { printSettingsSaveRequested } from '../printSettings/printSettingsSlice';
import { printersListRequested } from './printActions';
import { PrinterHealthStatus } from './PrinterHealthStatus';
import { selectPrintSettings } from '../printSettings/selectors';
import { selectMissingPrinters, selectPrinters, selectPrintersError, selectPrintersStatus } from './printingSlice';

/**
 * The orders toolbar's print button (spec 01 §2): a dialog to choose the printer the panel prints
 * to (impressora), from the printers of the active print method. Saved like the settings screen.
 * It asks the print module for its printers as soon as it shows, so a printer the settings name
 * but this computer does not have is said here, before anything is printed; so is a module that
 * does not answer.
 */
export function PrinterSelectButton() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const settings = useAppSelector(selectPrintSettings);
  const missing = useAppSelector(selectMissingPrinters);
  const moduleError = useAppSelector(selectPrintersError);
  const method = settings.metodoImpressao;
  useEffect(() => {
    dispatch(printersListRequested());
  }, [dispatch, method]);
  const warning = missing.length > 0 ? MESSAGES.printersMissing(missing) : moduleError;
  const label = settings.impressora ? `${MESSAGES.printerSelectButton}: ${settings.impressora}` : MESSAGES.printerSelectButton;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color={warning ? 'warning' : 'primary'}
        startIcon={warning ? <WarningAmberIcon /> : <PrintIcon />}
        title={warning ?? undefined}
        onClick={() => {
          dispatch(printersListRequested());
          setOpen(true);
        }}
        // one line on a 1024 px toolbar: the whole text stays in the title and for screen readers
        sx={{ maxWidth: 300, minWidth: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{missing.length > 0 ? MESSAGES.printersMissing(missing) : label}</span>
      </Button>
      <PrinterHealthStatus />
      {open && <PrinterSelectDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PrinterSelectDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectPrintSettings);
  const printers = useAppSelector(selectPrinters);
  const status = useAppSelector(selectPrintersStatus);
  const error = useAppSelector(selectPrintersError);
  const missing = useAppSelector(selectMissingPrinters);
  const [chosen, setChosen] = useState(settings.impressora);
  const names = printers.map((p) => p.name);
  // The saved printer stays choosable even when the module does not list it right now.
  if (settings.impressora && !names.includes(settings.impressora)) names.unshift(settings.impressora);
  const labelOf = (name: string) => (missing.includes(name) ? `${name} (${MESSAGES.printerMissingMark})` : name);
  return (
    <Dialog open onClose={onClose} aria-labelledby="printer-select-title" maxWidth="xs" fullWidth>
      <DialogTitle id="printer-select-title">{MESSAGES.printerSelectTitle}</DialogTitle>
      <DialogContent>
        <MissingPrintersAlert names={missing} />
        {status === 'loading' && <CircularProgress size={24} aria-label={MESSAGES.printerSelectLoading} />}
        {error && (
          <Typography role="alert" color="error" sx={{ mb: 1 }}>
            {error}
          </Typography>
        )}
        {status !== 'loading' && names.length === 0 && !error && <Typography>{MESSAGES.printerSelectNone}</Typography>}
        <RadioGroup aria-label={MESSAGES.printerSelectTitle} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {names.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={labelOf(name)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(printersListRequested())}>{MESSAGES.printerSelectRefresh}</Button>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!chosen || chosen === settings.impressora}
          onClick={() => {
            dispatch(printSettingsSaveRequested({ ...settings, impressora: chosen }));
            onClose();
          }}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
