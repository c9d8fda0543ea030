import type { SandboxContext } from './context';
import { processRows } from './data/bulkUpload';

/** The service's default pace: a 5,000-row file takes about four minutes, with visible progress. */
export const DEFAULT_UPLOAD_ROWS_PER_SECOND = 20;

const TICK_MS = 200;

/**
 * Works the bulk upload jobs through on its own, `rowsPerSecond` rows a second (a realistic pace
 * for the demo; tests and benchmarks set a fast one). 0 stops it.
 */
export class UploadProcessor {
  private timer: NodeJS.Timeout | null = null;
  /** rows owed by the pace but not worked yet (a pace under 5 rows a second) */
  private carry = 0;

  constructor(
    private readonly ctx: () => SandboxContext,
    private pace: number,
  ) {}

  get rowsPerSecond(): number {
    return this.pace;
  }

  start(): void {
    this.stop();
    if (this.pace <= 0) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  setPace(rowsPerSecond: number): void {
    this.pace = Math.max(0, rowsPerSecond);
    this.carry = 0;
    this.start();
  }

  tick(): void {
    this.carry += (this.pace * TICK_MS) / 1000;
    const rows = Math.floor(this.carry);
    if (rows < 1) return;
    this.carry -= rows;
    try {
      if (processRows(this.ctx(), rows) === 0) this.carry = 0;
    } catch (e) {
      console.error('[sandbox] upload em massa:', e);
    }
  }
}
