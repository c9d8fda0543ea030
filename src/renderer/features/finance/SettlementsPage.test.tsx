import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrderTransaction, makeSettlement, paginated } from '../../test/finance';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { SettlementsPage } from './SettlementsPage';

const SETTLEMENTS = Array.from({ length: 15 }, (_, i) =>
  makeSettlement({ id: 1000 + i, settlement_date: `2026-05-${String(27 - i).padStart(2, '0')}T00:00:00.000000Z`, merchant_split_value: 4750 }),
);

function renderPage(json: Answers = {}) {
  const t = createTestStore({
    json: {
      'settlement-periods': paginated(SETTLEMENTS, 40),
      'order-transactions': paginated([makeOrderTransaction({ id: 1 })]),
      ...json,
    },
  });
  renderWithStore(<SettlementsPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null }) };
}

describe('SettlementsPage', { timeout: 30_000 }, () => {
  it('lists 15 settlements a page, dates at noon, and pages through the platform', async () => {
    const t = renderPage();
    const table = await screen.findByRole('table', { name: 'Repasses' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('18/05/2026 a 24/05/2026');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('27/05/2026');
    expect(t.calls.json).toHaveBeenCalledWith('settlement-periods', expect.objectContaining({ query: { per_page: 15, page: 1 } }));
    await t.user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(t.calls.json).toHaveBeenLastCalledWith('settlement-periods', expect.objectContaining({ query: { per_page: 15, page: 3 } })));
  });

  it("'Ver pedidos' opens the settlement's online orders (6000 a page) from gross to its payout", async () => {
    const t = renderPage();
    await t.user.click(await screen.findByRole('button', { name: 'Ver pedidos do repasse de 27/05/2026' }));
    const panel = await screen.findByRole('region', { name: 'Repasse de 27/05/2026' });
    expect(t.calls.json).toHaveBeenLastCalledWith(
      'order-transactions',
      expect.objectContaining({ query: { per_page: 6000, page: 1, settlement_period_id: 1000, online_payment: 1 } }),
    );
    expect(await within(panel).findByRole('cell', { name: 'PED00001' })).toBeInTheDocument();
    expect(within(panel).getByText('Confere: a soma das partes é igual ao total da plataforma.')).toBeInTheDocument();
    await t.user.click(within(panel).getByRole('button', { name: 'Ver pedidos: Comissão' }));
    expect(await screen.findByRole('dialog', { name: 'Pedidos: Comissão' })).toHaveTextContent('1 pedido(s), somando R$ 6,00');
  });

  it('a payout that does not match its orders is flagged', async () => {
    const t = renderPage({ 'settlement-periods': paginated([makeSettlement({ merchant_split_value: 5000 })]) });
    await t.user.click(await screen.findByRole('button', { name: /Ver pedidos do repasse/ }));
    const panel = await screen.findByRole('region', { name: /Repasse de/ });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Não confere: há uma diferença de R$ 2,50');
  });
});
