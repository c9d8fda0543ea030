import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../test/datePickers';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { OnlinePaymentReportPage } from './OnlinePaymentReportPage';

const ROWS = [
  { orderHash: 'AB12CD34', transactionDate: '2026-05-20 20:15:00', orderAmountTotal: 71, finalEstablishment: 61.98, paymentType: 'Pagamento online - Pix', status: 'PAGO' },
  { orderHash: 'EF56GH78', transactionDate: '2026-05-25 21:00:00', orderAmountTotal: 45.5, finalEstablishment: 38.4, paymentType: 'Pagamento online - Cartão de crédito', status: 'AGUARDANDO LOTE' },
];

function renderPage(legacy: Answers) {
  const t = createTestStore({ legacy });
  renderWithStore(
    <MemoryRouter>
      <OnlinePaymentReportPage />
    </MemoryRouter>,
    t.store,
  );
  return { ...t, user: userEvent.setup({ delay: null }) };
}

describe('OnlinePaymentReportPage', { timeout: 30_000 }, () => {
  it('opens with the last seven days; the rows with their status; the banner links to Repasses', async () => {
    const t = renderPage({ 'pagamentoonline/getReportTransactions': { status: true, report: ROWS } });
    const table = await screen.findByRole('table', { name: 'Pagamentos online' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('AB12CD34');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('R$ 71,00');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('PAGO');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('AGUARDANDO LOTE');
    expect(screen.getByText(/Os repasses a partir de 19 de fevereiro de 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Repasses' })).toHaveAttribute('href', '/financeiro/repasses');
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/getReportTransactions', expect.objectContaining({ body: expect.objectContaining({ id_estabelecimento: 101 }) }));
  });

  it("an empty report: 'Nenhum registro encontrado!', again on every Filtrar", async () => {
    const t = renderPage({ 'pagamentoonline/getReportTransactions': { status: true, report: [] } });
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ message: 'Nenhum registro encontrado!' })]));
    t.store.dispatch({ type: 'ui/dialogClosed', payload: t.dialogs()[0]?.id });
    await typeDate(t.user, 'Data inicial', '01052026');
    await typeDate(t.user, 'Data final', '10052026');
    await t.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.calls.legacy).toHaveBeenLastCalledWith('pagamentoonline/getReportTransactions', expect.objectContaining({ body: { data_inicio: '2026-05-01', data_final: '2026-05-10', id_estabelecimento: 101 } })));
    await waitFor(() => expect(t.dialogs()).toHaveLength(1));
  });

  it("status false: 'Erro!' with the server's text and nothing listed", async () => {
    const t = renderPage({ 'pagamentoonline/getReportTransactions': { status: false, erro: 'Estabelecimento sem pagamento online.' } });
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Estabelecimento sem pagamento online.' })]));
    // the dialog is shown as the answer arrives; the table leaves its busy state a render later
    expect(await within(screen.getByRole('table', { name: 'Pagamentos online' })).findByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });
});
