import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DatePickersProvider } from './DatePickersProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { fromIsoDate, toIsoDate, type IsoDate } from './dateRange';

export interface DateFieldProps {
  label: string;
  /** the day shown, 'yyyy-MM-dd', or null for none */
  value: IsoDate | null;
  /** the new day, or null while what is typed is not a whole date yet */
  onChange: (value: IsoDate | null) => void;
  /** earliest and latest day the calendar offers, 'yyyy-MM-dd' */
  minDate?: IsoDate;
  maxDate?: IsoDate;
  disabled?: boolean;
  /** a message under the field, in red (e.g. from dateRangeErrors) */
  error?: string;
  size?: 'small' | 'medium';
}

/**
 * One dd/MM/yyyy date field with a calendar (MUI X DatePicker): typed day by day, month and year
 * as the field's own mask does, or picked in the calendar. It brings its own DatePickersProvider, so the pickers download only with the screens that use them.
 *
 * What is half typed stays in the field (the screen gets null meanwhile); a new `value` from
 * the screen (a reset to the server's dates) replaces it.
 */
export function DateField(props: DateFieldProps) {
  // MUI X's field syncs the page's text selection on every render of it (a forced layout of the
  // whole page), so the screen's renders while its data arrives must not reach the picker: it gets
  // one onChange for its life, which calls the screen's latest.
  const latestOnChange = useRef(props.onChange);
  useLayoutEffect(() => {
    latestOnChange.current = props.onChange;
  });
  const onChange = useCallback((day: IsoDate | null) => latestOnChange.current(day), []);
  return <PickerField {...props} onChange={onChange} />;
}

const PickerField = memo(function PickerField({ label, value, onChange, minDate, maxDate, disabled, error, size = 'small' }: DateFieldProps) {
  const [draft, setDraft] = useState<Date | null>(() => fromIsoDate(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The screen changed the date: show it, unless it is what the field already holds.
    setShownValue(value);
    if (value !== toIsoDate(draft)) setDraft(fromIsoDate(value));
  }

  return (
    <DatePickersProvider>
      <DatePicker
      label={label}
      value={draft}
      onChange={(date) => {
        setDraft(date);
        const next = toIsoDate(date);
        if (next !== value) onChange(next);
      }}
      format="dd/MM/yyyy"
      minDate={fromIsoDate(minDate) ?? undefined}
      maxDate={fromIsoDate(maxDate) ?? undefined}
      disabled={disabled}
      slotProps={{ textField: { size, error: Boolean(error), helperText: error } }}
      />
    </DatePickersProvider>
  );
});
