import { describe, expect, it } from 'vitest';
import { DIGITAL_MENU_ORIGIN, ORDER_STATUSES, type Order } from '../shared/api';
import { SEED } from './seed/ids';
import { connectSocket, sleep, TestClient, useSandbox, waitFor } from './test/harness';

type OrdersReply = { status: boolean; pedidos: Order[]; mensagem?: string };

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

const one = async (client: TestClient, id: number): Promise<Order> => {
  const reply = await client.legacy<OrdersReply>('GET', `pedidos/listar/${id}`);
  const order = reply.body.pedidos[0];
  if (!order) throw new Error(`pedido ${id} não veio`);
  return order;
};

describe('pedidos/listar', () => {
  it("lists only the session store's orders, newest first, with every status", async () => {
    const reply = await t.pizzaria.legacy<OrdersReply>('GET', 'pedidos/listar');
    expect(reply.body.status).toBe(true);
    const orders = reply.body.pedidos;
    expect(orders.every((o) => o.id_estabelecimento === 101)).toBe(true);
    const times = orders.map((o) => Date.parse(o.data_criacao));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(orders[0]?.id_pedido).toBe(SEED.orders.pendingDelivery);
  });

  it('seeds pickup and delivery, chat, couriers, digital menu, no-coordinates and accents', async () => {
    const orders = (await t.pizzaria.legacy<OrdersReply>('GET', 'pedidos/listar')).body.pedidos;
    expect(orders.some((o) => o.pedidoObj.retirada_local)).toBe(true);
    expect(orders.some((o) => !o.pedidoObj.retirada_local)).toBe(true);
    expect(orders.some((o) => o.chat_enabled)).toBe(true);
    expect(orders.some((o) => !o.chat_enabled)).toBe(true);
    expect(orders.some((o) => o.canUseExternalDelivery)).toBe(true);
    expect(orders.find((o) => o.app_origin === DIGITAL_MENU_ORIGIN)?.id_pedido).toBe(SEED.orders.pendingPickupDigitalMenu);
    const noCoordinates = orders.find((o) => o.id_pedido === SEED.orders.printedNoCoordinates);
    expect(noCoordinates?.pedidoObj).toMatchObject({ endereco_lat: null, endereco_lng: null, retirada_local: false });
    expect(noCoordinates?.canUseExternalDelivery).toBe(true);
    const categories = new Set(orders.flatMap((o) => o.pedidoObj.itens.map((i) => i.id_cardapio_categoria)));
    expect(categories).toEqual(new Set([SEED.menu101.pizzas, SEED.menu101.bebidas, SEED.menu101.sobremesas]));
    expect(JSON.stringify(orders)).toMatch(/[ãçéêíóôú]/);
    const finished = orders.find((o) => o.id_pedido === SEED.orders.delivered);
    expect(finished).toMatchObject({ externalDeliveryStatus: 'FINISHED', externalDeliveryId: SEED.finishedDeliveryId });
  });

  it('builds a complete order', async () => {
    const order = await one(t.pizzaria, SEED.orders.pendingDelivery);
    expect(order).toMatchObject({
      status: 'PP',
      usuario_nome: 'Joaquim Brandão Assunção',
      usuario_telefone_formatado: '(11) 99123-4567',
      compraGlobal: 1,
      compraEst: 1,
      usuario_compras: 1,
      estabelecimento_nome: 'Pizzaria Bella Napoli',
      chat_enabled: true,
      canUseExternalDelivery: true,
      externalDeliveryStatus: null,
      revisao: 1,
    });
    expect(order.segundos).toBeGreaterThan(0);
    expect(order.segundos).toBeLessThanOrEqual(600);
    const [pizza, coke, pudim] = order.pedidoObj.itens;
    expect(pizza).toEqual({
      nome: 'Pizza Quatro Queijos',
      quantidade: 1,
      valor_unitario: 67.9,
      valor_total: 67.9,
      linhas: ['Tamanho: Grande (8 fatias)', 'Borda: Catupiry', '1x Bacon'],
      id_cardapio_categoria: 11,
    });
    expect(coke).toMatchObject({ nome: 'Coca-Cola lata 350 ml', quantidade: 2, valor_unitario: 7, valor_total: 14, id_cardapio_categoria: 12 });
    expect(pudim).toMatchObject({ observacao: 'Embalar separado', id_cardapio_categoria: 13 });
    const body = order.pedidoObj;
    expect(body.subtotal).toBeCloseTo(67.9 + 14 + 14.9, 2);
    expect(order.valor_total).toBeCloseTo(body.subtotal + body.taxa_entrega - body.desconto, 2);
    expect(body.endereco_completo).toContain('São Paulo');
    expect(body.endereco_lat).not.toBeNull();
    expect(body.andamentos[0]?.label).toBe('Pedido realizado');
    expect(body.andamentos[0]?.value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(body.dados_pagamento.find((l) => l.label === 'Total')?.value).toMatch(/^R\$\u00a0\d+,\d{2}$/);
  });

  it('delivers to the neighbourhood asked for by name, and refuses one the store does not deliver to', async () => {
    const placed = await t.pizzaria.control<Order>('POST', 'orders', { storeId: 101, bairro: 'Vila Mariana', retirada_local: false });
    expect(placed.status).toBe(201);
    expect(placed.body.pedidoObj.endereco_completo).toContain('Vila Mariana');
    const refused = await t.pizzaria.control('POST', 'orders', { storeId: 101, bairro: 'Copacabana', retirada_local: false });
    expect(refused.status).toBe(400);
  });

  it('listar/:id only finds orders of the own store', async () => {
    expect((await t.pizzaria.legacy<OrdersReply>('GET', `pedidos/listar/${SEED.orders.saborPending}`)).body).toEqual({
      status: false,
      mensagem: 'Pedido não encontrado.',
      pedidos: [],
    });
    expect((await t.pizzaria.legacy<OrdersReply>('GET', 'pedidos/listar/999999')).body.pedidos).toEqual([]);
    expect((await t.pizzaria.legacy<OrdersReply>('GET', 'pedidos/listar/abc')).body.status).toBe(false);
    expect((await t.sabor.legacy<OrdersReply>('GET', `pedidos/listar/${SEED.orders.saborPending}`)).body.pedidos).toHaveLength(1);
  });
});

describe('pedidos/mudaStatus', () => {
  it('accepts, bumps revisao, records the progress and emits atualiza to the store only', async () => {
    const panel = await connectSocket(t.url);
    const other = await connectSocket(t.url);
    await panel.join('loja-101', t.pizzaria.hash ?? '');
    await other.join('loja-202', t.sabor.hash ?? '');
    try {
      const id = SEED.orders.pendingDelivery;
      const reply = await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PA' });
      expect(reply.body).toMatchObject({ status: true });
      const order = await one(t.pizzaria, id);
      expect(order).toMatchObject({ status: 'PA', revisao: 2, segundos: 0 });
      expect(order.pedidoObj.andamentos.map((a) => a.label)).toEqual(['Pedido realizado', 'Pedido aceito']);
      await waitFor(() => panel.received.length > 0, 2000, 'atualiza');
      expect(panel.received).toEqual([{ event: 'atualiza', payload: { id_pedido: id } }]);
      await sleep(50);
      expect(other.received).toEqual([]);
    } finally {
      panel.close();
      other.close();
    }
  });

  it('auto print note and printing from PP', async () => {
    const id = SEED.orders.pendingDelivery;
    expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PI', obs: 'auto' })).body.status).toBe(true);
    expect((await one(t.pizzaria, id)).pedidoObj.andamentos.at(-1)?.label).toBe('Pedido impresso (auto)');
  });

  it('repeating the current status changes nothing', async () => {
    const id = SEED.orders.acceptedDelivery;
    const before = await one(t.pizzaria, id);
    expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PA' })).body.status).toBe(true);
    expect((await one(t.pizzaria, id)).revisao).toBe(before.revisao);
  });

  it('refuses invalid transitions with a message', async () => {
    const cases: [number, string, string][] = [
      [SEED.orders.delivered, 'PA', 'Não é possível mudar o pedido de entregue para aceito.'],
      [SEED.orders.pendingDelivery, 'PD', 'Não é possível mudar o pedido de pendente para entregue.'],
      [SEED.orders.acceptedPickup, 'PE', 'Pedido para retirada no local: use "Pronto para retirada".'],
      [SEED.orders.acceptedDelivery, 'PICKUP_READY', '"Pronto para retirada" vale apenas para pedidos de retirada no local.'],
      [SEED.orders.acceptedDelivery, 'XX', 'Status inválido: XX.'],
      [SEED.orders.saborPending, 'PA', 'Pedido não encontrado.'],
    ];
    for (const [id, to, message] of cases) {
      const reply = await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: to });
      expect(reply.body, `${id} -> ${to}`).toMatchObject({ status: false, mensagem: message });
    }
  });

  it('cancelling needs a reason, which shows in the progress', async () => {
    const id = SEED.orders.acceptedDelivery;
    expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PC' })).body).toMatchObject({
      status: false,
      mensagem: 'Informe o motivo do cancelamento.',
    });
    expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PC', obs: 'oi' })).body).toMatchObject({
      status: false,
      mensagem: 'Descrição de motivo muito curta.',
    });
    // the panel's field stops at 500; the platform refuses more rather than cut it
    expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PC', obs: 'x'.repeat(501) })).body).toMatchObject({
      status: false,
      mensagem: 'Descrição de motivo muito longa: no máximo 500 caracteres.',
    });
    const ok = await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PC', obs: 'Cliente não atende o telefone.' });
    expect(ok.body.status).toBe(true);
    const order = await one(t.pizzaria, id);
    expect(order.status).toBe('PC');
    expect(order.pedidoObj.andamentos.at(-1)?.label).toBe('Pedido cancelado: Cliente não atende o telefone.');
  });

  it('pickup: PA -> PICKUP_READY -> PD; delivery: PA -> PE -> PD', async () => {
    for (const [id, steps] of [
      [SEED.orders.acceptedPickup, ['PICKUP_READY', 'PD']],
      [SEED.orders.acceptedDelivery, ['PE', 'PD']],
    ] as const) {
      for (const to of steps) expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: to })).body.status).toBe(true);
      expect((await one(t.pizzaria, id)).status).toBe('PD');
    }
  });
});

describe('PUT orders/:orderId (JSON base)', () => {
  it('changes the status; cancelling takes motivo_cancelamento', async () => {
    const id = SEED.orders.pendingPickupDigitalMenu;
    const accepted = await t.pizzaria.json('PUT', `orders/${id}`, { new_status: 'PA' });
    expect(accepted.body).toEqual({ status: true, message: 'Status do pedido alterado.' });
    const noReason = await t.pizzaria.json('PUT', `orders/${id}`, { new_status: 'PC' });
    expect(noReason.body).toEqual({ status: false, message: 'Informe o motivo do cancelamento.' });
    const cancelled = await t.pizzaria.json('PUT', `orders/${id}`, { new_status: 'PC', motivo_cancelamento: 'Cliente pediu um item indisponível.' });
    expect(cancelled.body.status).toBe(true);
    const order = await one(t.pizzaria, id);
    expect(order).toMatchObject({ status: 'PC', revisao: 3 });
  });
});
