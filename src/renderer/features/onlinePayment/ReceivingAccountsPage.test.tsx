import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANKS_ANSWER, HOLDER_ANSWER, makeAccount, renderOnlinePaymentScreen } from '../../test/onlinePayment';
import type { Answers } from '../../test/testStore';
import { ReceivingAccountsPage } from './ReceivingAccountsPage';

const PATH = '/financeiro/cadastro/recebimentos';

function renderPage(legacy: Answers = {}, ws2: Answers = {}) {
  return renderOnlinePaymentScreen(<ReceivingAccountsPage />, {
    path: PATH,
    legacy: {
      'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false },
      'pagamentoonline/otherInfo': HOLDER_ANSWER,
      'pagamentoonline/getTaxAndPlans': { status: true, planAndTax: '<h3>Plano Standard Padrão</h3><p onclick="x()">Débito em 1 dia</p><script>alert(1)</script>' },
      'pagamentoonline/listarBancoRecebimentos': { status: true, obj: [] },
      'pagamentoonline/listarBancos': BANKS_ANSWER,
      ...legacy,
    },
    ws2,
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Cadastrar Conta' });

/** 'Cadastrar conta', once the holder's data has arrived (the button waits for it, disabled). */
async function openNewAccount(user: ReturnType<typeof renderOnlinePaymentScreen>['user']) {
  const button = await screen.findByRole('button', { name: 'Cadastrar conta' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('Contas e taxas', { timeout: 60_000 }, () => {
  it('shows Pagamento Automático, the Pagamento Online switch and the fees box sanitised', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Plano Standard Padrão' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Taxas e plano' });
    expect(box.querySelector('script')).toBeNull();
    expect(within(box).getByText('Débito em 1 dia')).not.toHaveAttribute('onclick');
    expect(screen.getByRole('switch', { name: 'Pagamento Automático' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagamento Online' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Pagamento Online' })).not.toBeChecked();
    expect(screen.getByText(/Nenhuma conta cadastrada/)).toBeInTheDocument();
  });

  it('the active account shows Conta Ativa with no actions; the others Ativar, Editar and Excluir', async () => {
    renderPage({
      'pagamentoonline/listarBancoRecebimentos': {
        status: true,
        obj: [makeAccount({ status: 'S' }), makeAccount({ id_pagon_banco: 2, tipo_pagamento: 'CHAVE', tipo_chave: 'EMAIL', chave: 'financeiro@bellanapoli.com.br', banco: '', nome: '' })],
      },
    });
    const table = await screen.findByRole('table', { name: 'Contas Cadastradas' });
    const [, active, key] = within(table).getAllByRole('row');
    expect(within(active!).getByText('Conta Ativa')).toBeInTheDocument();
    expect(within(active!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(key!).getByText('E-mail: financeiro@bellanapoli.com.br')).toBeInTheDocument();
    expect(within(key!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ativar', 'Editar', 'Excluir']);
  });

  it('Cadastrar Conta: bank details with the holder read-only, checked before they are sent', async () => {
    const { user, calls } = renderPage({}, { 'bank-accounts/change': { status: true, mensagem: 'Conta cadastrada com sucesso! Ative-a para receber nela.' } });
    await openNewAccount(user);
    const modal = dialog();
    expect(within(modal).getByLabelText('Titular')).toHaveValue(HOLDER_ANSWER.data.razao_social);
    expect(within(modal).getByLabelText('Titular')).toHaveAttribute('readonly');
    expect(within(modal).getByLabelText('CPF/CNPJ do titular')).toHaveValue('12.345.678/0001-95');
    // agência up to 4 digits, dígito up to 1
    expect(within(modal).getByLabelText(/^Agência/)).toHaveAttribute('maxLength', '4');
    expect(within(modal).getByLabelText('Dígito')).toHaveAttribute('maxLength', '1');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByText('Escolha o banco da lista.')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a conta com o dígito.')).toBeInTheDocument();
    expect(calls.ws2).not.toHaveBeenCalled();

    await user.type(within(modal).getByRole('combobox', { name: /^Banco/ }), 'Itaú');
    await user.click(await screen.findByRole('option', { name: '341 - Itaú Unibanco S.A.' }));
    await user.type(within(modal).getByLabelText(/^Agência/), '0912');
    await user.type(within(modal).getByLabelText(/^Conta com dígito/), '45873-2');
    await user.click(within(modal).getByRole('combobox', { name: /^Tipo de conta/ }));
    await user.click(screen.getByRole('option', { name: 'Conta corrente' }));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar Conta' })).not.toBeInTheDocument());
    expect(calls.ws2).toHaveBeenCalledWith(
      'bank-accounts/change',
      expect.objectContaining({
        body: expect.objectContaining({ tipo_pagamento: 'MANUAL', banco: '341', nome: 'Itaú Unibanco S.A.', agencia: '0912', conta: '45873-2', tipo_conta: 'CC', cnpj_cpf: '12.345.678/0001-95' }),
      }),
    );
  });

  it('Cadastrar Conta shows each limit: agência, dígito, conta and the PIX key count up to theirs and take no more', async () => {
    const { user } = renderPage();
    await openNewAccount(user);
    const modal = dialog();
    const agencia = within(modal).getByLabelText(/^Agência/);
    const digito = within(modal).getByLabelText('Dígito');
    const conta = within(modal).getByLabelText(/^Conta com dígito/);
    expect(agencia).toHaveAccessibleDescription('Até 4 números, sem o dígito. 0/4');
    expect(conta).toHaveAccessibleDescription('Até 12 números, hífen e o dígito. 0/14');
    await user.type(agencia, '091234');
    expect(agencia).toHaveValue('0912');
    expect(agencia).toHaveAccessibleDescription('Até 4 números, sem o dígito. 4/4');
    await user.type(digito, '12');
    expect(digito).toHaveValue('1');
    expect(digito).toHaveAccessibleDescription('Opcional 1/1');
    await user.type(conta, '1234567890123-45');
    expect(conta).toHaveValue('1234567890123-');
    expect(conta).toHaveAccessibleDescription('Até 12 números, hífen e o dígito. 14/14');

    await user.click(within(modal).getByRole('radio', { name: 'Chave PIX' }));
    const chave = within(modal).getByRole('textbox', { name: /^Chave PIX/ });
    await user.click(chave);
    await user.paste(`${'a'.repeat(70)}@bellanapoli.com.br`);
    expect(chave).toHaveValue(`${'a'.repeat(70)}@bellan`);
    expect(chave).toHaveAccessibleDescription('Sem pontuação: apenas números e letras. 77/77');
  });

  it('a PIX key: without punctuation, by its type, and a CPF of another holder is refused before it is sent', async () => {
    const { user, calls } = renderPage({}, { 'bank-accounts/change': { status: true, mensagem: 'Conta cadastrada com sucesso!' } });
    await openNewAccount(user);
    const modal = dialog();
    await user.click(within(modal).getByRole('radio', { name: 'Chave PIX' }));
    await user.click(within(modal).getByRole('combobox', { name: /^Tipo de chave/ }));
    await user.click(screen.getByRole('option', { name: 'CPF' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Chave PIX/ }), '111.444.777-35');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByText('Informe a chave sem pontuação: apenas números e letras.')).toBeInTheDocument();
    await user.clear(within(modal).getByRole('textbox', { name: /^Chave PIX/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Chave PIX/ }), '11144477735');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Uma chave PIX de CPF ou CNPJ precisa ser o documento do titular do cadastro (12.345.678/0001-95).');
    expect(calls.ws2).not.toHaveBeenCalled();

    await user.click(within(modal).getByRole('combobox', { name: /^Tipo de chave/ }));
    await user.click(screen.getByRole('option', { name: 'CNPJ' }));
    await user.clear(within(modal).getByRole('textbox', { name: /^Chave PIX/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Chave PIX/ }), '12345678000195');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.ws2).toHaveBeenCalledTimes(1));
    expect(calls.ws2).toHaveBeenCalledWith(
      'bank-accounts/change',
      expect.objectContaining({ body: expect.objectContaining({ tipo_pagamento: 'CHAVE', tipo_chave: 'CNPJ', chave: '12345678000195', banco: '', agencia: '' }) }),
    );
  });

  it("a platform refusal keeps the modal with what was typed ('Erro!' with erros)", async () => {
    const { user, dialogs } = renderPage({}, { 'bank-accounts/change': { status: false, mensagem: '', erros: 'Esta chave PIX já está cadastrada.' } });
    await openNewAccount(user);
    const modal = dialog();
    await user.click(within(modal).getByRole('radio', { name: 'Chave PIX' }));
    await user.click(within(modal).getByRole('combobox', { name: /^Tipo de chave/ }));
    await user.click(screen.getByRole('option', { name: 'E-mail' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Chave PIX/ }), 'financeiro@bellanapoli.com.br');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: 'Esta chave PIX já está cadastrada.' })]));
    expect(within(dialog()).getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('financeiro@bellanapoli.com.br');
  });

  it('Ativar, Editar and Excluir (confirmed, then Confirmação! with the mensagem)', async () => {
    const other = makeAccount({ id_pagon_banco: 2, agencia: '4321' });
    const { user, calls, dialogs } = renderPage(
      {
        'pagamentoonline/listarBancoRecebimentos': { status: true, obj: [makeAccount({ status: 'S' }), other] },
        'pagamentoonline/ativarPagOnBanco': { status: true, mensagem: 'Conta ativada com sucesso!' },
        'pagamentoonline/excluirPagOnBanco': { status: true, mensagem: 'Conta excluída com sucesso!' },
      },
      { 'bank-accounts/change': { status: true, mensagem: 'Conta alterada com sucesso!' } },
    );
    const actions = await screen.findByRole('group', { name: /Ações: .*Agência 4321/ });
    await user.click(within(actions).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(calls.legacy).toHaveBeenCalledWith('pagamentoonline/ativarPagOnBanco', expect.objectContaining({ body: other })));

    await user.click(within(actions).getByRole('button', { name: 'Editar' }));
    const modal = screen.getByRole('dialog', { name: 'Editar Conta' });
    expect(within(modal).getByLabelText(/^Agência/)).toHaveValue('4321');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.ws2).toHaveBeenCalledWith('bank-accounts/change', expect.objectContaining({ body: expect.objectContaining({ id_pagon_banco: 2 }) })));

    await user.click(within(actions).getByRole('button', { name: 'Excluir' }));
    const confirm = screen.getByRole('dialog', { name: 'Você tem certeza?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim deletar.' }));
    await waitFor(() => expect(dialogs()).toEqual([expect.objectContaining({ title: 'Confirmação!', message: 'Conta excluída com sucesso!' })]));
  });

  it('an account saved for another holder cannot be activated, and says why before sending', async () => {
    const { user, calls, dialogs } = renderPage({
      'pagamentoonline/listarBancoRecebimentos': { status: true, obj: [makeAccount({ cnpj_cpf: '98.765.432/0001-98', nome_titular: 'Outra Empresa Ltda.' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    expect(dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: expect.stringContaining('precisa ser do titular do cadastro (12.345.678/0001-95)') })]);
    expect(calls.legacy).not.toHaveBeenCalledWith('pagamentoonline/ativarPagOnBanco', expect.anything());
  });
});
