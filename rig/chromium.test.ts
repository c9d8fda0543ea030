import { describe, expect, it } from 'vitest';
import { APT_INSTALL, benchChromiumPath, type ChromiumFacts, DEFAULT_CHROMIUM_PATH, chromiumPath, planAfterInstall, planChromium } from './chromium';

const MISSING: ChromiumFacts = { path: DEFAULT_CHROMIUM_PATH, fromEnv: false, present: false, isRoot: false, hasAptGet: true };

describe("npm test's Chromium", () => {
  it("is CHROMIUM_PATH when set, Debian's headless shell otherwise; the benchmarks' is the full browser", () => {
    expect(chromiumPath({})).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(chromiumPath({ CHROMIUM_PATH: ' ' })).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
    expect(benchChromiumPath({})).toBe('/usr/bin/chromium');
    expect(benchChromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('there: the tests run', () => {
    expect(planChromium({ ...MISSING, present: true })).toEqual({ kind: 'ready' });
  });

  it("missing, as root with apt-get (a fresh CI machine): installs Debian's package, as .ci/run does", () => {
    expect(planChromium({ ...MISSING, isRoot: true })).toEqual({ kind: 'install', commands: APT_INSTALL });
    expect(APT_INSTALL.at(-1)).toEqual(['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell']);
  });

  it('missing and it cannot install (not root, or no apt-get): stops at once with one line saying what to install', () => {
    for (const facts of [MISSING, { ...MISSING, isRoot: true, hasAptGet: false }]) {
      const plan = planChromium(facts);
      expect(plan.kind).toBe('stop');
      const message = plan.kind === 'stop' ? plan.message : '';
      expect(message).not.toContain('\n');
      expect(message).toContain('Chromium não encontrado em /usr/lib/chromium/chromium-headless-shell');
      expect(message).toContain('sudo apt-get install chromium-headless-shell');
      expect(message).toContain('CHROMIUM_PATH');
    }
  });

  it('a CHROMIUM_PATH that is not there is the person’s choice: said, never replaced by an install', () => {
    const plan = planChromium({ ...MISSING, path: '/opt/nada/chrome', fromEnv: true, isRoot: true });
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH=/opt/nada/chrome não existe') });
  });

  it('an install that left no Chromium stops with the same line, saying the install did not help', () => {
    expect(planAfterInstall(true, DEFAULT_CHROMIUM_PATH)).toEqual({ kind: 'ready' });
    const plan = planAfterInstall(false, DEFAULT_CHROMIUM_PATH);
    expect(plan.kind === 'stop' && plan.message).toMatch(/Chromium não encontrado em \/usr\/lib\/chromium\/chromium-headless-shell.*apt-get não o deixou lá/);
  });
});
