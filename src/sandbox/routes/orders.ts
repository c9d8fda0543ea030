import { ordersChange, pedidosListar, pedidosListarUm, pedidosMudaStatus } from '../../shared/api';
import type { SandboxContext } from '../context';
import { changeOrderStatusAsMerchant, findOrder, listOrders } from '../data/orders';
import type { AreaServices } from '../areaRoutes';

const orderId = (value: string): number => (/^\d+$/.test(value) ? Number(value) : -1);

export function registerOrderRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(pedidosListar, ({ session }) => ({ status: true, pedidos: listOrders(ctx, session.storeId) }));

  api.route(pedidosListarUm, ({ params, session }) => {
    const order = findOrder(ctx, orderId(params.id), session.storeId);
    return order ? { status: true, pedidos: [order] } : { status: false, mensagem: 'Pedido não encontrado.', pedidos: [] };
  });

  api.route(pedidosMudaStatus, ({ params, body, session }) => {
    const result = changeOrderStatusAsMerchant(ctx, session.storeId, orderId(params.orderId), body.novo_status, body.obs ?? '');
    return result.ok
      ? { status: true, mensagem: 'Status do pedido alterado.', message: 'Status do pedido alterado.' }
      : { status: false, mensagem: result.mensagem, message: result.mensagem };
  });

  api.route(ordersChange, ({ params, body, session }) => {
    const reason = body.new_status === 'PC' ? (body.motivo_cancelamento ?? body.obs ?? '') : (body.obs ?? '');
    const result = changeOrderStatusAsMerchant(ctx, session.storeId, orderId(params.orderId), body.new_status, reason);
    return result.ok ? { status: true, message: 'Status do pedido alterado.' } : { status: false, message: result.mensagem };
  });
}
