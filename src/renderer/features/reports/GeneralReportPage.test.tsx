import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeReportRow } from '../../../shared/test/reports';
import { DEFAULT_PRINT_SETTINGS } from '../../../shared/api/areas/printing';
import { buildClosingTicket } from '../../../shared/printing/closing';
import { dayClosing } from '../../../shared/reports';
import { rangeForPeriod } from '../../ui/dateRange';
import { DEFAULT_STORE_TIME_ZONE, todayIn } from '../../../shared/time';
import { drawChartsAtOnce } from '../../test/media';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { dayClosingPrintRequested } from '../printing/printActions';
import { GeneralReportPage } from './GeneralReportPage';
import { PRINT_ROOT } from './PrintOnly';

drawChartsAtOnce();

const ROWS = [
  makeReportRow(1, { hash_pedido: 'AAA001', pagamento: 3, valor_pedido: 100, valor_taxa: 8, valor_desconto: 10 }),
  makeReportRow(2, { hash_pedido: 'BBB002', pagamento: -1, valor_pedido: 50.5, valor_taxa: 0 }),
  makeReportRow(3, { hash_pedido: 'CCC003', pagamento: -2, valor_pedido: 70, valor_taxa: 6, valor_desconto: 5, status: 'PC' }),
  ...Array.from({ length: 17 }, (_, i) => makeReportRow(10 + i, { hash_pedido: `ZZZ${10 + i}`, status: 'PE', valor_pedido: 20 })),
];

function setup(answer: (args: { body: { data_inicio: string; data_final: string } }) => unknown) {
  const t = createTestStore({ legacy: { 'relatorio/geraRelatorio': answer } });
  renderWithStore(<GeneralReportPage />, t.store);
  return t;
}

const ok = (args: { body: { data_inicio: string; data_final: string } }) => ({
  status: true,
  retorno: ROWS,
  data_inicio: args.body.data_inicio,
  data_final: args.body.data_final,
  grafico: [],
});

describe('GeneralReportPage', { timeout: 20_000 }, () => {
  it("opens on today's report: the totals with Total Geral, the doughnut by payment type and the orders", async () => {
    const t = setup(ok);
    const totalGeral = await screen.findByRole('group', { name: 'Total Geral' });
    const today = rangeForPeriod(0, todayIn(DEFAULT_STORE_TIME_ZONE));
    expect(t.calls.legacy.mock.calls.map(([, args]) => (args as { body: unknown }).body)).toEqual([
      { data_inicio: today.start, data_final: today.end },
    ]);
    // delivered: 150,50 of products + 8,00 of fees - 10,00 of discounts
    expect(totalGeral).toHaveTextContent('R$ 148,50');
    expect(screen.getByRole('group', { name: 'Pedidos efetivados' })).toHaveTextContent('R$ 150,50');
    expect(screen.getByRole('group', { name: 'Taxa de entrega' })).toHaveTextContent('R$ 8,00');
    expect(screen.getByRole('group', { name: 'Descontos' })).toHaveTextContent('R$ 10,00');
    expect(screen.getByRole('group', { name: 'Pedidos no período' })).toHaveTextContent('20');
    expect(screen.getByRole('group', { name: 'Pedidos cancelados' })).toHaveTextContent('1Vendas canceladas (produtos): R$ 70,00');
    const doughnut = screen.getByRole('table', { name: 'Vendas por tipo de pagamento' });
    expect(within(doughnut).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['CartãoR$\u00a0108,00', 'DinheiroR$\u00a050,50', 'Pagamento onlineR$\u00a00,00']);
    const orders = screen.getByRole('table', { name: 'Pedidos do relatório' });
    expect(within(orders).getAllByRole('row')).toHaveLength(16); // 15 a page + header
  });

  it('prints a layout of its own with every order of the period, through the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    setup(ok);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Total Geral' });
    // hidden on screen (print media only): found as the print dialog finds it, under <body>
    const layout = document.body.querySelector<HTMLElement>(`:scope > .${PRINT_ROOT}`)!;
    expect(layout).toHaveAttribute('aria-label', 'Relatório Geral para impressão');
    expect(within(layout).getByRole('heading', { name: 'Relatório Geral', hidden: true })).toBeInTheDocument();
    expect(within(layout).getAllByRole('row', { hidden: true }).filter((r) => r.textContent?.startsWith('#'))).toHaveLength(20);
    expect(within(layout).getByRole('table', { name: 'Totais', hidden: true })).toHaveTextContent('Total GeralR$ 148,50');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("prints the day's closing on the cashier printer for a single day, and only then", async () => {
    const t = setup(ok);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Total Geral' });
    await user.click(screen.getByRole('button', { name: 'Fechamento do dia' }));
    const today = rangeForPeriod(0, todayIn(DEFAULT_STORE_TIME_ZONE)).start;
    const asked = t.actions.filter(dayClosingPrintRequested.match);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.payload.day).toBe(today);
    const expected = buildClosingTicket({ storeName: '', closing: dayClosing(today, ROWS), printedAt: new Date().toISOString(), timeZone: 'America/Sao_Paulo' }, DEFAULT_PRINT_SETTINGS);
    // the same ticket, but for the minute it was printed at
    expect(asked[0]!.payload.ticket.blocks.slice(0, -2)).toEqual(expected.blocks.slice(0, -2));
    expect(asked[0]!.payload.ticket.page.columns).toBe(48);

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 7 dias' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.calls.legacy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechamento do dia' })).toBeDisabled());
  });

  it("shows a refusal in 'Atenção!' and clears the report", async () => {
    let refuse = false;
    const t = setup((args) => (refuse ? { status: false, erro: 'Período inválido.', data_inicio: '', data_final: '', retorno: [], grafico: [] } : ok(args)));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Total Geral' });
    refuse = true;
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 30 dias' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Período inválido.' })]));
    expect(screen.queryByRole('group', { name: 'Total Geral' })).not.toBeInTheDocument();
    expect(document.body.querySelector(`.${PRINT_ROOT}`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });
});
