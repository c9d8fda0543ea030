import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCouriersTestStore } from '../../test/couriers';
import { renderWithStore } from '../../test/testStore';
import { makeAcceptedOrder } from '../../../shared/test/orders';
import { ordersLoaded } from '../orders/ordersSlice';
import { chatOpened, chatOpenRequested, chatSocketConnected } from './chatSlice';
import { LazyChatWindows } from './LazyChatWindows';

describe('the chat windows, downloaded with the first chat', { timeout: 20_000 }, () => {
  it('render nothing without a chat, and the chat once one opens', async () => {
    const t = createCouriersTestStore();
    const { container } = renderWithStore(<LazyChatWindows />, t.store);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      t.store.dispatch(chatSocketConnected('sock-1'));
      t.store.dispatch(ordersLoaded([makeAcceptedOrder({ id_pedido: 1011, hash_pedido: 'XTPZHQWZ' })]));
      t.store.dispatch(chatOpenRequested({ orderId: 1011, clientName: 'Maria Souza' }));
      t.store.dispatch(chatOpened({ orderId: 1011, conversationId: 'conv-1', clientName: 'Maria Souza', messages: [] }));
    });
    expect(await screen.findByRole('dialog', { name: 'Chat do pedido #XTPZHQWZ' })).toBeInTheDocument();
  });
});
