import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { all, fork } from 'redux-saga/effects';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSaga } from '../store/storeSaga';
import { renderShellUi, TEST_STORE } from '../../test/shell';
import { Banners } from './Banners';
import { bannersSaga } from './bannersSaga';
import { MANDATORY_CONTRACT, OVERDUE } from '../../test/banners';

function* sagas() {
  yield all([fork(storeSaga), fork(bannersSaga)]);
}

function renderBanners(opts: {
  store?: Partial<typeof TEST_STORE>;
  acceptsOnline?: boolean;
  invoices?: typeof OVERDUE;
  contract?: typeof MANDATORY_CONTRACT | null;
  registered?: string[];
  extra?: Record<string, unknown>;
}) {
  return renderShellUi(<Banners />, {
    saga: sagas,
    registered: opts.registered,
    answers: {
      'estabelecimento/getLoja': { status: true, estabelecimento: { ...TEST_STORE, ...opts.store } },
      'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: opts.acceptsOnline ?? true },
      'terms/check': opts.contract ?? { ...MANDATORY_CONTRACT, assinar: false },
      'estabelecimento/alteraAviso': { status: true },
      ...opts.extra,
    },
    jsonAnswers: { invoices: { data: opts.invoices ?? [], paginate_metadata: { total: (opts.invoices ?? []).length } } },
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Banners', () => {
  it('shows nothing for a store in good standing', async () => {
    const { settle } = renderBanners({});
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the red suspension alert in one line with the platform text, the support hint under its details', async () => {
    renderBanners({ store: { loja_bloqueada: true, texto_bloqueada: 'Pendências financeiras.' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('A sua loja está suspensa!')).toBeInTheDocument();
    expect(within(alert).getByText('Pendências financeiras.')).toBeInTheDocument();
    expect(within(alert).queryByText(/entre em contato com o nosso suporte/)).toBeNull();
    const more = within(alert).getByRole('button', { name: 'Mostrar detalhes' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(alert).getByText(/entre em contato com o nosso suporte/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Ocultar detalhes' }));
    await waitFor(() => expect(within(alert).queryByText(/entre em contato com o nosso suporte/)).toBeNull());
  });

  it('three banners at once (suspended, invoices due, online payment): each one line until asked for more', async () => {
    renderBanners({ store: { loja_bloqueada: true, texto_bloqueada: 'Pendências financeiras.' }, invoices: OVERDUE, acceptsOnline: false });
    await screen.findByText('Receba seus pedidos com Pagamento Online!');
    const banners = await screen.findAllByRole('alert');
    expect(banners).toHaveLength(3);
    // nothing but the summary line is open: no lists, no paragraphs of details
    for (const banner of banners) expect(within(banner).queryByRole('button', { name: 'Ocultar detalhes' })).toBeNull();
    expect(screen.queryByText('Fale com o nosso suporte para cadastrar sua conta de recebimento.')).toBeNull();
  });

  it('lists overdue invoices with due date and value', async () => {
    renderBanners({ invoices: OVERDUE });
    expect(await screen.findByText('Boleto(s) disponível(is) para pagamento!')).toBeInTheDocument();
    expect(screen.getByText('Vencimento 10/02/2024 — R$ 159,90')).toBeInTheDocument();
  });

  it("'Ver minhas Faturas' goes to the invoices screen when it is built", async () => {
    const { router } = renderBanners({ invoices: OVERDUE, registered: ['/financeiro/faturas'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver minhas Faturas' }));
    expect(router.state.location.pathname).toBe('/financeiro/faturas');
  });

  it("'Ver minhas Faturas' lists the invoices with their links while that screen is not built", async () => {
    const { router } = renderBanners({ invoices: OVERDUE });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver minhas Faturas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faturas em aberto' });
    expect(within(dialog).getByText('R$ 159,90')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Abrir fatura' });
    expect(link).toHaveAttribute('href', 'https://pay.example/11');
    expect(link).toHaveAttribute('target', '_blank');
    expect(router.state.location.pathname).toBe('/pedidos');
  });

  it('promotes online payment with a link only when the receiving-accounts screen is built', async () => {
    const first = renderBanners({ acceptsOnline: false, registered: ['/financeiro/cadastro/recebimentos'] });
    expect(await screen.findByRole('link', { name: 'Cadastrar conta de recebimento' })).toHaveAttribute(
      'href',
      '/financeiro/cadastro/recebimentos',
    );
    first.view.unmount();
    renderBanners({ acceptsOnline: false });
    expect(await screen.findByText('Receba seus pedidos com Pagamento Online!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar conta de recebimento' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar detalhes' }));
    expect(screen.getByText(/Fale com o nosso suporte/)).toBeInTheDocument();
  });
});

describe('contract modal', () => {
  it('shows the contract text safely, with the e-mail prefilled', async () => {
    renderBanners({ contract: MANDATORY_CONTRACT });
    const dialog = await screen.findByRole('dialog', { name: /Contrato/ });
    expect(within(dialog).getByRole('heading', { name: 'Contrato de parceria' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByLabelText(/E-mail para assinatura/)).toHaveValue('dono@saborcaseiro.com.br');
  });

  it('cannot be closed while mandatory: Esc and the close button say the signature is mandatory', async () => {
    renderBanners({ contract: MANDATORY_CONTRACT });
    const dialog = await screen.findByRole('dialog', { name: /Contrato/ });
    await userEvent.keyboard('{Escape}');
    expect(await within(dialog).findByText('A assinatura deste documento é obrigatória!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('dialog', { name: /Contrato/ })).toBeInTheDocument();
  });

  it('sends to signature with the typed e-mail and closes when the platform says close', async () => {
    const { legacy } = renderBanners({
      contract: MANDATORY_CONTRACT,
      extra: { 'terms/sendToSignature': { status: true, mensagem: 'Enviado!', close: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: /Contrato/ });
    const email = within(dialog).getByLabelText(/E-mail para assinatura/);
    await userEvent.clear(email);
    await userEvent.type(email, 'financeiro@saborcaseiro.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para assinatura' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Contrato/ })).toBeNull());
    expect(legacy).toHaveBeenCalledWith('terms/sendToSignature', {
      body: { email: 'financeiro@saborcaseiro.com.br', contrato: 'CT-202' },
      silent: true,
    });
  });

  it('asks for a valid e-mail before sending', async () => {
    const { legacy } = renderBanners({ contract: MANDATORY_CONTRACT });
    const dialog = await screen.findByRole('dialog', { name: /Contrato/ });
    const email = within(dialog).getByLabelText(/E-mail para assinatura/);
    await userEvent.clear(email);
    await userEvent.type(email, 'sem-arroba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para assinatura' }));
    expect(await within(dialog).findByText('E-mail inválido: confira o endereço digitado.')).toBeInTheDocument();
    expect(legacy).not.toHaveBeenCalledWith('terms/sendToSignature', expect.anything());
  });
});

describe('one-time online-payment notice', () => {
  it("with 'Não mostrar novamente' checked, closing tells the platform (alteraAviso)", async () => {
    const { legacy } = renderBanners({ store: { aviso: true }, acceptsOnline: false });
    const notice = await screen.findByRole('region', { name: 'Cadastre-se no Pagamento Online' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(notice).getByRole('checkbox', { name: 'Não mostrar novamente' }));
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cadastre-se no Pagamento Online' })).toBeNull());
    expect(legacy).toHaveBeenCalledWith('estabelecimento/alteraAviso', { silent: true });
  });

  it('without the checkbox, closing only hides it for now', async () => {
    const { legacy } = renderBanners({ store: { aviso: true }, acceptsOnline: false });
    const notice = await screen.findByRole('region', { name: 'Cadastre-se no Pagamento Online' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cadastre-se no Pagamento Online' })).toBeNull());
    expect(legacy).not.toHaveBeenCalledWith('estabelecimento/alteraAviso', expect.anything());
  });

  it('does not show when the store accepts online payment', async () => {
    const { settle } = renderBanners({ store: { aviso: true }, acceptsOnline: true });
    await settle();
    await settle();
    expect(screen.queryByRole('region', { name: 'Cadastre-se no Pagamento Online' })).toBeNull();
  });

  it('stands for the promo while it shows; the promo remains after it is closed', async () => {
    renderBanners({ store: { aviso: true }, acceptsOnline: false });
    const notice = await screen.findByRole('region', { name: 'Cadastre-se no Pagamento Online' });
    expect(screen.queryByText('Receba seus pedidos com Pagamento Online!')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Receba seus pedidos com Pagamento Online!')).toBeInTheDocument();
  });
});
