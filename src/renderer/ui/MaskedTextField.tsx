import type { InputHTMLAttributes, Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';
import { MASKS, type MaskKind } from './masks';

/**
 * What a MaskedTextField reports on every accepted change:
 * - `value`: the text as shown, with the mask's punctuation ('111.444.777-35', '12.ABC.345/01DE-35',
 *   '(11)98765-4321', '18:30'). Keep this one in the form (Formik) and validate it.
 * - `unmasked`: what was typed without the punctuation: documents upper-cased and bare
 *   ('12ABC34501DE35', as the platform takes a CPF or CNPJ), phone, CEP, date and time their digits.
 */
export type MaskedChange = (value: string, unmasked: string) => void;

export type MaskedTextFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'select' | 'multiline' | 'type'> & {
  mask: MaskKind;
  /** the masked text (a value not in the mask's shape is re-formatted, and reported through onChange) */
  value: string;
  onChange: MaskedChange;
};

/**
 * An MUI TextField whose input is an IMask input (react-imask): the mask edits the text in place,
 * so the caret stays where the person types, deletes or pastes. Takes every TextField prop
 * (label, error, helperText, disabled, required, name, onBlur, slotProps.htmlInput ...), except
 * that react-imask takes htmlInput props named like its options (pattern, min, max) as mask
 * options: the mask already limits what can be typed.
 *
 * ```tsx
 * <MaskedTextField mask="cpfCnpj" label="CPF ou CNPJ" name="documento"
 *   value={form.values.documento}
 *   onChange={(value) => void form.setFieldValue('documento', value)}
 *   onBlur={form.handleBlur} />
 * ```
 */
export function MaskedTextField({ mask, value, onChange, slotProps, ...field }: MaskedTextFieldProps) {
  const ours: MaskInputOwnProps = { mask, onMaskChange: onChange };
  return (
    <TextField
      {...field}
      value={value}
      slotProps={{
        ...slotProps,
        input: extendSlot(slotProps?.input, { inputComponent: MaskInput }),
        htmlInput: extendSlot(slotProps?.htmlInput, ours, { inputMode: MASKS[mask].inputMode }),
      }}
    />
  );
}

type SlotProps = NonNullable<TextFieldProps['slotProps']>;

/** A slot's props (an object, or a function of the owner state) with ours added over them. */
function extendSlot<S extends SlotProps['input'] | SlotProps['htmlInput']>(given: S, ours: object, defaults: object = {}): S {
  if (typeof given === 'function') {
    return ((state: never) => ({ ...defaults, ...(given as (s: never) => object)(state), ...ours })) as S;
  }
  return { ...defaults, ...given, ...ours };
}

interface MaskInputOwnProps {
  mask: MaskKind;
  onMaskChange: MaskedChange;
}

type MaskInputProps = MaskInputOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> & {
    ref?: Ref<HTMLInputElement>;
    value?: string;
    /** InputBase's own change handler: unused, the mask reports through onMaskChange */
    onChange?: unknown;
  };

/** The input MUI renders inside the TextField: IMask owns the element's text. */
function MaskInput({ ref, mask, onMaskChange, value = '', onChange: _inputBaseOnChange, ...input }: MaskInputProps) {
  return (
    <IMaskInput
      {...(MASKS[mask].options as object)}
      {...input}
      value={value}
      inputRef={ref}
      onAccept={(masked: string, maskRef: { unmaskedValue: string }) => {
        // Setting `value` from outside is accepted too: report only what changes it.
        if (masked !== value) onMaskChange(masked, maskRef.unmaskedValue);
      }}
    />
  );
}
