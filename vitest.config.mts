import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    // The first sandbox of a test file builds the seed's year of order history (a second or two
    // of CPU, several on a loaded machine), in a hook or in the test itself; later resets restore
    // it from a snapshot. jsdom renders of MUI screens are slow on a busy shared machine too.
    hookTimeout: 30_000,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/{shared,main,preload,sandbox,print-agent,web-host}/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/support/**/*.test.ts'],
        },
      },
      {
        // The renderer's models, slices and sagas need no page: they run in Node, which spares
        // each file a jsdom and the Testing Library. A file that does need a browser's API (local
        // storage, audio, notifications) says so on its first line: `// @vitest-environment jsdom`.
        extends: true,
        test: {
          name: 'renderer-logic',
          environment: 'node',
          include: ['src/renderer/**/*.test.ts'],
          setupFiles: ['src/renderer/test/clearStorage.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.tsx'],
          setupFiles: ['src/renderer/test/clearStorage.ts', 'src/renderer/test/setup.ts'],
        },
      },
    ],
  },
});
