/**
 * How the orders screen copes with a busy day: renders the screen (list + toolbar) with 2,000
 * orders and with 20 in the same run, under jsdom, and prints render, search and DOM figures as
 * a ratio of the two. With the list virtualised the ratios stay near 1 (the page holds only the
 * rows in view); without it they grow with the number of orders.
 *
 *   npm run bench:orders            (sizes 20 and 2000)
 *   npm run bench:orders -- 20 5000 (other sizes: the first is the baseline)
 *
 * jsdom does no layout or painting, so the figures are the React and DOM work only: compare them
 * between runs and as ratios, not with a real browser's frame times.
 */
process.env.NODE_ENV = 'production';

type JsdomModule = { JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis } };

/** A browser-like global environment for React and MUI (jsdom ships no types; one constructor is used). */
async function installDom() {
  const jsdomName = 'jsdom';
  const { JSDOM } = (await import(jsdomName)) as JsdomModule;
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const g = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (!(key in g)) g[key] = (dom.window as unknown as Record<string, unknown>)[key];
  }
  g.window = dom.window;
  g.document = dom.window.document;
  Object.defineProperty(g, 'navigator', { value: dom.window.navigator, configurable: true });
}

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const [BASE, BIG] = (sizes.length >= 2 ? sizes : [20, 2000]) as [number, number];
const RUNS = 5;

async function main() {
  await installDom();
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { Provider } = await import('react-redux');
  const { combineReducers, configureStore } = await import('@reduxjs/toolkit');
  const { initialSessionState, sessionReducer } = await import('../src/renderer/features/session/sessionSlice');
  const { uiReducer } = await import('../src/renderer/ui/uiSlice');
  // Every feature slice, as the app registers them: a mounted component finds what it reads.
  const { featureReducers } = await import('../src/renderer/app/featureReducers');
  const reducer = combineReducers({ ui: uiReducer, session: sessionReducer, ...featureReducers });
  const { ordersLoaded, searchChanged } = await import('../src/renderer/features/orders/ordersSlice');
  const { OrdersPage } = await import('../src/renderer/features/orders/OrdersPage');
  const { makeOrder } = await import('../src/shared/test/orders');
  type Order = ReturnType<typeof makeOrder>;

  const NAMES = ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves', 'Elisa Rocha', 'Fábio Nunes', 'Gabriela Reis', 'Heitor Melo'];
  const ITEMS = ['Pizza Margherita', 'Pizza Calabresa', 'Esfiha de Carne', 'Coca-Cola 2L', 'Pudim', 'Lasanha', 'Hambúrguer'];
  const STATUSES: Order['status'][] = ['PP', 'PA', 'PI', 'PE', 'PD', 'PD', 'PD', 'PD', 'PD', 'PC'];

  /** A day's orders: mostly delivered, some in every other section. */
  function dayOfOrders(n: number): Order[] {
    return Array.from({ length: n }, (_, i) =>
      makeOrder(10_000 + i, {
        status: STATUSES[i % STATUSES.length],
        usuario_nome: `${NAMES[i % NAMES.length]} ${i}`,
        pedidoObj: {
          itens: [0, 1, 2].map((k) => ({
            nome: ITEMS[(i + k) % ITEMS.length]!,
            quantidade: 1 + k,
            valor_unitario: 10,
            valor_total: 10 * (1 + k),
            linhas: ['Sem cebola'],
            id_cardapio_categoria: 1,
          })),
        },
      }),
    );
  }

  const ms = (t0: number) => performance.now() - t0;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  function once(orders: Order[]) {
    const store = configureStore({
      reducer,
      preloadedState: { session: initialSessionState(null) },
      middleware: (d) => d({ thunk: false, serializableCheck: false, immutableCheck: false }),
    });
    let t = performance.now();
    store.dispatch(ordersLoaded(orders));
    const load = ms(t);

    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    t = performance.now();
    flushSync(() => root.render(React.createElement(Provider, { store, children: React.createElement(OrdersPage) })));
    const render = ms(t);
    const nodes = container.querySelectorAll('*').length;
    const rows = container.querySelectorAll('[data-order-id]').length;

    // A person typing a search, one key at a time, then clearing it.
    const query = 'margherita';
    t = performance.now();
    for (let i = 1; i <= query.length; i++) flushSync(() => store.dispatch(searchChanged(query.slice(0, i))));
    const typing = ms(t);
    t = performance.now();
    flushSync(() => store.dispatch(searchChanged('')));
    const clear = ms(t);

    flushSync(() => root.unmount());
    container.remove();
    // A screen that failed to render would make every figure look fast: refuse to report it.
    if (rows === 0) throw new Error('A tela de pedidos não renderizou nenhuma linha: os números não valem.');
    return { load, render, typing, perKey: typing / query.length, clear, nodes, rows };
  }

  function measure(n: number) {
    const orders = dayOfOrders(n);
    once(orders); // warm-up: JIT, style caches
    const runs = Array.from({ length: RUNS }, () => once(orders));
    const pick = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
    return {
      orders: n,
      'load ms': pick('load'),
      'render ms': pick('render'),
      'search ms/key': pick('perKey'),
      'clear ms': pick('clear'),
      'DOM nodes': pick('nodes'),
      'rows in DOM': pick('rows'),
    };
  }

  const base = measure(BASE);
  const big = measure(BIG);
  const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
  const table = Object.keys(base)
    .filter((k) => k !== 'orders')
    .map((k) => {
      const a = base[k as keyof typeof base];
      const b = big[k as keyof typeof big];
      return { figure: k, [`${BASE} orders`]: fmt(a), [`${BIG} orders`]: fmt(b), ratio: a > 0 ? `${(b / a).toFixed(2)}x` : '-' };
    });
  console.log(`Orders screen under jsdom (React production build), median of ${RUNS} runs after a warm-up.`);
  console.table(table);
  console.log(`Orders ${BIG / BASE}x more; a virtualised list keeps "DOM nodes" and "render ms" ratios near 1.`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
