// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import { atualizaReceived, f5paginaReceived, novoReceived, socketConnected, socketReconnected } from '../realtime/realtimeActions';
import { loggedOut } from '../session/sessionSlice';
import { makeOrder } from '../../../shared/test/orders';
import { createOrdersTestStore, FakeAudio, listAnswer } from '../../test/orders';
import type { Answers } from '../../test/testStore';
import { ordersSaga, type OrdersSagaDeps } from './ordersSaga';
import { JOIN_SETTLE_MS } from './timings';
import { MESSAGES } from '../../ui/messages';
import {
  cancelDialogOpened,
  cancelRequested,
  orderReceived,
  selectAllOrders,
  selectOrderById,
  statusChangeRequested,
} from './ordersSlice';
import type { Order } from '../../../shared/api';

function setup(
  opts: { answers?: Answers; jsonAnswers?: Answers; byId?: Record<number, Order | null>; fetchRetryMs?: number[]; atualizaSettleMs?: number } = {},
) {
  const notify = vi.fn(async () => {});
  let clickListener: ((id: number) => void) | null = null;
  const deps: OrdersSagaDeps = {
    notify,
    onNotificationClick: (listener) => {
      clickListener = listener;
      return () => (clickListener = null);
    },
    createAudio: () => new FakeAudio(),
    fetchRetryMs: opts.fetchRetryMs ?? [],
    atualizaSettleMs: opts.atualizaSettleMs ?? 0,
  };
  const byId = opts.byId ?? {};
  const t = createOrdersTestStore({
    saga: () => ordersSaga(deps),
    answers: {
      'pedidos/listar': listAnswer([]),
      'pedidos/listar/:id': (args: { params: { id: number } }) => {
        const order = byId[args.params.id];
        return listAnswer(order ? [order] : []);
      },
      ...opts.answers,
    },
    jsonAnswers: opts.jsonAnswers,
  });
  const ids = () => selectAllOrders(t.store.getState()).map((o) => o.id_pedido);
  const calls = (key: string) => t.legacy.mock.calls.filter((c) => c[0] === key);
  return { ...t, notify, byId, ids, calls, click: (id: number) => clickListener?.(id) };
}

describe('orders saga: the list', () => {
  it('a malformed order of the list is dropped with a notice; the good orders of the same answer show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noQuantity = makeOrder(2) as { pedidoObj: { itens: Array<Partial<Order['pedidoObj']['itens'][number]>> } };
    delete noQuantity.pedidoObj.itens[0]!.quantidade;
    const t = setup({ answers: { 'pedidos/listar': listAnswer([makeOrder(1, { status: 'PA' }), noQuantity as unknown as Order, makeOrder(3)]) } });
    await t.settle();
    expect(t.ids()).toEqual([3, 1]);
    expect(t.store.getState().ui.toasts.map((toast) => toast.message)).toEqual([MESSAGES.malformedOrders(['2'])]);
    expect(warn.mock.calls.some((call) => String(call[0]).includes('pedidoObj.itens[0].quantidade'))).toBe(true);
    warn.mockRestore();
  });

  it('loads the list at start when logged in', async () => {
    const t = setup({ answers: { 'pedidos/listar': listAnswer([makeOrder(1, { status: 'PA' }), makeOrder(2)]) } });
    await t.settle();
    expect(t.ids()).toEqual([2, 1]);
    expect(t.store.getState().orders.load.status).toBe('loaded');
  });

  it('reloads on reconnection, so orders placed during an outage appear', async () => {
    let listed = [makeOrder(1)];
    const t = setup({ answers: { 'pedidos/listar': () => listAnswer(listed) } });
    await t.settle();
    expect(t.ids()).toEqual([1]);
    listed = [makeOrder(1), makeOrder(2), makeOrder(3)];
    t.store.dispatch(socketReconnected());
    await t.settle();
    expect(t.ids()).toEqual([3, 2, 1]);
  });

  it('loads once more a moment after the socket connects: an order placed before the room was joined (no novo) appears', async () => {
    vi.useFakeTimers();
    try {
      let listed = [makeOrder(1)];
      const t = setup({ answers: { 'pedidos/listar': () => listAnswer(listed) } });
      t.store.dispatch(socketConnected());
      await vi.advanceTimersByTimeAsync(0);
      expect(t.ids()).toEqual([1]);
      listed = [makeOrder(1), makeOrder(2)];
      await vi.advanceTimersByTimeAsync(JOIN_SETTLE_MS);
      expect(t.ids()).toEqual([2, 1]);
      const loads = t.calls('pedidos/listar').length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(t.calls('pedidos/listar')).toHaveLength(loads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads on f5pagina and drops what the platform no longer lists', async () => {
    let listed = [makeOrder(1), makeOrder(2)];
    const t = setup({ answers: { 'pedidos/listar': () => listAnswer(listed) } });
    await t.settle();
    listed = [makeOrder(2, { status: 'PA', revisao: 2 })];
    t.store.dispatch(f5paginaReceived());
    await t.settle();
    expect(t.ids()).toEqual([2]);
    expect(selectOrderById(t.store.getState(), 2)?.status).toBe('PA');
  });

  it('keeps an order that arrived by event while a list load was on its way', async () => {
    let release: (v: unknown) => void = () => {};
    const t = setup({
      answers: { 'pedidos/listar': () => new Promise((r) => (release = r)) },
      byId: { 7: makeOrder(7) },
    });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 7 }));
    await t.settle();
    release(listAnswer([makeOrder(1)]));
    await t.settle();
    expect(t.ids()).toEqual([7, 1]);
  });

  it('says the list could not be loaded, without a dialog', async () => {
    const t = setup({
      answers: {
        'pedidos/listar': () => {
          throw new ApiError('network', 'sem rede');
        },
      },
    });
    await t.settle();
    expect(t.store.getState().orders.load).toEqual({ status: 'failed', error: 'Não foi possível carregar os pedidos.' });
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });

  it('forgets the orders on logout', async () => {
    const t = setup({ answers: { 'pedidos/listar': listAnswer([makeOrder(1)]) } });
    await t.settle();
    t.store.dispatch(loggedOut());
    expect(t.ids()).toEqual([]);
  });
});

describe('orders saga: real-time events', () => {
  it('novo: fetches the order, puts it on top and notifies', async () => {
    const t = setup({ answers: { 'pedidos/listar': listAnswer([makeOrder(1), makeOrder(2, { status: 'PA' })]) }, byId: { 9: makeOrder(9) } });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 9 }));
    await t.settle();
    expect(t.ids()[0]).toBe(9);
    expect(t.calls('pedidos/listar/:id')[0]?.[1]).toMatchObject({ params: { id: 9 }, silent: true });
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith({ orderId: 9, title: 'Novo pedido #H9', body: 'Cliente 9 · R$\u00a050,00' });
  });

  it('a duplicate novo neither duplicates the order nor notifies again', async () => {
    const t = setup({ byId: { 9: makeOrder(9) } });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 9 }));
    t.store.dispatch(novoReceived({ id_pedido: 9 }));
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 9 }));
    await t.settle();
    expect(t.ids()).toEqual([9]);
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.calls('pedidos/listar/:id')).toHaveLength(2);
  });

  it('atualiza replaces the order with the newer copy', async () => {
    const t = setup({ answers: { 'pedidos/listar': listAnswer([makeOrder(5)]) }, byId: { 5: makeOrder(5, { status: 'PA', revisao: 2 }) } });
    await t.settle();
    t.store.dispatch(atualizaReceived({ id_pedido: 5 }));
    await t.settle();
    expect(selectOrderById(t.store.getState(), 5)?.status).toBe('PA');
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('an atualiza answered with an older revision changes nothing', async () => {
    const t = setup({
      answers: { 'pedidos/listar': listAnswer([makeOrder(5, { status: 'PE', revisao: 4 })]) },
      byId: { 5: makeOrder(5, { status: 'PA', revisao: 3 }) },
    });
    await t.settle();
    t.store.dispatch(atualizaReceived({ id_pedido: 5 }));
    await t.settle();
    expect(selectOrderById(t.store.getState(), 5)).toMatchObject({ status: 'PE', revisao: 4 });
  });

  it("the atualiza events of one order that arrive together share one fetch, made after they settle", async () => {
    const t = setup({ byId: { 8: makeOrder(8, { status: 'PA', revisao: 2 }) }, atualizaSettleMs: 40 });
    await t.settle();
    t.store.dispatch(atualizaReceived({ id_pedido: 8 }));
    t.store.dispatch(atualizaReceived({ id_pedido: 8 }));
    await new Promise((r) => setTimeout(r, 20));
    t.byId[8] = makeOrder(8, { status: 'PI', revisao: 3 });
    t.store.dispatch(atualizaReceived({ id_pedido: 8 }));
    expect(t.calls('pedidos/listar/:id')).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 80));
    expect(t.calls('pedidos/listar/:id')).toHaveLength(1);
    expect(selectOrderById(t.store.getState(), 8)).toMatchObject({ status: 'PI', revisao: 3 });
    // a later one is fetched again
    t.store.dispatch(atualizaReceived({ id_pedido: 8 }));
    await new Promise((r) => setTimeout(r, 80));
    expect(t.calls('pedidos/listar/:id')).toHaveLength(2);
  });

  it('an atualiza that arrives before its novo inserts the order; the late novo adds nothing', async () => {
    const t = setup({ byId: { 8: makeOrder(8, { status: 'PA', revisao: 2 }) } });
    await t.settle();
    t.store.dispatch(atualizaReceived({ id_pedido: 8 }));
    await t.settle();
    expect(t.ids()).toEqual([8]);
    t.byId[8] = makeOrder(8, { status: 'PP', revisao: 1 });
    t.store.dispatch(novoReceived({ id_pedido: 8 }));
    await t.settle();
    expect(t.ids()).toEqual([8]);
    expect(selectOrderById(t.store.getState(), 8)?.status).toBe('PA');
    expect(t.notify).not.toHaveBeenCalled();
  });

  it("ignores events for another store's orders and unknown ids, without an error dialog", async () => {
    const t = setup({ byId: { 20: makeOrder(20, { id_estabelecimento: 202 }) } });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 20 }));
    t.store.dispatch(atualizaReceived({ id_pedido: 404 }));
    await t.settle();
    expect(t.ids()).toEqual([]);
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });

  it('a failing fetch after an event shows no dialog', async () => {
    const t = setup({
      answers: {
        'pedidos/listar/:id': () => {
          throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
        },
      },
    });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 3 }));
    await t.settle();
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });

  it('a fetch after novo that fails (HTTP 500, then a malformed answer) is tried again until the order comes', async () => {
    let calls = 0;
    const t = setup({
      fetchRetryMs: [5, 5, 5],
      answers: {
        'pedidos/listar/:id': () => {
          calls += 1;
          if (calls === 1) throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
          if (calls === 2) return listAnswer([{ id_pedido: 'x' } as unknown as Order]);
          return listAnswer([makeOrder(3)]);
        },
      },
    });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 3 }));
    await vi.waitFor(() => expect(t.ids()).toEqual([3]));
    expect(calls).toBe(3);
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.store.getState().ui.dialogs).toEqual([]);
  });

  it('a copy that stays malformed through every retry is dropped with a notice: not shown, not notified', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const priceAsText = makeOrder(3);
    (priceAsText.pedidoObj.itens[0] as unknown as { valor_unitario: string }).valor_unitario = '45,00';
    let calls = 0;
    const t = setup({
      fetchRetryMs: [5, 5],
      answers: {
        'pedidos/listar/:id': () => {
          calls += 1;
          return listAnswer([priceAsText]);
        },
      },
    });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 3 }));
    await vi.waitFor(() => expect(t.store.getState().ui.toasts.map((toast) => toast.message)).toContain(MESSAGES.malformedOrders(['3'])));
    expect(calls).toBe(3);
    expect(t.ids()).toEqual([]);
    expect(t.notify).not.toHaveBeenCalled();
    expect(warn.mock.calls.some((call) => String(call[0]).includes('pedidoObj.itens[0].valor_unitario'))).toBe(true);
    warn.mockRestore();
  });

  it('gives up after the last retry, and an unknown order is not retried', async () => {
    let failing = 0;
    let unknown = 0;
    const t = setup({
      fetchRetryMs: [5, 5],
      answers: {
        'pedidos/listar/:id': (args: { params: { id: number } }) => {
          if (args.params.id === 404) {
            unknown += 1;
            return listAnswer([]);
          }
          failing += 1;
          throw new ApiError('network', 'sem conexão');
        },
      },
    });
    await t.settle();
    t.store.dispatch(novoReceived({ id_pedido: 3 }));
    t.store.dispatch(atualizaReceived({ id_pedido: 404 }));
    await vi.waitFor(() => expect(failing).toBe(3));
    await new Promise((r) => setTimeout(r, 30));
    expect(failing).toBe(3);
    expect(unknown).toBe(1);
    expect(t.ids()).toEqual([]);
  });

  it('a click on the notification shows the order', async () => {
    const t = setup({ byId: { 9: makeOrder(9) } });
    await t.settle();
    t.click(9);
    await t.settle();
    expect(t.store.getState().orders.selectedId).toBe(9);
    expect(t.services.navigate).toHaveBeenCalledWith('/pedidos');
  });
});

describe('orders saga: status changes', () => {
  it('Aceitar: mudaStatus with novo_status PA, success toast, the order as the platform answers', async () => {
    const t = setup({
      answers: {
        'pedidos/listar': listAnswer([makeOrder(1)]),
        'pedidos/mudaStatus/:orderId': { status: true, mensagem: 'ok' },
      },
      byId: { 1: makeOrder(1, { status: 'PA', revisao: 2 }) },
    });
    await t.settle();
    t.store.dispatch(statusChangeRequested({ orderId: 1, status: 'PA' }));
    expect(t.store.getState().orders.changing[1]).toBe('PA');
    await t.settle();
    expect(t.calls('pedidos/mudaStatus/:orderId')[0]?.[1]).toMatchObject({ params: { orderId: 1 }, body: { novo_status: 'PA' } });
    expect(t.store.getState().ui.toasts).toMatchObject([{ message: 'Status do pedido alterado', severity: 'success', durationMs: 2000 }]);
    expect(selectOrderById(t.store.getState(), 1)?.status).toBe('PA');
    expect(t.store.getState().orders.changing[1]).toBeUndefined();
  });

  it("failure with the platform's message shows that message", async () => {
    const t = setup({
      answers: { 'pedidos/listar': listAnswer([makeOrder(1)]), 'pedidos/mudaStatus/:orderId': { status: false, mensagem: 'Pedido já foi cancelado pelo cliente' } },
    });
    await t.settle();
    t.store.dispatch(statusChangeRequested({ orderId: 1, status: 'PA' }));
    await t.settle();
    expect(t.store.getState().ui.dialogs).toMatchObject([{ kind: 'error', message: 'Pedido já foi cancelado pelo cliente' }]);
    expect(t.store.getState().ui.toasts).toEqual([]);
    expect(selectOrderById(t.store.getState(), 1)?.status).toBe('PP');
  });

  it('failure without a message says so, with the reason', async () => {
    const t = setup({
      answers: {
        'pedidos/listar': listAnswer([makeOrder(1)]),
        'pedidos/mudaStatus/:orderId': () => {
          throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
        },
      },
    });
    await t.settle();
    t.store.dispatch(statusChangeRequested({ orderId: 1, status: 'PA' }));
    await t.settle();
    expect(t.store.getState().ui.dialogs).toMatchObject([
      { kind: 'error', message: 'Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde [HTTP 500]' },
    ]);
    expect(t.store.getState().orders.changing[1]).toBeUndefined();
  });

  it('Cancelar sends the reason as motivo_cancelamento and closes the dialog on success', async () => {
    const t = setup({
      answers: { 'pedidos/listar': listAnswer([makeOrder(1)]) },
      jsonAnswers: { 'orders/:orderId': { status: true, message: 'ok' } },
      byId: { 1: makeOrder(1, { status: 'PC', revisao: 2 }) },
    });
    await t.settle();
    t.store.dispatch(cancelDialogOpened(1));
    t.store.dispatch(cancelRequested({ orderId: 1, reason: 'Cliente solicitou o cancelamento' }));
    await t.settle();
    expect(t.json).toHaveBeenCalledWith('orders/:orderId', {
      params: { orderId: 1 },
      body: { new_status: 'PC', motivo_cancelamento: 'Cliente solicitou o cancelamento' },
      silent: true,
    });
    expect(t.store.getState().orders.cancelDialogFor).toBeNull();
    expect(selectOrderById(t.store.getState(), 1)?.status).toBe('PC');
    expect(t.store.getState().ui.toasts).toMatchObject([{ message: 'Status do pedido alterado' }]);
  });

  it('a refused cancel keeps the dialog open (the typed reason is not lost)', async () => {
    const t = setup({
      answers: { 'pedidos/listar': listAnswer([makeOrder(1)]) },
      jsonAnswers: { 'orders/:orderId': { status: false, message: 'Pedido já entregue' } },
    });
    await t.settle();
    t.store.dispatch(cancelDialogOpened(1));
    t.store.dispatch(cancelRequested({ orderId: 1, reason: 'Cliente solicitou o cancelamento' }));
    await t.settle();
    expect(t.store.getState().orders.cancelDialogFor).toBe(1);
    expect(t.store.getState().ui.dialogs).toMatchObject([{ message: 'Pedido já entregue' }]);
  });
});

describe('orders reducer: revisions', () => {
  it('keeps the newest copy whatever the order the copies arrive in', () => {
    const t = createOrdersTestStore();
    t.store.dispatch(orderReceived(makeOrder(1, { status: 'PE', revisao: 3 })));
    t.store.dispatch(orderReceived(makeOrder(1, { status: 'PA', revisao: 2 })));
    expect(selectOrderById(t.store.getState(), 1)?.status).toBe('PE');
    t.store.dispatch(orderReceived(makeOrder(1, { status: 'PD', revisao: 3 })));
    expect(selectOrderById(t.store.getState(), 1)?.status).toBe('PD');
  });
});
