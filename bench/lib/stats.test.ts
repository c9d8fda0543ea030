import { describe, expect, it } from 'vitest';
import { figures, percentile } from './stats';

/** The benchmarks' own arithmetic: if these lie, every figure does. */
describe('bench statistics', () => {
  it('nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(figures([5, 1, 3, Number.NaN])).toEqual({ n: 3, p50: 3, p95: 5, p99: 5, max: 5 });
  });
});
