/**
 * npm run sandbox -- [--port 4010] [--host 127.0.0.1] [--data .sandbox-data/sandbox.sqlite | --memory]
 *                    [--fresh] [--simulate 8000] [--delivery-step 20000] [--upload-pace 20] [--public-url URL]
 *                    [--persist-delay 200] [--log]
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PLATFORM_PREFIXES } from '../shared/config';
import { SEED } from './seed/ids';
import { createSandbox } from './server';

const HELP = `Sandbox da plataforma (Painel do Parceiro)

  --port N            porta (padrão 4010; 0 = qualquer uma livre)
  --host H            endereço (padrão 127.0.0.1; 0.0.0.0 para a rede local)
  --data ARQUIVO      banco SQLite persistido (padrão .sandbox-data/sandbox.sqlite)
  --memory            banco só em memória (nada é gravado)
  --fresh             apaga o arquivo de dados e começa da semente
  --simulate MS       simulador de pedidos ligado, um pedido a cada ~MS ms
  --delivery-step MS  tempo entre etapas do entregador parceiro (padrão 20000; 0 = só manual)
  --upload-pace N     linhas por segundo do upload em massa (padrão 20)
  --public-url URL    endereço que os painéis usam para chegar aqui (url_socket da sessão)
  --persist-delay MS  quanto depois de uma mudança o arquivo de dados é gravado (padrão 200)
  --log               registra cada requisição
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.sandbox-data/sandbox.sqlite' },
    memory: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    simulate: { type: 'string' },
    'delivery-step': { type: 'string', default: '20000' },
    'upload-pace': { type: 'string', default: '20' },
    'public-url': { type: 'string' },
    'persist-delay': { type: 'string', default: '200' },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const number = (text: string, name: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`Valor inválido para --${name}: ${text}`);
    process.exit(2);
  }
  return n;
};

const dataFile = values.memory ? undefined : values.data;
if (dataFile && values.fresh) rmSync(dataFile, { force: true });

const sandbox = createSandbox({
  dataFile,
  publicUrl: values['public-url'],
  deliveryStepMs: number(values['delivery-step'], 'delivery-step'),
  uploadRowsPerSecond: number(values['upload-pace'], 'upload-pace'),
  persistDelayMs: number(values['persist-delay'], 'persist-delay'),
  logger: values.log,
});

try {
  const url = await sandbox.listen(number(values.port, 'port'), values.host);
  const publicUrl = values['public-url']?.replace(/\/+$/, '') ?? url;
  if (values.simulate !== undefined) await sandbox.startSimulator({ intervalMs: number(values.simulate, 'simulate') });
  const users = Object.values(SEED.users)
    .map((u) => `    ${u.usuario.padEnd(14)} ${SEED.password}   loja ${u.storeId} (${u.company})`)
    .join('\n');
  console.log(`
Sandbox da plataforma no ar: ${publicUrl}
  dados: ${dataFile ?? 'em memória'}${values.simulate !== undefined ? `\n  simulador: um pedido a cada ~${values.simulate} ms` : ''}

Bases (PLATFORM_PREFIXES):
${Object.entries(PLATFORM_PREFIXES)
  .map(([name, prefix]) => `    ${name.padEnd(10)} ${publicUrl}${prefix}`)
  .join('\n')}
    socket     ${publicUrl}  (canal loja-{id}; chat no namespace /chat)

Acessos de demonstração:
${users}
    Recuperação de senha: CNPJ ${SEED.cnpj[101]} (loja 101) ou CPF ${SEED.ownerCpf} (lojas 101 e 303)

API de controle (JSON, só 127.0.0.1), em ${publicUrl}/__sandbox/:
    GET  state | orders?storeId=        POST orders {storeId, items, retirada_local, customer, ...}
    POST orders/:id/status {status}     POST events {storeId, event, payload}
    POST sessions/expire {usuario|hash|storeId}   GET recovery-code?cnpj=
    POST reset   POST simulator {running, intervalMs}   POST faults {path, status, times}
    POST chat/:orderId/messages {text}  POST deliveries/:id/advance   POST clock {advanceMs}
  Atalhos: npm run sandbox:order -- --items 3 | sandbox:event -- novo '{"id_pedido":1001}'
           sandbox:expire | sandbox:code -- ${SEED.cnpj[101]} | sandbox:reset | sandbox:simulate -- on --interval 5000

Ctrl+C para sair.`);
} catch (e) {
  console.error(`Não foi possível iniciar a sandbox: ${e instanceof Error ? e.message : String(e)}`);
  await sandbox.close();
  process.exit(1);
}

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  console.log('\nEncerrando a sandbox...');
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
