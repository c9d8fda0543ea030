import { chatCreateSocketConnection, chatEstablishConnection, chatOrderInfo as chatOrderInfoEndpoint } from '../../shared/api';
import type { SandboxContext } from '../context';
import { chatOrderInfo, openConversation } from '../data/chat';
import type { AreaServices } from '../areaRoutes';

const NOT_YOUR_STORE = 'Este estabelecimento não pertence à sessão.';
const SOCKET_UNKNOWN = 'Conexão de chat não encontrada: conecte o socket do chat antes.';

export function registerChatRoutes({ api, sockets }: AreaServices, ctx: SandboxContext): void {
  api.route(chatOrderInfoEndpoint, ({ params, session }) => {
    const info = chatOrderInfo(ctx, Number(params.orderId), session.storeId);
    return info.ok ? { status: true, ...info.value } : { status: false, mensagem: info.mensagem };
  });

  api.route(chatEstablishConnection, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { status: false, mensagem: NOT_YOUR_STORE };
    const conversation = openConversation(ctx, body.id_pedido, session.storeId);
    if (!conversation.ok) return { status: false, mensagem: conversation.mensagem };
    if (!sockets.registerChatSocket(body.merchant_socket_id, session.storeId)) return { status: false, mensagem: SOCKET_UNKNOWN };
    sockets.joinConversation(body.merchant_socket_id, conversation.value.conversation_id);
    return { status: true, ...conversation.value };
  });

  api.route(chatCreateSocketConnection, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { status: false, mensagem: NOT_YOUR_STORE };
    if (!sockets.registerChatSocket(body.merchant_socket_id, session.storeId)) return { status: false, mensagem: SOCKET_UNKNOWN };
    return { status: true, mensagem: 'Conexão de chat registrada.' };
  });
}
