/**
 * npm run print-agent: the local print module for the panel in a browser.
 *   PRINT_AGENT_PRINTERS='[{"name":"Cozinha","uri":"tcp://192.168.0.50:9100","codePage":"cp850"}]'
 *   PRINT_AGENT_CONFIG=agent.json (or --config agent.json), PRINT_AGENT_PORT, PRINT_AGENT_LEGACY_PORT,
 *   PRINT_AGENT_ORIGINS=https://parceiro.exemplo.com.br (origins of the panel besides localhost)
 *   PRINT_AGENT_MEMORY=<file> where the copies it printed are remembered across restarts
 *   (default ~/.painel-print-agent/impressoes-enviadas.jsonl)
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createPrintOnce } from '../main/printing/printOnce';
import { loadAgentConfig } from './config';
import { startPrintAgent } from './server';

async function main(): Promise<void> {
  const config = await loadAgentConfig(process.env, process.argv.slice(2));
  const log = (line: string) => console.log(`[print-agent] ${new Date().toISOString()} ${line}`);
  const memory = process.env.PRINT_AGENT_MEMORY || join(homedir(), '.painel-print-agent', 'impressoes-enviadas.jsonl');
  const agent = await startPrintAgent({ ...config, log, printOnce: createPrintOnce({ file: memory, log }) });
  log(`ouvindo em ${agent.url} (GET /list, POST /print) e ${agent.legacyUrl ?? '-'} (GET /impressoras, POST /imprimir)`);
  for (const p of config.printers) log(`impressora configurada: ${p.name} -> ${p.uri} (${p.codePage})`);
  if (config.printers.length === 0) log('nenhuma impressora de rede configurada: só as impressoras do sistema aparecem em /list');
  const stop = () => {
    log('encerrando');
    void agent.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[print-agent] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
