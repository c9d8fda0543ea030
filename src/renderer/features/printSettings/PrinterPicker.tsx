import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAfterFirstTask } from '../../ui/useAfterFirstTask';
import { PRINT_SETTINGS_MESSAGES } from './messages';

/**
 * Until the task after Impressoras opens, a read-only field that looks like the picker: MUI's
 * Autocomplete reads its field's width in a render right after its first, which forced the
 * style and layout of the whole screen inside the opening task (issue 32).
 */
function PickerUntilReady({ label, text, size = 'medium', hiddenLabel = false, helperText }: { label: string; text: string; size?: 'small' | 'medium'; hiddenLabel?: boolean; helperText?: string }) {
  return (
    <TextField
      label={hiddenLabel ? undefined : label}
      value={text}
      size={size}
      helperText={helperText}
      placeholder={PRINT_SETTINGS_MESSAGES.printPrinterFree}
      slotProps={{ htmlInput: { readOnly: true, 'aria-label': hiddenLabel ? label : undefined } }}
    />
  );
}

interface SingleProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** the label is only read out (a table column already names the field) */
  hiddenLabel?: boolean;
}

/**
 * A printer name: one of the print module's printers, or typed (a printer of another machine or
 * a module that is not answering right now still has a name).
 */
export function PrinterPicker({ label, value, options, onChange, size = 'medium', disabled = false, hiddenLabel = false }: SingleProps) {
  if (!useAfterFirstTask()) return <PickerUntilReady label={label} text={value} size={size} hiddenLabel={hiddenLabel} />;
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={[...options]}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      onChange={(_, next) => onChange(typeof next === 'string' ? next : '')}
      renderInput={(params) =>
        hiddenLabel ? (
          <TextField
            {...params}
            size={size}
            placeholder={PRINT_SETTINGS_MESSAGES.printPrinterFree}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
          />
        ) : (
          <TextField {...params} label={label} size={size} placeholder={PRINT_SETTINGS_MESSAGES.printPrinterFree} />
        )
      }
    />
  );
}

interface MultipleProps {
  label: string;
  value: string[];
  options: readonly string[];
  onChange: (value: string[]) => void;
  helperText?: string;
}

export function PrintersPicker({ label, value, options, onChange, helperText }: MultipleProps) {
  if (!useAfterFirstTask()) return <PickerUntilReady label={label} text={value.join(', ')} helperText={helperText} />;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[...options]}
      value={value}
      onChange={(_, next) => onChange([...new Set(next.map((n) => n.trim()).filter((n) => n !== ''))])}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} placeholder={PRINT_SETTINGS_MESSAGES.printPrinterFree} />}
    />
  );
}
