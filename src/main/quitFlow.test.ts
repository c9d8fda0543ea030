import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installQuitFlow } from './quitFlow';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

/** app.quit() as Electron does it: 'before-quit', which a listener may cancel. */
function quit(): boolean {
  let prevented = false;
  electron.module.app.emit('before-quit', { preventDefault: () => (prevented = true) });
  return !prevented;
}

beforeEach(() => {
  vi.useFakeTimers();
  electron.reset();
});
afterEach(() => vi.useRealTimers());

describe('quit flow', () => {
  it('holds the quit until the page says it finished writing, then quits', () => {
    const win = new FakeBrowserWindow({});
    const flow = installQuitFlow({ getWindow: () => win as never });
    expect(flow.isQuitting()).toBe(false);
    expect(quit()).toBe(false);
    expect(flow.isQuitting()).toBe(true);
    expect(win.webContents.sent).toEqual([{ channel: 'app:before-quit', args: [{}] }]);
    expect(electron.state.quitCalls).toBe(0);
    flow.ready();
    expect(electron.state.quitCalls).toBe(1);
    // The second before-quit (from that app.quit()) goes through.
    expect(quit()).toBe(true);
  });

  it('quits after 2 s without an answer', () => {
    const win = new FakeBrowserWindow({});
    installQuitFlow({ getWindow: () => win as never });
    quit();
    quit(); // a second request while waiting does not ask twice
    vi.advanceTimersByTime(1999);
    expect(electron.state.quitCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(electron.state.quitCalls).toBe(1);
    expect(win.webContents.sent).toHaveLength(1);
  });

  it('does not wait for a crashed or absent page', () => {
    const win = new FakeBrowserWindow({});
    win.webContents.crashed = true;
    installQuitFlow({ getWindow: () => win as never });
    expect(quit()).toBe(true);
    electron.reset();
    installQuitFlow({ getWindow: () => null });
    expect(quit()).toBe(true);
  });

  it('an OS session end quits without waiting; an update install lets the window close', () => {
    const win = new FakeBrowserWindow({});
    const flow = installQuitFlow({ getWindow: () => win as never });
    flow.allowClose(true);
    expect(flow.isQuitting()).toBe(true);
    flow.allowClose(false);
    expect(flow.isQuitting()).toBe(false);
    flow.markQuitting();
    expect(quit()).toBe(true);
    expect(win.webContents.sent).toHaveLength(0);
  });
});
