import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { TEST_SESSION } from '../../test/testStore';
import { OnlinePaymentStatusPage } from './OnlinePaymentStatusPage';

describe('Financeiro > Pagamento Online', { timeout: 60_000 }, () => {
  it("shows the badge, the switch and the support phone; a refusal says 'Atenção!' and the switch stays where the platform says", async () => {
    const { user, dialogs } = renderOnlinePaymentScreen(<OnlinePaymentStatusPage />, {
      path: '/financeiro/pagamentoonline',
      legacy: {
        'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '0' } },
        'pagamentoonline/mudarStatus': { status: false, mensagem: 'Cadastre e ative uma conta de recebimento em Contas e taxas antes de ativar o Pagamento Online.' },
      },
    });
    expect(await screen.findByText('Sua loja não aceita pagamento online')).toBeInTheDocument();
    // the test session's brand has no support number: none is invented
    expect(screen.getByText(/Fale com o suporte/)).toHaveTextContent('Dúvidas sobre o Pagamento Online? Fale com o suporte da plataforma.');
    expect(screen.getByText(/Fale com o suporte/)).not.toHaveTextContent(/\d{4}-\d{4}/);
    const online = screen.getByRole('switch', { name: 'Pagamento Online' });
    await user.click(online);
    await waitFor(() => expect(dialogs()).toEqual([expect.objectContaining({ title: 'Atenção!', message: expect.stringContaining('conta de recebimento') })]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagamento Online' })).not.toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagamento Online' })).toBeEnabled());
  });

  it("the support phone is the one the platform configures for the session's brand", async () => {
    renderOnlinePaymentScreen(<OnlinePaymentStatusPage />, {
      path: '/financeiro/pagamentoonline',
      session: { ...TEST_SESSION, company: 'pedeai', telefone_suporte: '(31) 3516-7788' },
      legacy: { 'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '1' } } },
    });
    expect(await screen.findByText('Sua loja aceita pagamento online')).toBeInTheDocument();
    expect(screen.getByText(/Fale com o suporte/)).toHaveTextContent('Dúvidas sobre o Pagamento Online? Fale com o suporte: (31) 3516-7788');
  });

  it('an accepting store shows so', async () => {
    renderOnlinePaymentScreen(<OnlinePaymentStatusPage />, {
      path: '/financeiro/pagamentoonline',
      legacy: { 'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '1' } } },
    });
    expect(await screen.findByText('Sua loja aceita pagamento online')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pagamento Online' })).toBeChecked();
  });
});
