import type { SandboxContext } from '../context';
import { changeOrderStatusAsMerchant, findOrder, listOrders } from '../data/orders';
import type { Routers } from './routers';

const orderId = (value: string): number => (/^\d+$/.test(value) ? Number(value) : -1);

export function registerOrderRoutes({ legacy, json }: Routers, ctx: SandboxContext): void {
  legacy.route('pedidos/listar', ({ session }) => ({ status: true, pedidos: listOrders(ctx, session.storeId) }));

  legacy.route('pedidos/listar/:id', ({ params, session }) => {
    const order = findOrder(ctx, orderId(params.id), session.storeId);
    return order ? { status: true, pedidos: [order] } : { status: false, mensagem: 'Pedido não encontrado.', pedidos: [] };
  });

  legacy.route('pedidos/mudaStatus/:orderId', { body: { novo_status: 'string', obs: 'string?' } }, ({ params, body, session }) => {
    const result = changeOrderStatusAsMerchant(ctx, session.storeId, orderId(params.orderId), body.novo_status, body.obs ?? '');
    return result.ok
      ? { status: true, mensagem: 'Status do pedido alterado.', message: 'Status do pedido alterado.' }
      : { status: false, mensagem: result.mensagem, message: result.mensagem };
  });

  json.route(
    'orders/:orderId',
    { body: { new_status: 'string', obs: 'string?', motivo_cancelamento: 'string?' } },
    ({ params, body, session }) => {
      const reason = body.new_status === 'PC' ? (body.motivo_cancelamento ?? body.obs ?? '') : (body.obs ?? '');
      const result = changeOrderStatusAsMerchant(ctx, session.storeId, orderId(params.orderId), body.new_status, reason);
      return result.ok ? { status: true, message: 'Status do pedido alterado.' } : { status: false, message: result.mensagem };
    },
  );
}
