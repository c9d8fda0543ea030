import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES_ANSWER, makeRegistrationAnswer, renderOnlinePaymentScreen } from '../../test/onlinePayment';
import type { Answers } from '../../test/testStore';
import { RegistrationPage } from './RegistrationPage';

const PATH = '/financeiro/cadastro/dados';

function renderPage(legacy: Answers) {
  return renderOnlinePaymentScreen(<RegistrationPage />, {
    path: PATH,
    legacy: { 'pagamentoonline/listarMccs': BUSINESS_CATEGORIES_ANSWER, ...legacy },
  });
}

const group = (name: string) => screen.getByRole('group', { name });
const field = (section: string, label: RegExp) => within(group(section)).getByLabelText(label);

// MUI forms under jsdom are slow on a busy machine.
describe('Dados Cadastrais', { timeout: 60_000 }, () => {
  it('shows the pending badge and the saved data read-only until Editar', async () => {
    const { user } = renderPage({ 'pagamentoonline/listarPagOnCadastro': { status: true, obj: makeRegistrationAnswer() } });
    expect(await screen.findByText('Pagamento Online - Pendente')).toBeInTheDocument();
    const cnpj = field('Estabelecimento', /^CNPJ/);
    expect(cnpj).toHaveValue('12.345.678/0001-95');
    expect(cnpj).toHaveAttribute('readonly');
    // the birth date comes as epoch seconds and shows as a date
    expect(field('Proprietário', /^Data de nascimento/)).toHaveValue('02/11/1969');
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field('Estabelecimento', /^CNPJ/)).not.toHaveAttribute('readonly');
    expect(screen.getAllByRole('button', { name: 'Pesquisar' })).toHaveLength(2);
  });

  it('the UF field says it takes the 2-letter abbreviation, and takes no more', async () => {
    const { user } = renderPage({ 'pagamentoonline/listarPagOnCadastro': { status: true, obj: null } });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const uf = field('Estabelecimento', /^Estado \(UF\)/);
    expect(uf).toHaveAccessibleDescription('A sigla do estado, 2 letras (ex.: SP).');
    await user.type(uf, 'SPX');
    expect(uf).toHaveValue('SP');
    expect(uf).toHaveAccessibleDescription('A sigla do estado, 2 letras (ex.: SP).');
  });

  it("ENABLED and ACTIVATED are 'Ativo'", async () => {
    renderPage({ 'pagamentoonline/listarPagOnCadastro': { status: true, obj: makeRegistrationAnswer({ zoop_status: 'ACTIVATED' }) } });
    expect(await screen.findByText('Ativo')).toBeInTheDocument();
  });

  it('a company needs the CNPJ; a person has it disabled and gives a full name', async () => {
    const { user } = renderPage({ 'pagamentoonline/listarPagOnCadastro': { status: true, obj: null } });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(field('Estabelecimento', /^CNPJ/)).toBeRequired();
    expect(field('Estabelecimento', /^Razão social/)).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'Pessoa Física' }));
    expect(field('Estabelecimento', /^CNPJ/)).toBeDisabled();
    expect(field('Estabelecimento', /^CNPJ/)).not.toBeRequired();
    expect(field('Estabelecimento', /^Nome completo/)).toBeRequired();
    expect(field('Proprietário', /^CPF/)).toBeRequired();
    expect(field('Estabelecimento', /^Complemento/)).not.toBeRequired();
  });

  it("Pesquisar fills the address from the CEP; an unknown CEP says 'Erro!' and clears it", async () => {
    const { user, dialogs } = renderPage({
      'pagamentoonline/listarPagOnCadastro': { status: true, obj: makeRegistrationAnswer() },
      'estabelecimento/consultaCep/:cep': ({ params }: { params: { cep: string } }) =>
        params.cep === '01001000' ? { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', complemento: 'lado ímpar' } : { erro: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const establishment = group('Estabelecimento');
    const cep = within(establishment).getByLabelText(/^CEP/);
    await user.clear(cep);
    await user.type(cep, '01001000');
    await user.click(within(establishment).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(field('Estabelecimento', /^Endereço/)).toHaveValue('Praça da Sé'));
    expect(field('Estabelecimento', /^Bairro/)).toHaveValue('Sé');
    expect(field('Estabelecimento', /^Cidade/)).toHaveValue('São Paulo');
    expect(field('Estabelecimento', /^Estado/)).toHaveValue('SP');
    expect(field('Estabelecimento', /^Número/)).toHaveValue('1000');

    await user.clear(cep);
    await user.type(cep, '99999999');
    await user.click(within(establishment).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: 'CEP não encontado.' })]));
    expect(field('Estabelecimento', /^Endereço/)).toHaveValue('');
    expect(field('Estabelecimento', /^Estado/)).toHaveValue('');
    // the owner's address is not touched
    expect(field('Proprietário', /^Endereço/)).toHaveValue('Avenida Paulista');
  });

  it('an incomplete CEP is not looked up and says why', async () => {
    const { user, calls } = renderPage({ 'pagamentoonline/listarPagOnCadastro': { status: true, obj: makeRegistrationAnswer() } });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const owner = group('Proprietário');
    await user.clear(within(owner).getByLabelText(/^CEP/));
    await user.type(within(owner).getByLabelText(/^CEP/), '0131');
    await user.click(within(owner).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(owner).findByText('Informe os 8 dígitos do CEP para pesquisar.')).toBeInTheDocument();
    expect(calls.legacy).not.toHaveBeenCalledWith('estabelecimento/consultaCep/:cep', expect.anything());
  });

  it("sends the dates as dates, and the platform's erros keep the form open with what was typed", async () => {
    let answer: unknown = { status: false, mensagem: '', erros: 'E-mail do estabelecimento inválido.' };
    let saved = makeRegistrationAnswer();
    const { user, calls, dialogs } = renderPage({
      'pagamentoonline/listarPagOnCadastro': () => ({ status: true, obj: saved }),
      'pagamentoonline/adicionar': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const email = field('Estabelecimento', /^E-mail/);
    await user.clear(email);
    await user.type(email, 'contato@');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    await waitFor(() => expect(dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: 'E-mail do estabelecimento inválido.' })]));
    const sent = calls.legacy.mock.calls.find(([key]) => key === 'pagamentoonline/adicionar')?.[1] as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({ id_estabelecimento: 101, tipo: 'J', est_email: 'contato@', pro_nascimento: '1969-11-02', dataCriacao: '2010-06-01' });
    expect(field('Estabelecimento', /^E-mail/)).toHaveValue('contato@');
    expect(field('Estabelecimento', /^E-mail/)).not.toHaveAttribute('readonly');

    answer = { status: true, mensagem: 'Cadastro atualizado com sucesso!' };
    saved = makeRegistrationAnswer({ est_email: 'financeiro@bellanapoli.com.br' });
    await user.clear(field('Estabelecimento', /^E-mail/));
    await user.type(field('Estabelecimento', /^E-mail/), 'financeiro@bellanapoli.com.br');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    // read-only again, with what the platform kept
    await waitFor(() => expect(field('Estabelecimento', /^E-mail/)).toHaveAttribute('readonly'));
    expect(field('Estabelecimento', /^E-mail/)).toHaveValue('financeiro@bellanapoli.com.br');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });
});
