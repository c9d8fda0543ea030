import { array, boolean, mixed, object } from 'yup';
import type { OpeningDay } from '../../../shared/api';
import { isValidTime } from '../../../shared/format';
import { HOURS_MESSAGES } from './messages';

export type DayKey = OpeningDay['abreviacao'];

/** The week as the table shows it, Domingo to Sábado (spec 01 §2). */
export const WEEK: ReadonlyArray<{ key: DayKey; name: string }> = [
  { key: 'dom', name: 'Domingo' },
  { key: 'seg', name: 'Segunda-feira' },
  { key: 'ter', name: 'Terça-feira' },
  { key: 'qua', name: 'Quarta-feira' },
  { key: 'qui', name: 'Quinta-feira' },
  { key: 'sex', name: 'Sexta-feira' },
  { key: 'sab', name: 'Sábado' },
];

export function dayName(key: DayKey): string {
  return WEEK.find((d) => d.key === key)?.name ?? key;
}

export const TIME_FIELDS = ['abertura', 'fechamento', 'abertura2', 'fechamento2'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** The screen's whole form: the two switches and the seven days. */
export interface OpeningHours {
  auto_abrir: boolean;
  auto_fechar: boolean;
  dias: OpeningDay[];
}

/**
 * What is wrong with one day, as the sentence a person reads, or null. Unchecked days are not
 * checked: their times are disabled on screen, so a person could not fix them anyway.
 * Shift 1 is required on an open day; shift 2 is optional but needs both ends.
 */
export function dayTimeError(day: OpeningDay): string | null {
  if (!day.checked) return null;
  const t = times(day);
  const name = dayName(day.abreviacao);
  if (TIME_FIELDS.some((f) => t[f] !== '' && !isValidTime(t[f]))) return HOURS_MESSAGES.hoursInvalidTime(name);
  if (t.abertura === '' || t.fechamento === '') return HOURS_MESSAGES.hoursShift1Missing(name);
  if ((t.abertura2 === '') !== (t.fechamento2 === '')) return HOURS_MESSAGES.hoursShift2Incomplete(name);
  return null;
}

/** The fields to mark in red for the error of `dayTimeError`. */
export function invalidTimeFields(day: OpeningDay): TimeField[] {
  if (!day.checked) return [];
  const t = times(day);
  return TIME_FIELDS.filter((f) => {
    if (t[f] !== '') return !isValidTime(t[f]);
    if (f === 'abertura' || f === 'fechamento') return true;
    return (f === 'abertura2' ? t.fechamento2 : t.abertura2) !== '';
  });
}

/** The four times, empty for a missing one (Formik hands '' to the schema as undefined). */
function times(day: OpeningDay): Record<TimeField, string> {
  return {
    abertura: day.abertura ?? '',
    fechamento: day.fechamento ?? '',
    abertura2: day.abertura2 ?? '',
    fechamento2: day.fechamento2 ?? '',
  };
}

/** Formik's schema: one error per day, at `dias[i]`, with the sentence of `dayTimeError`. */
export const openingHoursSchema = object({
  auto_abrir: boolean().defined(),
  auto_fechar: boolean().defined(),
  dias: array()
    .of(
      mixed<OpeningDay>()
        .defined()
        .test('horarios', '', function (day) {
          const message = dayTimeError(day);
          return message === null ? true : this.createError({ message });
        }),
    )
    .defined(),
});

/**
 * The platform's answer (checked and normalised by listarHorariosSchema) as the form's values:
 * the seven days in table order, a day the platform left out closed and empty.
 */
export function openingHoursFrom(answer: { auto_abrir: boolean; auto_fechar: boolean; obj: OpeningDay[] }): OpeningHours {
  const byKey = new Map(answer.obj.map((day) => [day.abreviacao, day]));
  return {
    auto_abrir: answer.auto_abrir,
    auto_fechar: answer.auto_fechar,
    dias: WEEK.map(({ key }) => byKey.get(key) ?? { abreviacao: key, checked: false, abertura: '', fechamento: '', abertura2: '', fechamento2: '' }),
  };
}

/**
 * The body of alteraHorarios2: 'horarios' is the JSON text of the seven days. A closed day keeps
 * its valid times (they come back when it is reopened); half-typed ones are sent empty.
 */
export function saveBody(hours: OpeningHours): { horarios: string; auto_abrir: boolean; auto_fechar: boolean } {
  const dias = hours.dias.map((day) => {
    const clean = { ...day };
    if (!day.checked) for (const f of TIME_FIELDS) if (!isValidTime(clean[f])) clean[f] = '';
    return clean;
  });
  return { horarios: JSON.stringify(dias), auto_abrir: hours.auto_abrir, auto_fechar: hours.auto_fechar };
}
