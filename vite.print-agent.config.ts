import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The print agent as a store runs it (npm run build): one CommonJS file with every dependency
 * inside, out/print-agent/painel-print-agent.cjs, run by Node (`node painel-print-agent.cjs`) or
 * made into a single executable (npm run dist:agent: Node's single executable applications load
 * one CommonJS script and nothing from node_modules).
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: resolve('src/print-agent/main.ts'),
    outDir: 'out/print-agent',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'painel-print-agent.cjs', codeSplitting: false },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
