import { describe, expect, it } from 'vitest';
import { CHAT_SOCKET_NAMESPACE, type ChatMessage, type ChatSendAck } from '../shared/api';
import { SEED } from './seed/ids';
import { connectSocket, sleep, TestClient, useSandbox, waitFor } from './test/harness';

const CHAT = '/chat-service/';
type Conversation = { status: boolean; conversation_id: string; messages: ChatMessage[]; client_name: string; hash_pedido: string };

const t = useSandbox({ pizzaria: 'pizzaria' }, { beforeReset: (sandbox) => sandbox.stopSimulator() });

describe('chat service', () => {
  it('orderInfo only for own orders with chat enabled', async () => {
    const info = await t.pizzaria.json('GET', `chat/orderInfo/${SEED.orders.pendingDelivery}`, undefined, CHAT);
    expect(info.body).toMatchObject({
      status: true,
      id_pedido: SEED.orders.pendingDelivery,
      client_name: 'Joaquim Brandão Assunção',
      establishment_id: 101,
      chat_enabled: true,
    });
    expect((await t.pizzaria.json('GET', `chat/orderInfo/${SEED.orders.pendingPickupDigitalMenu}`, undefined, CHAT)).body).toEqual({
      status: false,
      mensagem: 'O chat não está disponível para este pedido.',
    });
    expect((await t.pizzaria.json('GET', `chat/orderInfo/${SEED.orders.saborPending}`, undefined, CHAT)).body.status).toBe(false);
    expect((await new TestClient(t.url).json('GET', `chat/orderInfo/${SEED.orders.pendingDelivery}`, undefined, CHAT)).status).toBe(401);
  });

  it('end to end: connect, register, customer writes, store answers, history kept', async () => {
    const chat = await connectSocket(t.url, CHAT_SOCKET_NAMESPACE);
    try {
      const socketId = chat.socket.id ?? '';
      const registered = await t.pizzaria.json('POST', 'chat/createSocketConnection', { merchant_socket_id: socketId, id_estabelecimento: 101 }, CHAT);
      expect(registered.body).toEqual({ status: true, mensagem: 'Conexão de chat registrada.' });

      const orderId = SEED.orders.acceptedDelivery;
      const customer = await t.client.control<ChatMessage>('POST', `chat/${orderId}/messages`, { text: 'Oi! Pode trocar a Coca por Guaraná?' });
      expect(customer.status).toBe(201);
      await waitFor(() => chat.received.length === 2, 2000, 'eventos do chat');
      expect(chat.received[0]).toEqual({ event: 'socket-merchant', payload: { order_id: orderId } });
      expect(chat.received[1]?.event).toBe('client-merchant-message');
      const incoming = chat.received[1]?.payload as { conversation_id: string; order_id: number; message: ChatMessage };
      expect(incoming.order_id).toBe(orderId);
      expect(incoming.message.text).toBe('Oi! Pode trocar a Coca por Guaraná?');
      expect(incoming.message.user._id).toMatch(/^client-\d+$/);

      const opened = await t.pizzaria.json<Conversation>(
        'POST',
        'chat/establishConnection',
        { merchant_socket_id: socketId, id_usuario: 1, id_estabelecimento: 101, id_pedido: orderId },
        CHAT,
      );
      expect(opened.body.status).toBe(true);
      expect(opened.body.conversation_id).toBe(incoming.conversation_id);
      expect(opened.body.messages.map((m) => m.text)).toEqual(['Oi! Pode trocar a Coca por Guaraná?']);

      const ack = (await chat.socket
        .timeout(2000)
        .emitWithAck('merchant-client-message', { conversation_id: opened.body.conversation_id, message: 'Claro, já trocamos! 👍' })) as ChatSendAck;
      expect(ack).toMatchObject({ status: true, message: { text: 'Claro, já trocamos! 👍', user: { _id: 'merchant-101', name: 'Pizzaria Bella Napoli' } } });
      const tooLong = (await chat.socket
        .timeout(2000)
        .emitWithAck('merchant-client-message', { conversation_id: opened.body.conversation_id, message: 'x'.repeat(401) })) as ChatSendAck;
      expect(tooLong).toEqual({ status: false, mensagem: 'A mensagem deve ter de 1 a 400 caracteres.' });
      const empty = (await chat.socket.timeout(2000).emitWithAck('merchant-client-message', { conversation_id: opened.body.conversation_id, message: '   ' })) as ChatSendAck;
      expect(empty.status).toBe(false);

      const history = await t.client.control<{ messages: ChatMessage[] }>('GET', `chat/${orderId}/messages`);
      expect(history.body.messages.map((m) => [m.user._id.split('-')[0], m.text])).toEqual([
        ['client', 'Oi! Pode trocar a Coca por Guaraná?'],
        ['merchant', 'Claro, já trocamos! 👍'],
      ]);
      const reopened = await t.pizzaria.json<Conversation>(
        'POST',
        'chat/establishConnection',
        { merchant_socket_id: socketId, id_usuario: 1, id_estabelecimento: 101, id_pedido: orderId },
        CHAT,
      );
      expect(reopened.body.messages).toHaveLength(2);
    } finally {
      chat.close();
    }
  });

  it("a socket not registered for the store cannot write, and does not hear other stores' customers", async () => {
    const sabor = new TestClient(t.url);
    await sabor.login('saborcaseiro');
    const outsider = await connectSocket(t.url, CHAT_SOCKET_NAMESPACE, { auth: { hash: sabor.hash } });
    const owner = await connectSocket(t.url, CHAT_SOCKET_NAMESPACE, { auth: { hash: t.pizzaria.hash } });
    try {
      const orderId = SEED.orders.acceptedDelivery;
      await t.sandbox.customerMessage(orderId, 'Alô?');
      await waitFor(() => owner.received.length === 2, 2000, 'dono recebe');
      await sleep(50);
      expect(outsider.received).toEqual([]);
      const conversationId = (owner.received[1]?.payload as { conversation_id: string }).conversation_id;
      const refused = (await outsider.socket.timeout(2000).emitWithAck('merchant-client-message', { conversation_id: conversationId, message: 'oi' })) as ChatSendAck;
      expect(refused).toEqual({ status: false, mensagem: 'Conexão de chat não registrada para esta loja.' });
      const registerOther = await sabor.json('POST', 'chat/createSocketConnection', { merchant_socket_id: outsider.socket.id, id_estabelecimento: 101 }, CHAT);
      expect(registerOther.body).toEqual({ status: false, mensagem: 'Este estabelecimento não pertence à sessão.' });
      const unknownSocket = await t.pizzaria.json('POST', 'chat/createSocketConnection', { merchant_socket_id: 'nao-existe', id_estabelecimento: 101 }, CHAT);
      expect(unknownSocket.body.status).toBe(false);
    } finally {
      outsider.close();
      owner.close();
    }
  });

  it('control API: customer message on an order without chat is refused', async () => {
    const reply = await t.client.control('POST', `chat/${SEED.orders.pendingPickupDigitalMenu}/messages`, { text: 'oi' });
    expect(reply).toEqual({ status: 400, body: { error: 'O chat não está disponível para este pedido.' } });
    expect((await t.client.control('POST', 'chat/999999/messages', { text: 'oi' })).status).toBe(404);
  });

  it('with the simulator on, the customer answers the store', async () => {
    const chat = await connectSocket(t.url, CHAT_SOCKET_NAMESPACE, { auth: { hash: t.pizzaria.hash } });
    try {
      await t.sandbox.startSimulator({ intervalMs: 60_000, storeIds: [202] });
      const opened = await t.pizzaria.json<Conversation>(
        'POST',
        'chat/establishConnection',
        { merchant_socket_id: chat.socket.id, id_usuario: 1, id_estabelecimento: 101, id_pedido: SEED.orders.sent },
        CHAT,
      );
      await chat.socket.timeout(2000).emitWithAck('merchant-client-message', { conversation_id: opened.body.conversation_id, message: 'Seu pedido saiu!' });
      await waitFor(() => chat.received.some((r) => r.event === 'client-merchant-message'), 5000, 'resposta do cliente');
    } finally {
      await t.sandbox.stopSimulator();
      chat.close();
    }
  });
});
