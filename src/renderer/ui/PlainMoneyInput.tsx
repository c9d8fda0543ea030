import { useId, type InputHTMLAttributes } from 'react';
import type { MoneyRuleOptions } from '../../shared/money';
import { useMoneyRule } from './MoneyTextField';

export type PlainMoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** the field's name, read out (there is no visible label: a table's column says it) */
  label: string;
  /** the text as typed: kept as it is, never cut or rewritten */
  value: string;
  onChange: (text: string) => void;
  rule?: MoneyRuleOptions;
  optional?: boolean;
  showError?: boolean;
};

/**
 * MoneyTextField's rule and behaviour (the text kept as typed, the rule's message once the field
 * is left) in a plain <input> styled once by plainParts (`plain-input`, `plain-input-message`):
 * for tables that draw a money field in every row (a city's 500 neighbourhoods, three fields a row),
 * where a MUI TextField a field made each search key re-draw the rows in view slowly.
 */
export function PlainMoneyInput({ label, value, onChange, rule, optional, showError, onBlur, className, ...input }: PlainMoneyInputProps) {
  const { shown, setLeft } = useMoneyRule(value, { rule, optional, showError });
  const messageId = useId();
  return (
    <>
      <input
        className={className ? `plain-input ${className}` : 'plain-input'}
        inputMode="decimal"
        placeholder="0,00"
        {...input}
        aria-label={label}
        aria-invalid={shown !== null}
        aria-describedby={shown !== null ? messageId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          setLeft(true);
          onBlur?.(event);
        }}
      />
      {shown !== null && (
        <span id={messageId} className="plain-input-message">
          {shown}
        </span>
      )}
    </>
  );
}
