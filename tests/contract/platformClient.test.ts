import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Endpoint, type Envelope, type LegacyApi } from '../../src/shared/api';
import { CONTRACT_METHODS } from '../../src/shared/api/methods';
import { createPlatformClient } from '../../src/renderer/api/platformClient';
import { ApiError } from '../../src/renderer/api/apiError';

// A real HTTP server answering what each test sets, so the client is exercised over the wire.
let reply: (req: http.IncomingMessage, body: string) => { status: number; json: unknown };
let server: http.Server;
let baseURL: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const r = reply(req, body);
      res.writeHead(r.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(r.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(hash: string | null = 'h1') {
  const hooks = { getHash: () => hash, onSessionExpired: vi.fn(), onUnexpectedStatus: vi.fn() };
  return { hooks, api: createPlatformClient<LegacyApi>('legacy', baseURL, 'form', CONTRACT_METHODS.legacy, hooks) };
}

describe('platform client', () => {
  it('sends the session hash as Basic credential, the path filled and the body form-encoded', async () => {
    let seen: { url?: string; auth?: string; body?: string; type?: string } = {};
    reply = (req, body) => {
      seen = { url: req.url, auth: req.headers.authorization, body, type: req.headers['content-type'] };
      return { status: 200, json: { status: true, message: 'ok' } };
    };
    const { api } = client('abc');
    const answer = await api.call('pedidos/mudaStatus/:orderId', { params: { orderId: 9 }, body: { novo_status: 'PA' } });
    expect(answer.status).toBe(true);
    expect(seen).toEqual({
      url: '/api/pedidos/mudaStatus/9',
      auth: 'Basic abc',
      body: 'novo_status=PA',
      type: 'application/x-www-form-urlencoded',
    });
  });

  it('turns the 401 envelope into a session-expired hook and error', async () => {
    reply = () => ({ status: 401, json: { status: false, code: 401, erro: 'Sessão expirada', mensagem: 'x' } });
    const { api, hooks } = client();
    await expect(api.call('estabelecimento/getLoja')).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(hooks.onSessionExpired).toHaveBeenCalledWith('Sessão expirada');
    expect(hooks.onUnexpectedStatus).not.toHaveBeenCalled();
  });

  it('treats the 401 envelope inside an HTTP 200 the same way', async () => {
    reply = () => ({ status: 200, json: { status: false, code: '401', erro: 'Sessão inválida' } });
    const { api, hooks } = client();
    await expect(api.call('estabelecimento/getLoja')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onSessionExpired).toHaveBeenCalledWith('Sessão inválida');
  });

  it('reports other HTTP failures to the generic dialog unless the call is silent', async () => {
    reply = () => ({ status: 500, json: { erro: 'boom' } });
    const { api, hooks } = client();
    await expect(api.call('estabelecimento/getLoja')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Ops! Ocorreu um erro inesperado 500!',
      // kept for screens that show the platform's own message
      body: { erro: 'boom' },
    });
    expect(hooks.onUnexpectedStatus).toHaveBeenCalledWith(500, 'legacy');
    await expect(api.call('estabelecimento/getLoja', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(hooks.onUnexpectedStatus).toHaveBeenCalledTimes(1);
  });

  it("names the second service in its failure: 'Ops! Ocorreu um erro inesperado ws2 {status}!'", async () => {
    reply = () => ({ status: 503, json: {} });
    const hooks = { getHash: () => 'h', onSessionExpired: vi.fn(), onUnexpectedStatus: vi.fn() };
    const ws2 = createPlatformClient<LegacyApi>('ws2', baseURL, 'json', CONTRACT_METHODS.legacy, hooks);
    await expect(ws2.call('estabelecimento/getLoja')).rejects.toMatchObject({
      message: 'Ops! Ocorreu um erro inesperado ws2 503!',
    });
    expect(hooks.onUnexpectedStatus).toHaveBeenCalledWith(503, 'ws2');
  });

  it('sends a multipart body with the file, the fields and nested maps, reporting upload progress', async () => {
    let seen: { type?: string; body?: string } = {};
    reply = (req, body) => {
      seen = { type: req.headers['content-type'], body };
      return { status: 200, json: { status: true, mensagem: 'Imagem enviada', url_imagem: 'http://x/y.png' } };
    };
    // A route of its own: the multipart encoding does not depend on the contract's keys.
    type UploadApi = {
      'fotos/:id': Endpoint<'POST', { arquivo: File; id_cardapio: number; columns_disposition: Record<string, number>; tags: string[] }, Envelope>;
    };
    const hooks = { getHash: () => 'abc', onSessionExpired: vi.fn(), onUnexpectedStatus: vi.fn() };
    const api = createPlatformClient<UploadApi>('legacy', baseURL, 'form', { 'fotos/:id': 'POST' }, hooks);
    const progress: number[] = [];
    const bytes = new Uint8Array(256 * 1024).fill(65);
    const file = new File([bytes], 'foto.png', { type: 'image/png' });
    const answer = await api.call('fotos/:id', {
      params: { id: 7 },
      multipart: true,
      body: { arquivo: file, id_cardapio: 7, columns_disposition: { product_price: 3 }, tags: ['a', 'b'] },
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toMatchObject({ status: true });
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="arquivo"; filename="foto.png"');
    expect(seen.body).toContain('Content-Type: image/png');
    expect(seen.body).toMatch(/name="id_cardapio"\r\n\r\n7\r\n/);
    expect(seen.body).toMatch(/name="columns_disposition\[product_price\]"\r\n\r\n3\r\n/);
    expect(seen.body).toMatch(/name="tags\[\]"\r\n\r\na\r\n/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]!))).toBe(true);
  });

  it('says the network failed when nothing answers', async () => {
    const hooks = { getHash: () => null, onSessionExpired: vi.fn(), onUnexpectedStatus: vi.fn() };
    const api = createPlatformClient<LegacyApi>('legacy', 'http://127.0.0.1:9/api/', 'form', CONTRACT_METHODS.legacy, hooks);
    await expect(api.call('estabelecimento/getLoja')).rejects.toMatchObject({ kind: 'network' });
    expect(hooks.onUnexpectedStatus).not.toHaveBeenCalled();
  });
});
