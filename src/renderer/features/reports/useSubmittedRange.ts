import { useState } from 'react';
import type { DateRangeValue, IsoDate, PeriodOption } from '../../ui/dateRange';

export interface SubmittedRange {
  period: PeriodOption;
  start: IsoDate;
  end: IsoDate;
}

/**
 * What a report's filter last asked for ('Filtrar', 'Ver Painel'), apart from what is being typed.
 * `submit` with the same range loads again (the platform's figures may have changed since).
 */
export function useSubmittedRange(initial: DateRangeValue) {
  const [query, setQuery] = useState<SubmittedRange>(() => ({
    period: initial.period,
    start: initial.start ?? '',
    end: initial.end ?? '',
  }));
  const submit = (next: SubmittedRange, reload: () => unknown) => {
    if (next.period === query.period && next.start === query.start && next.end === query.end) reload();
    else setQuery(next);
  };
  return { query, submit, setQuery };
}
