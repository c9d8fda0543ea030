import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../test/datePickers';
import { makePayoutBatch } from '../../test/finance';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { batchDetails, PayoutBatchesPage } from './PayoutBatchesPage';

function renderPage() {
  const t = createTestStore({
    legacy: { 'pagamentoonline/getReportBatch': { status: true, report: { entities: [makePayoutBatch(), makePayoutBatch({ id: 7, status: 'EM PROCESSAMENTO', finished_at: null })], count: 130 } } },
  });
  renderWithStore(<PayoutBatchesPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null }) };
}

describe('PayoutBatchesPage', { timeout: 30_000 }, () => {
  it('100 a page, a date filter sent as yyyy-mm-dd, and a batch’s details with every field', async () => {
    const t = renderPage();
    const table = await screen.findByRole('table', { name: 'Lotes' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('R$ 6.669,10');
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/getReportBatch', expect.objectContaining({ body: { limit: 100, page: 1, paymentData: '' } }));
    await t.user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(t.calls.legacy).toHaveBeenLastCalledWith('pagamentoonline/getReportBatch', expect.objectContaining({ body: { limit: 100, page: 2, paymentData: '' } })));
    await typeDate(t.user, 'Data', '12112026');
    await t.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.calls.legacy).toHaveBeenLastCalledWith('pagamentoonline/getReportBatch', expect.objectContaining({ body: { limit: 100, page: 1, paymentData: '2026-11-12' } })));
    await t.user.click(await screen.findByRole('button', { name: 'Detalhes do lote 10120261109' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lote 10120261109' });
    const fields = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(fields).toEqual(batchDetails(makePayoutBatch(), 'America/Sao_Paulo').map(([label, value]) => `${label}${value}`));
  });

  it('the details name every field of the payout batch (spec 02 §3)', () => {
    const labels = batchDetails(makePayoutBatch(), 'America/Sao_Paulo').map(([label]) => label);
    expect(labels).toEqual([
      'Lote',
      'Estabelecimento',
      'Período',
      'Situação',
      'Valor para a loja',
      'Comissão',
      'Taxa de pagamento online',
      'Valor retido',
      'Valor compensado',
      'Fatura compensada',
      'Pago em',
      'Token',
      'Descrição',
    ]);
    expect(batchDetails(makePayoutBatch({ finished_at: null, invoice_id: 12 }), 'America/Sao_Paulo')).toEqual(
      expect.arrayContaining([
        ['Pago em', 'Ainda não pago'],
        ['Fatura compensada', '12'],
      ]),
    );
  });
});
