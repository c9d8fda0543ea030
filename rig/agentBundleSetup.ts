/**
 * Playwright's global setup: the end-to-end tests and the fault suite start the print agent from
 * its built bundle, as a store runs it. `npm run build` makes it; after a bare
 * `npx electron-vite build` (or a change to the agent's sources) it is built here, once.
 */
import { agentBundleIsStale, buildAgentBundle } from './printAgentBuild';

export default function globalSetup(): void {
  if (agentBundleIsStale()) {
    console.log('[e2e] compilando o módulo de impressão (out/print-agent)...');
    buildAgentBundle();
  }
}
