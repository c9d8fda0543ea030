import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportOrderRow } from '../../../shared/api';
import { makeReportRow } from '../../../shared/test/reports';
import { ApiError } from '../../api/apiError';
import { rangeForPeriod } from '../../ui/dateRange';
import { DEFAULT_STORE_TIME_ZONE, todayIn } from '../../../shared/time';
import { drawChartsAtOnce } from '../../test/media';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { SalesHistoryPage } from './SalesHistoryPage';

drawChartsAtOnce();

const ROWS: ReportOrderRow[] = [
  makeReportRow(1, { hash_pedido: 'CARD01', pagamento: 3, valor_pedido: 40, valor_taxa: 5, forma_pagamento: 'Cartão de débito - Elo' }),
  makeReportRow(2, { hash_pedido: 'CASH02', pagamento: -1, valor_pedido: 30, valor_taxa: 0, forma_pagamento: 'Dinheiro' }),
  makeReportRow(3, { hash_pedido: 'ONLN03', pagamento: -10, valor_pedido: 20, valor_taxa: 6, status: 'DELIVERED_ORDER' }),
  makeReportRow(4, { hash_pedido: 'CANC04', status: 'PC', usuario_nome: 'Maria Antônia' }),
  makeReportRow(5, { hash_pedido: 'ANAL05', status: 'PC', fine_reversal_id: 11, fine_reversal_is_approved: null }),
  makeReportRow(6, { hash_pedido: 'APRV06', status: 'CANCELED_ORDER', fine_reversal_id: 12, fine_reversal_is_approved: '1' }),
  makeReportRow(7, { hash_pedido: 'RJCT07', status: 'PC', fine_reversal_id: 13, fine_reversal_is_approved: '0' }),
  makeReportRow(8, { hash_pedido: 'LOGI08', status: 'LG' }),
];

interface HistoryArgs {
  body: { periodo: string; data_inicio: string; data_final: string; id_estabelecimento: number };
}

function setup(answer: (args: HistoryArgs) => unknown = () => ({ status: true, retorno: ROWS }), reversal?: (args: { body: unknown }) => unknown) {
  const t = createTestStore({
    legacy: { 'pagamentoonline/gerahistorico': answer },
    json: reversal ? { 'finance/reversal-fine': reversal } : {},
  });
  renderWithStore(<SalesHistoryPage />, t.store);
  return t;
}

const historyCalls = (t: ReturnType<typeof setup>) =>
  t.calls.legacy.mock.calls.filter(([key]) => key === 'pagamentoonline/gerahistorico').map(([, args]) => (args as HistoryArgs).body);

const ordersTable = () => screen.getByRole('table', { name: 'Pedidos do período' });
const rowOf = (hash: string) => within(ordersTable()).getByRole('row', { name: new RegExp(`#${hash}`) });

describe('SalesHistoryPage', { timeout: 20_000 }, () => {
  it('asks for the last 7 days by default and shows the delivered total, by payment type and in two doughnuts', async () => {
    const t = setup();
    expect(await screen.findByRole('table', { name: 'Vendas por tipo de pagamento' })).toBeInTheDocument();
    const week = rangeForPeriod(7, todayIn(DEFAULT_STORE_TIME_ZONE));
    expect(historyCalls(t)).toEqual([{ periodo: '7', data_inicio: week.start, data_final: week.end, id_estabelecimento: 101 }]);

    expect(screen.getByRole('group', { name: 'Total vendido' })).toHaveTextContent('R$ 101,00');
    expect(screen.getByRole('group', { name: 'Pedidos entregues' })).toHaveTextContent('3');
    const byType = screen.getByRole('table', { name: 'Vendas por tipo de pagamento' });
    expect(within(byType).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Cartão1R$\u00a045,00',
      'Dinheiro1R$\u00a030,00',
      'Pagamento online1R$\u00a026,00',
      'Total3R$\u00a0101,00',
    ]);
    const counts = screen.getByRole('table', { name: 'Pedidos por tipo de pagamento' });
    expect(within(counts).getAllByRole('row')).toHaveLength(4);
    const values = screen.getByRole('table', { name: 'Valor por tipo de pagamento' });
    expect(within(values).getByRole('row', { name: 'Pagamento online R$\u00a026,00' })).toBeInTheDocument();
  });

  it('lists every order with its status label, money and payment type', async () => {
    setup();
    await screen.findByRole('table', { name: 'Pedidos do período' });
    const cash = rowOf('CASH02');
    expect(cash).toHaveTextContent('Entregue');
    expect(cash).toHaveTextContent('R$ 30,00');
    expect(cash).toHaveTextContent('Dinheiro');
    expect(rowOf('ONLN03')).toHaveTextContent('Pagamento online');
    expect(rowOf('CARD01')).toHaveTextContent('CartãoCartão de débito - Elo');
    expect(rowOf('CANC04')).toHaveTextContent('Recusado');
    expect(rowOf('CANC04')).toHaveTextContent('Maria Antônia');
    expect(rowOf('LOGI08')).toHaveTextContent('Outro - (LG)');
  });

  it("offers 'Solicitar estorno de multa' only for a cancelled order without a request, and shows each request's state", async () => {
    setup();
    await screen.findByRole('table', { name: 'Pedidos do período' });
    expect(within(rowOf('CANC04')).getByRole('button', { name: 'Ações do pedido #CANC04' })).toBeInTheDocument();
    for (const hash of ['CARD01', 'CASH02', 'ONLN03', 'ANAL05', 'APRV06', 'RJCT07', 'LOGI08']) {
      expect(within(rowOf(hash)).queryByRole('button', { name: /Ações do pedido/ })).not.toBeInTheDocument();
    }
    expect(within(rowOf('ANAL05')).getByLabelText('Estorno de multa em análise')).toBeInTheDocument();
    expect(within(rowOf('APRV06')).getByLabelText('Estorno de multa aprovado')).toBeInTheDocument();
    expect(within(rowOf('RJCT07')).getByLabelText('Estorno de multa recusado')).toBeInTheDocument();
  });

  it('sends a fine-reversal request of at least 20 characters; a refusal is a 4 s error toast and keeps the text', async () => {
    let rows = ROWS;
    let refuse = true;
    const sent: unknown[] = [];
    const t = setup(
      () => ({ status: true, retorno: rows }),
      (args) => {
        sent.push(args.body);
        if (refuse) throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 422!', 422, { message: 'Este pedido não teve multa para estornar.' });
        rows = ROWS.map((r) => (r.hash_pedido === 'CANC04' ? { ...r, fine_reversal_id: 30, fine_reversal_is_approved: null } : r));
        return { message: 'Solicitação registrada.', id: 30 };
      },
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Pedidos do período' });
    await user.click(within(rowOf('CANC04')).getByRole('button', { name: 'Ações do pedido #CANC04' }));
    await user.click(screen.getByRole('menuitem', { name: 'Solicitar estorno de multa' }));

    const dialog = screen.getByRole('dialog', { name: 'Solicitação de estorno de multa' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
    await user.type(description, 'Cliente desistiu');
    expect(within(dialog).getByText('16/200')).toBeInTheDocument();
    expect(within(dialog).getByText(/Mínimo de 20 caracteres/)).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(description, ' antes do preparo.');
    expect(within(dialog).getByText('34/200')).toBeInTheDocument();
    expect(send).toBeEnabled();

    await user.click(send);
    await waitFor(() => expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Este pedido não teve multa para estornar.', severity: 'error', durationMs: 4000 })]));
    expect(t.dialogs()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Solicitação de estorno de multa' })).toBeInTheDocument();
    expect(description).toHaveValue('Cliente desistiu antes do preparo.');

    refuse = false;
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitação de estorno de multa' })).not.toBeInTheDocument());
    expect(sent).toEqual([
      { description: 'Cliente desistiu antes do preparo.', order_id: 4, order_hash: 'CANC04' },
      { description: 'Cliente desistiu antes do preparo.', order_id: 4, order_hash: 'CANC04' },
    ]);
    expect(t.toasts().at(-1)).toMatchObject({ message: 'Solicitação registrada.', severity: 'success' });
    // the history loads again and shows the new request in analysis
    expect(await within(rowOf('CANC04')).findByLabelText('Estorno de multa em análise')).toBeInTheDocument();
  });

  it("filters by another period with Filtrar, and loads again when Filtrar is pressed on the same one", async () => {
    const t = setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Pedidos do período' });
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 30 dias' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
    await waitFor(() => expect(historyCalls(t).at(-1)).toMatchObject({ periodo: '30', data_inicio: month.start, data_final: month.end }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filtrar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(historyCalls(t)).toHaveLength(3));
  });

  it("shows a refusal in 'Atenção!' with the server's erro and clears what was on screen", async () => {
    let refuse = false;
    const t = setup(() => (refuse ? { status: false, erro: 'Período maior que o permitido.' } : { status: true, retorno: ROWS }));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Pedidos do período' });
    refuse = true;
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 90 dias' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Período maior que o permitido.' })]));
    expect(screen.queryByRole('table', { name: 'Pedidos do período' })).not.toBeInTheDocument();
    expect(screen.getByText(/Não foi possível carregar o histórico de vendas/)).toBeInTheDocument();
  });
});
