/**
 * npm run dist:agent [-- --saida PASTA]: the print agent as one executable for this machine
 * (Linux x64 here; on a Windows x64 machine, painel-print-agent.exe). See rig/printAgentBuild.ts.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { makeAgentExecutable } from '../rig/printAgentBuild';

const { values } = parseArgs({ options: { saida: { type: 'string' } } });
try {
  makeAgentExecutable({ build: true, ...(values.saida ? { outDir: resolve(values.saida) } : {}) });
} catch (error) {
  console.error(`O executável do módulo de impressão não foi gerado: ${(error as Error).message}`);
  process.exit(1);
}
