import { describe, expect, it } from 'vitest';
import { changeFromPrevious, serverDates } from './model';

describe('dashboard screen rules', () => {
  it('reads the dates a refusal sends back, only when both are days', () => {
    expect(serverDates({ status: 0, erro: 'x', data_inicio: '2026-10-24', data_final: '2026-11-22' })).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect(serverDates({ data_inicio: '2026-10-24 00:00:00', data_final: '2026-11-22 23:59:59' })).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect([{ data_inicio: '24/10/2026', data_final: '2026-11-22' }, { data_inicio: '2026-10-24' }, undefined].map((value) => serverDates(value))).toEqual([null, null, null]);
  });

  it('says the change from the previous period as a percent, or nothing to compare with', () => {
    expect(changeFromPrevious(125, 100)).toEqual({ text: '+25%', trend: 'up' });
    expect(changeFromPrevious(90, 120)).toEqual({ text: '−25%', trend: 'down' });
    expect(changeFromPrevious(1001, 1000)).toEqual({ text: '+0,1%', trend: 'up' });
    expect(changeFromPrevious(100000, 100001)).toEqual({ text: '0%', trend: 'same' });
    expect(changeFromPrevious(0, 0)).toEqual({ text: '0%', trend: 'same' });
    expect(changeFromPrevious(5, 0)).toEqual({ text: null, trend: 'none' });
    expect(changeFromPrevious(5, undefined)).toEqual({ text: null, trend: 'none' });
  });
});
