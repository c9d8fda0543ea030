/**
 * Work per order, the figure noise moves far less than a latency: CPU time of a process (Linux
 * /proc, clock ticks) and the renderer's main-thread time from the DevTools protocol's
 * performance metrics (cumulative seconds since the page opened).
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Where DevTools commands go: a Playwright CDPSession, or a BarePage (bench/lib/barePage.ts). */
export interface DevTools {
  send(method: 'Performance.getMetrics'): Promise<{ metrics: { name: string; value: number }[] }>;
}

/** The browser-level DevTools of a BarePage. */
export interface BrowserDevTools {
  browserSend<T>(method: string): Promise<T>;
}

/** user + system CPU time of a process so far, ms (NaN where /proc is not there). */
export function processCpuMs(pid: number | undefined): number {
  return statCpuMs(pid === undefined ? undefined : `/proc/${pid}/stat`);
}

/**
 * CPU time of the main thread of Chromium's renderer processes so far, ms: a process's main
 * thread has the process's id. Unlike the DevTools task durations (wall time), time the thread
 * spent waiting for a core does not count, so it moves less with what else the machine does.
 */
export async function rendererMainThreadCpuMs(browser: BrowserDevTools): Promise<number> {
  const { processInfo } = await browser.browserSend<{ processInfo: { type: string; id: number }[] }>('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + statCpuMs(`/proc/${p.id}/task/${p.id}/stat`), 0);
}

function statCpuMs(file: string | undefined): number {
  if (file === undefined) return Number.NaN;
  try {
    // the command name (2nd field) may hold spaces: the fields after its ')' are fixed
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface MainThreadWork {
  /** every task on the renderer's main thread (script, style, layout, paint, the rest) */
  task: number;
  script: number;
  style: number;
  layout: number;
}

/** The renderer's main-thread time so far, ms (CDP Performance.getMetrics; Performance.enable first). */
export async function mainThreadWork(cdp: DevTools): Promise<MainThreadWork> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
  return { task: ms('TaskDuration'), script: ms('ScriptDuration'), style: ms('RecalcStyleDuration'), layout: ms('LayoutDuration') };
}

/** Work done between two readings, per order, ms with one decimal. */
export function perOrder(before: MainThreadWork, after: MainThreadWork, orders: number): MainThreadWork {
  const each = (k: keyof MainThreadWork) => Math.round(((after[k] - before[k]) / orders) * 10) / 10;
  return { task: each('task'), script: each('script'), style: each('style'), layout: each('layout') };
}

export const cpuPerOrder = (beforeMs: number, afterMs: number, orders: number) => Math.round(((afterMs - beforeMs) / orders) * 10) / 10;
