import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The renderer's files that replace a module (vi.mock): run isolated, so the mock stays theirs. */
const RENDERER_LOGIC_MOCKING = ['src/renderer/features/realtime/storeSocket.test.ts'];
const RENDERER_SCREENS_MOCKING = [
  'src/renderer/app/layout/SideMenu.test.tsx',
  'src/renderer/features/orders/OrdersPage.renders.test.tsx',
  'src/renderer/features/ratings/RatingsPage.renders.test.tsx',
  'src/renderer/features/stock/StockPage.renders.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // One retry on CI only, as for Playwright: the machines are shared and noisy. A test that
    // needed it is named in the report ('retry x1'), so it is seen and fixed, not hidden.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI machines.
    // At least two keep both cores busy there (745 s with one, 461 s with two, same machine and hour).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The first sandbox of a worker builds the seed's year of order history (a second or two of
    // CPU, several on a loaded machine), in a hook or in the test itself; later ones restore it from
    // a snapshot. jsdom renders of MUI screens are slow on a busy shared machine too.
    hookTimeout: 30_000,
    testTimeout: 15_000,
    // `isolate: false` where the files leave nothing behind: a worker runs its files one after the
    // other with the modules it has already loaded (MUI, the sandbox and its seed snapshot) instead
    // of loading them again for each file. Measured on this 2-core machine, one run each: the
    // renderer's screens 289 s -> 157 s, the Node-side files 157 s -> 47 s (+ 7 s isolated). Files
    // that mock modules (vi.mock) or load the Electron main bundle stay isolated.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/{shared,node,sandbox,print-agent,web-host}/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', '{rig,bench,scripts}/**/*.test.ts'],
          exclude: ['tests/unit/built-bundles.test.ts'],
        },
      },
      {
        // Electron's main process and preload, mocked module by module (vi.mock('electron')), and
        // the built main bundle loaded in this process with a fake Electron.
        extends: true,
        test: {
          name: 'desktop',
          environment: 'node',
          include: ['src/{main,preload}/**/*.test.ts', 'tests/unit/built-bundles.test.ts'],
        },
      },
      {
        // The renderer's models, slices and sagas need no page: they run in Node, which spares
        // each file a jsdom and the Testing Library. A file that does need a browser's API (local
        // storage, audio, notifications) says so on its first line: `// @vitest-environment jsdom`.
        // Not isolated (69 s -> 35 s on this machine, one run each) but the files that mock a module.
        extends: true,
        test: {
          name: 'renderer-logic',
          environment: 'node',
          isolate: false,
          include: ['src/renderer/**/*.test.ts'],
          exclude: RENDERER_LOGIC_MOCKING,
          setupFiles: ['src/renderer/test/clearStorage.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer-logic-mocking',
          environment: 'node',
          include: RENDERER_LOGIC_MOCKING,
          setupFiles: ['src/renderer/test/clearStorage.ts'],
        },
      },
      {
        // The screens, in jsdom. The setup files run again before each file (storage cleared,
        // Testing Library's cleanup after each test); a file that stubs a global restores it.
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          isolate: false,
          include: ['src/renderer/**/*.test.tsx'],
          exclude: RENDERER_SCREENS_MOCKING,
          setupFiles: ['src/renderer/test/clearStorage.ts', 'src/renderer/test/setup.ts'],
        },
      },
      {
        // A screen's file that replaces a module: a module another file loaded first in a shared
        // worker (the real one) would be the one its screen imports.
        extends: true,
        test: {
          name: 'renderer-mocking',
          environment: 'jsdom',
          include: RENDERER_SCREENS_MOCKING,
          setupFiles: ['src/renderer/test/clearStorage.ts', 'src/renderer/test/setup.ts'],
        },
      },
    ],
  },
});
