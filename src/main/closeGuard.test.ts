import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSE_QUESTION, installCloseGuard } from './closeGuard';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

let quitting = false;
let done: string[] = [];

function setup() {
  const win = new FakeBrowserWindow({});
  const guard = installCloseGuard(win as never, {
    isQuitting: () => quitting,
    toTray: () => done.push('bandeja'),
    quit: () => done.push('sair'),
    timeoutMs: 3000,
  });
  return { win, guard, asked: () => win.webContents.sent.filter((m) => m.channel === 'on-close-click') };
}

beforeEach(() => {
  vi.useFakeTimers();
  electron.reset();
  quitting = false;
  done = [];
});
afterEach(() => vi.useRealTimers());

describe('close guard', () => {
  it('closing the window does not close it: the page is asked (on-close-click)', () => {
    const { win, asked } = setup();
    win.close();
    expect(win.destroyed).toBe(false);
    expect(asked()).toEqual([{ channel: 'on-close-click', args: [{}] }]);
  });

  it('Minimizar goes to the tray, Fechar quits, Cancelar does nothing', () => {
    const { win, guard } = setup();
    win.close();
    guard.questionShown();
    guard.answer('minimize');
    win.close();
    guard.questionShown();
    guard.answer('quitApp');
    // Cancelar: the page only said it showed the question, and never answers.
    win.close();
    guard.questionShown();
    vi.advanceTimersByTime(10_000);
    expect(done).toEqual(['bandeja', 'sair']);
    expect(electron.messageBoxes).toHaveLength(0);
  });

  it('an answer before the page says it is asking also cancels the fallback', () => {
    const { win, guard } = setup();
    win.close();
    guard.answer('minimize');
    vi.advanceTimersByTime(5000);
    expect(done).toEqual(['bandeja']);
    expect(electron.messageBoxes).toHaveLength(0);
  });

  it.each([
    [0, ['bandeja']],
    [1, ['sair']],
    [2, []],
  ])('a silent page: after 3 s main asks natively; button %i does its part', async (response, expected) => {
    const { win } = setup();
    electron.dialogAnswer.response = response;
    win.close();
    vi.advanceTimersByTime(2999);
    expect(electron.messageBoxes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await vi.runAllTimersAsync();
    expect(electron.messageBoxes).toHaveLength(1);
    expect(electron.messageBoxes[0]!.window).toBe(win);
    expect(electron.messageBoxes[0]!.options).toMatchObject({
      message: CLOSE_QUESTION,
      buttons: ['Minimizar', 'Fechar', 'Cancelar'],
      cancelId: 2,
    });
    expect(done).toEqual(expected);
  });

  it('a crashed page is not waited for', async () => {
    const { win, asked } = setup();
    win.webContents.crashed = true;
    electron.dialogAnswer.response = 0;
    win.close();
    await vi.runAllTimersAsync();
    expect(asked()).toHaveLength(0);
    expect(electron.messageBoxes).toHaveLength(1);
    expect(done).toEqual(['bandeja']);
  });

  it('clicking close again while waiting asks once more but keeps one fallback', async () => {
    const { win, asked } = setup();
    win.close();
    vi.advanceTimersByTime(1000);
    win.close();
    await vi.runAllTimersAsync();
    expect(asked()).toHaveLength(2);
    expect(electron.messageBoxes).toHaveLength(1);
  });

  it('steps aside while the app quits (tray Sair, update install, OS shutdown)', () => {
    const { win, asked } = setup();
    quitting = true;
    win.close();
    expect(win.destroyed).toBe(true);
    expect(asked()).toHaveLength(0);
  });
});
