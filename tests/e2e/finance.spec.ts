import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  financialPeriodSummarySchema,
  financialPeriodsSchema,
  invoicesPageSchema,
  legacyInvoicesSchema,
  onlinePaymentReportSchema,
  payoutBatchesSchema,
  settlementPeriodsSchema,
} from '../../src/shared/api';
import type { ApiClients } from '../../src/renderer/api/clients';
import { formatBRL, formatCentsBRL, formatNumberBR } from '../../src/shared/format';
import { deliverOnOrdersScreen } from '../support/ordersScreen';
import { signedInClients } from '../../rig/platformClients';
import { test, expect, DEMO_USERS, signIn } from './fixtures';

// Finance (issue 13) against the sandbox's year of orders: the screens show what the platform
// computes from the store's own orders (read here through the panel's own clients, in a session
// of their own), and the exports read back as the screen shows them.

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`;
/** '2026-05-27T00:00:00.000000Z' -> '27/05/2026': the calendar day the platform names */
const br = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** The downloaded CSV as a spreadsheet reads it (UTF-8 BOM, semicolons). */
async function readCsv(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { delimiter: ';' }).data;
}

async function exportCsv(page: Page, button: ReturnType<Page['getByRole']>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** '1234,56' or '-0,50' -> cents */
const csvCents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);

async function chooseMenu(page: Page, group: string, entry: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: new RegExp(group) }).click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

/** The store's financial periods, newest first, in the paginated form. */
async function periodsOf(api: ApiClients) {
  const answer = financialPeriodsSchema.parse(await api.json.call('financial-periods', { query: { per_page: 5000, page: 1 } }));
  if (!('data' in answer)) throw new Error('forma paginada esperada');
  return answer.data;
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Período financeiro' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Types dd/mm/yyyy into a date field section by section, as a person does. */
async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''));
}

test.describe('Visão geral', () => {
  test('a period’s cards equal the platform’s figures and the sum of its transactions; the export reads back as the pages show', async ({ page, request, sandboxUrl }) => {
    const api = await signedInClients(sandboxUrl, 'pizzaria');
    const previous = (await periodsOf(api))[1]!;
    const summary = financialPeriodSummarySchema.parse(await api.json.call('financial-periods/:id', { params: { id: previous.id } })).financial_period_summary;
    const label = monthLabel(previous.starts_at);
    await signIn(page);
    await chooseMenu(page, 'Financeiro', 'Visão Geral');
    await expect(page).toHaveURL(/\/financeiro\/visao-geral$/);
    await choosePeriod(page, label);

    const cards = page.getByRole('list', { name: `Resumo de ${label}` });
    for (const [name, text] of [
      ['Pedidos entregues', formatNumberBR(summary.order_count)],
      ['Total pago pelos clientes', formatCentsBRL(summary.total_value)],
      ['Produtos', formatCentsBRL(summary.subtotal_value)],
      ['Taxas de entrega', formatCentsBRL(summary.delivery_value)],
      ['Pagamento online', formatCentsBRL(summary.online_payment_value)],
      ['Comissão', formatCentsBRL(summary.commission_value)],
      ['Taxa de pagamento online', formatCentsBRL(summary.online_payment_tax_value)],
      ['Multas', formatCentsBRL(summary.fine_value)],
      ['Valores retidos', formatCentsBRL(summary.retained_value)],
      ['Saldo do período com a plataforma', formatCentsBRL(summary.balance_value)],
    ] as const) {
      await expect(cards.getByRole('listitem', { name, exact: true })).toContainText(text);
    }
    // what was paid out and what is still to receive, by the batches' status the platform reports
    const report = onlinePaymentReportSchema.parse(
      await api.legacy.call('pagamentoonline/getReportTransactions', { body: { data_inicio: previous.starts_at.slice(0, 10), data_final: previous.ends_at.slice(0, 10), id_estabelecimento: 101 } }),
    ).report!;
    const payoutCents = (paid: boolean) => report.filter((r) => (r.status === 'PAGO') === paid).reduce((s, r) => s + Math.round(r.finalEstablishment * 100), 0);
    expect(payoutCents(true) + payoutCents(false)).toBe(summary.total_online_payment_value);
    await expect(cards.getByRole('listitem', { name: 'Repasses já pagos', exact: true })).toContainText(formatCentsBRL(payoutCents(true)));
    await expect(cards.getByRole('listitem', { name: 'Repasses a receber', exact: true })).toContainText(formatCentsBRL(payoutCents(false)));
    // no other card says money is still to come, and zero has no sign
    await expect(cards.getByRole('listitem', { name: /a receber/i })).toHaveCount(1);
    await expect(cards.getByText(/-R\$\s0,00/)).toHaveCount(0);
    // the period's invoice documents open
    const documents = page.getByRole('navigation', { name: 'Documentos da fatura do período' }).getByRole('link');
    await expect(documents.first()).toBeVisible();
    for (const href of await documents.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect((await request.get(href!)).status()).toBe(200);
    const panel = page.getByRole('region', { name: `Das vendas ao líquido: ${label}` });
    await expect(panel.getByText('Confere: a soma das partes é igual ao total da plataforma.')).toBeVisible();
    await page.screenshot({ path: 'test-results/finance-overview.png' });
    // a line opens the orders behind it, which add up to it
    await panel.getByRole('button', { name: 'Ver pedidos: Multas' }).click();
    const fines = page.getByRole('dialog', { name: 'Pedidos: Multas' });
    await expect(fines).toContainText(`somando ${formatCentsBRL(summary.fine_value)}`);
    await fines.getByRole('button', { name: 'Fechar' }).click();

    const table = page.getByRole('table', { name: `Transações de ${label}` });
    await expect(table.getByRole('row')).toHaveCount(16);
    // each order's operations grouped in its row
    const firstHash = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    await expect(table.getByRole('list', { name: `Operações do pedido ${firstHash}` }).getByRole('listitem').first()).toBeVisible();
    const transactions = page.getByRole('region', { name: 'Transações' });
    const download = await exportCsv(page, transactions.getByRole('button', { name: 'Exportar CSV' }));
    expect(download.suggestedFilename()).toBe(`transacoes-${previous.starts_at.slice(0, 7)}.csv`);
    const [header, ...rows] = await readCsv(download);
    const column = (name: string) => header!.indexOf(name);
    const total = (name: string) => rows.reduce((s, r) => s + csvCents(r[column(name)]!), 0);
    // the table's sums are the cards
    expect(total('Comissão')).toBe(summary.commission_value);
    expect(total('Total')).toBe(summary.total_value);
    expect(total('Pago online')).toBe(summary.online_payment_value);
    expect(total('Multa')).toBe(summary.fine_value);
    expect(total('Líquido')).toBe(summary.balance_value + summary.total_offline_payment_value);
    // the first two pages are the export's first 30 rows, as the screen shows them
    for (const pageNumber of [1, 2]) {
      if (pageNumber > 1) {
        await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: `Página ${pageNumber}` }).click();
        await expect(page.getByRole('navigation', { name: 'Paginação' })).toContainText(`Página ${pageNumber} de ${Math.ceil(rows.length / 15)}`);
      }
      // read row by row as the assertions retry: the pagination's label can change before the rows do
      for (const [i, row] of rows.slice((pageNumber - 1) * 15, pageNumber * 15).entries()) {
        const line = table.getByRole('row').nth(i + 1);
        await expect(line).toContainText(row[column('Pedido')]!);
        await expect(line).toContainText(formatCentsBRL(csvCents(row[column('Líquido')]!)));
      }
    }
  });

  test('the date filter stays inside the period and sends whole days', async ({ page, sandboxUrl }) => {
    const api = await signedInClients(sandboxUrl, 'pizzaria');
    const previous = (await periodsOf(api))[1]!;
    const label = monthLabel(previous.starts_at);
    const [y, m] = previous.starts_at.slice(0, 7).split('-') as [string, string];
    const lastDay = previous.ends_at.slice(8, 10);
    await signIn(page, DEMO_USERS.pizzaria, '/financeiro/visao-geral');
    await choosePeriod(page, label);
    const table = page.getByRole('table', { name: `Transações de ${label}` });
    await expect(table.getByRole('row')).toHaveCount(16);

    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('order-transactions') && r.url().includes('processed_at_start')) asked++;
    });
    // the last day of the month before: refused, nothing asked
    const dayBefore = new Date(Date.UTC(Number(y), Number(m) - 1, 0));
    await typeDate(page, 'Data inicial', `${String(dayBefore.getUTCDate()).padStart(2, '0')}${String(dayBefore.getUTCMonth() + 1).padStart(2, '0')}${dayBefore.getUTCFullYear()}`);
    await expect(page.getByText(`A data inicial não pode ser anterior a 01/${m}/${y}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // the first day of the month after: refused
    await typeDate(page, 'Data inicial', `10${m}${y}`);
    const dayAfter = new Date(Date.UTC(Number(y), Number(m), 1));
    await typeDate(page, 'Data final', `01${String(dayAfter.getUTCMonth() + 1).padStart(2, '0')}${dayAfter.getUTCFullYear()}`);
    await expect(page.getByText(`A data final não pode ser posterior a ${lastDay}/${m}/${y}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // the end before the start: refused
    await typeDate(page, 'Data final', `09${m}${y}`);
    await expect(page.getByText('A data final não pode ser anterior à data inicial.')).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect(asked).toBe(0);

    await typeDate(page, 'Data final', `12${m}${y}`);
    const request = page.waitForRequest((r) => r.url().includes('order-transactions') && r.url().includes('processed_at_start'));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('processed_at_start')).toBe(`${y}-${m}-10 00:00:00`);
    expect(url.searchParams.get('processed_at_end')).toBe(`${y}-${m}-12 23:59:59`);
    await expect(table.getByRole('row').nth(1)).toContainText(/processado 1[012]\//);
    const texts = await table.getByRole('row').allInnerTexts();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts.slice(1)) expect(/processado (\d{2}\/\d{2}\/\d{4})/.exec(text)?.[1]).toMatch(new RegExp(`^1[012]/${m}/${y}$`));
  });

  test('an order the store delivers today is in today’s transactions', async ({ page, sandbox }) => {
    const order = await sandbox.placeOrder({ storeId: 101, retirada_local: false, forma_pagamento: 'Pagamento online - Pix', items: 2 });
    await signIn(page);
    await deliverOnOrdersScreen(page, order);
    await page.goto('/financeiro/visao-geral');
    const table = page.getByRole('table', { name: /^Transações de / });
    await expect(table.getByRole('row').nth(1)).toContainText(order.hash_pedido);
    await expect(table.getByRole('row').nth(1)).toContainText(formatBRL(order.valor_total));
  });
});

test.describe('Repasses', () => {
  for (const timezoneId of ['America/Sao_Paulo', 'Australia/Brisbane']) {
    test.describe(`in ${timezoneId}`, () => {
      test.use({ timezoneId });
      test('settlement dates on their own calendar day, and a settlement’s online orders in the side panel', async ({ page, sandboxUrl }) => {
        const api = await signedInClients(sandboxUrl, 'pizzaria');
        const settlements = settlementPeriodsSchema.parse(await api.json.call('settlement-periods', { query: { per_page: 15, page: 1 } }));
        const s = settlements.data[1]!;
        await signIn(page);
        await chooseMenu(page, 'Financeiro', 'Repasses');
        await expect(page).toHaveURL(/\/financeiro\/repasses$/);
        const table = page.getByRole('table', { name: 'Repasses' });
        await expect(table.getByRole('row')).toHaveCount(16);
        const row = table.getByRole('row').nth(2);
        await expect(row).toContainText(`${br(s.starts_at)} a ${br(s.ends_at)}`);
        await expect(row).toContainText(br(s.settlement_date));
        await expect(row).toContainText(formatCentsBRL(s.merchant_split_value));
        await row.getByRole('button', { name: /Ver pedidos/ }).click();
        const panel = page.getByRole('region', { name: `Repasse de ${br(s.settlement_date)}` });
        await expect(panel.getByText(`${s.order_count} pedido(s)`, { exact: true })).toBeVisible();
        await expect(panel.getByText('Confere: a soma das partes é igual ao total da plataforma.')).toBeVisible();
        await panel.getByRole('button', { name: 'Ver pedidos: Comissão' }).click();
        await expect(page.getByRole('dialog', { name: 'Pedidos: Comissão' })).toContainText(`somando ${formatCentsBRL(s.commission_value)}`);
        await page.screenshot({ path: `test-results/finance-settlement-${timezoneId.replace('/', '-')}.png` });
      });
    });
  }
});

test.describe('Faturas', () => {
  test('both kinds of invoice with their links', async ({ page, request, sandboxUrl }) => {
    const api = await signedInClients(sandboxUrl, 'pizzaria');
    const invoices = invoicesPageSchema.parse(await api.json.call('invoices', { query: { page: 1, per_page: 10 } }));
    const { faturas } = legacyInvoicesSchema.parse(await api.legacy.call('faturas/listar'));
    await signIn(page);
    await chooseMenu(page, 'Financeiro', 'Faturas');
    await expect(page).toHaveURL(/\/financeiro\/faturas$/);
    const table = page.getByRole('table', { name: 'Faturas', exact: true });
    await expect(table.getByRole('row')).toHaveCount(invoices.data.length + 1);
    for (const [i, invoice] of invoices.data.entries()) {
      const row = table.getByRole('row').nth(i + 1);
      await expect(row).toContainText(`${br(invoice.starts_at)} a ${br(invoice.ends_at)}`);
      await expect(row).toContainText(formatCentsBRL(-invoice.balance));
      await expect(row).toContainText(-invoice.balance > 3000 ? 'Normal' : 'Acumulado');
    }
    await expect(table.getByRole('row').nth(1)).toContainText('Em processamento');
    const paid = table.getByRole('row').filter({ hasText: 'Paga' }).first();
    for (const name of ['PDF', 'Fatura', 'NFS-e comissão', 'NFS-e pagamento online']) {
      const href = await paid.getByRole('link', { name, exact: true }).getAttribute('href');
      expect((await request.get(href!)).status()).toBe(200);
    }
    const legacy = page.getByRole('table', { name: 'Faturas anteriores' });
    const first = legacy.getByRole('row').nth(1);
    await expect(first).toContainText(faturas[0]!.referencia);
    await expect(first).toContainText(formatBRL(faturas[0]!.valor_pagar));
    for (const name of ['Fatura', 'NFS-e', 'Boleto']) {
      const href = await first.getByRole('link', { name, exact: true }).getAttribute('href');
      expect((await request.get(href!)).status()).toBe(200);
    }
    await page.screenshot({ path: 'test-results/finance-invoices.png' });
    // zero has no sign, and faturas.csv's Valor is the screen's, sign included
    await expect(table.getByText(/-R\$\s0,00/)).toHaveCount(0);
    const [header, ...lines] = await readCsv(await exportCsv(page, page.getByRole('button', { name: 'Exportar CSV' }).first()));
    const valor = header!.indexOf('Valor');
    expect(valor).toBeGreaterThan(-1);
    for (const [i, line] of lines.slice(0, invoices.data.length).entries()) {
      const screenValue = await table.getByRole('row').nth(i + 1).getByRole('cell').nth(2).innerText();
      expect(formatCentsBRL(csvCents(line[valor]!))).toBe(screenValue.trim());
    }
  });

  test("a failure: 'Não foi possível listar as faturas', then again; no invoices: 'Nada por aqui'", async ({ page, sandbox }) => {
    // the overdue banner asks for the invoices once at login: the fault is for the screen's own request
    const bannerAsked = page.waitForResponse((r) => r.url().includes('/json/invoices') && r.url().includes('status=overdue'));
    await signIn(page, DEMO_USERS.lanchonete);
    await bannerAsked;
    await sandbox.addFault({ path: 'json/invoices', status: 500, times: 1 });
    await chooseMenu(page, 'Financeiro', 'Faturas');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível listar as faturas' });
    await expect(alert).toContainText('Recarregue a página e, se o problema continuar, entre em contato com o suporte.');
    await page.screenshot({ path: 'test-results/finance-invoices-failed.png' });
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    // this store has no invoices: the platform's 404 is an empty list
    await expect(page.getByText('Nada por aqui')).toBeVisible();
    await expect(page.getByText('Nenhuma fatura para listar.')).toBeVisible();
    await expect(alert).toHaveCount(0);
    // its older faturas are still listed
    await expect(page.getByRole('table', { name: 'Faturas anteriores' }).getByRole('row')).not.toHaveCount(1);
  });
});

test.describe('Pagamento Online', () => {
  test('the report of the last days, exported; its refusal and an empty range', async ({ page, sandbox }) => {
    await signIn(page);
    await chooseMenu(page, 'Pagamento Online', 'Relatório');
    await expect(page).toHaveURL(/\/onlinepayment\/report$/);
    const table = page.getByRole('table', { name: 'Pagamentos online' });
    await expect(table.getByRole('row').filter({ hasText: /PAGO|AGUARDANDO LOTE/ }).first()).toBeVisible();
    const download = await exportCsv(page, page.getByRole('button', { name: 'Exportar CSV' }));
    const [header, ...rows] = await readCsv(download);
    expect(header).toEqual(['Pedido', 'Data', 'Total do pedido', 'Valor para a loja', 'Forma de pagamento', 'Situação']);
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText(rows[0]![0]!);
    await expect(first).toContainText(formatCentsBRL(csvCents(rows[0]![2]!)));
    await expect(first).toContainText(formatCentsBRL(csvCents(rows[0]![3]!)));
    await expect(first).toContainText(rows[0]![1]!);
    await expect(first).toContainText(rows[0]![4]!);
    await expect(first).toContainText(rows[0]![5]!);

    await sandbox.addFault({ path: 'api/pagamentoonline/getReportTransactions', status: 200, times: 1, body: { status: false, erro: 'Relatório indisponível no momento.' } });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const error = page.getByRole('dialog', { name: 'Erro!' });
    await expect(error).toContainText('Relatório indisponível no momento.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByText('Nenhum registro encontrado.')).toBeVisible();

    // a range before the store's history: nothing to report
    await typeDate(page, 'Data inicial', '01/01/2020');
    await typeDate(page, 'Data final', '31/01/2020');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const attention = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(attention).toContainText('Nenhum registro encontrado!');
    await attention.getByRole('button', { name: 'OK' }).click();

    // the banner takes the person to Repasses
    await page.getByRole('link', { name: 'Ver Repasses' }).click();
    await expect(page).toHaveURL(/\/financeiro\/repasses$/);
  });

  test('the batches, one day’s, and a batch’s details with every field', async ({ page, sandboxUrl }) => {
    const api = await signedInClients(sandboxUrl, 'pizzaria');
    const { report } = payoutBatchesSchema.parse(await api.legacy.call('pagamentoonline/getReportBatch', { body: { limit: 100, page: 1, paymentData: '' } }));
    const batch = report!.entities.find((b) => b.status === 'PAGO')!;
    const day = batch.date_from.slice(0, 10);
    const sameDay = payoutBatchesSchema.parse(await api.legacy.call('pagamentoonline/getReportBatch', { body: { limit: 100, page: 1, paymentData: day } })).report!;
    await signIn(page);
    await chooseMenu(page, 'Pagamento Online', 'Lotes');
    await expect(page).toHaveURL(/\/onlinepayment\/batch$/);
    const table = page.getByRole('table', { name: 'Lotes' });
    await expect(table.getByRole('row')).toHaveCount(Math.min(100, report!.count) + 1);
    const asked = page.waitForRequest((r) => r.url().includes('getReportBatch') && (r.postData() ?? '').includes(`paymentData=${day}`));
    await typeDate(page, 'Data', br(day));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await asked;
    await expect(table.getByRole('row')).toHaveCount(sameDay.entities.length + 1);
    await page.getByRole('button', { name: `Detalhes do lote ${batch.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lote ${batch.id}` });
    for (const text of [
      `${batch.establishment} (${batch.establishment_id})`,
      `${br(batch.date_from)} a ${br(batch.date_to)}`,
      batch.status,
      formatBRL(batch.value_final_establishment),
      formatBRL(batch.value_commission),
      formatBRL(batch.value_tax),
      formatBRL(batch.retained_value),
      formatBRL(batch.compensated_value),
      batch.invoice_id === null ? 'Nenhuma' : String(batch.invoice_id),
      batch.token,
      batch.complete_description,
    ]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole('rowheader')).toHaveCount(13);
    await page.screenshot({ path: 'test-results/finance-batch.png' });
  });
});
