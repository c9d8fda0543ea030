// @vitest-environment jsdom
import type { ChatMessage, ChatSendAck } from '../../../shared/api';
import { MESSAGES } from '../../ui/messages';
import { COURIERS_TEST_SESSION, createCouriersTestStore, settle } from '../../test/couriers';
import { TEST_PLATFORM_ORIGIN, type Answers } from '../../test/testStore';
import { loggedOut } from '../session/sessionSlice';
import { createChatSaga } from './chatSaga';
import { chatDraftChanged, chatExpanded, chatMinimised, chatOpenRequested, chatSendRequested } from './chatSlice';
import type { ChatSocket } from './chatSocket';

/** A socket.io client stand-in: the test plays the chat service. */
class FakeChatSocket implements ChatSocket {
  id: string | undefined = undefined;
  listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  requests: Array<[string, unknown]> = [];
  ack: (payload: unknown) => ChatSendAck | Promise<never> = () => Promise.reject(new Error('operation has timed out'));
  disconnected = false;
  reconnects = 0;
  constructor(
    readonly origin: string,
    readonly hash: string,
  ) {}
  on(event: string, fn: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
  }
  off(event: string, fn: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(fn);
  }
  request(event: string, payload: unknown) {
    this.requests.push([event, payload]);
    return Promise.resolve(this.ack(payload));
  }
  disconnect() {
    this.disconnected = true;
  }
  reconnect() {
    this.reconnects += 1;
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
  /** ChatSocket.connect: the saga asks to reconnect */
  connect() {
    this.reconnect();
  }
  /** the service accepts the connection */
  connectAs(id: string) {
    this.id = id;
    this.fire('connect');
  }
}

const msg = (id: string, text: string, who: 'client' | 'merchant'): ChatMessage => ({
  _id: id,
  text,
  createdAt: '2026-11-22T12:00:00.000Z',
  user: who === 'client' ? { _id: 'client-501', name: 'Maria Souza' } : { _id: 'merchant-101', name: 'Pizzaria' },
});

const CHAT_OK: Answers = {
  'chat/createSocketConnection': { status: true },
  'chat/orderInfo/:orderId': { status: true, id_pedido: 1011, hash_pedido: 'H', client_name: 'Maria Souza', establishment_id: 101, chat_enabled: true },
  'chat/establishConnection': {
    status: true,
    conversation_id: 'conv-1',
    messages: [msg('m1', 'Oi, meu pedido já saiu?', 'client')],
    client_name: 'Maria Souza',
    establishment_id: 101,
    hash_pedido: 'H',
  },
};

function setup(chat: Answers = CHAT_OK) {
  const sockets: FakeChatSocket[] = [];
  const playSound = vi.fn();
  const saga = createChatSaga({
    openSocket: (origin, hash) => {
      const s = new FakeChatSocket(origin, hash);
      sockets.push(s);
      return s;
    },
    playSound,
    connectTimeoutMs: 50,
    sendTimeoutMs: 50,
  });
  const t = createCouriersTestStore({ saga, chat });
  return { ...t, sockets, playSound, socket: () => sockets[sockets.length - 1]! };
}

/** The socket connects and order 1011's chat opens (CHAT_OK's conversation). */
async function openChat(t: ReturnType<typeof setup>) {
  t.socket().connectAs('sock-1');
  t.store.dispatch(chatOpenRequested({ orderId: 1011 }));
  await settle();
}

/** Types the text in order 1011's chat and sends it. */
async function send(t: ReturnType<typeof setup>, text: string) {
  t.store.dispatch(chatDraftChanged({ orderId: 1011, text }));
  t.store.dispatch(chatSendRequested(1011));
  await settle();
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('chat saga', () => {
  it('connects the chat socket while logged in and registers it (createSocketConnection)', async () => {
    const t = setup();
    expect(t.socket()).toMatchObject({ origin: TEST_PLATFORM_ORIGIN, hash: COURIERS_TEST_SESSION.hash });
    t.socket().connectAs('sock-1');
    await settle();
    expect(t.store.getState().chat.socketId).toBe('sock-1');
    expect(t.calls.chat).toHaveBeenCalledWith(
      'chat/createSocketConnection',
      expect.objectContaining({ body: { merchant_socket_id: 'sock-1', id_estabelecimento: 101 } }),
    );
    t.store.dispatch(loggedOut());
    await settle();
    expect(t.socket().disconnected).toBe(true);
  });

  it('opens a chat: order info, then establishConnection with this socket, then the messages', async () => {
    const t = setup();
    t.socket().connectAs('sock-1');
    t.store.dispatch(chatOpenRequested({ orderId: 1011, clientName: 'Maria' }));
    expect(t.store.getState().chat.windows[0]).toMatchObject({ orderId: 1011, status: 'opening' });
    await settle();
    expect(t.calls.chat).toHaveBeenCalledWith(
      'chat/establishConnection',
      expect.objectContaining({ body: { merchant_socket_id: 'sock-1', id_usuario: 7, id_estabelecimento: 101, id_pedido: 1011 } }),
    );
    expect(t.store.getState().chat.windows[0]).toMatchObject({
      status: 'open',
      conversationId: 'conv-1',
      clientName: 'Maria Souza',
      messages: [expect.objectContaining({ text: 'Oi, meu pedido já saiu?' })],
    });
  });

  it("hides the chat with 'Ocorreu um erro ao abrir seu chat :(' when it cannot be opened", async () => {
    for (const chat of [
      { ...CHAT_OK, 'chat/establishConnection': { status: false, mensagem: 'Conexão de chat não encontrada' } },
      { ...CHAT_OK, 'chat/orderInfo/:orderId': { status: false, mensagem: 'O chat não está disponível para este pedido.' } },
    ]) {
      const t = setup(chat);
      await openChat(t);
      expect(t.store.getState().chat.windows).toEqual([]);
      expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Ocorreu um erro ao abrir seu chat :(' })]);
    }
  });

  it('gives up opening when the chat socket never connects', async () => {
    const t = setup();
    t.store.dispatch(chatOpenRequested({ orderId: 1011 }));
    await settle(80);
    expect(t.store.getState().chat.windows).toEqual([]);
    expect(t.toasts().map((x) => x.message)).toEqual([MESSAGES.chatOpenFailed]);
    expect(t.calls.chat).not.toHaveBeenCalledWith('chat/establishConnection', expect.anything());
  });

  it('sends merchant-client-message with the conversation id; the acknowledged message joins the list and the input clears', async () => {
    const t = setup();
    await openChat(t);
    t.socket().ack = () => ({ status: true, message: msg('m2', 'Saiu sim!', 'merchant') });
    await send(t, '  Saiu sim!  ');
    expect(t.socket().requests).toEqual([['merchant-client-message', { conversation_id: 'conv-1', message: 'Saiu sim!' }]]);
    const w = t.store.getState().chat.windows[0]!;
    expect(w.messages.map((m) => m.text)).toEqual(['Oi, meu pedido já saiu?', 'Saiu sim!']);
    expect(w).toMatchObject({ draft: '', sending: false });
  });

  it('keeps the typed text and says so when the message is not delivered', async () => {
    const t = setup();
    await openChat(t);
    await send(t, 'Já vai!');
    expect(t.store.getState().chat.windows[0]).toMatchObject({ draft: 'Já vai!', sending: false });
    expect(t.toasts().map((x) => x.message)).toEqual([MESSAGES.chatSendFailed]);
  });

  it('does not send an empty message', async () => {
    const t = setup();
    await openChat(t);
    await send(t, '   ');
    expect(t.socket().requests).toEqual([]);
  });

  it('a customer message on a minimised chat plays the sound and flags the window; expanding clears it', async () => {
    const t = setup();
    await openChat(t);
    t.socket().fire('client-merchant-message', { conversation_id: 'conv-1', order_id: 1011, message: msg('m3', 'Obrigada!', 'client') });
    await settle();
    expect(t.playSound).not.toHaveBeenCalled(); // expanded: the person sees it
    t.store.dispatch(chatMinimised(1011));
    t.socket().fire('client-merchant-message', { conversation_id: 'conv-1', order_id: 1011, message: msg('m4', 'Tem troco?', 'client') });
    await settle();
    expect(t.playSound).toHaveBeenCalledTimes(1);
    expect(t.store.getState().chat.windows[0]).toMatchObject({ minimised: true, attention: true });
    t.store.dispatch(chatExpanded(1011));
    expect(t.store.getState().chat.windows[0]).toMatchObject({ minimised: false, attention: false });
    expect(t.store.getState().chat.windows[0]!.messages.map((m) => m._id)).toEqual(['m1', 'm3', 'm4']);
  });

  it('a customer writing on an order without a window opens it minimised, flagged, with the conversation', async () => {
    const t = setup();
    t.socket().connectAs('sock-1');
    await settle();
    t.socket().fire('socket-merchant', { order_id: 1011 });
    t.socket().fire('client-merchant-message', { conversation_id: 'conv-1', order_id: 1011, message: msg('m1', 'Oi, meu pedido já saiu?', 'client') });
    await settle();
    expect(t.store.getState().chat.windows).toEqual([
      expect.objectContaining({ orderId: 1011, status: 'open', minimised: true, attention: true, messages: [expect.objectContaining({ _id: 'm1' })] }),
    ]);
    expect(t.playSound).toHaveBeenCalledTimes(1);
  });

  it('reconnects by itself when the chat service drops the socket on purpose', async () => {
    const t = setup();
    t.socket().connectAs('sock-1');
    await settle();
    t.socket().fire('disconnect', 'io server disconnect');
    await settle();
    expect(t.store.getState().chat.socketId).toBeNull();
    await settle(1100);
    expect(t.socket().reconnects).toBe(1);
  });

  it('binds the open conversations to the new socket after a reconnection', async () => {
    const t = setup();
    await openChat(t);
    t.socket().fire('disconnect', 'transport close');
    t.socket().connectAs('sock-2');
    await settle();
    expect(t.calls.chat).toHaveBeenCalledWith(
      'chat/establishConnection',
      expect.objectContaining({ body: expect.objectContaining({ merchant_socket_id: 'sock-2', id_pedido: 1011 }) as unknown }),
    );
  });
});
