import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Started } from './test/harness';

describe('POST /__sandbox/faults with a body', () => {
  let s: Started;
  beforeAll(async () => {
    s = await startSandbox();
    await s.client.login('pizzaria');
  });
  afterAll(() => s.sandbox.close());

  it('a 200 with a body answers that body instead of the route (a malformed answer), then the route again', async () => {
    await s.client.control('POST', 'faults', { path: 'api/pedidos/listar/:id', status: 200, times: 1, body: { status: true, pedidos: [{ id_pedido: 'x' }] } });
    const broken = await s.client.legacy('GET', 'pedidos/listar/1001');
    expect(broken).toEqual({ status: 200, body: { status: true, pedidos: [{ id_pedido: 'x' }] } });
    const fine = await s.client.legacy<{ pedidos: { id_pedido: number }[] }>('GET', 'pedidos/listar/1001');
    expect(fine.body.pedidos[0]?.id_pedido).toBe(1001);
  });

  it('a status below 400 without a body is still a pure delay', async () => {
    await s.client.control('POST', 'faults', { path: 'api/pedidos/listar/:id', status: 200, times: 1, delayMs: 50 });
    const started = Date.now();
    const answer = await s.client.legacy<{ pedidos: { id_pedido: number }[] }>('GET', 'pedidos/listar/1001');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(answer.body.pedidos[0]?.id_pedido).toBe(1001);
  });
});
