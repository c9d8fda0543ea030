import { describe, expect, it } from 'vitest';
import type { Order, StoreDetail } from '../shared/api';
import type { SandboxState } from './control';
import { connectSocket, useSandbox, waitFor } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria' }, { beforeReset: (sandbox) => sandbox.stopSimulator() });

describe('POST /__sandbox/orders', () => {
  it('places a random, realistic order for 101 by default, visible to the panel', async () => {
    const reply = await t.client.control<Order>('POST', 'orders');
    expect(reply.status).toBe(201);
    const order = reply.body;
    expect(order).toMatchObject({ id_estabelecimento: 101, status: 'PP', revisao: 1 });
    expect(order.pedidoObj.itens.length).toBeGreaterThanOrEqual(1);
    expect(order.pedidoObj.itens.length).toBeLessThanOrEqual(15);
    const listed = await t.pizzaria.legacy<{ pedidos: Order[] }>('GET', `pedidos/listar/${order.id_pedido}`);
    expect(listed.body.pedidos[0]?.hash_pedido).toBe(order.hash_pedido);
  });

  it('random orders vary: item counts up to 15, option lines, notes and accents', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 40; i++) orders.push(await t.sandbox.placeOrder());
    const counts = orders.map((o) => o.pedidoObj.itens.length);
    expect(Math.max(...counts)).toBeGreaterThan(4);
    expect(Math.max(...counts)).toBeLessThanOrEqual(15);
    expect(orders.some((o) => o.pedidoObj.itens.some((i) => i.linhas.length > 0))).toBe(true);
    expect(orders.some((o) => o.pedidoObj.observacoes !== '')).toBe(true);
    expect(orders.some((o) => o.pedidoObj.retirada_local)).toBe(true);
    expect(orders.some((o) => o.pedidoObj.cobrar_cliente > 0)).toBe(true);
    expect(JSON.stringify(orders)).toMatch(/[ãçéíóú]/);
    for (const o of orders) {
      const sum = o.pedidoObj.itens.reduce((acc, i) => acc + i.valor_total, 0);
      expect(o.pedidoObj.subtotal).toBeCloseTo(sum, 2);
    }
  });

  it('takes the given fields: items count or items, pickup, customer, flags, store', async () => {
    const counted = await t.client.control<Order>('POST', 'orders', { items: 3 });
    expect(counted.body.pedidoObj.itens).toHaveLength(3);
    const custom = await t.client.control<Order>('POST', 'orders', {
      storeId: 202,
      retirada_local: true,
      chat_enabled: true,
      canUseExternalDelivery: false,
      customer: { nome: 'Conceição Araújo', telefone: '(11) 91234-0000' },
      observacoes: 'Sem pimenta!',
      items: [
        { produto_id: 2101, quantidade: 2, linhas: [], valor_unitario: 39.9 },
        { nome: 'Brinde da casa: cocada', valor_unitario: 0, id_cardapio_categoria: 21, linhas: ['Coco queimado'] },
      ],
    });
    expect(custom.status).toBe(201);
    expect(custom.body).toMatchObject({
      id_estabelecimento: 202,
      usuario_nome: 'Conceição Araújo',
      chat_enabled: true,
      canUseExternalDelivery: false,
      pedidoObj: { retirada_local: true, observacoes: 'Sem pimenta!', taxa_entrega: 0, subtotal: 79.8 },
    });
    expect(custom.body.pedidoObj.itens[1]).toMatchObject({ nome: 'Brinde da casa: cocada', linhas: ['Coco queimado'], valor_total: 0 });
    const noCoordinates = await t.client.control<Order>('POST', 'orders', { retirada_local: false, sem_coordenadas: true });
    expect(noCoordinates.body.pedidoObj.endereco_lat).toBeNull();
  });

  it('explains what is wrong with a request', async () => {
    expect((await t.client.control('POST', 'orders', { storeId: 999 })).body).toEqual({ error: 'Loja 999 não existe.' });
    expect((await t.client.control('POST', 'orders', { items: [{ produto_id: 2101 }] })).status).toBe(400);
  });

  it('emits novo to the store', async () => {
    const panel = await connectSocket(t.url);
    try {
      await panel.join('loja-101', t.pizzaria.hash ?? '');
      const order = (await t.client.control<Order>('POST', 'orders')).body;
      await waitFor(() => panel.received.length > 0);
      expect(panel.received).toEqual([{ event: 'novo', payload: { id_pedido: order.id_pedido } }]);
    } finally {
      panel.close();
    }
  });
});

describe('control API', () => {
  it('status change as the platform: any status, revisao bumped, 404 for unknown order', async () => {
    const order = (await t.client.control<Order>('POST', 'orders')).body;
    const changed = await t.client.control<Order>('POST', `orders/${order.id_pedido}/status`, { status: 'LG' });
    expect(changed.body).toMatchObject({ status: 'LG', revisao: 2 });
    expect((await t.client.control('POST', 'orders/999999/status', { status: 'PA' })).status).toBe(404);
    expect((await t.client.control('POST', `orders/${order.id_pedido}/status`, { status: 'ZZ' })).status).toBe(400);
  });

  it('GET orders filters by store; GET state summarises', async () => {
    const all = await t.client.control<{ orders: Order[] }>('GET', 'orders');
    const only202 = await t.client.control<{ orders: Order[] }>('GET', 'orders?storeId=202');
    expect(only202.body.orders.every((o) => o.id_estabelecimento === 202)).toBe(true);
    expect(all.body.orders.length).toBeGreaterThan(only202.body.orders.length);
    const state = await t.client.control<SandboxState>('GET', 'state');
    expect(state.body.stores.map((st) => st.id)).toEqual([101, 202, 303]);
    expect(state.body.stores[0]).toMatchObject({ nome: 'Pizzaria Bella Napoli', company: 'aiboo', fechado: 'N' });
    expect(state.body.stores[0]?.ordersByStatus.PP).toBe(2);
    expect(state.body.stores[0]?.activeSessions).toBeGreaterThanOrEqual(1);
    expect(state.body.simulator.running).toBe(false);
  });

  it('reset brings the seed back and keeps sessions', async () => {
    await t.pizzaria.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'S' });
    await t.client.control('POST', 'orders');
    await t.client.control('POST', 'reset');
    const detail = await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(detail.status).toBe(200);
    expect(detail.body.estabelecimento.fechado).toBe('N');
    expect((await t.pizzaria.legacy<{ pedidos: Order[] }>('GET', 'pedidos/listar')).body.pedidos).toHaveLength(13);
  });

  it('simulator places orders for open stores while running', async () => {
    const started = await t.client.control<{ running: boolean; intervalMs: number }>('POST', 'simulator', { running: true, intervalMs: 200 });
    expect(started.body).toMatchObject({ running: true, intervalMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 900));
    const stopped = await t.client.control<{ running: boolean; pedidosCriados: number }>('POST', 'simulator', { running: false });
    expect(stopped.body.running).toBe(false);
    expect(stopped.body.pedidosCriados).toBeGreaterThan(0);
    const orders = (await t.pizzaria.legacy<{ pedidos: Order[] }>('GET', 'pedidos/listar')).body.pedidos;
    expect(orders.length).toBe(13 + stopped.body.pedidosCriados);
  });

  it('the simulator skips a closed store', async () => {
    await t.pizzaria.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'S' });
    await t.sandbox.startSimulator({ intervalMs: 200, storeIds: [101] });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const state = await t.sandbox.stopSimulator();
    expect(state.pedidosCriados).toBe(0);
  });
});

describe('faults', () => {
  it('the next N calls to a route answer the given status, then it works again', async () => {
    const added = await t.client.control('POST', 'faults', { path: 'api/estabelecimento/getLoja', status: 500, times: 2 });
    expect(added.status).toBe(201);
    const first = await t.pizzaria.legacy('GET', 'estabelecimento/getLoja');
    expect(first).toEqual({ status: 500, body: { status: false, mensagem: 'Falha simulada pela sandbox (HTTP 500).' } });
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/getLoja')).status).toBe(500);
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/getLoja')).status).toBe(200);
    expect((await t.client.control<{ faults: unknown[] }>('GET', 'faults')).body.faults).toEqual([]);
  });

  it('matches the route pattern, prefixes, methods; 401 looks like an expired session; 0 drops the connection', async () => {
    await t.sandbox.addFault({ path: '/api/pedidos/listar/:id', status: 503, times: 1 });
    expect((await t.pizzaria.legacy('GET', 'pedidos/listar/1001')).status).toBe(503);
    await t.sandbox.addFault({ path: 'json/*', status: 502, times: 1, method: 'GET' });
    expect((await t.pizzaria.json('GET', 'invoices')).status).toBe(502);
    await t.sandbox.addFault({ path: 'api/pedidos/listar', status: 401, times: 1 });
    expect((await t.pizzaria.legacy('GET', 'pedidos/listar')).body).toMatchObject({ code: 401, erro: 'Sessão expirada' });
    await t.sandbox.addFault({ path: 'api/estabelecimento/getLoja', status: 0, times: 1 });
    await expect(t.pizzaria.legacy('GET', 'estabelecimento/getLoja')).rejects.toThrow();
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/getLoja')).status).toBe(200);
  });

  it('delete clears pending faults; a bad fault is refused', async () => {
    await t.client.control('POST', 'faults', { path: 'api/pedidos/listar', status: 500, times: 5 });
    await t.client.control('DELETE', 'faults');
    expect((await t.pizzaria.legacy('GET', 'pedidos/listar')).status).toBe(200);
    expect((await t.client.control('POST', 'faults', { path: '', status: 500 })).status).toBe(400);
    expect((await t.client.control('POST', 'faults', { path: 'api/x', status: 42 })).status).toBe(400);
  });

  it('CORS preflight is never faulted and allows Authorization from any origin', async () => {
    await t.sandbox.addFault({ path: 'api/pedidos/listar', status: 500, times: 1 });
    const preflight = await fetch(`${t.url}/api/pedidos/listar`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    await t.sandbox.clearFaults();
  });
});

describe('a control body the API cannot use (issue 48: read with zod like every route)', () => {
  it('is answered 400 with its Portuguese reason, and nothing is done', async () => {
    const before = (await t.client.control<{ orders: Order[] }>('GET', 'orders')).body.orders.length;
    const bad: Array<[string, string, unknown, string]> = [
      ['POST', 'orders', { items: 'abc' }, 'Campo inválido: items.'],
      ['POST', 'orders', { items: 40 }, 'Campo inválido: items.'],
      ['POST', 'orders', { status: 'XX' }, 'Status inválido: use PP, PA, PI, PL, LE, PE, PICKUP_READY, PD, PC, LG, LI.'],
      ['POST', 'orders', { storeId: 'cento e um' }, 'Campo inválido: storeId.'],
      ['POST', 'orders/abc/status', { status: 'PA' }, 'Campo inválido: id.'],
      ['POST', `orders/${1013}/status`, {}, 'Campo obrigatório ausente: status.'],
      ['POST', 'events', { event: ' ' }, 'Informe event.'],
      ['POST', 'simulator', { intervalMs: 'rápido' }, 'Campo inválido: intervalMs.'],
      ['POST', 'faults', { path: 'api/pedidos/listar' }, 'Campo obrigatório ausente: status.'],
      ['POST', 'online-payment/registration', { storeId: 101, status: 'ATIVO' }, 'Situação inválida: use ENABLED, PENDING ou NONE.'],
      ['POST', 'fine-reversals/decision', { orderId: 1002, approved: 'talvez' }, 'Campo inválido: approved.'],
      ['GET', 'orders?storeId=x', undefined, 'Campo inválido: storeId.'],
      ['POST', 'pending-changes/um/approve', undefined, 'Campo inválido: id.'],
    ];
    for (const [method, path, body, error] of bad) {
      const reply = await t.client.control(method, path, body);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 400, body: { error } });
    }
    expect((await t.client.control<{ orders: Order[] }>('GET', 'orders')).body.orders).toHaveLength(before);
    expect((await t.client.control<{ faults: unknown[] }>('GET', 'faults')).body.faults).toEqual([]);
    expect((await t.client.control<SandboxState>('GET', 'state')).body.simulator.running).toBe(false);
  });

  it('takes numbers typed as text, and passes an event payload as it came (malformed on purpose)', async () => {
    const reply = await t.client.control<Order>('POST', 'orders', { storeId: '101', items: '2' });
    expect(reply.status).toBe(201);
    expect(reply.body.pedidoObj.itens).toHaveLength(2);
    expect((await t.client.control('POST', 'events', { storeId: '101', event: 'atualiza', payload: 'malformado' })).body).toEqual({ sent: true, storeId: 101, event: 'atualiza' });
  });
});
