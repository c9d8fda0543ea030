/**
 * What `npm run build` ships of the print agent: one file, out/print-agent/painel-print-agent.cjs,
 * that runs under plain Node away from the source tree and node_modules, with its command line
 * and exit codes (the Linux service and the Windows supervisor read them).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENT_BUNDLE, ROOT, agentBundleIsStale, buildAgentBundle } from '../../rig/printAgentBuild';

const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
let copy: string;
let home: string;

/** The copy, run with node in a home of its own. */
function run(args: string[]) {
  return spawnSync(process.execPath, [copy, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local', 'share') },
  });
}

beforeAll(() => {
  if (agentBundleIsStale()) buildAgentBundle();
  // away from the source tree: a folder with no node_modules above it
  const dir = mkdtempSync(join(tmpdir(), 'painel-print-agent-bundle-'));
  copy = join(dir, 'painel-print-agent.cjs');
  copyFileSync(AGENT_BUNDLE, copy);
  home = join(dir, 'casa');
  mkdirSync(home);
}, 60_000);

describe('the print agent bundle', () => {
  it('is one file that requires only Node built-ins', () => {
    expect(readdirSync(join(ROOT, 'out', 'print-agent'))).toEqual(['painel-print-agent.cjs']);
    const code = readFileSync(AGENT_BUNDLE, 'utf8');
    const required = [...new Set([...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!))];
    expect(required.filter((name) => !isBuiltin(name))).toEqual([]);
    expect(required).toContain('node:http');
    expect(code).not.toMatch(/\bimport\s*\(/);
  });

  it('answers --version and --help away from the source tree', () => {
    const v = run(['--version']);
    expect({ status: v.status, stdout: v.stdout }).toEqual({ status: 0, stdout: `${version}\n` });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(`painel-print-agent ${version}: módulo de impressão local do Painel do Parceiro`);
    expect(help.stdout).toContain(join(home, '.config', 'painel-print-agent', 'config.json'));
  });

  it('ends with code 78 and the reason on a bad settings file in the config folder', () => {
    const folder = join(home, '.config', 'painel-print-agent');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'config.json'), JSON.stringify({ printers: [{ name: 'Caixa', uri: '192.168.0.20:9100' }] }));
    try {
      const result = run(['--port', '0', '--legacy-port', '0']);
      expect(result.status).toBe(78);
      expect(result.stderr).toContain('Impressora 1 (Caixa): "192.168.0.20:9100" não é um endereço de impressora');
    } finally {
      writeFileSync(join(folder, 'config.json'), '[]');
    }
  });

  it('ends with code 1 and says so when its port is in use', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    try {
      const result = run(['--port', String(port), '--legacy-port', '0']);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`A porta ${port} já está em uso`);
    } finally {
      busy.close();
    }
  });
});
