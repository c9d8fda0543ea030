import type { CalendarDay, CalendarPayment } from '../../../shared/api';
import { toCents, toReais } from '../../../shared/format';

/**
 * Calendar payment statuses (spec 02 §4), as the spec maps them (the list and the detail modal
 * differ only in how a paid payment is recognised). The labels of CANCELAD and DELAYED are the
 * spec's, odd as they read.
 */
const SHARED_LABELS: Record<string, string> = {
  CONFIRMED: 'Confirmado',
  WAITING: 'Agendamento',
  FAILED: 'Pendente',
  CANCELAD: 'Falhado',
  DELAYED: 'Cancelado',
};

/** The list's label: is_paid 1 is Pago; then by status; an unknown status shows its code. */
export function listStatusLabel(payment: Pick<CalendarPayment, 'is_paid' | 'status'>): string {
  if (payment.is_paid === 1) return 'Pago';
  return SHARED_LABELS[payment.status] ?? payment.status;
}

/** The detail modal's label: SUCCEEDED is Pago; the other statuses as in the list. */
export function detailStatusLabel(status: string): string {
  if (status === 'SUCCEEDED') return 'Pago';
  return SHARED_LABELS[status] ?? status;
}

/** A calendar month, 1–12. */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (iso: string): Month => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDay = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The month as weeks from Sunday to Saturday: each cell a day ('yyyy-mm-dd') or null for the
 * days of the neighbouring months.
 */
export function monthWeeks({ year, month }: Month): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(firstWeekday).fill(null), ...Array.from({ length: days }, (_, i) => isoDay(year, month, i + 1))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'Novembro de 2026' */
export function monthLabel({ year, month }: Month): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

/** '23 de novembro' */
export function dayLabel(iso: string): string {
  return `${Number(iso.slice(8, 10))} de ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? ''}`;
}

export const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** Each day's total, by 'yyyy-mm-dd'. */
export function totalsByDay(valores: readonly CalendarDay[]): Map<string, number> {
  return new Map(valores.map((v) => [v.dia, v.totalDia]));
}

/** The sum of the daily totals from `start` to `end` (inclusive, 'yyyy-mm-dd'), in reais rounded to cents. */
export function totalBetween(valores: readonly CalendarDay[], start: string, end: string): number {
  const cents = valores.filter((v) => v.dia >= start && v.dia <= end).reduce((sum, v) => sum + toCents(v.totalDia), 0);
  return toReais(cents);
}
