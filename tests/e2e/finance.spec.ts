import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { FinancialPeriodSummary, Invoice, LegacyInvoice, Paginated, PayoutBatch, SettlementPeriod } from '../../src/shared/api';
import { formatBRL, formatCentsBRL } from '../../src/shared/format';
import { platformSession } from '../support/platformSession';
import { test, expect, login, DEMO_USERS } from './fixtures';

// Finance (issue 13) against the sandbox's year of orders: the screens show what the platform
// computes from the store's own orders, and the exports read back as the screen shows them.

type Periods = Paginated<{ id: number; starts_at: string; ends_at: string }>;

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`;
const br = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** The downloaded CSV as a spreadsheet reads it (UTF-8 BOM, semicolons). */
async function readCsv(download: Download): Promise<string[][]> {
  const text = readFileSync((await download.path()), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { delimiter: ';' }).data;
}

/** '1234,56' -> 123456 */
const csvCents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

async function chooseMenu(page: Page, group: string, entry: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: new RegExp(group) }).click();
  await menu.getByRole('link', { name: entry }).click();
}

test.describe('Visão geral', () => {
  test('a period’s cards equal the platform’s figures and the sum of its transactions, exported and read back', async ({ page, request, sandboxUrl }) => {
    const platform = await platformSession(request, sandboxUrl, 'pizzaria');
    const periods = await platform.json<Periods>('financial-periods?per_page=5000&page=1');
    const previous = periods.data[1]!;
    const { financial_period_summary: summary } = await platform.json<{ financial_period_summary: FinancialPeriodSummary }>(`financial-periods/${previous.id}`);
    await login(page);
    await chooseMenu(page, 'Financeiro', 'Visão Geral');
    await page.getByRole('combobox', { name: 'Período financeiro' }).click();
    await page.getByRole('option', { name: monthLabel(previous.starts_at) }).click();
    const cards = page.getByRole('list', { name: `Resumo de ${monthLabel(previous.starts_at)}` });
    await expect(cards.getByRole('listitem', { name: 'Comissão' })).toContainText(formatCentsBRL(summary.commission_value));
    await expect(cards.getByRole('listitem', { name: 'Total pago pelos clientes' })).toContainText(formatCentsBRL(summary.total_value));
    await expect(cards.getByRole('listitem', { name: 'Pagamento online' })).toContainText(formatCentsBRL(summary.online_payment_value));
    await expect(cards.getByRole('listitem', { name: 'Multas' })).toContainText(formatCentsBRL(summary.fine_value));
    await expect(cards.getByRole('listitem', { name: 'Pedidos entregues' })).toContainText(String(summary.order_count));
    const panel = page.getByRole('region', { name: `Das vendas ao líquido: ${monthLabel(previous.starts_at)}` });
    await expect(panel.getByText('Confere: a soma das partes é igual ao total da plataforma.')).toBeVisible();
    await page.screenshot({ path: 'test-results/finance-overview.png' });

    const table = page.getByRole('table', { name: `Transações de ${monthLabel(previous.starts_at)}` });
    await expect(table.getByRole('row')).toHaveCount(16);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).last().click()]);
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
    // and the first rows are the table's first page, as the screen shows them
    const shown = await table.getByRole('row').allInnerTexts();
    for (const [i, row] of rows.slice(0, 15).entries()) {
      expect(shown[i + 1]).toContain(row[column('Pedido')]!);
      expect(shown[i + 1]).toContain(formatCentsBRL(csvCents(row[column('Líquido')]!)));
    }
  });

  test('the date filter stays inside the period and sends whole days', async ({ page, request, sandboxUrl }) => {
    const platform = await platformSession(request, sandboxUrl, 'pizzaria');
    const previous = (await platform.json<Periods>('financial-periods?per_page=5000&page=1')).data[1]!;
    const month = previous.starts_at.slice(0, 7);
    await login(page);
    await page.goto('/financeiro/visao-geral');
    await page.getByRole('combobox', { name: 'Período financeiro' }).click();
    await page.getByRole('option', { name: monthLabel(previous.starts_at) }).click();
    const typeDate = async (label: string, ddmmyyyy: string) => {
      await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
      await page.keyboard.type(ddmmyyyy);
    };
    const [y, m] = month.split('-');
    const before = new Date(Number(y), Number(m) - 1, 0);
    await typeDate('Data inicial', `${String(before.getDate()).padStart(2, '0')}${String(before.getMonth() + 1).padStart(2, '0')}${before.getFullYear()}`);
    await expect(page.getByText(`A data inicial não pode ser anterior a 01/${m}/${y}.`)).toBeVisible();
    await typeDate('Data inicial', `10${m}${y}`);
    await typeDate('Data final', `09${m}${y}`);
    await expect(page.getByText('A data final não pode ser anterior à data inicial.')).toBeVisible();
    await typeDate('Data final', `12${m}${y}`);
    const asked = page.waitForRequest((r) => r.url().includes('order-transactions') && r.url().includes('processed_at_start'));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('processed_at_start')).toBe(`${y}-${m}-10 00:00:00`);
    expect(url.searchParams.get('processed_at_end')).toBe(`${y}-${m}-12 23:59:59`);
    const table = page.getByRole('table', { name: `Transações de ${monthLabel(previous.starts_at)}` });
    await expect(table.getByRole('row').nth(1)).toContainText('processado');
    for (const text of await table.getByRole('row').allInnerTexts()) {
      const processed = /processado (\d{2}\/\d{2}\/\d{4})/.exec(text)?.[1];
      if (processed) expect([`10/${m}/${y}`, `11/${m}/${y}`, `12/${m}/${y}`]).toContain(processed);
    }
  });

  test('an order the store delivers today is in today’s transactions', async ({ page, sandbox }) => {
    const order = await sandbox.placeOrder({ storeId: 101, retirada_local: true, forma_pagamento: 'Pagamento online - Pix', items: 2 });
    await login(page);
    await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
    const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
    for (const button of ['Aceitar', 'Pronto para retirada', 'Entregue']) {
      await card.getByRole('button', { name: button, exact: true }).click();
      await expect(card.getByRole('button', { name: button, exact: true })).toHaveCount(0);
    }
    await expect.poll(async () => (await sandbox.listOrders(101)).find((o) => o.id_pedido === order.id_pedido)?.status).toBe('PD');
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
      test('settlement dates at noon, and a settlement’s online orders in the side panel', async ({ page, request, sandboxUrl }) => {
        const platform = await platformSession(request, sandboxUrl, 'pizzaria');
        const settlements = await platform.json<Paginated<SettlementPeriod>>('settlement-periods?per_page=15&page=1');
        const s = settlements.data[1]!;
        await login(page);
        await chooseMenu(page, 'Financeiro', 'Repasses');
        const table = page.getByRole('table', { name: 'Repasses' });
        await expect(table.getByRole('row')).toHaveCount(16);
        const row = table.getByRole('row').nth(2);
        await expect(row).toContainText(`${br(s.starts_at)} a ${br(s.ends_at)}`);
        await expect(row).toContainText(br(s.settlement_date));
        await expect(row).toContainText(formatCentsBRL(s.merchant_split_value));
        await row.getByRole('button', { name: /Ver pedidos/ }).click();
        const panel = page.getByRole('region', { name: `Repasse de ${br(s.settlement_date)}` });
        await expect(panel.getByText(`${s.order_count} pedido(s)`)).toBeVisible();
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
    const platform = await platformSession(request, sandboxUrl, 'pizzaria');
    const invoices = await platform.json<Paginated<Invoice>>('invoices?page=1&per_page=10');
    const { faturas } = await platform.legacy<{ faturas: LegacyInvoice[] }>('faturas/listar');
    await login(page);
    await chooseMenu(page, 'Financeiro', 'Faturas');
    const table = page.getByRole('table', { name: 'Faturas' });
    await expect(table.getByRole('row')).toHaveCount(invoices.data.length + 1);
    const paid = table.getByRole('row').nth(2);
    await expect(paid).toContainText('Paga');
    await expect(paid).toContainText('Normal');
    await expect(paid).toContainText(formatCentsBRL(-invoices.data[1]!.balance));
    await expect(table.getByRole('row').nth(1)).toContainText('Em processamento');
    for (const name of ['PDF', 'Fatura', 'NFS-e comissão', 'NFS-e pagamento online']) {
      const href = await paid.getByRole('link', { name }).getAttribute('href');
      expect((await request.get(href!)).status()).toBe(200);
    }
    const legacy = page.getByRole('table', { name: 'Faturas anteriores' });
    const first = legacy.getByRole('row').nth(1);
    await expect(first).toContainText(faturas[0]!.referencia);
    await expect(first).toContainText(formatBRL(faturas[0]!.valor_pagar));
    for (const name of ['Fatura', 'NFS-e', 'Boleto']) expect((await request.get((await first.getByRole('link', { name }).getAttribute('href'))!)).status()).toBe(200);
    await page.screenshot({ path: 'test-results/finance-invoices.png' });
  });

  test("no invoices: 'Nada por aqui'; a failure: 'Não foi possível listar as faturas'", async ({ page, sandbox }) => {
    await login(page, DEMO_USERS.lanchonete);
    await page.goto('/financeiro/faturas');
    await expect(page.getByText('Nada por aqui')).toBeVisible();
    await expect(page.getByText('Nenhuma fatura para listar.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Faturas anteriores' }).getByRole('row').filter({ hasText: 'Vencida' })).toHaveCount(2);
    await sandbox.addFault({ path: 'json/invoices', status: 500, times: 1 });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível listar as faturas' });
    await expect(alert).toContainText('entre em contato com o suporte');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Nada por aqui')).toBeVisible();
  });
});

test.describe('Pagamento Online', () => {
  test('the report of the last days, and its refusal and empty answers', async ({ page, sandbox }) => {
    await login(page);
    await chooseMenu(page, 'Pagamento Online', 'Relatório');
    await expect(page.getByRole('link', { name: 'Ver Repasses' })).toHaveAttribute('href', '/financeiro/repasses');
    const table = page.getByRole('table', { name: 'Pagamentos online' });
    await expect(table.getByRole('row').nth(1)).toContainText('Pagamento online');
    await expect(table.getByRole('row').filter({ hasText: /PAGO|AGUARDANDO LOTE/ }).first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const [, firstRow] = await readCsv(download);
    await expect(table.getByRole('row').nth(1)).toContainText(firstRow![0]!);

    await sandbox.addFault({ path: 'api/pagamentoonline/getReportTransactions', status: 200, times: 1, body: { status: false, erro: 'Relatório indisponível no momento.' } });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const error = page.getByRole('dialog', { name: 'Erro!' });
    await expect(error).toContainText('Relatório indisponível no momento.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByText('Nenhum registro encontrado.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair da Loja' }).click();
    await login(page, DEMO_USERS.lanchonete);
    await page.goto('/onlinepayment/report');
    await expect(page.getByRole('dialog', { name: 'Atenção!' })).toContainText('Nenhum registro encontrado!');
  });

  test('a batch’s details show every field of the payout batch', async ({ page, request, sandboxUrl }) => {
    const platform = await platformSession(request, sandboxUrl, 'pizzaria');
    const { report } = await platform.legacy<{ report: { entities: PayoutBatch[]; count: number } }>('pagamentoonline/getReportBatch', { limit: 100, page: 1, paymentData: '' });
    const batch = report.entities.find((b) => b.status === 'PAGO')!;
    await login(page);
    await chooseMenu(page, 'Pagamento Online', 'Lotes');
    await expect(page.getByRole('table', { name: 'Lotes' }).getByRole('row')).toHaveCount(Math.min(100, report.count) + 1);
    await page.getByRole('group', { name: 'Data' }).getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type(br(batch.date_from).replace(/\//g, ''));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('table', { name: 'Lotes' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Detalhes do lote ${batch.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lote ${batch.id}` });
    for (const text of [
      batch.establishment,
      formatBRL(batch.value_final_establishment),
      formatBRL(batch.value_commission),
      formatBRL(batch.value_tax),
      formatBRL(batch.retained_value),
      batch.token,
      batch.complete_description,
      `${br(batch.date_from)} a ${br(batch.date_to)}`,
    ]) {
      await expect(dialog).toContainText(text);
    }
    await page.screenshot({ path: 'test-results/finance-batch.png' });
  });
});
