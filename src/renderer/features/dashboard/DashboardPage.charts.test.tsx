import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReportRow } from '../../../shared/test/reports';
import { drawChartsAtOnce } from '../../test/media';

drawChartsAtOnce();

/** The dashboard with its charts' chunk replaced by `charts` (a module that never comes, or fails). */
async function setup(charts: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./DashboardCharts', charts);
  // the page and the test store from the same fresh modules (one api, one store)
  const { DashboardPage } = await import('./DashboardPage');
  const { createTestStore, renderWithStore } = await import('../../test/testStore');
  const t = createTestStore({
    legacy: {
      'relatorio/geraRelatorio': (args: { body: { data_inicio: string; data_final: string } }) => ({
        status: true,
        retorno: [makeReportRow(1, { valor_pedido: 100, comissao: 12, id_usuario: 1, compraGlobal: 1 })],
        data_inicio: args.body.data_inicio,
        data_final: args.body.data_final,
        grafico: [{ data_criacao: args.body.data_final, qtde: 1 }],
      }),
    },
  });
  renderWithStore(<DashboardPage />, t.store);
  return t;
}

afterEach(() => {
  vi.doUnmock('./DashboardCharts');
});

describe('DashboardPage: the charts from their own chunk (issue 32)', { timeout: 20_000 }, () => {
  it('shows the cards while the charts are still loading, each chart a placeholder meanwhile', async () => {
    await setup(() => new Promise(() => {}));
    expect(await screen.findByRole('group', { name: 'Total de pedidos' })).toHaveTextContent('1R$ 100,00');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total de pedidos' })).toHaveTextContent('vs. período anterior'));
    expect(screen.getAllByRole('progressbar', { name: 'Carregando o gráfico...' })).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Novos e recorrentes' })).not.toBeInTheDocument();
  });

  it("says a chart could not be loaded, keeps the cards, and draws it on 'Tentar novamente'", async () => {
    let fail = true;
    const actual = await vi.importActual<typeof import('./DashboardCharts')>('./DashboardCharts');
    await setup(() => (fail ? Promise.reject(new Error('chunk não baixou')) : Promise.resolve(actual)));
    // the users' chart is asked for once the sales chart is settled: it does not wait on a failure
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar o gráfico.')).toHaveLength(2));
    expect(screen.getByRole('group', { name: 'Total de pedidos' })).toHaveTextContent('1R$ 100,00');
    fail = false;
    vi.resetModules();
    const user = userEvent.setup({ delay: null });
    for (const retry of screen.getAllByRole('button', { name: 'Tentar novamente' })) await user.click(retry);
    const users = await screen.findByRole('table', { name: 'Novos e recorrentes' });
    expect(users).toHaveTextContent('Novos1');
    expect(screen.queryByText('Não foi possível carregar o gráfico.')).not.toBeInTheDocument();
  });
});
