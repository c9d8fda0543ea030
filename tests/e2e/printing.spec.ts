import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/areas/printing';
import { type DecodedTicket, type VirtualPrinter, isTicketOf } from '../../rig/virtualPrinter';
import { expect, test, signIn } from './fixtures';

/**
 * Auto-accept and the print queue in a browser: the panel prints through the local print agent
 * to two virtual ESC/POS printers, 'Caixa' (cashier) and 'Cozinha' (production: pizzas on one
 * ticket, desserts on their own). Every ticket must come out once: across a reload, a duplicate
 * 'novo' event and a printer that was offline for a while.
 */
test.use({ printStationEnabled: true });

/** Seed menu of store 101. */
const PIZZAS = 11;
const BEBIDAS = 12;
const SOBREMESAS = 13;
/** The seed gives store 101 two pending orders: auto-accept prints them too. */
const SEED_PENDING = [1012, 1013];

const SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: true,
  impressorasProducao: {
    [PIZZAS]: { impressora: 'Cozinha', agrupamento: true },
    [SOBREMESAS]: { impressora: 'Cozinha', agrupamento: false },
  },
  autoAceiteImprimir: true,
  metodoImpressao: 'local',
  sincronizado: true,
};

/** The print settings on this machine (the settings screen writes the same key). */
async function useSettings(page: Page, settings: PrintSettings = SETTINGS) {
  await page.addInitScript((json) => {
    if (!window.localStorage.getItem('painel.printSettings')) window.localStorage.setItem('painel.printSettings', json);
  }, JSON.stringify(settings));
}

/** The seed's pending orders delivered first (nothing prints by itself at login), then the panel opened with auto-print on. */
async function openWithoutPendingOrders(page: Page, request: APIRequestContext, sandboxUrl: string) {
  for (const id of SEED_PENDING) {
    await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status: 'PD' } });
  }
  await useSettings(page);
  await signIn(page);
}

async function placeOrder(request: APIRequestContext, sandboxUrl: string): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, {
    data: {
      storeId: 101,
      items: [
        { nome: 'Pizza Portuguesa', valor_unitario: 52, quantidade: 1, id_cardapio_categoria: PIZZAS, linhas: ['Borda de catupiry'] },
        { nome: 'Guaraná 2 litros', valor_unitario: 14, quantidade: 2, id_cardapio_categoria: BEBIDAS },
        { nome: 'Pudim de leite', valor_unitario: 12, quantidade: 1, id_cardapio_categoria: SOBREMESAS },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

async function platformOrder(request: APIRequestContext, sandboxUrl: string, id: number): Promise<Order | undefined> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  const { orders } = (await response.json()) as { orders: Order[] };
  return orders.find((o) => o.id_pedido === id);
}

const compact = (text: string) => text.replace(/\s+/g, '');
/** Tickets of one order on a printer. */
const ticketsOf = (printer: VirtualPrinter, orderId: number): DecodedTicket[] => printer.tickets.filter((t) => isTicketOf(t, orderId));

async function expectPrintedOnce(printer: VirtualPrinter, orderId: number, count: number) {
  await expect.poll(() => ticketsOf(printer, orderId).length, { timeout: 20_000 }).toBe(count);
}

/** Out once, and still once a while later (nothing else sends it again). */
async function expectPrintedOnceForGood(page: Page, printer: VirtualPrinter, orderId: number) {
  await expectPrintedOnce(printer, orderId, 1);
  await page.waitForTimeout(2000);
  expect(ticketsOf(printer, orderId)).toHaveLength(1);
}

test.describe('Impressão automática', () => {
  test('aceita, imprime caixa e produção nas impressoras certas e marca PI, uma vez só (recarga e novo duplicado)', async ({
    page,
    request,
    sandboxUrl,
    printers,
  }) => {
    const { caixa, cozinha } = printers;
    await useSettings(page);
    // placed before the panel started
    const before = await placeOrder(request, sandboxUrl);
    await signIn(page);
    const live = await placeOrder(request, sandboxUrl);

    for (const order of [before, live]) {
      await expectPrintedOnce(caixa, order.id_pedido, 1);
      await expectPrintedOnce(cozinha, order.id_pedido, 2);
      const [cashier] = ticketsOf(caixa, order.id_pedido);
      expect(cashier!.text).toContain('Pizza Portuguesa');
      expect(cashier!.text).toContain('Guaraná 2 litros');
      expect(cashier!.text).toContain('Pudim de leite');
      expect(cashier!.text).toContain('R$');
      const kitchen = ticketsOf(cozinha, order.id_pedido).map((t) => t.text);
      const pizzas = kitchen.find((t) => t.includes('Pizza Portuguesa'))!;
      const desserts = kitchen.find((t) => t.includes('Pudim de leite'))!;
      expect(pizzas).toContain('Borda de catupiry');
      // the kitchen calls the order by the code the cashier's screen shows (large letters print spaced out)
      for (const ticket of [cashier!.text, pizzas, desserts]) expect(compact(ticket)).toContain(`PEDIDO#${order.hash_pedido}`);
      // titled with the menu category
      expect(compact(pizzas)).toContain('PIZZAS');
      expect(compact(desserts)).toContain('SOBREMESAS');
      expect(pizzas).not.toContain('Pudim');
      expect(desserts).not.toContain('Pizza');
      // drinks have no production printer: only on the cashier ticket
      expect(kitchen.join('\n')).not.toContain('Guaraná');
      expect(compact(cashier!.text)).not.toContain('REIMPRESSÃO');
      await expect.poll(async () => (await platformOrder(request, sandboxUrl, order.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');
    }
    // the seed's pending orders were accepted and printed as well (PI: all their tickets are out)
    for (const id of SEED_PENDING) {
      await expectPrintedOnce(caixa, id, 1);
      await expect.poll(async () => (await platformOrder(request, sandboxUrl, id))?.status, { timeout: 10_000 }).toBe('PI');
    }

    const printedBefore = { caixa: caixa.tickets.length, cozinha: cozinha.tickets.length };
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gerenciador de Pedidos' })).toBeVisible();
    const duplicate = await request.post(`${sandboxUrl}/__sandbox/events`, {
      data: { storeId: 101, event: 'novo', payload: { id_pedido: live.id_pedido } },
    });
    expect(duplicate.ok()).toBe(true);
    await page.waitForTimeout(4000);
    expect({ caixa: caixa.tickets.length, cozinha: cozinha.tickets.length }).toEqual(printedBefore);
    await expect(page.getByText(/impressão\(ões\) pendente\(s\)/)).toHaveCount(0);
  });

  test('com a impressora do caixa desligada, o pedido fica pendente com o erro e sai quando ela volta', async ({
    page,
    request,
    sandboxUrl,
    printers,
  }) => {
    const { caixa, cozinha } = printers;
    await openWithoutPendingOrders(page, request, sandboxUrl);
    await caixa.refuseConnections(true);
    const order = await placeOrder(request, sandboxUrl);

    await expectPrintedOnce(cozinha, order.id_pedido, 2);
    const pending = page.getByRole('alert').filter({ hasText: 'impressão(ões) pendente(s)' });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText('1 impressão(ões) pendente(s)');
    // the refusal's words until the print module's next state reading (every 3 s), then the printer's own
    await expect(pending).toContainText(/Impressora offline: Caixa|Caixa: offline/);
    await page.screenshot({ path: test.info().outputPath('impressao-pendente.png') });
    // accepted, but not PI while its cashier ticket has not printed
    expect((await platformOrder(request, sandboxUrl, order.id_pedido))?.status).toBe('PA');

    await page.waitForTimeout(3000);
    await caixa.refuseConnections(false);
    await expectPrintedOnce(caixa, order.id_pedido, 1);
    await expect(pending).toHaveCount(0);
    await expect.poll(async () => (await platformOrder(request, sandboxUrl, order.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');
    await page.waitForTimeout(2000);
    expect(ticketsOf(caixa, order.id_pedido)).toHaveLength(1);
    expect(ticketsOf(cozinha, order.id_pedido)).toHaveLength(2);
  });

  test('com o painel aberto em duas abas, só uma imprime; fechada ela, a outra assume', async ({ page, request, sandboxUrl, printers }) => {
    const { caixa } = printers;
    await useSettings(page);
    await signIn(page);
    const second = await page.context().newPage();
    await second.goto('/pedidos');
    await expect(second.getByRole('heading', { name: 'Gerenciador de Pedidos' })).toBeVisible();
    await expect(second.getByRole('status').filter({ hasText: 'A impressão deste computador está em outra aba' })).toBeVisible();

    const first = await placeOrder(request, sandboxUrl);
    await expectPrintedOnceForGood(second, caixa, first.id_pedido);

    // 'Imprimir' in the tab that does not print says where printing happens
    await second.getByLabel('Buscar pedido').fill(first.hash_pedido);
    await second.getByRole('button', { name: new RegExp(`#${first.hash_pedido}`) }).click();
    await second.getByRole('article', { name: `Pedido #${first.hash_pedido}` }).getByRole('button', { name: 'Imprimir' }).click();
    await expect(second.getByRole('dialog')).toContainText('outra aba');
    await second.getByRole('button', { name: 'OK' }).click();

    await page.close();
    await expect(second.getByRole('status').filter({ hasText: 'outra aba' })).toHaveCount(0);
    const afterwards = await placeOrder(request, sandboxUrl);
    await expectPrintedOnceForGood(second, caixa, afterwards.id_pedido);
    expect(ticketsOf(caixa, first.id_pedido)).toHaveLength(1);
  });

  test('depois de um reset da plataforma, o novo pedido com o número de um já impresso também sai (issue 45 item 9)', async ({
    page,
    request,
    sandboxUrl,
    printers,
  }) => {
    const { caixa, cozinha } = printers;
    await openWithoutPendingOrders(page, request, sandboxUrl);
    const before = await placeOrder(request, sandboxUrl);
    await expectPrintedOnce(caixa, before.id_pedido, 1);
    await expectPrintedOnce(cozinha, before.id_pedido, 2);
    await expect.poll(async () => (await platformOrder(request, sandboxUrl, before.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');

    // what `npm run sandbox:reset` sends: back to the seed, order numbers start again, the panel is told (f5pagina)
    const reset = await request.post(`${sandboxUrl}/__sandbox/reset`);
    expect(reset.ok()).toBe(true);
    expect(await platformOrder(request, sandboxUrl, before.id_pedido)).toBeUndefined();
    // the seed's pending orders are back: delivered again, so the only new order is the one below
    for (const id of SEED_PENDING) {
      await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status: 'PD' } });
    }
    const after = await placeOrder(request, sandboxUrl);
    expect(after.id_pedido).toBe(before.id_pedido);
    expect(after.hash_pedido).not.toBe(before.hash_pedido);

    // its own tickets, named by its own code, out once each: none taken for the earlier order's
    const ofCode = (printer: VirtualPrinter, code: string) => ticketsOf(printer, after.id_pedido).filter((t) => compact(t.text).includes(`PEDIDO#${code}`));
    await expect.poll(() => ofCode(caixa, after.hash_pedido).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => ofCode(cozinha, after.hash_pedido).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(async () => (await platformOrder(request, sandboxUrl, after.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');
    expect(ofCode(caixa, before.hash_pedido)).toHaveLength(1);
    expect(ofCode(cozinha, before.hash_pedido)).toHaveLength(2);
    expect(ticketsOf(caixa, after.id_pedido)).toHaveLength(2);
  });

  test("'Imprimir' num pedido já impresso reimprime com REIMPRESSÃO", async ({ page, request, sandboxUrl, printers }) => {
    const { caixa } = printers;
    await useSettings(page);
    await signIn(page);
    const order = await placeOrder(request, sandboxUrl);
    await expectPrintedOnce(caixa, order.id_pedido, 1);
    await expect.poll(async () => (await platformOrder(request, sandboxUrl, order.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');

    await page.getByLabel('Buscar pedido').fill(order.hash_pedido);
    await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
    const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
    await card.getByRole('button', { name: 'Imprimir' }).click();
    await expectPrintedOnce(caixa, order.id_pedido, 2);
    const reprint = ticketsOf(caixa, order.id_pedido)[1]!;
    expect(compact(reprint.text)).toContain('REIMPRESSÃO');
    expect(reprint.text).toContain('Pizza Portuguesa');
  });

  test('uma impressora das configurações que este computador não tem aparece antes de qualquer impressão', async ({ page, printers }) => {
    const { caixa } = printers;
    // settings from the cloud or another machine: its printer is not one of this computer's
    await useSettings(page, { ...SETTINGS, autoAceiteImprimir: false, impressora: 'EPSON TM-T20 (Caixa)', impressorasCaixa: [] });
    await signIn(page);
    const button = page.getByRole('button', { name: 'Impressora não encontrada neste computador: EPSON TM-T20 (Caixa)' });
    await expect(button).toBeVisible();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Selecionar impressora' });
    await expect(dialog.getByRole('alert')).toContainText('Impressora não encontrada neste computador: EPSON TM-T20 (Caixa)');
    await expect(dialog.getByRole('radio', { name: 'EPSON TM-T20 (Caixa) (não encontrada neste computador)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Configurações da Loja' }).click();
    await page.getByRole('link', { name: 'Impressão' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'não encontrada neste computador' });
    await expect(missing).toContainText('Impressora não encontrada neste computador: EPSON TM-T20 (Caixa)');
    // the agent (its bundle, as a store runs it) tells its version: the panel's own
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    await expect(page.getByText(`Módulo de impressão: versão ${version}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Impressora padrão' }).fill('Caixa');
    await expect(missing).toHaveCount(0);
    expect(caixa.tickets).toHaveLength(0);
  });

  test('o botão Impressora da barra de pedidos escolhe a impressora do caixa', async ({ page, request, sandboxUrl, printers }) => {
    const { caixa, cozinha } = printers;
    await useSettings(page, { ...SETTINGS, autoAceiteImprimir: false, impressaoProducao: false, impressorasCaixa: [] });
    await signIn(page);
    await page.getByRole('button', { name: 'Impressora: Caixa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selecionar impressora' });
    await dialog.getByRole('radio', { name: 'Cozinha' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('button', { name: 'Impressora: Cozinha' })).toBeVisible();

    const order = await placeOrder(request, sandboxUrl);
    await page.getByLabel('Buscar pedido').fill(order.hash_pedido);
    await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
    await page.getByRole('article', { name: `Pedido #${order.hash_pedido}` }).getByRole('button', { name: 'Imprimir' }).click();
    await expectPrintedOnce(cozinha, order.id_pedido, 1);
    expect(ticketsOf(caixa, order.id_pedido)).toHaveLength(0);
  });
});

test.describe('Estado das impressoras (a própria impressora diz)', () => {
  test("sem papel: a barra de pedidos mostra 'Caixa: sem papel', nada é enviado a ela, e a via sai uma vez quando o papel volta", async ({
    page,
    request,
    sandboxUrl,
    printers,
  }) => {
    const { caixa, cozinha } = printers;
    await openWithoutPendingOrders(page, request, sandboxUrl);
    const states = page.getByRole('status', { name: 'Estado das impressoras' });
    await expect(states.getByText('Caixa: pronta')).toBeVisible();
    await expect(states.getByText('Cozinha: pronta')).toBeVisible();

    caixa.setState('sem-papel');
    await expect(states.getByText('Caixa: sem papel')).toBeVisible();
    const order = await placeOrder(request, sandboxUrl);
    await expectPrintedOnce(cozinha, order.id_pedido, 2);
    const pending = page.getByRole('alert').filter({ hasText: 'impressão(ões) pendente(s)' });
    await expect(pending).toContainText('Caixa: sem papel');
    await page.screenshot({ path: test.info().outputPath('sem-papel.png') });
    // the printer said it was out of paper before each try: nothing reached it, nothing was thrown away
    expect(ticketsOf(caixa, order.id_pedido)).toHaveLength(0);
    expect(caixa.bufferedBytes()).toBe(0);
    expect(caixa.discarded).toHaveLength(0);
    expect((await platformOrder(request, sandboxUrl, order.id_pedido))?.status).toBe('PA');

    // the paper is changed
    caixa.setState('pronta');
    await expect(states.getByText('Caixa: pronta')).toBeVisible();
    await expect.poll(() => ticketsOf(caixa, order.id_pedido).length, { timeout: 45_000 }).toBe(1);
    await expect(pending).toHaveCount(0);
    await expect.poll(async () => (await platformOrder(request, sandboxUrl, order.id_pedido))?.status, { timeout: 10_000 }).toBe('PI');
    await page.waitForTimeout(2000);
    expect(ticketsOf(caixa, order.id_pedido)).toHaveLength(1);
  });
});
