import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

// One build serves every platform: addresses arrive at run time (see src/shared/config.ts).
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Dependencies (electron-log, electron-updater, zod) stay require()d from node_modules;
      // electron-builder packs the production dependencies beside the bundle.
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: resolve('src/main/index.ts') },
        // CommonJS although package.json says "type": "module" (electron-vite would emit ESM):
        // out/main/index.cjs loads like any CJS file, so the smoke test (tests/unit/built-bundles)
        // can run it under Node with a fake 'electron' by intercepting require(), which ESM's
        // loader does not allow without loader hooks; electron-log and electron-updater are CJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require 'electron': bundle everything else in, as CommonJS.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    build: {
      outDir: 'out/renderer',
      // scripts/bundle-report.ts reads what the first screen loads and each route's chunk from it
      manifest: true,
      // electron-vite leaves the renderer unminified by default: a 2.9 MB first download.
      minify: true,
      rolldownOptions: {
        input: { index: resolve('src/renderer/index.html') },
        // The contract's modules only declare types, tables and answer schemas: unused, they can
        // go. Without this, every area's zod schemas ride in the first download through the
        // shared/api barrel, since a top-level schema call looks like a side effect.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]shared[\\/]api[\\/]/.test(id) },
      },
    },
    plugins: [react(), absoluteBase()],
  },
});

/**
 * electron-vite forces base './' for the renderer in production. The panel is served from the
 * root of its origin in both hosts (app://panel/ and the web host) with a browser router, so
 * assets must be absolute: './assets/x.js' requested from /financeiro/vendas/historico would
 * resolve to /financeiro/vendas/assets/x.js.
 */
function absoluteBase(): Plugin {
  return { name: 'panel:absolute-base', config: () => ({ base: '/' }) };
}
