import { beforeEach, describe, expect, it } from 'vitest';
import { claimSingleInstance } from './singleInstance';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

beforeEach(() => {
  electron.module.app.removeAllListeners('second-instance');
  electron.state.quitCalls = 0;
});

describe('single instance', () => {
  it('the first instance keeps running; a second launch brings its window back', () => {
    electron.state.singleInstanceLock = true;
    const win = new FakeBrowserWindow({});
    win.minimize();
    expect(claimSingleInstance(() => win as never)).toBe(true);
    expect(electron.state.quitCalls).toBe(0);

    electron.module.app.emit('second-instance', {}, ['painel-do-parceiro'], '/');
    expect(win.calls.slice(-3)).toEqual(['restore', 'show', 'focus']);
    expect(win.isMinimized()).toBe(false);
  });

  it('a second launch brings back a window hidden in the tray', () => {
    electron.state.singleInstanceLock = true;
    const win = new FakeBrowserWindow({});
    win.hide();
    claimSingleInstance(() => win as never);
    electron.module.app.emit('second-instance', {}, ['painel-do-parceiro'], '/');
    expect(win.isVisible()).toBe(true);
    expect(win.calls.slice(-2)).toEqual(['show', 'focus']);
  });

  it('a second launch without a window yet does nothing', () => {
    electron.state.singleInstanceLock = true;
    claimSingleInstance(() => null);
    expect(() => electron.module.app.emit('second-instance', {}, [], '/')).not.toThrow();
  });

  it('the second instance quits without registering anything', () => {
    electron.state.singleInstanceLock = false;
    expect(claimSingleInstance(() => null)).toBe(false);
    expect(electron.state.quitCalls).toBe(1);
    expect(electron.module.app.listenerCount('second-instance')).toBe(0);
  });
});
