import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { AGENT_SOURCES_LIST, ROOT } from './rig/printAgentBuild';

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
  plugins: [listSources()],
});

/**
 * Writes the repository's files the bundle is made of, found from the entry's imports, for
 * rig/printAgentBuild.ts to tell when the bundle is stale: no hand list of the agent's sources.
 */
function listSources(): Plugin {
  return {
    name: 'print-agent:sources',
    generateBundle() {
      const files = [...this.getModuleIds()]
        .filter((id) => isAbsolute(id) && !id.includes('node_modules'))
        .map((id) => relative(ROOT, id.split('?')[0]!).split('\\').join('/'))
        .filter((file) => !file.startsWith('..'))
        .sort();
      mkdirSync(dirname(AGENT_SOURCES_LIST), { recursive: true });
      writeFileSync(AGENT_SOURCES_LIST, `${JSON.stringify(files, null, 1)}\n`);
    },
  };
}
