import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, platformConfigFromOrigin } from '../shared/config';
import { registerAppScheme, rendererResponse, serveRenderer } from './protocol';
import { electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);

const parent = mkdtempSync(join(tmpdir(), 'painel-protocolo-'));
const rendererDir = join(parent, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Painel do Parceiro</title>');
writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
// Beside the renderer folder: reachable only through a path that climbs out of it.
writeFileSync(join(parent, 'segredo.txt'), 'não');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const config = platformConfigFromOrigin('http://127.0.0.1:4010');
const get = (url: string, method = 'GET') => rendererResponse(new Request(url, { method }), { rendererDir, config });

describe('app:// protocol', () => {
  it('registers app as a standard, secure scheme before ready and serves it', () => {
    registerAppScheme();
    expect(electron.protocolState.privileged).toMatchObject([{ scheme: 'app', privileges: { standard: true, secure: true } }]);
    serveRenderer({ rendererDir, config });
    expect(electron.protocolState.handlers.has('app')).toBe(true);
  });

  it('serves index.html at the root with the content security policy', async () => {
    const res = await get('app://panel/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
    expect(await res.text()).toContain('Painel do Parceiro');
  });

  it('answers any route with index.html (browser router) and the policy', async () => {
    for (const path of ['/pedidos', '/financeiro/vendas/historico', '/produtos/12']) {
      const res = await get(`app://panel${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
      expect(await res.text()).toContain('Painel do Parceiro');
    }
  });

  it('serves assets with their type and answers 404 for a missing file', async () => {
    const js = await get('app://panel/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('content-security-policy')).toBeNull();
    expect((await get('app://panel/assets/nao-existe.js')).status).toBe(404);
  });

  it('answers /config.json with the platform config, never cached', async () => {
    const res = await get('app://panel/config.json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(config);
  });

  it('never leaves the renderer folder, another host or a write method', async () => {
    expect((await get('app://panel/..%2Fsegredo.txt')).status).toBe(404);
    expect((await get('app://panel/%2E%2E/%2E%2E/segredo.txt')).status).toBe(404);
    expect((await get('app://outro/')).status).toBe(404);
    expect((await get('app://panel/', 'POST')).status).toBe(405);
  });
});
