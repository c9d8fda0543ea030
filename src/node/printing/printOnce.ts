import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A print module's memory of the copies it printed, by the id the panel gives each copy
 * (`<job id>:<copy>`). When the panel's page reloads while a copy is on its way, it cannot know
 * whether the copy reached the paper; it sends the copy again with the same id and the id of the
 * module run (`instance`) that got it the first time:
 * - same run, id printed: nothing is printed again, the first print's answer is given;
 * - same run, id unknown: the copy never arrived, it is printed now;
 * - another run, or a copy that was being sent when the module stopped: refused as
 *   `unknown-outcome`, and the panel asks a person to look at the printer.
 * A copy whose print failed is forgotten, so trying it again prints it (on the same printer, or on
 * the backup that took over a stopped one). Each copy is remembered with the printer it went to.
 *
 * With a `file`, the memory and the run's id survive a restart of the module (a crash of the
 * desktop app, a restart of the print agent): every copy is written down as 'sending' before it
 * goes to the printer and as 'printed' after, one JSON line each.
 */
export const UNKNOWN_OUTCOME_MESSAGE = 'O módulo de impressão foi reiniciado: não dá para saber se esta via saiu.';

export interface PrintOnce {
  /** this run of the module; with a file, the same across restarts */
  readonly instance: string;
  run<T>(request: PrintOnceRequest, print: () => Promise<T>): Promise<PrintOnceResult<T>>;
  /** the printer that printed this copy id, while it is remembered (a copy a backup printer took says so) */
  printerOf(printId: string): string | undefined;
}

export interface PrintOnceRequest {
  printId?: string;
  expectedInstance?: string;
  /** the printer the copy goes to: remembered with it (which printer printed which copy) */
  printer?: string;
}

export type PrintOnceResult<T> = { outcome: 'printed' | 'repeated'; value: T } | { outcome: 'unknown-outcome' };

export interface PrintOnceOptions {
  /** how long a printed copy is remembered (default 6 h: a working day's reloads) */
  ttlMs?: number;
  /** at most this many copies remembered; the oldest go first */
  max?: number;
  now?: () => number;
  instance?: string;
  /** where the memory is kept across restarts (JSON lines); none: in memory only */
  file?: string;
  log?: (line: string) => void;
}

type Entry = { at: number; state: 'unknown'; printer?: string } | { at: number; state: 'printed'; result: Promise<unknown>; value?: unknown; printer?: string };
type Line = { instance: string } | { id: string; at: number; state: 'sending' | 'printed' | 'failed'; value?: unknown; printer?: string };

export function createPrintOnce(options: PrintOnceOptions = {}): PrintOnce {
  const { ttlMs = 6 * 60 * 60_000, max = 20_000, now = Date.now, file, log = () => undefined } = options;
  const entries = new Map<string, Entry>();
  let instance = options.instance ?? randomUUID();
  let lines = 0;

  const write = (line: Line) => {
    if (!file) return;
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
      lines += 1;
    } catch (error) {
      log(`memória de impressões não gravada em ${file}: ${(error as Error).message}`);
    }
  };

  /** the memory as it stands, in one line per copy (after a restart, or when the file grew) */
  const rewrite = () => {
    if (!file) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      const kept: Line[] = [{ instance }];
      for (const [id, entry] of entries) {
        const done = entry.state === 'printed' && 'value' in entry;
        const printer = entry.printer !== undefined ? { printer: entry.printer } : {};
        kept.push(done ? { id, at: entry.at, state: 'printed', value: entry.value, ...printer } : { id, at: entry.at, state: 'sending', ...printer });
      }
      writeFileSync(file, kept.map((l) => `${JSON.stringify(l)}\n`).join(''));
      lines = kept.length;
    } catch (error) {
      log(`memória de impressões não gravada em ${file}: ${(error as Error).message}`);
    }
  };

  const load = () => {
    if (!file || !existsSync(file)) return;
    const oldest = now() - ttlMs;
    for (const text of readFileSync(file, 'utf8').split('\n')) {
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        continue; // an empty or half-written last line
      }
      if ('instance' in line) {
        if (typeof line.instance === 'string' && options.instance === undefined) instance = line.instance;
        continue;
      }
      if (typeof line.id !== 'string' || typeof line.at !== 'number' || line.at < oldest) continue;
      entries.delete(line.id);
      // a copy that was being sent when the module stopped may or may not be on paper
      const printer = typeof line.printer === 'string' ? { printer: line.printer } : {};
      if (line.state === 'sending') entries.set(line.id, { at: line.at, state: 'unknown', ...printer });
      else if (line.state === 'printed') entries.set(line.id, { at: line.at, state: 'printed', result: Promise.resolve(line.value), value: line.value, ...printer });
    }
  };

  const forgetOld = () => {
    const oldest = now() - ttlMs;
    for (const [id, entry] of entries) {
      if (entry.at >= oldest && entries.size <= max) break;
      entries.delete(id);
    }
    if (lines > 2 * max + 100) rewrite();
  };

  load();
  rewrite();

  return {
    get instance() {
      return instance;
    },
    printerOf: (printId) => entries.get(printId)?.printer,
    async run<T>({ printId, expectedInstance, printer }: PrintOnceRequest, print: () => Promise<T>): Promise<PrintOnceResult<T>> {
      if (expectedInstance !== undefined && expectedInstance !== instance) return { outcome: 'unknown-outcome' };
      if (printId === undefined) return { outcome: 'printed', value: await print() };
      forgetOld();
      const earlier = entries.get(printId);
      if (earlier?.state === 'unknown') return { outcome: 'unknown-outcome' };
      if (earlier?.state === 'printed') return { outcome: 'repeated', value: (await earlier.result) as T };
      const at = now();
      const on = printer !== undefined ? { printer } : {};
      write({ id: printId, at, state: 'sending', ...on });
      const result = print();
      const entry: Entry = { at, state: 'printed', result, ...on };
      entries.set(printId, entry);
      try {
        const value = await result;
        entry.value = value;
        write({ id: printId, at, state: 'printed', value, ...on });
        return { outcome: 'printed', value };
      } catch (error) {
        entries.delete(printId);
        write({ id: printId, at, state: 'failed' });
        throw error;
      }
    },
  };
}
