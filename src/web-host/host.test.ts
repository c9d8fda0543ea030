import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, platformConfigFromOrigin } from '../shared/config';
import { startPanelHost, type PanelHost } from './host';

const parent = mkdtempSync(join(tmpdir(), 'painel-web-'));
const rendererDir = join(parent, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(parent, 'segredo.txt'), 'não');
writeFileSync(join(rendererDir, 'favicon.png'), 'PNG');
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Painel do Parceiro</title><div id="root"></div>');
writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log("painel")');
writeFileSync(join(rendererDir, 'assets', 'alerta.wav'), 'RIFF');

const config = platformConfigFromOrigin('http://127.0.0.1:4010');
const csp = contentSecurityPolicy(config);
let host: PanelHost;

beforeAll(async () => {
  host = await startPanelHost({ config, rendererDir });
});
afterAll(async () => {
  await host.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(new URL(path, host.url), init);

describe('panel web host', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(host.url).not.toBe('http://127.0.0.1:0/');
  });

  it('serves index.html at the root with the content security policy', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(await res.text()).toContain('Painel do Parceiro');
  });

  it('answers every route of the panel with index.html and the policy', async () => {
    for (const path of ['/pedidos', '/financeiro/vendas/historico', '/login/dXN1YXJpbw/abc123?x=1']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(csp);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves the built files and 404s a missing one', async () => {
    const js = await get('/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('painel');
    // named by their content's hash: kept by the browser without asking again
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.png')).headers.get('cache-control')).not.toContain('immutable');
    expect((await get('/assets/alerta.wav')).headers.get('content-type')).toContain('audio');
    const missing = await get('/assets/nao-existe.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Não encontrado');
  });

  it('answers /config.json with the platform config, never cached', async () => {
    const res = await get('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(config);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/..%2Fsegredo.txt', '/%2E%2E/segredo.txt', '/assets/..%2F..%2Fsegredo.txt']) {
      const res = await get(path);
      expect(res.status, path).not.toBe(200);
      expect(await res.text()).not.toBe('não');
    }
  });

  it('does not answer writes with the panel', async () => {
    expect((await get('/pedidos', { method: 'POST' })).status).toBe(404);
  });

  it('stops listening on close', async () => {
    const other = await startPanelHost({ config, rendererDir });
    await other.close();
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
