import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { TransferPage } from './TransferPage';

describe('Transferir', { timeout: 60_000 }, () => {
  it('walks the three steps to the store account, with a labelled sample balance, and says no transfer is requested', async () => {
    const { user, calls, router } = renderOnlinePaymentScreen(<TransferPage />, {
      path: '/financeiro/vendas/vendas/transferir',
      legacy: { 'pagamentoonline/listarBancoRecebimentos': { status: true, obj: [makeAccount({ status: 'S' })] } },
    });
    expect(screen.getByText('Para onde deseja transferir', { selector: '.MuiStepLabel-label' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha a conta de destino.');
    await user.click(screen.getByRole('radio', { name: /Itaú Unibanco S\.A\./ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const amount = screen.getByRole('region', { name: 'Inserir valor' });
    expect(within(amount).getByText('Valores ilustrativos')).toBeInTheDocument();
    const field = within(amount).getByLabelText('Valor da transferência (R$)');
    expect(within(amount).getByText('R$ 1.250,00')).toBeInTheDocument();
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field).toHaveAccessibleDescription('Informe um valor maior que zero, com até duas casas decimais (ex.: 150,00).');
    // more than the balance it shows: refused on the field, what was typed kept, the step stays
    await user.clear(field);
    await user.type(field, '99.999,99');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field).toHaveAccessibleDescription('O valor passa do saldo disponível de R$\u00a01.250,00.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('99.999,99');
    expect(screen.getByRole('region', { name: 'Inserir valor' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1.250,01');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field).toHaveAccessibleDescription('O valor passa do saldo disponível de R$\u00a01.250,00.');
    await user.clear(within(amount).getByLabelText('Valor da transferência (R$)'));
    await user.type(within(amount).getByLabelText('Valor da transferência (R$)'), '150,00');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const confirm = screen.getByRole('region', { name: 'Confirmar transferência' });
    expect(within(confirm).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(confirm).getByText(/Nenhuma transferência é solicitada por esta tela/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao extrato' }));
    expect(router.state.location.pathname).toBe('/financeiro/vendas/vendas');
    // nothing but the list of accounts was asked of the platform
    expect(calls.legacy.mock.calls.map(([key]) => key)).toEqual(['pagamentoonline/listarBancoRecebimentos']);
  });
});
