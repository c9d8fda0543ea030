import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { previousComparablePeriod } from '../../../shared/reports';
import { makeReportRow } from '../../../shared/test/reports';
import { rangeForPeriod } from '../../ui/dateRange';
import { DEFAULT_STORE_TIME_ZONE, todayIn } from '../../../shared/time';
import { dateFieldText, typeDate } from '../../test/datePickers';
import { drawChartsAtOnce } from '../../test/media';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { DashboardPage } from './DashboardPage';
import { preloadDashboard } from './preload';
import { reportsApi } from '../reports/reportsApi';

drawChartsAtOnce();

const CURRENT = [
  makeReportRow(1, { valor_pedido: 100, valor_desconto_rest: 10, valor_taxa: 5, comissao: 12, id_usuario: 1, compraGlobal: 1 }),
  makeReportRow(2, { valor_pedido: 60, valor_taxa: 0, comissao: 7.2, id_usuario: 2, id_cupom: 9, valor_desconto_aiboo: 8 }),
  makeReportRow(3, { valor_pedido: 40, valor_taxa: 4, comissao: 4.8, id_usuario: 2, id_cupom: 9, valor_desconto_aiboo: 5 }),
  makeReportRow(4, { valor_pedido: 80, valor_desconto_rest: 5, status: 'PC', id_usuario: 3 }),
];
const PREVIOUS = [makeReportRow(20, { valor_pedido: 152, comissao: 20, id_usuario: 7 })];

type Body = { data_inicio: string; data_final: string };

function storeAnswering(answer?: (body: Body) => unknown) {
  const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
  const t = createTestStore({
    legacy: {
      'relatorio/geraRelatorio': (args: { body: Body }) =>
        answer?.(args.body) ?? {
          status: true,
          retorno: args.body.data_inicio === month.start ? CURRENT : PREVIOUS,
          data_inicio: args.body.data_inicio,
          data_final: args.body.data_final,
          grafico: [
            { data_criacao: month.end, qtde: 2 },
            { data_criacao: args.body.data_inicio, qtde: 1 },
          ],
        },
    },
  });
  return { ...t, month };
}

function setup(answer?: (body: Body) => unknown, beforeRender?: (t: ReturnType<typeof createTestStore>) => void) {
  const t = storeAnswering(answer);
  beforeRender?.(t);
  renderWithStore(<DashboardPage />, t.store);
  return t;
}

const card = (name: string) => screen.getByRole('group', { name });

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('shows every card of the last 30 days, compared with the period before on the same weekdays', async () => {
    const t = setup();
    await screen.findByRole('group', { name: 'Total de pedidos' });
    const previous = previousComparablePeriod(t.month.start, t.month.end);
    await waitFor(() =>
      expect(t.calls.legacy.mock.calls.map(([, args]) => (args as { body: Body }).body)).toEqual([
        { data_inicio: t.month.start, data_final: t.month.end },
        { data_inicio: previous.start, data_final: previous.end },
      ]),
    );
    expect(card('Total de pedidos')).toHaveTextContent('3R$ 190,00');
    // 190 against 152 before
    await waitFor(() => expect(card('Total de pedidos')).toHaveTextContent('+25% vs. período anterior'));
    expect(card('Pedidos cancelados')).toHaveTextContent('1Vendas canceladas (produtos): R$ 80,00');
    expect(card('Cupons')).toHaveTextContent('2Por conta da plataforma: R$ 13,00');
    expect(card('Taxa de entrega')).toHaveTextContent('R$ 9,002 corridas');
    expect(card('Ticket médio')).toHaveTextContent('R$ 63,33');
    // (190 - 24) / 24
    expect(card('ROI')).toHaveTextContent('6,92Comissão: R$ 24,00');
    expect(card('Novos usuários')).toHaveTextContent('1Usuários recorrentes: 1');
    expect(screen.getByText(/^Variações em relação a \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4} \(mesmos dias da semana\)\.$/)).toBeInTheDocument();
  });

  it('asks for the period before together with the period, not once its answer is in (issue 32)', async () => {
    const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
    // the period's answer never comes: the comparison must not wait for it
    const t = setup((body) => (body.data_inicio === month.start ? new Promise(() => {}) : undefined));
    const previous = previousComparablePeriod(month.start, month.end);
    await waitFor(() =>
      expect(t.calls.legacy.mock.calls.map(([, args]) => (args as { body: Body }).body)).toEqual([
        { data_inicio: month.start, data_final: month.end },
        { data_inicio: previous.start, data_final: previous.end },
      ]),
    );
  });

  it('explains each card in its tooltip', async () => {
    setup();
    await screen.findByRole('group', { name: 'Total de pedidos' });
    expect(screen.getByRole('group', { name: 'Total de pedidos', description: /desconto da loja subtraído e não inclui a taxa de entrega/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ROI', description: /^Para cada R\$\u00a01,00 pago em comissão/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ticket médio', description: /dividido pelo número de pedidos entregues/ })).toBeInTheDocument();
  });

  it('draws new and recurring users, and the sales of every day of the period under its title', async () => {
    const t = setup();
    await screen.findByRole('group', { name: 'Total de pedidos' });
    const users = screen.getByRole('table', { name: 'Novos e recorrentes' });
    expect(within(users).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Novos1', 'Recorrentes1']);
    const [d, m, y] = [t.month.start.slice(8), t.month.start.slice(5, 7), t.month.start.slice(0, 4)];
    const [d2, m2, y2] = [t.month.end.slice(8), t.month.end.slice(5, 7), t.month.end.slice(0, 4)];
    const title = `Vendas de ${d}/${m}/${y} a ${d2}/${m2}/${y2}`;
    const sales = screen.getByRole('table', { name: title });
    const points = within(sales).getAllByRole('row').slice(1);
    // the last 30 days, today included: 30 points
    expect(points).toHaveLength(30);
    expect(points[0]).toHaveTextContent('1');
    expect(points[29]).toHaveTextContent('2');
  });

  it("shows a refusal in 'Atenção!' with the server's error and puts back the dates it returns", async () => {
    let refuse = false;
    const t = setup(() =>
      refuse
        ? { status: 0, erro: 'O período do painel é de no máximo 366 dias.', data_inicio: '2025-11-23', data_final: '2026-11-22', retorno: [], grafico: [] }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Total de pedidos' });
    refuse = true;
    await typeDate(user, 'Data inicial', '01012020');
    await user.click(screen.getByRole('button', { name: 'Ver Painel' }));
    await waitFor(() =>
      expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'O período do painel é de no máximo 366 dias.' })]),
    );
    await waitFor(() => expect(dateFieldText('Data inicial')).toBe('23/11/2025'));
    expect(dateFieldText('Data final')).toBe('22/11/2026');
    expect(screen.queryByRole('group', { name: 'Total de pedidos' })).not.toBeInTheDocument();
  });

  it('does not ask for an end before the start', async () => {
    const t = setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Total de pedidos' });
    const calls = t.calls.legacy.mock.calls.length;
    await typeDate(user, 'Data final', '01012020');
    await user.click(screen.getByRole('button', { name: 'Ver Painel' }));
    expect(await screen.findByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    expect(t.calls.legacy.mock.calls).toHaveLength(calls);
  });

  describe("with its route's preload (issue 32)", () => {
    const bodies = (t: ReturnType<typeof storeAnswering>) => t.calls.legacy.mock.calls.map(([, args]) => (args as { body: Body }).body);
    const preload = (t: ReturnType<typeof createTestStore>) => preloadDashboard(t.store.dispatch, t.store.getState);

    it('opens on the two reports its preload asked for, without asking again', async () => {
      const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
      const previous = previousComparablePeriod(month.start, month.end);
      const t = storeAnswering();
      preload(t);
      // both answers are in before the page mounts (its chunk was slower than the platform)
      await waitFor(() => {
        const state = t.store.getState();
        expect(reportsApi.endpoints.generalReport.select(month)(state).isSuccess).toBe(true);
        expect(reportsApi.endpoints.comparisonReport.select(previous)(state).isSuccess).toBe(true);
      });
      renderWithStore(<DashboardPage />, t.store);
      expect(card('Total de pedidos')).toHaveTextContent('+25% vs. período anterior');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bodies(t)).toEqual([
        { data_inicio: month.start, data_final: month.end },
        { data_inicio: previous.start, data_final: previous.end },
      ]);
    });

    it('joins the requests its preload has under way', async () => {
      const t = setup(undefined, (store) => {
        preload(store);
        expect(store.calls.legacy).toHaveBeenCalledTimes(2);
      });
      await waitFor(() => expect(card('Total de pedidos')).toHaveTextContent('+25% vs. período anterior'));
      expect(t.calls.legacy).toHaveBeenCalledTimes(2);
    });

    it("changes nothing when it failed: the page asks again and shows the refusal in 'Atenção!' with the dates it returns", async () => {
      const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
      let refusals = 0;
      const t = storeAnswering((body) =>
        refusals < 2 && body.data_inicio === month.start
          ? (refusals++, { status: 0, erro: 'O período do painel é de no máximo 366 dias.', data_inicio: '2025-11-23', data_final: '2026-11-22', retorno: [], grafico: [] })
          : undefined,
      );
      preload(t);
      // the preload's refusal is in before the page mounts
      await waitFor(() => expect(t.dialogs()).toHaveLength(1));
      renderWithStore(<DashboardPage />, t.store);
      // the page's own request of the same period
      await waitFor(() => expect(refusals).toBe(2));
      await waitFor(() => expect(dateFieldText('Data inicial')).toBe('23/11/2025'));
      expect(dateFieldText('Data final')).toBe('22/11/2026');
      expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'O período do painel é de no máximo 366 dias.' })]);
      expect(screen.queryByRole('group', { name: 'Total de pedidos' })).not.toBeInTheDocument();
    });
  });
});
