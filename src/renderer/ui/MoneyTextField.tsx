import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { moneyError, type MoneyRuleOptions } from '../../shared/money';

export type MoneyTextFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'select' | 'multiline' | 'type'> & {
  /** the text as typed: kept as it is, never cut or rewritten */
  value: string;
  onChange: (text: string) => void;
  /** another limit than the price limit (a balance), with its message */
  rule?: MoneyRuleOptions;
  /** an empty field is allowed (a promotional price left blank) */
  optional?: boolean;
  /** show the rule's message before the field is left (the form was sent) */
  showError?: boolean;
};

/**
 * A money input (price, fee, minimum, amount): the person types freely ('12,50', '12.50') and the
 * shared rule (`src/shared/money.ts`: 6 characters, 2 decimals, R$ 999,99 at most) says on the
 * field what is wrong once it is left, keeping what was typed. The screen reads the value with
 * `parseMoney` and sends nothing while it is refused. A message of the screen's (`error` and
 * `helperText`, e.g. a promotional price not below the price) shows when the rule has none.
 */
export function MoneyTextField({ value, onChange, rule, optional, showError, error, helperText, onBlur, slotProps, ...field }: MoneyTextFieldProps) {
  const { shown, setLeft } = useMoneyRule(value, { rule, optional, showError });
  const htmlInput = slotProps?.htmlInput;
  return (
    <TextField
      placeholder="0,00"
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={shown !== null || Boolean(error)}
      helperText={shown ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: typeof htmlInput === 'function' ? htmlInput : { inputMode: 'decimal', ...htmlInput },
      }}
    />
  );
}

/**
 * The money rule's message a field shows: none while the person is still typing, the rule's once
 * the field was left (or the form was sent). Shared by MoneyTextField and PlainMoneyInput.
 */
export function useMoneyRule(value: string, { rule, optional, showError }: { rule?: MoneyRuleOptions; optional?: boolean; showError?: boolean }) {
  const [left, setLeft] = useState(false);
  const own = optional && value.trim() === '' ? null : moneyError(value, rule);
  const shown = own !== null && (left || showError) ? own : null;
  return { shown, setLeft };
}
