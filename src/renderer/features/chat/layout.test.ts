import type { ChatWindow } from './chatSlice';
import { chatWindowLayout } from './layout';

const win = (orderId: number, minimised = true): ChatWindow => ({
  orderId,
  status: 'open',
  clientName: '',
  conversationId: `c${orderId}`,
  messages: [],
  minimised,
  attention: minimised,
  draft: '',
  sending: false,
});
const ids = (list: ChatWindow[]) => list.map((w) => w.orderId);

describe('chat window layout', () => {
  it('draws every window while they fit', () => {
    const layout = chatWindowLayout([win(1), win(2, false), win(3)], 3);
    expect(ids(layout.shown)).toEqual([1, 2, 3]);
    expect(layout.hidden).toEqual([]);
  });

  it('keeps the minimised windows that came forward last and hides the older ones', () => {
    const layout = chatWindowLayout([win(1), win(2), win(3), win(4), win(5)], 3);
    expect(ids(layout.shown)).toEqual([3, 4, 5]);
    expect(ids(layout.hidden)).toEqual([1, 2]);
  });

  it('never hides an expanded window, even past the limit', () => {
    const layout = chatWindowLayout([win(1, false), win(2), win(3, false), win(4, false), win(5, false)], 3);
    expect(ids(layout.shown)).toEqual([1, 3, 4, 5]);
    expect(ids(layout.hidden)).toEqual([2]);
  });

  it('gives the room left by the expanded windows to the latest minimised ones', () => {
    const layout = chatWindowLayout([win(1), win(2, false), win(3), win(4)], 3);
    expect(ids(layout.shown)).toEqual([2, 3, 4]);
    expect(ids(layout.hidden)).toEqual([1]);
  });
});
