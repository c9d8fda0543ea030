import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { CalendarPage } from './CalendarPage';

const PAYMENTS: Record<string, unknown[]> = {
  '2026-11-24': [
    { status: 'WAITING', is_paid: 0, valorReceber: 98.2, created_at: '2026-11-23T22:10:00.000Z', transaction_id: 'a'.repeat(32), external_split_id: 's1', establishment_id: 101 },
    { status: 'FAILED', is_paid: 0, valorReceber: 40, created_at: '2026-11-23T23:00:00.000Z', transaction_id: 'b'.repeat(32), external_split_id: 's2', establishment_id: 101 },
  ],
  '2026-10-30': [
    { status: 'SUCCEEDED', is_paid: 1, valorReceber: 55.5, created_at: '2026-10-29T20:00:00.000Z', transaction_id: 'c'.repeat(32), external_split_id: 's3', establishment_id: 101 },
  ],
};

function renderPage() {
  return renderOnlinePaymentScreen(<CalendarPage />, {
    path: '/financeiro/vendas/calendario',
    legacy: {
      'pagamentoonlinecalendario/listar': {
        status: true,
        total: 138.2,
        valores: [
          { dia: '2026-10-30', totalDia: 55.5 },
          { dia: '2026-11-24', totalDia: 138.2 },
        ],
      },
      'pagamentoonlinecalendario/listarPag': ({ body }: { body: { dataPag: string } }) => ({ status: true, obj: PAYMENTS[body.dataPag] ?? [] }),
    },
  });
}

describe('Calendário', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 15, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("opens on today's month and day, with each day's total and what is still to receive", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Novembro de 2026' })).toBeInTheDocument();
    expect(screen.getByText('R$ 138,20', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '24 de novembro: R$\u00a0138,20' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '23 de novembro: nenhum pagamento' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('heading', { name: 'Pagamentos em 23/11/2026' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum pagamento previsto')).toBeInTheDocument();
    expect(screen.getByText(/apenas informativas e podem sofrer alterações/)).toBeInTheDocument();
  });

  it('lists the payments of a day with the list labels and opens the detail with the modal labels', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '24 de novembro: R$\u00a0138,20' }));
    const day = screen.getByRole('region', { name: 'Pagamentos em 24/11/2026' });
    expect(await within(day).findByText('Agendamento')).toBeInTheDocument();
    expect(within(day).getByText('Pendente')).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: /R\$\u00a098,20/ }));
    const detail = screen.getByRole('dialog', { name: 'Detalhe do pagamento' });
    expect(within(detail).getByText('Agendamento')).toBeInTheDocument();
    expect(within(detail).getByText('a'.repeat(32))).toBeInTheDocument();
    expect(within(detail).getByText('24/11/2026')).toBeInTheDocument();
  });

  it('walks to the previous month and back to today; a paid payment is Pago', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('heading', { name: 'Outubro de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '30 de outubro: R$\u00a055,50' }));
    const day = screen.getByRole('region', { name: 'Pagamentos em 30/10/2026' });
    expect(await within(day).findByText('Pago')).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: /R\$\u00a055,50/ }));
    expect(within(screen.getByRole('dialog', { name: 'Detalhe do pagamento' })).getByText('Pago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pagamentos em 23/11/2026' })).toBeInTheDocument());
  });
});
