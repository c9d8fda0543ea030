import { describe, expect, it } from 'vitest';
import { addMonths, dayLabel, detailStatusLabel, listStatusLabel, monthLabel, monthOf, monthWeeks, totalBetween, totalsByDay } from './calendarModel';

describe('calendar payment statuses (spec 02 §4)', () => {
  it('the list: is_paid 1 is Pago, then CONFIRMED, WAITING, FAILED, CANCELAD, DELAYED', () => {
    expect([{ is_paid: 1, status: 'SUCCEEDED' }, { is_paid: 1, status: 'WAITING' }, { is_paid: 0, status: 'CONFIRMED' }, { is_paid: 0, status: 'WAITING' }, { is_paid: 0, status: 'FAILED' }, { is_paid: 0, status: 'CANCELAD' }, { is_paid: 0, status: 'DELAYED' }].map((value) => listStatusLabel(value))).toEqual(
      ['Pago', 'Pago', 'Confirmado', 'Agendamento', 'Pendente', 'Falhado', 'Cancelado'],
    );
    // SUCCEEDED without is_paid is not Pago in the list's mapping
    expect(listStatusLabel({ is_paid: 0, status: 'SUCCEEDED' })).toBe('SUCCEEDED');
  });

  it('the detail modal: SUCCEEDED is Pago, the others as in the list', () => {
    expect(detailStatusLabel('SUCCEEDED')).toBe('Pago');
    expect(['CONFIRMED', 'WAITING', 'FAILED', 'CANCELAD', 'DELAYED'].map(detailStatusLabel)).toEqual([
      'Confirmado',
      'Agendamento',
      'Pendente',
      'Falhado',
      'Cancelado',
    ]);
    expect(detailStatusLabel('REFUNDED')).toBe('REFUNDED');
  });
});

describe('the month view', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday; 30 days
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const february = monthWeeks({ year: 2028, month: 2 });
    expect(february[0]?.slice(0, 2)).toEqual([null, null]);
    expect(february.flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves between months and names them', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthLabel({ year: 2026, month: 3 })).toBe('Março de 2026');
    expect(monthOf('2026-11-23')).toEqual({ year: 2026, month: 11 });
    expect(dayLabel('2026-11-03')).toBe('3 de novembro');
  });

  it('sums the daily totals of a period to the cent', () => {
    const valores = [
      { dia: '2026-11-01', totalDia: 10.1 },
      { dia: '2026-11-02', totalDia: 20.2 },
      { dia: '2026-11-10', totalDia: 0.7 },
    ];
    expect(totalBetween(valores, '2026-11-01', '2026-11-02')).toBe(30.3);
    expect(totalBetween(valores, '2026-11-03', '2026-11-09')).toBe(0);
    expect(totalsByDay(valores).get('2026-11-10')).toBe(0.7);
  });
});
