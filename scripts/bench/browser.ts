import type { LaunchOptions } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { benchChromiumPath } from '../chromium';

/**
 * How every benchmark starts Chromium: the end-to-end tests' flags, but the full browser a store
 * runs (the tests drive the lighter headless shell: scripts/chromium.ts).
 */
export const BENCH_LAUNCH_OPTIONS: LaunchOptions = {
  ...playwrightConfig.use?.launchOptions,
  executablePath: benchChromiumPath(process.env),
  headless: true,
};
