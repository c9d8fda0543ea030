import type { APIRequestContext, Page } from '@playwright/test';
import { orderTransactionsSchema, settlementPeriodsSchema, type Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/areas/printing';
import { addCalendarDays, calendarDayIn, formatDateTime } from '../../src/shared/time';
import { signedInClients } from '../../rig/platformClients';
import { isTicketOf } from '../../rig/virtualPrinter';
import { DEMO_USERS, expect, test, signIn } from './fixtures';

/**
 * One time zone for every time a person reads (issue 17 item 2): on a computer set to UTC or to
 * Manaus, the orders list, the order's card and history and the printed ticket all read the
 * store's clock: São Paulo's for Pizzaria Bella Napoli (its getLoja says so), Manaus's for
 * Lanchonete Central. The platform writes the history ('Pedido realizado') in the store's zone:
 * everything else must match it. The back office too (issue 31 item 2): a settlement's orders,
 * the sales history and its CSV, and the date filter's 'Hoje' and 'Últimos 7 dias' are on the
 * store's clock and calendar, also on a computer in Pacific/Auckland, a day ahead of the store.
 */
test.use({ printStationEnabled: true });

const SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoLayout: 1,
  impressaoProducao: false,
  autoAceiteImprimir: false,
  sincronizado: true,
};

async function useSettings(page: Page) {
  await page.addInitScript((json) => {
    if (!window.localStorage.getItem('painel.printSettings')) window.localStorage.setItem('painel.printSettings', json);
  }, JSON.stringify(SETTINGS));
}

async function placeOrder(request: APIRequestContext, sandboxUrl: string, storeId: number): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, { data: { storeId, items: 2, retirada_local: false } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

const STORES = [
  { user: DEMO_USERS.pizzaria, storeId: 101, zone: 'America/Sao_Paulo' },
  { user: DEMO_USERS.lanchonete, storeId: 303, zone: 'America/Manaus' },
] as const;

/** dd/MM/yyyy of a calendar day 'yyyy-MM-dd' */
const br = (day: string) => day.split('-').reverse().join('/');

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: label }).click();
}

/** What a date field shows, as a person reads it: '27/11/2026' */
const dateText = async (page: Page, label: string) => (await page.getByRole('group', { name: label }).getByRole('spinbutton').allTextContents()).join('/');

for (const timezoneId of ['UTC', 'America/Manaus', 'Pacific/Auckland']) {
  test.describe(`num computador em ${timezoneId}`, () => {
    test.use({ timezoneId });

    for (const { user, storeId, zone } of STORES) {
      test(`${user.loja} (${zone}): lista, cartão, histórico e ticket no relógio da loja`, async ({ page, request, sandboxUrl, printers }) => {
        await useSettings(page);
        const order = await placeOrder(request, sandboxUrl, storeId);
        // what the platform wrote, in the store's zone: 'dd/MM/yyyy HH:mm'
        const placed = order.pedidoObj.andamentos[0]!.value;
        const clock = placed.slice(11);
        expect(clock).toMatch(/^\d{2}:\d{2}$/);

        await signIn(page, user);
        const row = page.locator(`[data-order-id="${order.id_pedido}"]`);
        await expect(row).toContainText(`#${order.hash_pedido} · ${clock}`);
        await row.click();
        const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
        await expect(card.getByText(placed, { exact: true })).toBeVisible();
        await expect(card.getByText(`Pedido realizado: ${placed}`)).toBeVisible();

        await card.getByRole('button', { name: 'Imprimir' }).click();
        await expect.poll(() => printers.caixa.tickets.filter((t) => isTicketOf(t, order.id_pedido)).length).toBe(1);
        const ticket = printers.caixa.tickets.find((t) => isTicketOf(t, order.id_pedido))!;
        // the header's time and the history's: one clock, the store's
        const times = [...ticket.text.matchAll(/\d{2}\/\d{2}\/\d{4} (\d{2}:\d{2})/g)].map((m) => m[1]);
        expect(times.length).toBeGreaterThanOrEqual(2);
        expect(new Set(times)).toEqual(new Set([clock]));

        // the browser's own clock reads another time for at least one of these stores
        const machineClock = await page.evaluate((iso) => new Date(iso).toTimeString().slice(0, 5), order.data_criacao);
        if (timezoneId === 'UTC' || zone !== timezoneId) expect(machineClock).not.toBe(clock);
      });
    }

    test("Repasses: a settlement's orders processed on the store's clock", async ({ page, sandboxUrl }) => {
      const zone = 'America/Sao_Paulo';
      const api = await signedInClients(sandboxUrl, 'pizzaria');
      const settlement = settlementPeriodsSchema.parse(await api.json.call('settlement-periods', { query: { per_page: 15, page: 1 } })).data[1]!;
      const answer = orderTransactionsSchema.parse(
        await api.json.call('order-transactions', { query: { settlement_period_id: settlement.id, online_payment: 1, page: 1, per_page: 6000 } }),
      );
      const transactions = 'order_transactions' in answer ? answer.order_transactions : answer.data;
      expect(transactions.length).toBeGreaterThan(10);
      await signIn(page, DEMO_USERS.pizzaria, '/financeiro/repasses');
      const table = page.getByRole('table', { name: 'Repasses' });
      await table.getByRole('row').nth(2).getByRole('button', { name: /Ver pedidos/ }).click();
      const panel = page.getByRole('region', { name: /^Repasse de / });
      const rows = panel.getByRole('table', { name: /^Pedidos do repasse/ }).getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      let shifted = 0;
      for (const row of (await rows.all()).slice(1)) {
        const hash = (await row.getByRole('cell').first().innerText()).trim();
        const t = transactions.find((x) => x.order_hash === hash)!;
        await expect(row).toContainText(`${formatDateTime(t.order_created_at, zone)}processado ${formatDateTime(t.created_at, zone)}`);
        if (calendarDayIn(t.created_at, zone) !== calendarDayIn(t.created_at, timezoneId)) shifted++;
      }
      // on a computer in UTC or Auckland some of these orders fall on another day by its own calendar
      if (timezoneId === 'Pacific/Auckland') expect(shifted).toBeGreaterThan(0);
    });

    test("Vendas: an order of Lanchonete Central (Manaus) on the store's clock on screen and in the CSV", async ({ page, request, sandboxUrl }) => {
      const zone = 'America/Manaus';
      const order = await placeOrder(request, sandboxUrl, 303);
      const when = formatDateTime(order.data_criacao, zone);
      await signIn(page, DEMO_USERS.lanchonete, '/financeiro/vendas/historico');
      await choosePeriod(page, 'Últimos 7 dias');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const row = page.getByRole('table', { name: 'Pedidos do período' }).getByRole('row', { name: new RegExp(`#${order.hash_pedido}`) });
      await expect(row).toContainText(when);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const line = Buffer.concat(chunks).toString('utf8').split('\r\n').find((l) => l.startsWith(`${order.hash_pedido};`));
      expect(line?.split(';')[1]).toBe(when);
    });

    test("the date filter: 'Hoje' is the store's today, 'Últimos 7 dias' seven days with it", async ({ page }) => {
      // the fake clock makes the first load slower on a shared machine
      test.slow();
      // 23:00 in Manaus: already the next day in UTC and in Auckland
      const storeToday = calendarDayIn(Date.now(), 'America/Manaus')!;
      const lateEvening = Date.parse(`${storeToday}T23:00:00-04:00`);
      // the browser's clock starts there and runs on (its timers too)
      await page.clock.install({ time: lateEvening });
      await signIn(page, DEMO_USERS.lanchonete, '/relatorio');
      // the screen's code arrives first (a shared machine can take longer than the default 10 s)
      await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText('Hoje', { timeout: 30_000 });
      await expect.poll(() => dateText(page, 'Data inicial')).toBe(br(storeToday));
      await expect.poll(() => dateText(page, 'Data final')).toBe(br(storeToday));
      await choosePeriod(page, 'Últimos 7 dias');
      await expect.poll(() => dateText(page, 'Data inicial')).toBe(br(addCalendarDays(storeToday, -6)));
      await expect.poll(() => dateText(page, 'Data final')).toBe(br(storeToday));
      const machineDay = await page.evaluate(() => new Date().getDate());
      if (timezoneId !== 'America/Manaus') expect(machineDay).not.toBe(Number(storeToday.slice(8)));
    });
  });
}
