import { test as base, expect, type Page } from '@playwright/test';
import { STATUS_PROGRESS_LABEL } from '../../src/sandbox/orderRules';
import type { Order } from '../../src/shared/api';
import {
  type Rig,
  RIG_PRINT_SETTINGS,
  checkPaper,
  loginPanel,
  panelInitScript,
  placeOrderOverHttp,
  platformStatuses,
  printedTickets,
  realisticOrderRequest,
  seededRandom,
  snapshotRenderer,
  startRig,
} from '../../rig/orderPath';

export { control } from '../../rig/orderPath';
export { expect };

/**
 * Every test gets its own rig (sandbox, panel host, print agent, virtual printers Caixa, Cozinha
 * and Bar) and a panel tab logged in as pizzaria with auto-accept on (rig/orderPath.ts).
 */
export const test = base.extend<{ rig: Rig; panel: Page }, { rendererDir: string }>({
  // One private copy of the built panel per worker (see snapshotRenderer).
  rendererDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const snapshot = await snapshotRenderer();
      await use(snapshot.dir);
      snapshot.remove();
    },
    { scope: 'worker' },
  ],
  rig: async ({ rendererDir }, use) => {
    const rig = await startRig({ rendererDir });
    await use(rig);
    await rig.close();
  },
  panel: async ({ page, rig }, use) => {
    await page.addInitScript(panelInitScript(RIG_PRINT_SETTINGS));
    await loginPanel(page, rig.panelUrl);
    await use(page);
  },
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many print jobs the panel keeps in local storage (one key each). */
export function storedPrintJobs(panel: Page): Promise<number> {
  return panel.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('painel.printJob.')).length);
}

/** A realistic order request of this run (1 to 15 items, options, notes, accents). */
export function orderRequests(seed: number): () => Record<string, unknown> {
  const random = seededRandom(seed);
  return () => realisticOrderRequest(random);
}

/**
 * `count` orders at `perSecond`: over the control API while the sandbox listens, through the
 * sandbox object while it is suspended (nobody can reach it then).
 */
export async function placeOrders(rig: Rig, count: number, perSecond: number, request: () => Record<string, unknown>): Promise<Order[]> {
  const orders: Order[] = [];
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / perSecond - Date.now();
    if (wait > 0) await sleep(wait);
    orders.push(
      rig.sandbox.suspended ? await rig.sandbox.placeOrder(request()) : (await placeOrderOverHttp(rig.sandboxUrl, request())).order,
    );
  }
  return orders;
}

/**
 * The end of every scenario: each order is at PI at the platform (accepted, printed, marked) and
 * each of its tickets came out exactly once; no ticket of any order came out twice.
 */
export async function expectEveryOrderPrintedOnce(rig: Rig, orders: Order[], timeoutMs = 60_000): Promise<void> {
  const ids = orders.map((o) => o.id_pedido);
  await expect
    .poll(
      async () => {
        const statuses = await platformStatuses(rig.sandboxUrl);
        const check = checkPaper(orders, printedTickets(rig.printers));
        const notPI = ids.filter((id) => statuses.get(id)?.status !== 'PI').map((id) => `${id}:${statuses.get(id)?.status ?? '?'}`);
        return { notPI, lost: check.lost.map((l) => `${l.orderId}@${l.printer}`) };
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toEqual({ notPI: [], lost: [] });
  await sleep(1500); // anything printed twice would come out now
  const check = checkPaper(orders, printedTickets(rig.printers));
  expect(check.duplicated, 'vias impressas mais de uma vez').toEqual([]);
  expect(check.unexpected, 'vias que não deviam sair').toEqual([]);
  expect(check.printedTickets).toBe(check.expectedTickets);
  expect(duplicatesOfAnyOrder(rig), 'nenhuma via de nenhum pedido sai duas vezes').toEqual([]);
  const statuses = await platformStatuses(rig.sandboxUrl);
  for (const id of ids) {
    const progress = statuses.get(id)?.order.pedidoObj.andamentos ?? [];
    const marks = progress.filter((p) => p.label.startsWith(STATUS_PROGRESS_LABEL.PI)).map((p) => p.label);
    expect(marks, `pedido ${id}: marcado impresso uma vez, pelo aceite automático`).toEqual([`${STATUS_PROGRESS_LABEL.PI} (auto)`]);
  }
}

/** order|station keys with more than one ticket, over everything printed (seed orders included), on a station or its backup. */
export function duplicatesOfAnyOrder(rig: Rig): string[] {
  const counts = new Map<string, number>();
  for (const t of printedTickets(rig.printers)) {
    const key = `${t.orderId ?? '?'}|${t.station}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} x${n}`);
}
