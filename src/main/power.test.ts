import { beforeEach, describe, expect, it } from 'vitest';
import { createKeepAwake } from './power';
import { electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

beforeEach(() => electron.reset());

describe('keep awake while waiting for orders', () => {
  it('blocks app suspension once while logged in and releases it after', () => {
    const keepAwake = createKeepAwake();
    keepAwake.set(true);
    keepAwake.set(true);
    expect([...electron.power.started.values()]).toEqual(['prevent-app-suspension']);
    expect(keepAwake.active()).toBe(true);
    keepAwake.set(false);
    expect(electron.power.started.size).toBe(0);
    expect(keepAwake.active()).toBe(false);
  });
});
