// Unused files, exports and dependencies (npm run knip; npm test runs it). Entries knip does not
// find by itself (package.json scripts, the Vite, Vitest and Playwright configs) are named here.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // run by hand on what a benchmark wrote (docs/performance.md)
    'bench/*.ts',
    'bench/lib/{heapDiff,profileSummary,traceSummary}.ts',
    // forked by rig/orderPath.ts by file name
    'rig/{printersChild,sandboxChild}.ts',
    // writes src/shared/printing/codePageTables.ts, run by hand when the code pages change
    'scripts/*.ts',
  ],
  // an export used inside its own file (and by its unit test) is part of that file's design
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // the systemd unit test runs it only where it is installed (skipped elsewhere)
    'systemd-analyze',
  ],
};

export default config;
