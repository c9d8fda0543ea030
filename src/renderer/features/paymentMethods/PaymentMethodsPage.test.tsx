import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegisteredPathsProvider } from '../../app/layout/registeredRoutes';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { RECEIVING_ACCOUNTS_PATH } from '../banners/OnlinePaymentPromo';
import { PaymentMethodsPage } from './PaymentMethodsPage';

const LIST = { status: true, obj: [{ chave: 'pix', nome: 'Pix', selected: true }] };

/** The page at /configuracoes/formapagamento; `accountsScreen`: whether Contas e taxas is built. */
function renderPage(legacy: Answers, accountsScreen = true) {
  const t = createTestStore({ legacy });
  const router = createMemoryRouter(
    [
      { path: '/configuracoes/formapagamento', element: <PaymentMethodsPage /> },
      { path: RECEIVING_ACCOUNTS_PATH, element: <p>Contas e taxas</p> },
    ],
    { initialEntries: ['/configuracoes/formapagamento'] },
  );
  renderWithStore(
    <RegisteredPathsProvider value={new Set(accountsScreen ? [RECEIVING_ACCOUNTS_PATH] : [])}>
      <RouterProvider router={router} />
    </RegisteredPathsProvider>,
    t.store,
  );
  return { ...t, router, user: userEvent.setup({ delay: null }) };
}

const refusingToEnable = {
  'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false },
  'pagamentoonline/setAcceptanceStatus': { status: false, accepts: false, mensagem: '', erros: 'Cadastre uma conta de recebimento.' },
  'software_app/listarpagamentos/': LIST,
};

// MUI forms under jsdom are slow on a busy machine.
describe('PaymentMethodsPage', { timeout: 20_000 }, () => {
  it('shows the Pagamento Online state and the methods', async () => {
    renderPage({ 'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: true }, 'software_app/listarpagamentos/': LIST });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagamento Online' })).toBeChecked());
    expect(await screen.findByRole('checkbox', { name: 'Pix' })).toBeChecked();
  });

  it('a refused enabling: the switch follows the platform and the store goes to Contas e taxas', async () => {
    const { user, router, dialogs } = renderPage(refusingToEnable);
    const online = screen.getByRole('switch', { name: 'Pagamento Online' });
    await waitFor(() => expect(online).toBeEnabled());
    await user.click(online);
    await waitFor(() => expect(router.state.location.pathname).toBe(RECEIVING_ACCOUNTS_PATH));
    expect(dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: 'Cadastre uma conta de recebimento.' })]);
  });

  it('stays on the screen when Contas e taxas is not built', async () => {
    const { user, router, dialogs } = renderPage(refusingToEnable, false);
    const online = screen.getByRole('switch', { name: 'Pagamento Online' });
    await waitFor(() => expect(online).toBeEnabled());
    await user.click(online);
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    await waitFor(() => expect(online).not.toBeChecked());
    await waitFor(() => expect(online).toBeEnabled());
    expect(router.state.location.pathname).toBe('/configuracoes/formapagamento');
  });

  it('a refused disabling does not leave the screen', async () => {
    const { user, router, dialogs } = renderPage({
      'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: true },
      'pagamentoonline/setAcceptanceStatus': { status: false, accepts: true, mensagem: '', erros: 'Há pedidos online em andamento.' },
      'software_app/listarpagamentos/': LIST,
    });
    const online = screen.getByRole('switch', { name: 'Pagamento Online' });
    await waitFor(() => expect(online).toBeChecked());
    await user.click(online);
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    await waitFor(() => expect(online).toBeChecked());
    expect(router.state.location.pathname).toBe('/configuracoes/formapagamento');
  });

  it('says when the methods cannot be loaded, with a way to try again', async () => {
    let fail = true;
    const { user } = renderPage({
      'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false },
      'software_app/listarpagamentos/': () => (fail ? { status: false } : LIST),
    });
    expect(await screen.findByText(/^Não foi possível carregar as formas de pagamento\./)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Pix' })).toBeInTheDocument();
  });
});
