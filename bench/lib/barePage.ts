/**
 * The panel in a Chromium tab with no Playwright attached: the browser is started here and driven
 * over a bare DevTools pipe (--remote-debugging-pipe), and the tab gets only the commands the
 * benchmarks send (performance metrics, an evaluation, the CPU profiler; garbage collections and
 * heap snapshots in bench:evening).
 *
 * Why not a Playwright page: Playwright keeps its own DevTools session on every page with the
 * Network domain on, so each request of the panel is reported, with its headers, through the
 * browser process to the benchmark's own event loop. A counter PC has no debugger attached, and
 * measured on this rig (BENCH_DRIVER=playwright against this, README) that session cost the order
 * path 2 to 7 ms at the median and 6 to 11 ms at the p95 at 5 orders/s. Playwright still logs
 * in (loginInProfile), in the same profile, before this tab opens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { chromium, type LaunchOptions } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './browser';
import { loginPanel } from '../../rig/orderPath';

/** BENCH_DRIVER=playwright: the tab driven by a Playwright page, to see what its session costs */
export const BENCH_DRIVER: 'bare' | 'playwright' = process.env.BENCH_DRIVER === 'playwright' ? 'playwright' : 'bare';

export interface BarePage {
  /** a DevTools command to the tab */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** a DevTools command to the browser (SystemInfo, Target) */
  browserSend<T = unknown>(method: string, params?: object): Promise<T>;
  /** the value of a JavaScript expression in the tab (awaited when it is a promise) */
  evaluate<T = unknown>(expression: string): Promise<T>;
  goto(url: string): Promise<void>;
  /** resolves once the expression is truthy in the tab; throws after timeoutMs */
  waitFor(expression: string, timeoutMs: number): Promise<void>;
  /** a DevTools event of the tab (HeapProfiler.addHeapSnapshotChunk), until off */
  on(event: string, listener: (params: never) => void): void;
  off(event: string, listener: (params: never) => void): void;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1366, height: 800 };
const TIME_ZONE = 'America/Sao_Paulo';

/** Asks every 50 ms until the answer is true (a failed evaluation, during a navigation, is a no). */
async function pollUntil(ask: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ask().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: não aconteceu em ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Message {
  id?: number;
  sessionId?: string;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/**
 * Logs in with Playwright in a browser profile of its own (the session and the print settings stay
 * in its local storage) and closes that browser. Returns the command line Playwright started
 * Chromium with (Linux /proc), for openBarePage to start it again the same way, flags included.
 */
export async function loginInProfile(userDataDir: string, launchOptions: LaunchOptions, panelUrl: string, initScript: { content: string }): Promise<string[]> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    headless: true,
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
    locale: 'pt-BR',
    timezoneId: TIME_ZONE,
  });
  try {
    const commandLine = browserCommandLine(userDataDir);
    if (!commandLine) throw new Error(`o Chromium do perfil ${userDataDir} não foi encontrado em /proc`);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(initScript);
    await loginPanel(page, panelUrl);
    return commandLine;
  } finally {
    await context.close();
  }
}

/** The browser process (not one of its helpers) started on this profile: its argv. */
function browserCommandLine(userDataDir: string): string[] | null {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (argv.includes(`--user-data-dir=${userDataDir}`) && !argv.some((a) => a.startsWith('--type='))) return argv;
    } catch {
      // a process that ended while the list was read
    }
  }
  return null;
}

/**
 * Starts Chromium again with the command line Playwright used (loginInProfile), so with the same
 * flags and profile, and drives its one tab: the init script runs in every document of it.
 */
export async function openBarePage(options: { commandLine: string[]; initScript: { content: string } }): Promise<BarePage> {
  const [executable, ...args] = options.commandLine;
  if (!executable || !args.includes('--remote-debugging-pipe')) throw new Error('linha de comando do Chromium sem --remote-debugging-pipe');
  const child: ChildProcess = spawn(executable, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; method: string }>();
  const listeners = new Map<string, Set<(params: never) => void>>();
  let tabSession = '';
  let nextId = 1;
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id === undefined) {
        // an event: passed on if it is the tab's and someone listens (Page sends others)
        if (message.method && message.sessionId === tabSession) for (const listener of listeners.get(message.method) ?? []) listener(message.params as never);
        continue;
      }
      const call = pending.get(message.id);
      if (!call) continue;
      pending.delete(message.id);
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
    }
  });
  child.once('exit', (code) => {
    for (const call of pending.values()) call.reject(new Error(`o Chromium saiu (${code}) durante ${call.method}`));
    pending.clear();
  });
  const command = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const { targetInfos } = await command<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
  const tab = targetInfos.find((t) => t.type === 'page');
  if (!tab) throw new Error('o Chromium abriu sem nenhuma aba');
  const { sessionId } = await command<{ sessionId: string }>('Target.attachToTarget', { targetId: tab.targetId, flatten: true });
  tabSession = sessionId;
  const send = <T>(method: string, params?: object) => command<T>(method, params, sessionId);
  await send('Page.enable');
  // the viewport, language and time zone a Playwright page of the benchmark had (one-off settings)
  await send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
  await send('Emulation.setLocaleOverride', { locale: 'pt-BR' });
  await send('Emulation.setTimezoneOverride', { timezoneId: TIME_ZONE });
  await send('Page.addScriptToEvaluateOnNewDocument', { source: options.initScript.content });

  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = await send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`);
    return answer.result.value as T;
  };
  const waitFor = (expression: string, timeoutMs: number) => pollUntil(() => evaluate<boolean>(`Boolean(${expression})`), expression, timeoutMs);
  return {
    send,
    browserSend: (method, params) => command(method, params),
    evaluate,
    waitFor,
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    off: (event, listener) => void listeners.get(event)?.delete(listener),
    async goto(url) {
      await send('Page.navigate', { url });
      await waitFor(`location.href === ${JSON.stringify(url)} && document.readyState !== 'loading'`, 20_000);
    },
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        command('Browser.close').catch(() => child.kill('SIGKILL'));
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/**
 * The panel's tab, logged in, driven as BENCH_DRIVER says: bare (the default; profileDir is its
 * browser profile, where Playwright logs in first) or by a Playwright page.
 */
export async function openPanelTab(panelUrl: string, initScript: { content: string }, profileDir: string): Promise<BarePage> {
  const configured = BENCH_LAUNCH_OPTIONS;
  // BENCH_CHROMIUM_ARGS: extra Chromium flags for a diagnostic run (README, Pipeline: figures)
  const extra = (process.env.BENCH_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
  const launchOptions = { ...configured, args: [...(configured.args ?? []), ...extra] };
  return BENCH_DRIVER === 'playwright'
    ? openPlaywrightPage(launchOptions, panelUrl, initScript)
    : openBarePage({ commandLine: await loginInProfile(profileDir, launchOptions, panelUrl, initScript), initScript });
}

/**
 * The same tab driven by a Playwright page instead (BENCH_DRIVER=playwright), as the benchmark did
 * before: to measure what Playwright's DevTools session costs the order path.
 */
export async function openPlaywrightPage(launchOptions: LaunchOptions, panelUrl: string, initScript: { content: string }): Promise<BarePage> {
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'pt-BR', timezoneId: TIME_ZONE });
    await page.addInitScript(initScript);
    await loginPanel(page, panelUrl);
    const cdp = await page.context().newCDPSession(page);
    const browserCdp = await browser.newBrowserCDPSession();
    type Send = <T>(method: string, params?: object) => Promise<T>;
    return {
      send: cdp.send.bind(cdp) as unknown as Send,
      browserSend: browserCdp.send.bind(browserCdp) as unknown as Send,
      evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
      goto: async (url) => {
        await page.goto(url);
      },
      // polled: waitForFunction compiles its text with eval, which the panel's CSP refuses
      waitFor: (expression, timeoutMs) => pollUntil(() => page.evaluate(`Boolean(${expression})`), expression, timeoutMs),
      on: (event, listener) => cdp.on(event as never, listener as never),
      off: (event, listener) => cdp.off(event as never, listener as never),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
