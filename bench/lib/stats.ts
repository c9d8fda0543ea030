/** Latency figures: nearest-rank percentiles over the samples of one step, in ms. */
export interface Figures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

/** The middle of the finite values (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function figures(samples: readonly number[]): Figures {
  const sorted = samples.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

const cell = (v: number | string, width: number) => String(v).padStart(width);

/** A fixed-width table: step, n, p50, p95, p99, max (ms). */
export function table(rows: [string, Figures][]): string {
  const nameWidth = Math.max(4, ...rows.map(([name]) => name.length));
  const head = `${'step'.padEnd(nameWidth)} ${cell('n', 5)} ${cell('p50', 8)} ${cell('p95', 8)} ${cell('p99', 8)} ${cell('max', 8)}`;
  const lines = rows.map(
    ([name, f]) => `${name.padEnd(nameWidth)} ${cell(f.n, 5)} ${cell(f.p50, 8)} ${cell(f.p95, 8)} ${cell(f.p99, 8)} ${cell(f.max, 8)}`,
  );
  return [head, ...lines].join('\n');
}
