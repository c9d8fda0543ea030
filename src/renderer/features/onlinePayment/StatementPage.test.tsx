import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { todayIn } from '../../../shared/time';
import { StatementPage } from './StatementPage';

const BANKS = [
  { codigo: '001', nome: 'Banco do Brasil S.A.', status: 'S' },
  { codigo: '399', nome: 'HSBC Bank Brasil S.A.', status: 'N' },
];

function renderPage(filter: (body: { codigo: string; nome: string; status: string }) => unknown = () => ({ status: true, erro: '', obj: BANKS })) {
  return renderOnlinePaymentScreen(<StatementPage />, {
    path: '/financeiro/vendas/vendas',
    legacy: {
      'pagamentoonlinecalendario/listar': { status: true, total: 803.72, valores: [{ dia: todayIn('America/Sao_Paulo'), totalDia: 120.5 }, { dia: '2020-01-01', totalDia: 999 }] },
      'bancos/filtrar': ({ body }: { body: { codigo: string; nome: string; status: string } }) => filter(body),
    },
  });
}

describe('Extrato', { timeout: 60_000 }, () => {
  it("'Saldo a receber' is the calendar's real total; 'Saldo disponível' is a sample, labelled", async () => {
    renderPage();
    const toReceive = screen.getByRole('region', { name: 'Saldo a receber' });
    expect(await within(toReceive).findByText('R$ 803,72')).toBeInTheDocument();
    expect(within(toReceive).getByRole('link', { name: 'Transferir' })).toHaveAttribute('href', '/financeiro/vendas/vendas/transferir');
    expect(within(toReceive).queryByText('Valores ilustrativos')).not.toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Saldo disponível' });
    expect(within(available).getByText('Valores ilustrativos')).toBeInTheDocument();
    expect(within(available).getByRole('link', { name: 'Ver calendário' })).toHaveAttribute('href', '/financeiro/vendas/calendario');
  });

  it("the period filter sums the calendar's days of the period", async () => {
    renderPage();
    const period = screen.getByRole('region', { name: 'Período' });
    expect(await within(period).findByText('R$ 120,50')).toBeInTheDocument();
  });

  it('the Extrato table lists banks by code, name and status, filtered by the platform', async () => {
    const { user, calls } = renderPage((body) => ({ status: true, erro: '', obj: BANKS.filter((b) => body.status === '' || b.status === body.status) }));
    const table = await screen.findByRole('table', { name: 'Extrato' });
    expect(within(table).getByText('HSBC Bank Brasil S.A.')).toBeInTheDocument();
    expect(within(table).getAllByText('Ativo')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inativo' }));
    await user.click(within(screen.getByRole('form', { name: 'Filtrar bancos' })).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.legacy).toHaveBeenCalledWith('bancos/filtrar', expect.objectContaining({ body: { codigo: '', nome: '', status: 'N' } })));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Extrato' })).queryByText('Banco do Brasil S.A.')).not.toBeInTheDocument());
  });
});
