import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rangeForPeriod } from '../../ui/dateRange';
import { DEFAULT_STORE_TIME_ZONE, todayIn } from '../../../shared/time';
import { drawChartsAtOnce } from '../../test/media';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { OperationalChartsPage } from './OperationalChartsPage';

drawChartsAtOnce();

const CHARTS = {
  status: true,
  diaSemana: [
    { dia: 1, qtde: 40 },
    { dia: 6, qtde: 55 },
    { dia: 7, qtde: '61' },
  ],
  obj: [
    { nome: 'Pizza Margherita', contagem_vezes: 120 },
    { nome: 'Guaraná Antarctica 2L', contagem_vezes: 80 },
    { nome: 'Pudim de leite', contagem_vezes: 12 },
  ],
  pedidoBairro: [
    { nome_bairro: 'Vila Mariana', qtde: 70 },
    { nome_bairro: 'Moema', qtde: 50 },
  ],
  formaPagamento: [
    { pagamento: 'Pix', qtde: 60 },
    { pagamento: 'Dinheiro', qtde: 30 },
    { pagamento: 'Cartão de crédito - Visa', qtde: 66 },
  ],
};

const rowsOf = (title: string) => within(screen.getByRole('table', { name: title })).getAllByRole('row').slice(1);

describe('OperationalChartsPage', { timeout: 20_000 }, () => {
  it('draws the four charts of the last 30 days, every weekday from Sunday to Saturday', async () => {
    const t = createTestStore({ legacy: { 'relatorio/populapainel/': CHARTS } });
    renderWithStore(<OperationalChartsPage />, t.store);
    await screen.findByRole('figure', { name: 'Pedidos por dia da semana' });
    const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
    expect(t.calls.legacy.mock.calls[0]?.[1]).toMatchObject({ body: { periodo: '30', data: { data_inicio: month.start, data_final: month.end } } });
    expect(rowsOf('Pedidos por dia da semana').map((r) => r.textContent)).toEqual([
      'Domingo40',
      'Segunda0',
      'Terça0',
      'Quarta0',
      'Quinta0',
      'Sexta55',
      'Sábado61',
    ]);
    expect(rowsOf('Itens mais pedidos')).toHaveLength(3);
    expect(rowsOf('Pedidos por bairro').map((r) => r.textContent)).toEqual(['Vila Mariana70', 'Moema50']);
    expect(rowsOf('Formas de pagamento')).toHaveLength(3);
  });

  it("shows a refusal in 'Atenção!' with the server's text and clears the charts", async () => {
    let refuse = false;
    const t = createTestStore({
      legacy: { 'relatorio/populapainel/': () => (refuse ? { status: false, mensagem: 'Sem dados para o período.' } : CHARTS) },
    });
    renderWithStore(<OperationalChartsPage />, t.store);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('figure', { name: 'Pedidos por dia da semana' });
    refuse = true;
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Hoje' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Sem dados para o período.' })]));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says there were no orders instead of drawing empty charts', async () => {
    const t = createTestStore({ legacy: { 'relatorio/populapainel/': { status: true, diaSemana: [], obj: [], pedidoBairro: [], formaPagamento: [] } } });
    renderWithStore(<OperationalChartsPage />, t.store);
    const weekday = await screen.findByRole('figure', { name: 'Pedidos por dia da semana' });
    expect(weekday).toHaveTextContent('Nenhum pedido no período.');
    expect(screen.getByRole('figure', { name: 'Formas de pagamento' })).toHaveTextContent('Nenhum pedido no período.');
  });

  it('says a period with pickup orders only had no delivery, not that it had no orders', async () => {
    const pickupOnly = { status: true, diaSemana: [{ dia: 3, qtde: 1 }], obj: [{ nome: 'Pizza Margherita', contagem_vezes: 1 }], pedidoBairro: [], formaPagamento: [{ pagamento: 'Pix', qtde: 1 }] };
    const t = createTestStore({ legacy: { 'relatorio/populapainel/': pickupOnly } });
    renderWithStore(<OperationalChartsPage />, t.store);
    const byNeighbourhood = await screen.findByRole('figure', { name: 'Pedidos por bairro' });
    expect(byNeighbourhood).toHaveTextContent('Nenhum pedido com entrega no período: os pedidos foram retirados no local.');
    expect(byNeighbourhood).not.toHaveTextContent('Nenhum pedido no período.');
  });
});
