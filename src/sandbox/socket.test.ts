import { beforeEach, describe, expect, it } from 'vitest';
import { SEED } from './seed/ids';
import { connectSocket, sleep, TestClient, useSandbox, waitFor, type StoreSocket } from './test/harness';

let panel101: StoreSocket;
let panel202: StoreSocket;

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });
beforeEach(async () => {
  panel101 = await connectSocket(t.url);
  panel202 = await connectSocket(t.url);
  await panel101.join('loja-101', t.pizzaria.hash ?? '');
  await panel202.join('loja-202', t.sabor.hash ?? '');
  return () => {
    panel101.close();
    panel202.close();
  };
});

describe('store channel', () => {
  it("refuses a hash for another store's channel, an unknown or expired hash and a malformed join", async () => {
    const intruder = await connectSocket(t.url);
    try {
      const refused = { status: false, mensagem: 'Sessão inválida para este canal.' };
      expect(await intruder.join('loja-202', t.pizzaria.hash ?? '')).toEqual(refused);
      expect(await intruder.join('loja-101', 'nao-existe')).toEqual(refused);
      expect(await intruder.socket.timeout(2000).emitWithAck('entrar', 'isto não é json')).toEqual(refused);
      const expired = new TestClient(t.url);
      const session = await expired.login('pizzaria');
      await t.sandbox.expireSessions({ hash: session.hash });
      expect(await intruder.join('loja-101', session.hash)).toEqual(refused);
      await t.sandbox.emitStoreEvent(202, 'f5pagina', {});
      await t.sandbox.emitStoreEvent(101, 'f5pagina', {});
      await waitFor(() => panel101.received.length > 0 && panel202.received.length > 0);
      await sleep(50);
      expect(intruder.received).toEqual([]);
    } finally {
      intruder.close();
    }
  });

  it('accepts the join payload as JSON text (older clients)', async () => {
    const old = await connectSocket(t.url);
    try {
      const ack: unknown = await old.socket.timeout(2000).emitWithAck('entrar', JSON.stringify({ canal: 'loja-101', hash: t.pizzaria.hash }));
      expect(ack).toEqual({ status: true, canal: 'loja-101' });
    } finally {
      old.close();
    }
  });

  it('novo from a placed order reaches only that store', async () => {
    const order = await t.sandbox.placeOrder({ storeId: 202 });
    await waitFor(() => panel202.received.length > 0, 2000, 'novo');
    expect(panel202.received).toEqual([{ event: 'novo', payload: { id_pedido: order.id_pedido } }]);
    await sleep(50);
    expect(panel101.received).toEqual([]);
  });

  it('atualiza from a platform status change', async () => {
    await t.client.control('POST', `orders/${SEED.orders.acceptedDelivery}/status`, { status: 'PE' });
    await waitFor(() => panel101.received.length > 0);
    expect(panel101.received).toEqual([{ event: 'atualiza', payload: { id_pedido: SEED.orders.acceptedDelivery } }]);
  });

  it('f5pagina, mensagem and loja through the control API, and a malformed payload as is', async () => {
    await t.client.control('POST', 'events', { storeId: 101, event: 'f5pagina', payload: {} });
    await t.client.control('POST', 'events', { storeId: 101, event: 'mensagem', payload: { titulo: 'Aviso', mensagem: 'Manutenção às 23h.' } });
    await t.client.control('POST', 'events', { storeId: 101, event: 'loja', payload: { fechado: 'S' } });
    await t.client.control('POST', 'events', { storeId: 101, event: 'novo', payload: { id_pedido: 'não é número' } });
    await t.client.control('POST', 'events', { storeId: 101, event: 'atualiza' });
    await waitFor(() => panel101.received.length === 5, 2000, '5 eventos');
    expect(panel101.received).toEqual([
      { event: 'f5pagina', payload: {} },
      { event: 'mensagem', payload: { titulo: 'Aviso', mensagem: 'Manutenção às 23h.' } },
      { event: 'loja', payload: { fechado: 'S' } },
      { event: 'novo', payload: { id_pedido: 'não é número' } },
      { event: 'atualiza', payload: undefined },
    ]);
    expect(panel202.received).toEqual([]);
  });

  it('reset tells every panel to reload', async () => {
    await t.client.control('POST', 'reset');
    await waitFor(() => panel101.received.length > 0 && panel202.received.length > 0);
    expect(panel101.received).toEqual([{ event: 'f5pagina', payload: {} }]);
    expect(panel202.received).toEqual([{ event: 'f5pagina', payload: {} }]);
  });
});
