import { configureStore, createAction, createSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
