import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { RECOVERY_CODE_TTL_MS } from './model';
import { createSessionTestStore as createTestStore, renderLogin, type FakeRoute } from '../../test/session';

const ESTABLISHMENTS = [
  { id_estabelecimento: 101, nome: 'Pizzaria Bella Napoli', razao_social: 'Bella Napoli Ltda', endereco_bairro: 'Centro' },
  { id_estabelecimento: 102, nome: 'Bella Napoli Express', razao_social: 'Bella Napoli Express ME', endereco_bairro: 'Moema' },
];
const OPTIONS = { email: 'pi***@bella.com.br', telefone: '(11) *****-4321' };

const routes: Record<string, FakeRoute> = {
  'login/redefinir': () => ({ data: { status: true, estabelecimentos: ESTABLISHMENTS } }),
  'login/redefinirSenha': () => ({ data: { status: true, opcoes: OPTIONS } }),
  'login/enviarCodigo': () => ({ data: { status: true, uuid: 'uuid-1', usuario: 'pizzaria' } }),
  'login/salvarSenha': (body) =>
    body.codigo === '123456'
      ? { data: { status: true, message: 'ok' } }
      : { data: { status: false, message: 'Código inválido ou expirado.' } },
};

afterEach(() => {
  vi.useRealTimers();
});


async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
  // the wizard downloads when it is first opened
  return screen.findByRole('dialog', { name: /Esqueci minha senha/ });
}

/** The wizard already at step 5, with a code sent at the current (possibly fake) time. */
/** The wizard at step 5, on screen (it downloads when it is first opened). */
async function atCodeStep() {
  const view = renderAtCodeStep();
  await screen.findByRole('dialog', { name: /Esqueci minha senha/ });
  return view;
}

function renderAtCodeStep() {
  const t = createTestStore({
    routes,
    recovery: {
      open: true,
      step: 4,
      cnpj: '12345678000195',
      establishments: ESTABLISHMENTS,
      establishmentId: 101,
      options: OPTIONS,
      novaSenha: 'novaSenha1',
      forma: 'email',
      uuid: 'uuid-1',
      usuario: 'pizzaria',
      codeExpiresAt: Date.now() + RECOVERY_CODE_TTL_MS,
    },
  });
  return renderLogin('/login', t);
}

// user-event typing through five steps is slow on a shared CI machine.
describe('PasswordRecoveryDialog', { timeout: 30_000 }, () => {
  it('opens from the login screen with the five steps', async () => {
    const user = userEvent.setup();
    renderLogin('/login');
    const dialog = await openWizard(user);
    for (const label of ['Identificação', 'Estabelecimento', 'Nova senha', 'Forma de recuperação', 'Validação']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
  });

  it('masks the document as CPF, then as CNPJ from the 12th digit', async () => {
    const user = userEvent.setup();
    renderLogin('/login');
    await openWizard(user);
    const field = screen.getByLabelText('CPF ou CNPJ');
    await user.type(field, '12345678909');
    expect(field).toHaveValue('123.456.789-09');
    await user.clear(field);
    await user.type(field, '12345678000190');
    expect(field).toHaveValue('12.345.678/0001-90');
  });

  it('refuses an incomplete document with a message, without calling the platform', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login', createTestStore({ routes }));
    await openWizard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '1234567800');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.recoveryDocumentInvalid)).toBeInTheDocument();
    expect(t.requests).toHaveLength(0);
  });

  it('refuses a CPF or CNPJ whose check digits do not match, saying which, without calling the platform', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login', createTestStore({ routes }));
    await openWizard(user);
    const field = screen.getByLabelText('CPF ou CNPJ');
    await user.type(field, '12345678000190');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.cnpjInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12345678908');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.cpfInvalid)).toBeInTheDocument();
    expect(t.requests).toHaveLength(0);
  });

  it('recovers by an alphanumeric CNPJ typed in lower case: shown upper case, sent bare', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login', createTestStore({ routes }));
    await openWizard(user);
    const field = screen.getByLabelText('CPF ou CNPJ');
    await user.type(field, '12abc34501de35');
    expect(field).toHaveValue('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await user.click(await screen.findByRole('radio', { name: /Pizzaria Bella Napoli/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect(t.requests).toEqual([
      { url: 'login/redefinir', body: { cnpj: '12ABC34501DE35' } },
      { url: 'login/redefinirSenha', body: { cnpj: '12ABC34501DE35', estabelecimento: '101' } },
    ]);

    // back at step 1 the document is shown as typed, masked
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText('CPF ou CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  });

  it('goes through the five steps to a changed password', async () => {
    const user = userEvent.setup();
    const t = renderLogin('/login', createTestStore({ routes }));
    await openWizard(user);

    await user.type(screen.getByLabelText('CPF ou CNPJ'), '12345678000195');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // 2 Estabelecimento: nome, razão social and bairro of each
    const store = await screen.findByRole('radio', { name: /Pizzaria Bella Napoli/ });
    expect(screen.getByText('Razão social: Bella Napoli Express ME')).toBeInTheDocument();
    expect(screen.getByText('Bairro: Moema')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.recoveryEstablishmentRequired)).toBeInTheDocument();
    await user.click(store);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // 3 Nova senha
    const senha = await screen.findByLabelText('Nova senha');
    await user.type(senha, 'curta');
    await user.type(screen.getByLabelText('Confirmação de senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('A Senha deve ter no mínimo 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('A senha e a confirmação de senha não são iguais.')).toBeInTheDocument();
    await user.clear(senha);
    await user.type(senha, 'novaSenha1');
    await user.clear(screen.getByLabelText('Confirmação de senha'));
    await user.type(screen.getByLabelText('Confirmação de senha'), 'novaSenha1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // 4 Forma de recuperação: each option with its masked contact
    const sms = await screen.findByRole('radio', { name: /SMS/ });
    expect(screen.getByText(OPTIONS.email)).toBeInTheDocument();
    expect(screen.getByText(OPTIONS.telefone)).toBeInTheDocument();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    // 5 Validação
    expect(await screen.findByText(/por SMS para \(11\) \*\*\*\*\*-4321/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/O código expira em 0[45]:\d\d/);
    await user.type(screen.getByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const done = await screen.findByRole('dialog', { name: 'Senha alterada com sucesso' });
    expect(done).toHaveTextContent('pizzaria');
    expect(t.requests.at(-1)).toEqual({
      url: 'login/salvarSenha',
      body: { estabelecimento: '101', codigo: '123456', uuid: 'uuid-1', valor: 'novaSenha1' },
    });
    expect(t.services.reload).not.toHaveBeenCalled();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(t.services.reload).toHaveBeenCalled());
  });

  it("shows the server's error in an 'Erro!' dialog and keeps the wizard at its step", async () => {
    const user = userEvent.setup();
    await atCodeStep();
    await user.type(screen.getByLabelText('Código'), '999999');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const error = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(error).toHaveTextContent('Código inválido ou expirado.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Código')).toHaveValue('999999');
  });

  it('counts 5 minutes down; when the code expires Confirmar is disabled and says so', async () => {
    // downloaded once with real timers; the countdown then starts under fake ones
    (await atCodeStep()).unmount();
    vi.useFakeTimers();
    renderAtCodeStep();
    expect(screen.getByRole('timer')).toHaveTextContent('O código expira em 05:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('04:59');
    act(() => {
      vi.advanceTimersByTime(298_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('O código expirou. Volte e solicite um novo código.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('Voltar from the code goes back to the recovery form, keeping the choice', async () => {
    const user = userEvent.setup();
    await atCodeStep();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /E-mail/ })).toBeChecked();
  });
});
