import { defineConfig } from '@playwright/test';
import { findElectronBinary } from './rig/electronBinary';

// The real desktop app through Playwright's `_electron`. Without the Electron binary (build
// machines and CI have no internet to fetch it) every test is skipped, saying why.
const binary = findElectronBinary();
if (binary.path === null && !process.env.TEST_WORKER_INDEX) {
  console.log(`[test:electron] testes do Electron pulados: ${binary.reason}.`);
}

export default defineConfig({
  testDir: 'tests/electron',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
