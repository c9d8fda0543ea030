// @vitest-environment jsdom
import { configureStore, createAction, createSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../shared/test/orders';
import { orderReceived } from '../features/orders/ordersSlice';
import { createTestStore } from '../test/testStore';
import { PIPELINE_NOTIFY_MS, PIPELINE_QUIET_MS, pipelineAction, pipelineNotifications } from './pipelineNotifications';

const ticketPrinted = createAction('test/ticketPrinted', pipelineAction<number>);
const clicked = createAction('test/clicked');
const counter = createSlice({
  name: 'n',
  initialState: { printed: 0, clicks: 0 },
  reducers: {},
  extraReducers: (b) =>
    b.addCase(ticketPrinted, (s) => void (s.printed += 1)).addCase(clicked, (s) => void (s.clicks += 1)),
});

function setup() {
  const store = configureStore({ reducer: counter.reducer, enhancers: (getDefault) => getDefault().concat(pipelineNotifications()) });
  const heard: { printed: number; clicks: number }[] = [];
  store.subscribe(() => heard.push(store.getState()));
  return { store, heard };
}

afterEach(() => vi.useRealTimers());

describe('pipeline notifications', () => {
  it('a screen that throws while told of a change does not throw into the dispatch (the saga goes on); the others are still told', () => {
    const { store, heard } = setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.subscribe(() => {
      throw new Error('Maximum update depth exceeded');
    });
    const after: number[] = [];
    store.subscribe(() => after.push(store.getState().clicks));
    expect(() => store.dispatch(clicked())).not.toThrow();
    expect(heard).toEqual([{ printed: 0, clicks: 1 }]);
    expect(after).toEqual([1]);
    expect(errors).toHaveBeenCalledWith('[store] uma tela falhou ao receber uma mudança', expect.any(Error));
    errors.mockRestore();
  });

  it('tells the screens of many pipeline actions once, at most a tenth of a second later', () => {
    vi.useFakeTimers();
    const { store, heard } = setup();
    for (let i = 0; i < 30; i++) store.dispatch(ticketPrinted(i));
    expect(store.getState().printed).toBe(30);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(PIPELINE_NOTIFY_MS);
    expect(heard).toEqual([{ printed: 30, clicks: 0 }]);
  });

  it('tells them once the pipeline has been quiet a moment, not while the steps of an order go on', () => {
    vi.useFakeTimers();
    const { store, heard } = setup();
    // the steps of one order, a round trip apart
    for (let step = 0; step < 3; step++) {
      store.dispatch(ticketPrinted(step));
      vi.advanceTimersByTime(PIPELINE_QUIET_MS - 10);
    }
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(heard).toEqual([{ printed: 3, clicks: 0 }]);
  });

  it('a pipeline that is never quiet is still heard every tenth of a second', () => {
    vi.useFakeTimers();
    const { store, heard } = setup();
    for (let t = 0; t < 2 * PIPELINE_NOTIFY_MS; t += 10) {
      store.dispatch(ticketPrinted(t));
      vi.advanceTimersByTime(10);
    }
    expect(heard.map((h) => h.printed)).toEqual([PIPELINE_NOTIFY_MS / 10, (2 * PIPELINE_NOTIFY_MS) / 10]);
  });

  it("a person's action is heard at once, with the pipeline's that were waiting", () => {
    vi.useFakeTimers();
    const { store, heard } = setup();
    store.dispatch(ticketPrinted(1));
    store.dispatch(clicked());
    expect(heard).toEqual([{ printed: 1, clicks: 1 }]);
    vi.advanceTimersByTime(PIPELINE_NOTIFY_MS);
    expect(heard).toHaveLength(1);
  });

  it('an unsubscribed screen hears nothing more', () => {
    vi.useFakeTimers();
    const store = configureStore({ reducer: counter.reducer, enhancers: (getDefault) => getDefault().concat(pipelineNotifications()) });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.dispatch(clicked());
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('pipeline actions heard at once', () => {
  it('an action the rule marks (a new order) is heard at the end of its task, with what was waiting; later steps are batched again', () => {
    vi.useFakeTimers();
    // the rule: the printed count reached a multiple of ten (in the app: an order came into the list)
    const store = configureStore({
      reducer: counter.reducer,
      enhancers: (getDefault) =>
        getDefault().concat(pipelineNotifications((before, after) => (after as { printed: number }).printed % 10 === 0 && before !== after)),
    });
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.getState().printed));
    for (let i = 1; i <= 9; i++) store.dispatch(ticketPrinted(i));
    expect(heard).toEqual([]);
    store.dispatch(ticketPrinted(10));
    // not inside the dispatch: the saga that dispatched goes on to its next request first
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(heard).toEqual([10]);
    store.dispatch(ticketPrinted(11));
    vi.advanceTimersByTime(PIPELINE_QUIET_MS - 1);
    expect(heard).toEqual([10]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([10, 11]);
  });

  it("in the app's store: a new order reaches the screens without the batch's wait, a new copy of a listed order waits for it", () => {
    vi.useFakeTimers();
    const { store } = createTestStore();
    // what the store's start dispatched is heard first
    vi.advanceTimersByTime(PIPELINE_NOTIFY_MS);
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.getState().orders.list.length));
    store.dispatch(orderReceived(makeOrder(7, { status: 'PP', revisao: 1 })));
    expect(heard).not.toContain(1);
    vi.advanceTimersByTime(0);
    expect(heard.filter((n) => n === 1)).toHaveLength(1);
    store.dispatch(orderReceived(makeOrder(7, { status: 'PA', revisao: 2 })));
    vi.advanceTimersByTime(0);
    expect(heard.filter((n) => n === 1)).toHaveLength(1);
    vi.advanceTimersByTime(PIPELINE_QUIET_MS);
    expect(heard.filter((n) => n === 1)).toHaveLength(2);
  });
});
