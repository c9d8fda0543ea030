import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './rig/chromium';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download fails on these
// machines; npm test installs it or says what to install: scripts/ensure-chromium.ts). Each
// worker starts its own sandbox platform and panel host (tests/e2e/fixtures.ts).
const executablePath = chromiumPath(process.env);

export default defineConfig({
  testDir: 'tests/e2e',
  // the print agent runs from its built bundle (out/print-agent): built here when missing or stale
  globalSetup: './rig/agentBundleSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry on CI only: these machines are shared and noisy. A test that needed it is printed as
  // "flaky" in the report, so it is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
    // A trace is recorded on the retry of a test that failed (CI retries once), not on every test:
    // recording one for every test kept the browser and GPU processes busy with its snapshots and
    // screencast, on machines whose two cores the tests already fill (menu.spec.ts alone, one
    // worker: 134 s -> 113 s). Locally: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    // The panel honours the system's reduced-motion setting (app/theme.ts): menus open at once, so
    // a click never lands on an entry that is still sliding into place.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
});
