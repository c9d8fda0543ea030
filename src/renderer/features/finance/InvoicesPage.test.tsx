import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { makeInvoice, makeLegacyInvoice } from '../../test/finance';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { InvoicesPage } from './InvoicesPage';

const INVOICES = {
  data: [
    makeInvoice({ id: 1, status: 'overdue', balance: -188410, hash: 'FT202202610' }),
    makeInvoice({ id: 2, status: 'accumulated', balance: -2500, hash: 'FT202202609' }),
    makeInvoice({ id: 3, status: 'paid', balance: 0, hash: 'FT202202608' }),
  ],
  paginate_metadata: { total: 12, last_page: 2 },
};

function renderPage(json: Answers, legacy: Answers = { 'faturas/listar': { status: true, faturas: [makeLegacyInvoice(), makeLegacyInvoice({ hash_fatura: 'L2', status: 'VC', referencia: 'Outubro/2026' })] } }) {
  const t = createTestStore({ json, legacy });
  renderWithStore(<InvoicesPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null }) };
}

describe('InvoicesPage', { timeout: 30_000 }, () => {
  it('invoices with status label, balance type (sign inverted, 3000 cents) and their links; legacy ones with theirs', async () => {
    const t = renderPage({ invoices: INVOICES });
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const [, overdue, accumulated, settled] = within(table).getAllByRole('row');
    expect(overdue).toHaveTextContent('R$ 1.884,10');
    expect(overdue).toHaveTextContent('Normal');
    expect(overdue).toHaveTextContent('Vencida');
    expect(accumulated).toHaveTextContent('Acumulado');
    expect(accumulated).toHaveTextContent('Acumulada');
    // a settled invoice's zero has no sign
    expect(settled).toHaveTextContent('R$ 0,00');
    expect(settled).not.toHaveTextContent('-R$');
    for (const name of ['PDF', 'Fatura', 'NFS-e comissão', 'NFS-e pagamento online']) {
      expect(within(overdue as HTMLElement).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^http/));
    }
    const legacy = await screen.findByRole('table', { name: 'Faturas anteriores' });
    const old = within(legacy).getAllByRole('row')[2] as HTMLElement;
    expect(old).toHaveTextContent('Outubro/2026');
    expect(old).toHaveTextContent('Vencida');
    for (const name of ['Fatura', 'NFS-e', 'Boleto']) expect(within(old).getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining('/documentos/'));
    await t.user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(t.calls.json).toHaveBeenLastCalledWith('invoices', expect.objectContaining({ query: { page: 2, per_page: 10 } })));
  });

  it('a page past the end (the list shrank meanwhile) is brought back to the last one', async () => {
    let pages = 3;
    const t = renderPage({
      invoices: ({ query }: { query: { page: number } }) => {
        // asked for the third page, the platform says there are only two now
        if (query.page === 3) pages = 2;
        return { data: query.page > pages ? [] : INVOICES.data, paginate_metadata: { total: pages * 10, last_page: pages } };
      },
    });
    await screen.findByRole('table', { name: 'Faturas' });
    await t.user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(t.calls.json).toHaveBeenLastCalledWith('invoices', expect.objectContaining({ query: { page: 2, per_page: 10 } })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.queryByRole('button', { name: 'Página 3' })).toBeNull();
  });

  it("a 404 is an empty list: 'Nada por aqui / Nenhuma fatura para listar.'", async () => {
    renderPage({
      invoices: () => {
        throw new ApiError('http', 'Nenhuma fatura encontrada.', 404);
      },
    });
    expect(await screen.findByText('Nada por aqui')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma fatura para listar.')).toBeInTheDocument();
  });

  it("any other failure: 'Não foi possível listar as faturas', reload and call support", async () => {
    const t = renderPage({
      invoices: () => {
        throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível listar as faturas');
    expect(alert).toHaveTextContent('Recarregue a página e, se o problema continuar, entre em contato com o suporte.');
    expect(t.dialogs()).toEqual([]);
  });
});
