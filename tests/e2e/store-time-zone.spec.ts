import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/printing';
import { DEMO_USERS, expect, login, test } from './fixtures';

/**
 * One time zone for every time a person reads (issue 17 item 2): on a computer set to UTC or to
 * Manaus, the orders list, the order's card and history and the printed ticket all read the
 * store's clock: São Paulo's for Pizzaria Bella Napoli (its getLoja says so), Manaus's for
 * Lanchonete Central. The platform writes the history ('Pedido realizado') in the store's zone:
 * everything else must match it.
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

for (const timezoneId of ['UTC', 'America/Manaus']) {
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

        await login(page, user);
        const row = page.locator(`[data-order-id="${order.id_pedido}"]`);
        await expect(row).toContainText(`#${order.hash_pedido} · ${clock}`);
        await row.click();
        const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
        await expect(card.getByText(placed, { exact: true })).toBeVisible();
        await expect(card.getByText(`Pedido realizado: ${placed}`)).toBeVisible();

        await card.getByRole('button', { name: 'Imprimir' }).click();
        const compact = (text: string) => text.replace(/\s+/g, '');
        await expect.poll(() => printers.caixa.tickets.filter((t) => compact(t.text).includes(`PEDIDO#${order.id_pedido}`)).length).toBe(1);
        const ticket = printers.caixa.tickets.find((t) => compact(t.text).includes(`PEDIDO#${order.id_pedido}`))!;
        // the header's time and the history's: one clock, the store's
        const times = [...ticket.text.matchAll(/\d{2}\/\d{2}\/\d{4} (\d{2}:\d{2})/g)].map((m) => m[1]);
        expect(times.length).toBeGreaterThanOrEqual(2);
        expect(new Set(times)).toEqual(new Set([clock]));

        // the browser's own clock reads another time for at least one of these stores
        const machineClock = await page.evaluate((iso) => new Date(iso).toTimeString().slice(0, 5), order.data_criacao);
        if (timezoneId === 'UTC' || zone !== timezoneId) expect(machineClock).not.toBe(clock);
      });
    }
  });
}
