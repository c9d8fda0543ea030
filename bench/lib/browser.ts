import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, benchChromiumPath } from '../../rig/chromium';

/**
 * How every benchmark starts Chromium: the end-to-end tests' flags, but the full browser a store
 * runs (the tests drive the lighter headless shell: rig/chromium.ts).
 */
export const BENCH_LAUNCH_OPTIONS: LaunchOptions = {
  args: CHROMIUM_ARGS,
  executablePath: benchChromiumPath(process.env),
  headless: true,
};
