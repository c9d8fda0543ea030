import { randomUUID } from 'node:crypto';

/**
 * A print module's memory of the copies it printed, by the id the panel gives each copy
 * (`<job id>:<copy>`). When the panel's page reloads while a copy is on its way, it cannot know
 * whether the copy reached the paper; it sends the copy again with the same id and the id of the
 * module instance that got it the first time:
 * - same instance, id known: nothing is printed again, the first print's answer is given;
 * - same instance, id unknown: the copy never arrived, it is printed now;
 * - another instance (the module restarted, its memory is gone): refused as `unknown-outcome`,
 *   and the panel asks a person to look at the printer.
 * A copy whose print failed is forgotten, so trying it again prints it.
 */
export const UNKNOWN_OUTCOME_MESSAGE = 'O módulo de impressão foi reiniciado: não dá para saber se esta via saiu.';

export interface PrintOnce {
  /** this run of the module; changes when it restarts */
  readonly instance: string;
  run<T>(request: { printId?: string; expectedInstance?: string }, print: () => Promise<T>): Promise<PrintOnceResult<T>>;
}

export type PrintOnceResult<T> = { outcome: 'printed' | 'repeated'; value: T } | { outcome: 'unknown-outcome' };

export interface PrintOnceOptions {
  /** how long a printed copy is remembered (default 6 h: a working day's reloads) */
  ttlMs?: number;
  /** at most this many copies remembered; the oldest go first */
  max?: number;
  now?: () => number;
  instance?: string;
}

export function createPrintOnce({ ttlMs = 6 * 60 * 60_000, max = 20_000, now = Date.now, instance = randomUUID() }: PrintOnceOptions = {}): PrintOnce {
  const printed = new Map<string, { at: number; result: Promise<unknown> }>();

  const forgetOld = () => {
    const oldest = now() - ttlMs;
    for (const [id, entry] of printed) {
      if (entry.at >= oldest && printed.size <= max) break;
      printed.delete(id);
    }
  };

  return {
    instance,
    async run<T>({ printId, expectedInstance }: { printId?: string; expectedInstance?: string }, print: () => Promise<T>): Promise<PrintOnceResult<T>> {
      if (expectedInstance !== undefined && expectedInstance !== instance) return { outcome: 'unknown-outcome' };
      if (printId === undefined) return { outcome: 'printed', value: await print() };
      forgetOld();
      const earlier = printed.get(printId);
      if (earlier) return { outcome: 'repeated', value: (await earlier.result) as T };
      const result = print();
      printed.set(printId, { at: now(), result });
      try {
        return { outcome: 'printed', value: await result };
      } catch (error) {
        printed.delete(printId);
        throw error;
      }
    },
  };
}
