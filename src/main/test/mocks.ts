/**
 * One fake 'electron' and one fake logger per test file (vitest isolates module registries per
 * file), shared by the vi.mock factories and the test's own assertions:
 *
 *   vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
 *   vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));
 */
import { createFakeElectron, createFakeLog } from './fakeElectron';

export const electron = createFakeElectron();
export const logger = createFakeLog();
export { FakeBrowserWindow, FakeNotification, FakeTray } from './fakeElectron';
