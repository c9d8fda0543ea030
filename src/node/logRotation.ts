import { existsSync, renameSync, rmSync } from 'node:fs';

/** Archives kept beside main.log: main.1.log (newest) to main.5.log (oldest). */
export const LOG_ARCHIVES = 5;

/** The log reached its maximum size: shift the archives one place; the logger starts a new file. */
export function rotateLogFile(path: string, keep: number = LOG_ARCHIVES): void {
  const archive = (n: number): string => path.replace(/(\.log)?$/, `.${n}$1`);
  try {
    rmSync(archive(keep), { force: true });
    for (let n = keep - 1; n >= 1; n--) if (existsSync(archive(n))) renameSync(archive(n), archive(n + 1));
    renameSync(path, archive(1));
  } catch (err) {
    // Logging never stops the panel: this time the file just grows past its size.
    console.warn('Não foi possível arquivar o log:', err);
  }
}
