import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRegistrationAnswer, renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { FeePlansPage } from './FeePlansPage';

const ROWS = {
  status: true,
  obj: [
    { id_pagon_plano: '1', tipo: 'Débito', bandeira: 'Visa', taxas: 1.99, parcelas: 'À vista' },
    { id_pagon_plano: '1', tipo: 'Crédito', bandeira: 'Visa', taxas: 3.49, parcelas: '1x' },
    { id_pagon_plano: '2', tipo: 'Débito', bandeira: 'Visa', taxas: 1.49, parcelas: 'À vista' },
    { id_pagon_plano: '2', tipo: 'Crédito', bandeira: 'Elo', taxas: 4.29, parcelas: '2x a 6x' },
  ],
};

describe('Planos de taxas', { timeout: 60_000 }, () => {
  it("shows both plans with their tables; 'Ativar este plano' on the other plan makes it the one active", async () => {
    let plan = 1;
    const { user, calls } = renderOnlinePaymentScreen(<FeePlansPage />, {
      path: '/financeiro/cadastro/planos',
      legacy: {
        'pagamentoonline/listarPlanosTaxas': ROWS,
        'pagamentoonline/listarPagOnCadastro': () => ({ status: true, obj: makeRegistrationAnswer({ id_pagon_planos_taxas: plan }) }),
        'pagamentoonline/ativarPagOnPlano': ({ body }: { body: { id_pagon_planos_taxas: number } }) => {
          plan = body.id_pagon_planos_taxas;
          return { status: true, mensagem: 'Plano Pro Padrão ativado com sucesso!' };
        },
      },
    });
    const standard = await screen.findByRole('heading', { name: 'Plano Standard Padrão' });
    // the active plan opens, the other is closed
    expect(screen.getByRole('button', { name: /Plano Standard Padrão/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Plano Pro Padrão/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('Plano Ativo')).toHaveLength(1);
    expect(within(standard.parentElement!).getByText('Plano Ativo')).toBeInTheDocument();
    const debit = screen.getByRole('table', { name: 'Débito - Recebimento em 1 dia' });
    expect(within(debit).getByRole('row', { name: 'Visa 1,99%' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Crédito - Recebimento em 30 dias' })).getByRole('row', { name: '1x Visa 3,49%' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Plano Pro Padrão/ }));
    await user.click(await screen.findByRole('button', { name: 'Ativar este plano' }));
    await waitFor(() => expect(calls.legacy).toHaveBeenCalledWith('pagamentoonline/ativarPagOnPlano', expect.objectContaining({ body: { id_pagon_cadastro: 9, id_pagon_planos_taxas: 2 } })));
    await waitFor(() => expect(within(screen.getByRole('heading', { name: 'Plano Pro Padrão' }).parentElement!).getByText('Plano Ativo')).toBeInTheDocument());
    expect(screen.getAllByText('Plano Ativo')).toHaveLength(1);
    // both plans stay open as the person left them
    expect(screen.getByRole('button', { name: /Plano Pro Padrão/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Plano Standard Padrão/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('without a registration no plan can be chosen yet, and it says so', async () => {
    renderOnlinePaymentScreen(<FeePlansPage />, {
      path: '/financeiro/cadastro/planos',
      legacy: { 'pagamentoonline/listarPlanosTaxas': ROWS, 'pagamentoonline/listarPagOnCadastro': { status: true, obj: null } },
    });
    expect(await screen.findByText(/Envie seus Dados Cadastrais para escolher um plano/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar este plano' })).not.toBeInTheDocument();
  });
});
