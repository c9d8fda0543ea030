import { useState } from 'react';
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
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { printSettingsSaveRequested } from '../printSettings/printSettingsSlice';
import { printersListRequested } from './printActions';
import { selectPrintSettings } from '../printSettings/selectors';
import { selectPrinters, selectPrintersError, selectPrintersStatus } from './printingSlice';

/**
 * The orders toolbar's print button (spec 01 §2): a dialog to choose the printer the panel prints
 * to (impressora), from the printers of the active print method. Saved like the settings screen.
 */
export function PrinterSelectButton() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const settings = useAppSelector(selectPrintSettings);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintIcon />}
        onClick={() => {
          dispatch(printersListRequested());
          setOpen(true);
        }}
      >
        {settings.impressora ? `${MESSAGES.printerSelectButton}: ${settings.impressora}` : MESSAGES.printerSelectButton}
      </Button>
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
  const [chosen, setChosen] = useState(settings.impressora);
  const names = printers.map((p) => p.name);
  // The saved printer stays choosable even when the module does not list it right now.
  if (settings.impressora && !names.includes(settings.impressora)) names.unshift(settings.impressora);
  return (
    <Dialog open onClose={onClose} aria-labelledby="printer-select-title" maxWidth="xs" fullWidth>
      <DialogTitle id="printer-select-title">{MESSAGES.printerSelectTitle}</DialogTitle>
      <DialogContent>
        {status === 'loading' && <CircularProgress size={24} aria-label={MESSAGES.printerSelectLoading} />}
        {error && (
          <Typography role="alert" color="error" sx={{ mb: 1 }}>
            {error}
          </Typography>
        )}
        {status !== 'loading' && names.length === 0 && !error && <Typography>{MESSAGES.printerSelectNone}</Typography>}
        <RadioGroup aria-label={MESSAGES.printerSelectTitle} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {names.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={name} />
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
