import { format } from 'date-fns';

/** An ISO date-time as the reports show it, in local time: '22/11/2026 19:32'; other text as it came. */
export function formatDateTimeBR(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'dd/MM/yyyy HH:mm');
}
