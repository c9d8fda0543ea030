import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderTransactionsQuery } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { typeDate } from '../../test/datePickers';
import { makeInvoice, makeLegacyInvoice, makeOrderTransaction, makeSummary, paginated } from '../../test/finance';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { FinancialOverviewPage } from './FinancialOverviewPage';

const PERIODS = paginated([
  { id: 202605, starts_at: '2026-05-01T00:00:00.000000Z', ends_at: '2026-05-31T23:59:59.000000Z' },
  { id: 202604, starts_at: '2026-04-01T00:00:00.000000Z', ends_at: '2026-04-30T23:59:59.000000Z' },
]);

const TRANSACTIONS = Array.from({ length: 40 }, (_, i) => makeOrderTransaction({ id: i + 1, fine_value: i === 3 ? 800 : 0 }));

function transactionsAnswer({ query }: { query: OrderTransactionsQuery }) {
  const per = query.per_page ?? 15;
  const page = query.page ?? 1;
  return paginated(TRANSACTIONS.slice((page - 1) * per, page * per), TRANSACTIONS.length, per);
}

const REPORT = {
  status: true,
  report: [
    { orderHash: 'A1', transactionDate: '2026-05-04 12:00:00', orderAmountTotal: 30000, finalEstablishment: 20000, paymentType: 'Pix', status: 'PAGO' },
    { orderHash: 'A2', transactionDate: '2026-05-28 12:00:00', orderAmountTotal: 10000, finalEstablishment: 9445.37, paymentType: 'Pix', status: 'AGUARDANDO LOTE' },
  ],
};

function renderPage(json: Answers = {}, legacy: Answers = {}) {
  const t = createTestStore({
    json: {
      'financial-periods': PERIODS,
      'financial-periods/:id': { financial_period_summary: makeSummary() },
      'order-transactions': transactionsAnswer,
      invoices: paginated([makeInvoice({ starts_at: '2026-05-01', ends_at: '2026-05-31', status: 'processing' })]),
      ...json,
    },
    legacy: { 'faturas/listar': { status: true, faturas: [] }, 'pagamentoonline/getReportTransactions': REPORT, ...legacy },
  });
  renderWithStore(<FinancialOverviewPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null }) };
}

const transactionCalls = (t: ReturnType<typeof createTestStore>) =>
  t.calls.json.mock.calls.filter(([key]) => key === 'order-transactions').map(([, args]) => (args as { query: OrderTransactionsQuery }).query);

// MUI and the pickers under jsdom are slow on a busy machine.
describe('FinancialOverviewPage', { timeout: 30_000 }, () => {
  it('shows the periods by month, the first period’s cards in BRL, its invoice links and 15 transactions', async () => {
    const t = renderPage();
    expect(await screen.findByRole('combobox', { name: 'Período financeiro' })).toHaveTextContent('Maio/2026');
    const cards = await screen.findByRole('list', { name: 'Resumo de Maio/2026' });
    expect(within(cards).getByRole('listitem', { name: 'Comissão' })).toHaveTextContent('R$ 11.836,70');
    expect(within(cards).getByRole('listitem', { name: 'Pedidos entregues' })).toHaveTextContent('982');
    const links = screen.getByRole('navigation', { name: 'Documentos da fatura do período' });
    expect(within(links).getByRole('link', { name: 'Boleto' })).toHaveAttribute('href', expect.stringContaining('/documentos/boleto/'));
    const table = await screen.findByRole('table', { name: 'Transações de Maio/2026' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    expect(within(table).getByRole('list', { name: 'Operações do pedido PED00001' })).toHaveTextContent('Comissão: -R$ 6,00');
    expect(transactionCalls(t)[0]).toEqual({ per_page: 15, page: 1, financial_period_id: 202605 });
    await t.user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(transactionCalls(t).at(-1)).toMatchObject({ page: 2 }));
  });

  it("says the period's invoice is overdue, also a store's fatura of the older billing (as Faturas says 'Vencida')", async () => {
    renderPage(
      { invoices: paginated([]) },
      { 'faturas/listar': { status: true, faturas: [makeLegacyInvoice({ referencia: 'Maio/2026', data_vencimento: '2026-06-10', status: 'VC' })] } },
    );
    const cards = await screen.findByRole('list', { name: 'Resumo de Maio/2026' });
    expect(await screen.findByText('A fatura de Maio/2026 está vencida desde 10/06/2026. Pague o boleto (em Faturas) para evitar a suspensão da loja.')).toBeInTheDocument();
    expect(within(cards).getByRole('listitem', { name: /na fatura do período/ })).toHaveTextContent('Fatura vencida: vencimento 10/06/2026');
  });

  it('an overdue invoice of the new billing is said too; a paid one is not', async () => {
    renderPage({ invoices: paginated([makeInvoice({ starts_at: '2026-05-01', ends_at: '2026-05-31', status: 'overdue', overdues_at: '2026-06-10' })]) });
    expect(await screen.findByText(/A fatura de Maio\/2026 está vencida desde 10\/06\/2026/)).toBeInTheDocument();
  });

  it("splits the payouts by their batches' status and names the balance as the period's result, not as money still owed", async () => {
    const t = renderPage({ invoices: paginated([makeInvoice({ starts_at: '2026-05-01', ends_at: '2026-05-31', status: 'paid' })]) });
    const cards = await screen.findByRole('list', { name: 'Resumo de Maio/2026' });
    expect(await within(cards).findByRole('listitem', { name: 'Repasses já pagos' })).toHaveTextContent('R$ 20.000,00');
    expect(within(cards).getByRole('listitem', { name: 'Repasses a receber' })).toHaveTextContent('R$ 9.445,37');
    await waitFor(() => expect(within(cards).getByRole('listitem', { name: /fatura do período/ })).toHaveTextContent('Fatura paga'));
    expect(within(cards).getByRole('listitem', { name: 'Saldo do período com a plataforma' })).toHaveTextContent('pagos ou não');
    expect(within(cards).queryByRole('listitem', { name: /Saldo a receber/ })).toBeNull();
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/getReportTransactions', expect.objectContaining({ body: { data_inicio: '2026-05-01', data_final: '2026-05-31', id_estabelecimento: 101 } }));
  });

  it("a report that does not load says so in place, and no card claims what is paid or still to receive", async () => {
    renderPage({}, { 'pagamentoonline/getReportTransactions': { status: false, erro: 'fora do ar' } });
    const cards = await screen.findByRole('list', { name: 'Resumo de Maio/2026' });
    expect(await screen.findByText(/Não foi possível ver a situação dos repasses deste período/)).toBeInTheDocument();
    expect(within(cards).queryByRole('listitem', { name: 'Repasses a receber' })).toBeNull();
    expect(within(cards).queryByRole('listitem', { name: 'Repasses já pagos' })).toBeNull();
  });

  it('choosing another period loads its summary and transactions', async () => {
    const t = renderPage();
    await t.user.click(await screen.findByRole('combobox', { name: 'Período financeiro' }));
    await t.user.click(screen.getByRole('option', { name: 'Abril/2026' }));
    await screen.findByRole('list', { name: 'Resumo de Abril/2026' });
    expect(t.calls.json).toHaveBeenCalledWith('financial-periods/:id', expect.objectContaining({ params: { id: 202604 } }));
    await waitFor(() => expect(transactionCalls(t).at(-1)).toEqual({ per_page: 15, page: 1, financial_period_id: 202604 }));
  });

  it('filters by dates inside the period, sent from the start to the end of the day, and stops at its edges', async () => {
    const t = renderPage();
    await screen.findByRole('table', { name: 'Transações de Maio/2026' });
    await typeDate(t.user, 'Data inicial', '30042026');
    await t.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('A data inicial não pode ser anterior a 01/05/2026.')).toBeInTheDocument();
    expect(transactionCalls(t).some((q) => q.processed_at_start)).toBe(false);
    await typeDate(t.user, 'Data inicial', '10052026');
    await typeDate(t.user, 'Data final', '01062026');
    expect(await screen.findByText('A data final não pode ser posterior a 31/05/2026.')).toBeInTheDocument();
    await typeDate(t.user, 'Data final', '12052026');
    await t.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(transactionCalls(t).at(-1)).toEqual({
        per_page: 15,
        page: 1,
        financial_period_id: 202605,
        processed_at_start: '2026-05-10 00:00:00',
        processed_at_end: '2026-05-12 23:59:59',
      }),
    );
  });

  it('from gross to net: the check agrees, and a line opens the orders behind it', async () => {
    const t = renderPage();
    const panel = await screen.findByRole('region', { name: 'Das vendas ao líquido: Maio/2026' });
    expect(within(panel).getByText('Confere: a soma das partes é igual ao total da plataforma.')).toBeInTheDocument();
    await t.user.click(within(panel).getByRole('button', { name: 'Ver pedidos: Multas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedidos: Multas' });
    expect(await within(dialog).findByText('1 pedido(s), somando R$ 8,00')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'PED00004' })).toBeInTheDocument();
    expect(transactionCalls(t).some((q) => q.per_page === 6000)).toBe(true);
  });

  it('says plainly when the platform’s total does not add up', async () => {
    const summary = makeSummary();
    renderPage({ 'financial-periods/:id': { financial_period_summary: { ...summary, balance_value: summary.balance_value - 4321 } } });
    const panel = await screen.findByRole('region', { name: 'Das vendas ao líquido: Maio/2026' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Não confere: há uma diferença de -R$ 43,21');
  });

  it("'Nenhum período financeiro encontrado.'", async () => {
    renderPage({ 'financial-periods': paginated([]) });
    expect(await screen.findByText('Nenhum período financeiro encontrado.')).toBeInTheDocument();
  });

  it('a failed period fetch shows its message and no transactions', async () => {
    const t = renderPage({
      'financial-periods': () => {
        throw new ApiError('network', 'Não foi possível conectar ao servidor.');
      },
    });
    expect(await screen.findByText(/Não foi possível carregar os períodos financeiros\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(transactionCalls(t)).toEqual([]);
  });

  it("'Nenhum transação encontrada.' with the hint to try another period", async () => {
    renderPage({ 'order-transactions': paginated([]) });
    expect(await screen.findByText('Nenhum transação encontrada.')).toBeInTheDocument();
    expect(screen.getByText('Tente buscar em outro período ou mude as datas do filtro.')).toBeInTheDocument();
  });
});
