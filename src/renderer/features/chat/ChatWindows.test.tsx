import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '../../../shared/api';
import { makeAcceptedOrder, makeOrder } from '../../../shared/test/orders';
import { ordersLoaded } from '../orders/ordersSlice';
import { createCouriersTestStore } from '../../test/couriers';
import { renderWithStore } from '../../test/testStore';
import { ChatButton } from './ChatButton';
import { ChatWindows } from './ChatWindows';
import { chatMessageReceived, chatOpened, chatOpenRequested, chatSocketConnected, chatSocketDisconnected } from './chatSlice';

const msg = (id: string, text: string, who: 'client' | 'merchant'): ChatMessage => ({
  _id: id,
  text,
  createdAt: '2026-11-22T12:00:00.000Z',
  user: who === 'client' ? { _id: 'client-501', name: 'Maria Souza' } : { _id: 'merchant-101', name: 'Pizzaria' },
});

function openChat() {
  const t = createCouriersTestStore();
  t.store.dispatch(chatSocketConnected('sock-1'));
  t.store.dispatch(ordersLoaded([makeAcceptedOrder({ id_pedido: 1011, hash_pedido: 'XTPZHQWZ' })]));
  t.store.dispatch(chatOpenRequested({ orderId: 1011, clientName: 'Maria Souza' }));
  t.store.dispatch(chatOpened({ orderId: 1011, conversationId: 'conv-1', clientName: 'Maria Souza', messages: [msg('m1', 'Oi!', 'client')] }));
  renderWithStore(<ChatWindows />, t.store);
  return { ...t, chat: () => screen.getByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' }) };
}

// MUI under jsdom is slow on a shared 2-core machine.
describe('chat window', { timeout: 20_000 }, () => {
  it("is titled and named with the order's code, as the orders list names it (issue 45 item 6)", () => {
    const t = createCouriersTestStore();
    t.store.dispatch(chatSocketConnected('sock-1'));
    t.store.dispatch(chatOpenRequested({ orderId: 1011, clientName: 'Maria Souza' }));
    t.store.dispatch(chatOpened({ orderId: 1011, conversationId: 'conv-1', clientName: 'Maria Souza', messages: [] }));
    renderWithStore(<ChatWindows />, t.store);
    // an order not in the list (a message on an old one): its number
    expect(screen.getByRole('dialog', { name: 'Chat do pedido #1011' })).toHaveTextContent('Pedido #1011 · Maria Souza');
    act(() => {
      t.store.dispatch(ordersLoaded([makeAcceptedOrder({ id_pedido: 1011, hash_pedido: 'XTPZHQWZ' })]));
    });
    const chat = screen.getByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' });
    expect(within(chat).getByText('Pedido #XTPZHQWZ · Maria Souza')).toBeInTheDocument();
  });

  it('is 382 px wide and lists the messages', () => {
    const t = openChat();
    expect(t.chat()).toHaveStyle({ width: '382px' });
    expect(within(t.chat()).getByRole('log', { name: 'Mensagens' })).toHaveTextContent('Oi!');
  });

  it('counts the characters n/400 and stops at 400', async () => {
    const t = openChat();
    const input = within(t.chat()).getByLabelText('Mensagem');
    expect(within(t.chat()).getByText('0/400')).toBeInTheDocument();
    await userEvent.type(input, 'Olá');
    expect(within(t.chat()).getByText('3/400')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'x'.repeat(450) } });
    expect(within(t.chat()).getByText('400/400')).toBeInTheDocument();
    expect(t.store.getState().chat.windows[0]!.draft).toHaveLength(400);
  });

  it('keeps Enviar disabled while the message is empty or blank, and sends with it otherwise', async () => {
    const t = openChat();
    const enviar = within(t.chat()).getByRole('button', { name: 'Enviar' });
    expect(enviar).toBeDisabled();
    const input = within(t.chat()).getByLabelText('Mensagem');
    await userEvent.type(input, '   ');
    expect(enviar).toBeDisabled();
    await userEvent.type(input, 'Saiu!');
    expect(enviar).toBeEnabled();
    await userEvent.click(enviar);
    expect(t.actions).toContainEqual(expect.objectContaining({ type: 'chat/chatSendRequested', payload: 1011 }));
  });

  it('minimised, a new customer message gives it a red border; expanding clears it', async () => {
    const t = openChat();
    await userEvent.click(within(t.chat()).getByRole('button', { name: 'Minimizar chat' }));
    expect(within(t.chat()).queryByLabelText('Mensagem')).not.toBeInTheDocument();
    expect(t.chat()).toHaveAttribute('data-attention', 'false');
    expect(t.chat()).toHaveStyle({ borderColor: 'rgba(0, 0, 0, 0)' });
    act(() => {
      t.store.dispatch(chatMessageReceived({ orderId: 1011, message: msg('m2', 'Tem troco?', 'client') }));
    });
    expect(t.chat()).toHaveAttribute('data-attention', 'true');
    expect(t.chat()).toHaveStyle({ borderColor: '#d32f2f' });
    await userEvent.click(within(t.chat()).getByRole('button', { name: 'Expandir chat' }));
    expect(t.chat()).toHaveAttribute('data-attention', 'false');
    expect(within(t.chat()).getByRole('log')).toHaveTextContent('Tem troco?');
  });

  it('an expanded chat gets no red border on a new message', () => {
    const t = openChat();
    act(() => {
      t.store.dispatch(chatMessageReceived({ orderId: 1011, message: msg('m2', 'Tem troco?', 'client') }));
    });
    expect(t.chat()).toHaveAttribute('data-attention', 'false');
  });

  it('says when the chat socket is down and holds Enviar until it is back', async () => {
    const t = openChat();
    await userEvent.type(within(t.chat()).getByLabelText('Mensagem'), 'Oi');
    act(() => {
      t.store.dispatch(chatSocketDisconnected());
    });
    expect(within(t.chat()).getByText('Chat desconectado. Reconectando...')).toBeInTheDocument();
    expect(within(t.chat()).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    act(() => {
      t.store.dispatch(chatSocketConnected('sock-2'));
    });
    expect(within(t.chat()).queryByText('Chat desconectado. Reconectando...')).not.toBeInTheDocument();
    expect(within(t.chat()).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('closes', async () => {
    const t = openChat();
    await userEvent.click(within(t.chat()).getByRole('button', { name: 'Fechar chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(t.store.getState().chat.windows).toEqual([]);
  });
});

describe('many chats', { timeout: 20_000 }, () => {
  it("draws three windows and keeps the older minimised ones behind 'Mais N chats', to open from there", async () => {
    const t = createCouriersTestStore();
    t.store.dispatch(chatSocketConnected('sock-1'));
    // order 1 is in the list: named by its code, as the list names it; the others by their number
    t.store.dispatch(ordersLoaded([makeOrder(1, { hash_pedido: 'XTPZHQWZ' })]));
    for (const orderId of [1, 2, 3, 4, 5]) {
      t.store.dispatch(chatOpenRequested({ orderId, incoming: true }));
      t.store.dispatch(chatOpened({ orderId, conversationId: `conv-${orderId}`, clientName: `Cliente ${orderId}`, messages: [] }));
    }
    renderWithStore(<ChatWindows />, t.store);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Chat do pedido #3',
      'Chat do pedido #4',
      'Chat do pedido #5',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Mais 2 chats, 2 com mensagens novas' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Pedido #XTPZHQWZ · Cliente 1Nova mensagem',
      'Pedido #2 · Cliente 2Nova mensagem',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Pedido #XTPZHQWZ · Cliente 1/ }));
    // expanded, it is drawn; the oldest minimised window gives it its place
    const opened = screen.getByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' });
    expect(within(opened).getByLabelText('Mensagem')).toBeInTheDocument();
    expect(opened).toHaveAttribute('data-attention', 'false');
    expect(screen.queryByRole('dialog', { name: 'Chat do pedido #3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mais 2 chats, 2 com mensagens novas' })).toBeInTheDocument();
  });

  it('brings a hidden chat forward when its customer writes again', () => {
    const t = createCouriersTestStore();
    for (const orderId of [1, 2, 3, 4]) {
      t.store.dispatch(chatOpenRequested({ orderId, incoming: true }));
      t.store.dispatch(chatOpened({ orderId, conversationId: `conv-${orderId}`, clientName: '', messages: [] }));
    }
    renderWithStore(<ChatWindows />, t.store);
    expect(screen.queryByRole('dialog', { name: 'Chat do pedido #1' })).not.toBeInTheDocument();
    act(() => {
      t.store.dispatch(chatMessageReceived({ orderId: 1, message: msg('m9', 'Ainda vem?', 'client') }));
    });
    expect(screen.getByRole('dialog', { name: 'Chat do pedido #1' })).toHaveAttribute('data-attention', 'true');
    expect(screen.queryByRole('dialog', { name: 'Chat do pedido #2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mais 1 chat\b/ })).toBeInTheDocument();
  });
});

describe('ChatButton', () => {
  it("shows 'Abrir chat' only where chat_enabled, and opens that order's chat", async () => {
    const t = createCouriersTestStore();
    const view = renderWithStore(<ChatButton order={makeAcceptedOrder({ chat_enabled: false })} />, t.store);
    expect(screen.queryByRole('button', { name: 'Abrir chat' })).not.toBeInTheDocument();
    view.unmount();
    // a pending order has no chat yet (status table, spec 01 §4)
    const pending = renderWithStore(<ChatButton order={makeAcceptedOrder({ chat_enabled: true, status: 'PP' })} />, t.store);
    expect(screen.queryByRole('button', { name: 'Abrir chat' })).not.toBeInTheDocument();
    pending.unmount();
    renderWithStore(<ChatButton order={makeAcceptedOrder({ chat_enabled: true, id_pedido: 1011 })} />, t.store);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir chat' }));
    expect(t.actions).toContainEqual(chatOpenRequested({ orderId: 1011, clientName: 'Maria Souza' }));
  });
});

/** Order 1011 in the list with its 'Abrir chat' button, and the chat windows; loadChat: its conversation arrives (no messages). */
function renderChatButtonAndWindows() {
  const t = createCouriersTestStore();
  t.store.dispatch(chatSocketConnected('sock-1'));
  const order = makeAcceptedOrder({ chat_enabled: true, id_pedido: 1011, hash_pedido: 'XTPZHQWZ' });
  t.store.dispatch(ordersLoaded([order]));
  renderWithStore(
    <>
      <ChatButton order={order} />
      <ChatWindows />
    </>,
    t.store,
  );
  const loadChat = () =>
    act(() => {
      t.store.dispatch(chatOpened({ orderId: 1011, conversationId: 'conv-1', clientName: 'Maria Souza', messages: [] }));
    });
  return { ...t, open: screen.getByRole('button', { name: 'Abrir chat' }), loadChat };
}

describe('the chat window by keyboard (issue 45 item 5)', { timeout: 20_000 }, () => {
  it("opened with 'Abrir chat': the focus in the message field once loaded, Tab stays inside, Escape closes and gives the focus back", async () => {
    const user = userEvent.setup();
    const { open, loadChat } = renderChatButtonAndWindows();
    open.focus();
    await user.keyboard('{Enter}');
    const chat = screen.getByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' });
    // loading: the window holds the focus
    expect(chat).toHaveFocus();
    loadChat();
    const input = within(chat).getByLabelText('Mensagem');
    expect(input).toHaveFocus();
    await user.keyboard('Oi');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(chat).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(chat).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("'Fechar chat' gives the focus back too; a customer's message opens a window that takes no focus", async () => {
    const user = userEvent.setup();
    const { store, open, loadChat } = renderChatButtonAndWindows();
    await user.click(open);
    loadChat();
    const chat = screen.getByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' });
    within(chat).getByRole('button', { name: 'Fechar chat' }).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveFocus();

    open.blur();
    act(() => {
      store.dispatch(chatOpenRequested({ orderId: 2022, incoming: true }));
      store.dispatch(chatOpened({ orderId: 2022, conversationId: 'conv-2', clientName: 'João', messages: [msg('m1', 'Oi', 'client')] }));
    });
    expect(screen.getByRole('dialog', { name: 'Chat do pedido #2022' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it("the time in the store's own bubble is not faded (contrast on the brand's colour)", () => {
    const t = createCouriersTestStore();
    t.store.dispatch(chatOpenRequested({ orderId: 1011 }));
    t.store.dispatch(chatOpened({ orderId: 1011, conversationId: 'c', clientName: '', messages: [msg('m1', 'Já saiu!', 'merchant'), msg('m2', 'Oba', 'client')] }));
    renderWithStore(<ChatWindows />, t.store);
    const [mine, theirs] = [document.querySelector('[data-author="loja"]')!, document.querySelector('[data-author="cliente"]')!];
    expect(getComputedStyle(mine.lastElementChild!).opacity).toBe('1');
    expect(getComputedStyle(theirs.lastElementChild!).opacity).toBe('0.75');
  });
});
