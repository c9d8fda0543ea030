import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../shared/api';
import { SEED } from './seed/ids';
import { useSandbox } from './test/harness';

type OrdersReply = { status: boolean; pedidos: unknown[] };

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

async function seededOrders(): Promise<unknown[]> {
  const replies = await Promise.all([t.pizzaria, t.sabor].map((client) => client.legacy<OrdersReply>('GET', 'pedidos/listar')));
  return replies.flatMap((reply) => reply.body.pedidos);
}

/** A seeded order as it came over HTTP, to break one field of. */
async function seededOrder(id: number): Promise<Order> {
  const order = (await seededOrders()).find((o) => (o as Order).id_pedido === id);
  if (!order) throw new Error(`pedido ${id} não veio`);
  return structuredClone(order) as Order;
}

function issuePaths(value: unknown): string[] {
  const result = orderSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('orderSchema: the order as the panel reads it', () => {
  it("passes every order of the sandbox's seed as it comes over HTTP, unchanged", async () => {
    const orders = await seededOrders();
    expect(orders.length).toBeGreaterThan(10);
    for (const order of orders) {
      expect(issuePaths(order), `pedido ${(order as Order).id_pedido}`).toEqual([]);
      expect(orderSchema.parse(order)).toEqual(order);
    }
  });

  it("refuses an item's price as text", async () => {
    const order = await seededOrder(SEED.orders.pendingDelivery);
    (order.pedidoObj.itens[0] as unknown as { valor_unitario: string }).valor_unitario = '45,00';
    expect(issuePaths(order)).toEqual(['pedidoObj.itens.0.valor_unitario']);
  });

  it("refuses an item without its quantity, or with a quantity of 0", async () => {
    const order = await seededOrder(SEED.orders.pendingDelivery);
    const item = order.pedidoObj.itens[0] as Partial<Order['pedidoObj']['itens'][number]>;
    delete item.quantidade;
    expect(issuePaths(order)).toEqual(['pedidoObj.itens.0.quantidade']);
    item.quantidade = 0;
    expect(issuePaths(order)).toEqual(['pedidoObj.itens.0.quantidade']);
  });

  it('refuses an unknown status, a missing list of items and an id as text', async () => {
    const order = await seededOrder(SEED.orders.pendingDelivery);
    expect(issuePaths({ ...order, status: 'XX' })).toEqual(['status']);
    expect(issuePaths({ ...order, pedidoObj: { ...order.pedidoObj, itens: undefined } })).toEqual(['pedidoObj.itens']);
    expect(issuePaths({ ...order, id_pedido: '12' })).toEqual(['id_pedido']);
    expect(issuePaths({ id_pedido: 'x' }).length).toBeGreaterThan(5);
  });
});
