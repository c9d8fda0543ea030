import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, startSandbox, waitFor, type Started } from './test/harness';

/** The optional onEmit hook (benchmarks timestamp the platform's `novo` with it). */
describe('createSandbox({ onEmit })', () => {
  const emitted: { storeId: number; event: string; payload: unknown; at: number }[] = [];
  let s: Started;
  beforeAll(async () => {
    s = await startSandbox({ onEmit: (e) => emitted.push(e) });
  });
  afterAll(() => s.sandbox.close());

  it('reports every store event with the time it was handed to the socket, before a panel receives it', async () => {
    const session = await s.client.login('pizzaria');
    const panel = await connectSocket(s.url);
    try {
      await panel.join(session.canal_socket, session.hash);
      const before = Date.now();
      const order = (await s.client.control<{ id_pedido: number }>('POST', 'orders', { items: 2 })).body;
      await s.client.control('POST', 'events', { storeId: 101, event: 'atualiza', payload: 'malformado' });
      await waitFor(() => panel.received.length >= 2, 3000, 'os dois eventos');
      const novo = emitted.find((e) => e.event === 'novo');
      expect(novo).toMatchObject({ storeId: 101, payload: { id_pedido: order.id_pedido } });
      expect(novo?.at).toBeGreaterThanOrEqual(before);
      expect(emitted.find((e) => e.event === 'atualiza')).toMatchObject({ storeId: 101, payload: 'malformado' });
    } finally {
      panel.close();
    }
  });
});
