import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BusyButton } from './BusyButton';
import { todayIn } from '../../shared/time';
import { useAppSelector } from '../app/hooks';
import { selectStoreTimeZone } from '../features/store/storeSlice';
import { DateField } from './DateField';
import {
  PERIOD_OPTIONS,
  dateRangeErrors,
  isDateRangeValid,
  pickerLimits,
  rangeForPeriod,
  type DateBounds,
  type DateRangeValue,
  type IsoDate,
  type PeriodOption,
} from './dateRange';

export interface DateRangeFilterProps extends DateBounds {
  /** the period and dates shown; start from initialDateRange() */
  value: DateRangeValue;
  /** every change: a period chosen (with its dates) or a date typed (null while incomplete) */
  onChange: (value: DateRangeValue) => void;
  /** called by the button, only with a valid range */
  onSubmit?: (range: { period: PeriodOption; start: IsoDate; end: IsoDate }) => void;
  /** the button's text, e.g. 'Filtrar', 'Ver Painel'; no button without it */
  submitLabel?: string;
  /** the periods offered (default all of spec 02 §9); only ['custom'] shows the two dates alone */
  periods?: readonly PeriodOption[];
  /** the button waits (disabled, with a progress) while the screen loads */
  busy?: boolean;
  /** the day the periods count back from, 'yyyy-MM-dd' (default: today in the store's zone) */
  today?: IsoDate;
}

const ALL_PERIODS = PERIOD_OPTIONS.map((o) => o.value);

/** The range's two ends, in the order shown, with their labels. */
const DATE_FIELDS = [
  ['start', 'Data inicial'],
  ['end', 'Data final'],
] as const;

/**
 * The reports' date filter (spec 02 §2.8–2.10, §2.18): a period select ('Hoje', 'Últimos 7
 * dias' ... 'Personalizado') and the start and end dates (dd/MM/yyyy). The dates are typed or
 * picked only for 'Personalizado'; otherwise they show the period's range. The end can't be
 * picked before the start, `minDate`/`maxDate` keep both inside a period, and what is wrong is
 * said under the date. Its DateFields bring their own DatePickersProvider.
 *
 * @example
 * const today = useStoreToday();
 * const [range, setRange] = useState(() => initialDateRange(7, today));
 * <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={(r) => setQuery(r)} />
 */
export function DateRangeFilter({
  value,
  onChange,
  onSubmit,
  submitLabel,
  periods = ALL_PERIODS,
  busy = false,
  today,
  minDate,
  maxDate,
}: DateRangeFilterProps) {
  const storeToday = useStoreToday();
  const bounds = { minDate, maxDate };
  const errors = dateRangeErrors(value, bounds);
  const limits = pickerLimits(value, bounds);
  const showPeriod = periods.some((p) => p !== 'custom');
  const datesEditable = value.period === 'custom' || !showPeriod;

  const choosePeriod = (period: PeriodOption) => {
    if (period === 'custom') onChange({ ...value, period });
    else onChange({ period, ...rangeForPeriod(period, today ?? storeToday) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit && isDateRangeValid(value, bounds)) onSubmit({ period: value.period, start: value.start, end: value.end });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
      {showPeriod && (
        <TextField
          select
          size="small"
          label="Período"
          value={value.period}
          onChange={(event) => choosePeriod(parsePeriod(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {PERIOD_OPTIONS.filter((o) => periods.includes(o.value)).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {DATE_FIELDS.map(([field, label]) => (
        <DateField
          key={field}
          label={label}
          value={value[field]}
          onChange={(day) => onChange({ ...value, [field]: day })}
          minDate={limits[field].minDate}
          maxDate={limits[field].maxDate}
          disabled={!datesEditable}
          error={errors[field]}
        />
      ))}
      {submitLabel && onSubmit && (
        <BusyButton type="submit" busy={busy} sx={{ height: 40 }}>
          {submitLabel}
        </BusyButton>
      )}
    </Box>
  );
}

/** The select gives the option's value back as text for the numbers. */
function parsePeriod(raw: unknown): PeriodOption {
  if (raw === 'custom') return 'custom';
  const days = Number(raw);
  return ALL_PERIODS.find((p) => p === days) ?? 'custom';
}

/** Today in the store's zone ('yyyy-MM-dd'): the day every period counts back from. */
export function useStoreToday(): IsoDate {
  return todayIn(useAppSelector(selectStoreTimeZone));
}
