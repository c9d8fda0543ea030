import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingChange, StoreRegistration } from '../../../shared/api';
import { BELLA_NAPOLI_EDIT } from '../../../shared/test/storeRegistration';
import { TEST_STORE } from '../../test/shell';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { storeDetailRequested } from '../store/storeSlice';
import { StoreRegistrationPage } from './StoreRegistrationPage';

const EST: StoreRegistration = {
  id_estabelecimento: 101,
  cnpj_cpf: '12345678000195',
  razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
  ...BELLA_NAPOLI_EDIT,
  // as the platform keeps it, with the space the form takes out when it sends
  contato: '(11) 3285-4412',
  logotipo: 'http://platform.example/assets/logos/101.svg',
  banner: 'http://platform.example/assets/banners/101.svg',
  texto_app: 'Pizzas de fermentação natural.',
  frase_promocional: 'A pizza mais napolitana da Bela Vista!',
};

const change = (over: Partial<PendingChange>): PendingChange => ({
  id_pendencias: 1,
  tabela: 'estabelecimentos',
  nome_campo: 'frase_promocional',
  status: 'Pendente',
  valor_ant: 'A pizza mais napolitana da Bela Vista!',
  valor_post: 'Rodízio às terças!',
  data_inclusao: '2026-05-20T18:30:00.000Z',
  data_status: '',
  ...over,
});

function renderPage(legacy: Answers, logotipo = EST.logotipo) {
  const t = createTestStore({
    legacy: { 'estabelecimento/getExibir': { status: true, est: EST, pen: [] }, 'pendencias/listar': { status: true, obj: [] }, ...legacy },
    preloaded: { store: { detail: { ...TEST_STORE, logotipo }, load: 'loaded', toggling: false, deliveryTimeSaving: false } },
  });
  renderWithStore(<StoreRegistrationPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const calls = (t: ReturnType<typeof renderPage>, key: string) => t.calls.legacy.mock.calls.filter(([k]) => k === key).map(([, args]) => args as { body: Record<string, unknown> });
const save = () => screen.getByRole('button', { name: 'Salvar Alterações' });

beforeEach(() => {
  // the test environment's object URLs take only Node's own Blob
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

// MUI forms under jsdom are slow on a busy machine.
describe('Estabelecimento: Cadastro', { timeout: 30_000 }, () => {
  it('shows the registration: CNPJ and razão social read-only, the others to edit, and the approval notice', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'Cadastro da Loja' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('12.345.678/0001-95');
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Razão social' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Nome do estabelecimento' })).toHaveValue('Pizzaria Bella Napoli');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01327-000');
    expect(screen.getByRole('textbox', { name: 'Contato' })).toHaveValue('(11)3285-4412');
    expect(screen.getByText(/passam pela avaliação da nossa equipe/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Frase Promocional' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Pré-visualização: Logo' })).toHaveAttribute('src', EST.logotipo);
    expect(save()).toBeDisabled();
  });

  it("enables 'Salvar Alterações' after an edit, saves, says so and disables it again", async () => {
    const t = renderPage({ 'estabelecimento/postEstabelecimento': { status: true, mensagem: 'Estabelecimento salvo com sucesso' } });
    const name = await screen.findByRole('textbox', { name: 'Nome do estabelecimento' });
    expect(save()).toBeDisabled();
    // pasted, not typed key by key: each key re-renders the whole form, tens of seconds under a loaded jsdom
    await t.user.clear(name);
    await t.user.paste('Bella Napoli Pizzaria');
    await t.user.clear(screen.getByRole('textbox', { name: 'Frase Promocional' }));
    await t.user.paste('Rodízio às terças!');
    expect(save()).toBeEnabled();
    await t.user.click(save());
    await waitFor(() => expect(calls(t, 'estabelecimento/postEstabelecimento')).toHaveLength(1));
    expect(calls(t, 'estabelecimento/postEstabelecimento')[0]?.body).toEqual({
      estabelecimento: { ...BELLA_NAPOLI_EDIT, nome: 'Bella Napoli Pizzaria' },
      texto_app: 'Pizzas de fermentação natural.',
      frase_promocional: 'Rodízio às terças!',
    });
    await waitFor(() => expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Estabelecimento salvo com sucesso', severity: 'success' })]));
    await waitFor(() => expect(save()).toBeDisabled());
    // the new phrase waits for approval: the field keeps the store's phrase
    expect(screen.getByRole('textbox', { name: 'Frase Promocional' })).toHaveValue('A pizza mais napolitana da Bela Vista!');
  });

  it('says what is wrong under the field and sends nothing', async () => {
    const t = renderPage({});
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await t.user.clear(email);
    await t.user.type(email, 'contato@bellanapoli');
    await t.user.clear(screen.getByRole('textbox', { name: 'CEP' }));
    await t.user.type(screen.getByRole('textbox', { name: 'CEP' }), '0132');
    await t.user.click(save());
    expect(await screen.findByText('E-mail inválido: confira o endereço digitado.')).toBeInTheDocument();
    expect(screen.getByText('CEP incompleto: informe os 8 dígitos.')).toBeInTheDocument();
    expect(calls(t, 'estabelecimento/postEstabelecimento')).toEqual([]);
  });

  it("locks a field whose change waits, with the tooltip 'O campo está pendente para avaliação', and shows what was sent", async () => {
    const t = renderPage({
      'estabelecimento/getExibir': {
        status: true,
        est: EST,
        pen: [change({}), change({ id_pendencias: 2, nome_campo: 'logotipo', valor_ant: EST.logotipo, valor_post: 'http://platform.example/uploads/abc.png' })],
      },
    });
    const phrase = await screen.findByRole('textbox', { name: 'Frase Promocional' });
    expect(phrase).toBeDisabled();
    expect(screen.getByText('Rodízio às terças!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto App' })).toBeEnabled();
    await t.user.hover(phrase.closest('span[tabindex="0"]')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('O campo está pendente para avaliação');
    // the logo: locked, the sent image under 'Enviado para Aprovação'
    const logo = screen.getByRole('group', { name: 'Logo' });
    expect(within(logo).getByLabelText('Enviar novo logo')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Logo enviado para aprovação' })).toHaveAttribute('src', 'http://platform.example/uploads/abc.png');
    expect(within(screen.getByRole('group', { name: 'Banner' })).getByLabelText('Enviar novo banner')).toBeEnabled();
  });

  it('sends a new logo at once, and then shows it locked as pending', async () => {
    let pen: PendingChange[] = [];
    const t = renderPage({
      'estabelecimento/getExibir': () => ({ status: true, est: EST, pen }),
      'estabelecimento/logo': () => {
        pen = [change({ id_pendencias: 3, nome_campo: 'logotipo', valor_post: 'http://platform.example/uploads/new.png' })];
        return { status: true, mensagem: 'Imagem enviada para aprovação.', url_imagem: 'http://platform.example/uploads/new.png' };
      },
    });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await t.user.upload(await screen.findByLabelText('Enviar novo logo'), file);
    await waitFor(() => expect(calls(t, 'estabelecimento/logo')).toHaveLength(1));
    expect(t.calls.legacy).toHaveBeenCalledWith('estabelecimento/logo', expect.objectContaining({ multipart: true, body: { arquivo: file, est_logo: 101 } }));
    expect(await screen.findByRole('img', { name: 'Logo enviado para aprovação' })).toHaveAttribute('src', 'http://platform.example/uploads/new.png');
    expect(screen.getByLabelText('Enviar novo logo')).toBeDisabled();
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Imagem enviada para aprovação.', durationMs: 5000 })]);
  });

  it('sends a new banner (.jpeg) to estabelecimento/banner with est_banner, and locks it as pending', async () => {
    let pen: PendingChange[] = [];
    const t = renderPage({
      'estabelecimento/getExibir': () => ({ status: true, est: EST, pen }),
      'estabelecimento/banner': () => {
        pen = [change({ id_pendencias: 4, nome_campo: 'banner', valor_ant: EST.banner, valor_post: 'http://platform.example/uploads/banner.jpeg' })];
        return { status: true, mensagem: 'Imagem enviada para aprovação.', url_imagem: 'http://platform.example/uploads/banner.jpeg' };
      },
    });
    const file = new File(['jpeg'], 'banner.jpeg', { type: 'image/jpeg' });
    await t.user.upload(await screen.findByLabelText('Enviar novo banner'), file);
    await waitFor(() => expect(calls(t, 'estabelecimento/banner')).toHaveLength(1));
    expect(t.calls.legacy).toHaveBeenCalledWith('estabelecimento/banner', expect.objectContaining({ multipart: true, body: { arquivo: file, est_banner: 101 } }));
    expect(calls(t, 'estabelecimento/logo')).toEqual([]);
    expect(await screen.findByRole('img', { name: 'Banner enviado para aprovação' })).toHaveAttribute('src', 'http://platform.example/uploads/banner.jpeg');
    expect(screen.getByLabelText('Enviar novo banner')).toBeDisabled();
    expect(screen.getByLabelText('Enviar novo logo')).toBeEnabled();
  });

  it('refuses a logo of another format without sending it', async () => {
    const t = renderPage({});
    await t.user.upload(await screen.findByLabelText('Enviar novo logo'), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/PNG, JPG ou JPEG/);
    expect(calls(t, 'estabelecimento/logo')).toEqual([]);
  });

  it("has the header read the store again when the registration's logo is another (an approved logo)", async () => {
    const t = renderPage({}, 'http://platform.example/assets/logos/old.svg');
    await screen.findByRole('heading', { name: 'Cadastro da Loja' });
    await waitFor(() => expect(t.types()).toContain(storeDetailRequested.type));
  });

  it('does not when the header already shows it', async () => {
    const t = renderPage({});
    await screen.findByRole('heading', { name: 'Cadastro da Loja' });
    await t.settle();
    expect(t.types()).not.toContain(storeDetailRequested.type);
  });
});

describe('Estabelecimento: Solicitações', { timeout: 30_000 }, () => {
  it('lists every request with its values, date and status badge', async () => {
    const t = renderPage({
      'pendencias/listar': {
        status: true,
        obj: [
          change({ id_pendencias: 3 }),
          change({ id_pendencias: 2, nome_campo: 'logotipo', status: 'Aprovado', valor_ant: EST.logotipo, valor_post: 'http://platform.example/uploads/new.png', data_status: '2026-05-21T13:05:00.000Z' }),
          change({ id_pendencias: 1, nome_campo: 'texto_app', status: 'Rejeitado', valor_ant: 'Antigo', valor_post: 'Promoção!', data_status: '2026-05-19T12:00:00.000Z' }),
        ],
      },
    });
    await t.user.click(await screen.findByRole('tab', { name: 'Solicitações' }));
    const table = await screen.findByRole('table', { name: 'Alterações Solicitadas' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Solicitação', 'Tabela de origem', 'Informação', 'Valor anterior', 'Novo valor', 'Data', 'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['#3', '#2', '#1']);
    const [pending, approved, rejected] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('Frase Promocional');
    expect(pending).toHaveTextContent('Rodízio às terças!');
    // pending: the inclusion date; decided: the decision's date (local time)
    expect(pending).toHaveTextContent(/20\/05\/2026 \d{2}:30/);
    expect(approved).toHaveTextContent(/21\/05\/2026 \d{2}:05/);
    expect(within(approved).getByRole('img', { name: 'Logo novo (solicitação 2)' })).toHaveAttribute('src', 'http://platform.example/uploads/new.png');
    expect(within(pending).getByText('Pendente').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(approved).getByText('Aprovado').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rejected).getByText('Rejeitado').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    // sortable: by request id, ascending
    fireEvent.click(within(table).getByRole('button', { name: 'Solicitação' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['#1', '#2', '#3']));
  });

  it('shows the requests ten to a page, newest first, and moves between the pages', async () => {
    const obj = Array.from({ length: 12 }, (_, i) => change({ id_pendencias: 12 - i, status: i === 0 ? 'Pendente' : 'Rejeitado', data_status: '2026-05-21T13:05:00.000Z' }));
    const t = renderPage({ 'pendencias/listar': { status: true, obj } });
    await t.user.click(await screen.findByRole('tab', { name: 'Solicitações' }));
    const table = await screen.findByRole('table', { name: 'Alterações Solicitadas' });
    const ids = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(ids()).toEqual(['#12', '#11', '#10', '#9', '#8', '#7', '#6', '#5', '#4', '#3']);
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    expect(pages).toHaveTextContent('Página 1 de 2');
    await t.user.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(ids()).toEqual(['#2', '#1']));
    expect(pages).toHaveTextContent('Página 2 de 2');
  });
});
