import { describe, expect, it } from 'vitest';
import { ratingsPeriodBody } from './model';

describe('ratings screen rules', () => {
  it('sends the period and its dates', () => {
    expect(ratingsPeriodBody({ period: 'custom', start: '2026-11-01', end: '2026-11-15' })).toEqual({
      periodo: 'custom',
      data: { data_inicio: '2026-11-01', data_final: '2026-11-15' },
    });
  });
});
