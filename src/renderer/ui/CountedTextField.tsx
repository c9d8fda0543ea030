import TextField from '@mui/material/TextField';
import { CountedHelperText } from './CharacterCounter';
import { KIT_MESSAGES } from './kitMessages';

export interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the most characters the field takes (the counter's limit) */
  maxLength: number;
  /** the fewest needed: 'Mínimo de N caracteres.' shows until reached (e.g. 20 for a fine reversal) */
  minLength?: number;
  /** a message of the screen's, shown instead of the minimum */
  helperText?: string;
  error?: boolean;
  multiline?: boolean;
  rows?: number;
  /** a multiline field that grows from this many lines (instead of a fixed `rows`) */
  minRows?: number;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** the field's width: the whole line unless false */
  fullWidth?: boolean;
}

/**
 * A text field with its character counter as helper text ('37/200'), at most `maxLength`
 * characters, and the minimum still missing when there is one.
 */
export function CountedTextField({
  label,
  value,
  onChange,
  maxLength,
  minLength,
  helperText,
  error,
  multiline,
  rows,
  minRows,
  placeholder,
  disabled,
  required,
  name,
  onBlur,
  autoFocus,
  fullWidth = true,
}: CountedTextFieldProps) {
  const belowMinimum = minLength !== undefined && value.length < minLength;
  const message = helperText ?? (belowMinimum ? KIT_MESSAGES.textTooShort(minLength) : undefined);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      autoFocus={autoFocus}
      name={name}
      multiline={multiline}
      rows={rows}
      minRows={minRows}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
      error={error}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { maxLength },
        formHelperText: { component: 'div' },
      }}
      helperText={<CountedHelperText message={message} length={value.length} max={maxLength} />}
    />
  );
}
