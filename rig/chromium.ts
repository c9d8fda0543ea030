/**
 * The Chromium the end-to-end tests drive (Debian's: Playwright's own download fails on these
 * machines), and what `npm test` does when it is missing: install Debian's package itself when it
 * can (root and apt-get, as .ci/run does), or stop at once with one line saying what to install.
 * Pure rules here; scripts/ensure-chromium.ts applies them.
 *
 * The tests drive Debian's headless shell (package chromium-headless-shell), the build of Chromium
 * without the browser's window and profile machinery that Playwright itself uses for headless
 * tests: the same Blink and V8, and on these 2 cores a third less time than the full browser (the
 * menu, finance and small-screen specs: 160 s against 234 s, one run each). The benchmarks time
 * what a store runs, the full browser (benchChromiumPath).
 */

export const DEFAULT_CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** The flags Chromium starts with, in the end-to-end tests and the benchmarks alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

/** Where the tests look for Chromium: CHROMIUM_PATH, else Debian's headless shell. */
export function chromiumPath(env: { CHROMIUM_PATH?: string | undefined }): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/** The full browser the benchmarks time: CHROMIUM_PATH, else Debian's chromium. */
export function benchChromiumPath(env: { CHROMIUM_PATH?: string | undefined }): string {
  return env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
}

export interface ChromiumFacts {
  /** chromiumPath(env) */
  path: string;
  /** CHROMIUM_PATH was set: the person chose that browser */
  fromEnv: boolean;
  /** an executable file is there */
  present: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ChromiumPlan = { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; message: string };

export const APT_INSTALL: string[][] = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', CHROMIUM_PACKAGE],
];

export function planChromium(facts: ChromiumFacts): ChromiumPlan {
  if (facts.present) return { kind: 'ready' };
  if (facts.fromEnv) {
    return {
      kind: 'stop',
      message: `npm test: CHROMIUM_PATH=${facts.path} não existe ou não é executável; aponte CHROMIUM_PATH para um Chromium, ou tire-a para usar o do Debian (${DEFAULT_CHROMIUM_PATH}, pacote ${CHROMIUM_PACKAGE}).`,
    };
  }
  if (facts.isRoot && facts.hasAptGet) return { kind: 'install', commands: APT_INSTALL };
  return { kind: 'stop', message: missingMessage(facts.path) };
}

/** After an install: there now, or the one line that says what is still missing. */
export function planAfterInstall(presentNow: boolean, path: string): ChromiumPlan {
  return presentNow ? { kind: 'ready' } : { kind: 'stop', message: `${missingMessage(path)} (a instalação pelo apt-get não o deixou lá)` };
}

function missingMessage(path: string): string {
  return `npm test: Chromium não encontrado em ${path}; instale o pacote ${CHROMIUM_PACKAGE} do Debian (sudo apt-get install ${CHROMIUM_PACKAGE}) ou aponte CHROMIUM_PATH para um Chromium, e rode npm test de novo.`;
}
