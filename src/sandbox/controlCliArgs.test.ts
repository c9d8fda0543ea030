import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderRequest, parseControlArgs, simulatorRequest } from './controlCliArgs';
import { useSandbox } from './test/harness';

const root = resolve(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** What `npm run <script> -- <words>` hands the control CLI: the script's own words, then the typed ones. */
function argvOf(line: string): string[] {
  const [, script, rest = ''] = /^npm run (sandbox:[\w-]+)(?: -- (.*?))?\s*(?:#.*)?$/.exec(line.trim()) ?? [];
  const command = script ? scripts[script] : undefined;
  if (!command?.startsWith('tsx src/sandbox/control-cli.ts ')) throw new Error(`not a control CLI line: ${line}`);
  return [...command.replace('tsx src/sandbox/control-cli.ts ', '').split(' '), ...(rest.match(/'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^'|'$/g, ''))];
}

/** The README's example of a script, as written there. */
function readmeLine(script: string): string {
  const line = readFileSync(resolve(root, 'README.md'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`npm run ${script} `));
  if (!line) throw new Error(`README has no example of ${script}`);
  return line;
}

function simulate(argv: string[]) {
  const { values, positionals } = parseControlArgs(argv);
  expect(positionals[0]).toBe('simulate');
  return simulatorRequest(positionals.slice(1), values);
}

describe('sandbox:simulate', () => {
  it("takes the interval as the README writes it ('on 5000'), alone, or as --interval", () => {
    expect(simulate(argvOf(readmeLine('sandbox:simulate')))).toEqual({ running: true, intervalMs: 5000 });
    expect(simulate(['simulate', 'on', '5000'])).toEqual({ running: true, intervalMs: 5000 });
    expect(simulate(['simulate', '3000'])).toEqual({ running: true, intervalMs: 3000 });
    expect(simulate(['simulate', '--interval', '5000'])).toEqual({ running: true, intervalMs: 5000 });
    expect(simulate(['simulate', 'on', '5000', '--interval', '5000', '--store', '101', '--store', '202'])).toEqual({ running: true, intervalMs: 5000, storeIds: [101, 202] });
    expect(simulate(['simulate'])).toEqual({ running: true });
    expect(simulate(['simulate', 'off'])).toEqual({ running: false });
  });

  it('says what is wrong with an interval instead of ignoring it', () => {
    expect(() => simulate(['simulate', 'on', 'cinco'])).toThrow('Intervalo (ms) inválido: cinco (use um número inteiro maior que zero).');
    expect(() => simulate(['simulate', 'on', '0'])).toThrow('Intervalo (ms) inválido: 0');
    expect(() => simulate(['simulate', 'on', '5000', '--interval', '8000'])).toThrow('Dois intervalos: 5000 e --interval 8000. Informe um só.');
    expect(() => simulate(['simulate', 'on', '5000', '9000'])).toThrow('sobrou: 9000');
    expect(() => simulate(['simulate', 'off', '5000'])).toThrow('simulate off não leva mais nada: 5000.');
    expect(() => simulate(['simulate', '--store', 'x'])).toThrow('Número da loja inválido: x');
  });
});

describe('sandbox:order', () => {
  it('makes the request from the options, --json first', () => {
    const { values } = parseControlArgs(['order', '--store', '202', '--items', '3', '--pickup', '--chat', '--customer', 'Ana Luíza', '--json', '{"observacoes":"Sem cebola","items":9}']);
    expect(orderRequest(values)).toEqual({ observacoes: 'Sem cebola', items: 3, storeId: 202, retirada_local: true, chat_enabled: true, customer: { nome: 'Ana Luíza' } });
  });

  it('refuses what it cannot send', () => {
    expect(() => orderRequest(parseControlArgs(['order', '--items', 'três']).values)).toThrow('Número de itens inválido: três');
    expect(() => orderRequest(parseControlArgs(['order', '--pickup', '--delivery']).values)).toThrow('Use --pickup ou --delivery, não os dois.');
    expect(() => orderRequest(parseControlArgs(['order', '--json', '{x']).values)).toThrow('--json não é JSON válido: {x');
  });
});

describe("the README's approve example on a fresh seed", () => {
  const t = useSandbox({});

  it('names a change that is waiting, and approving it works', async () => {
    const argv = argvOf(readmeLine('sandbox:approve'));
    expect(argv[0]).toBe('approve');
    const id = Number(argv[1]);
    const pending = (await t.client.control<{ pendingChanges: { id_pendencias: number; status: string }[] }>('GET', 'pending-changes')).body.pendingChanges;
    expect(pending.find((p) => p.id_pendencias === id)).toMatchObject({ status: 'Pendente' });
    expect((await t.client.control('POST', `pending-changes/${id}/approve`)).body).toMatchObject({ id_pendencias: id, status: 'Aprovado' });
  });
});
