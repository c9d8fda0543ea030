import { BUILT_SUPPORT_PHONE } from './support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { renderLogin } from '../../test/session';

describe('RegisterEstablishmentDialog', { timeout: 20_000 }, () => {
  async function open() {
    const user = userEvent.setup();
    const t = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Cadastre seu estabelecimento' }));
    return { user, t, dialog: await screen.findByRole('dialog', { name: 'Cadastre seu estabelecimento' }) };
  }

  it('says what is missing when sent empty', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar cadastro' }));
    expect(await within(dialog).findByText(MESSAGES.registerNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.registerStoreRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.registerMobileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.registerEmailRequired)).toBeInTheDocument();
  });

  it('masks the mobile as (99)99999-9999 and refuses an incomplete one or a bad e-mail', async () => {
    const { user, dialog } = await open();
    const celular = within(dialog).getByLabelText('Celular');
    await user.type(celular, '1198765432');
    expect(celular).toHaveValue('(11)98765-432');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar cadastro' }));
    expect(await within(dialog).findByText(MESSAGES.registerMobileInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.registerEmailInvalid)).toBeInTheDocument();
  });

  it('confirms a complete request on screen, without inventing a platform call', async () => {
    const { user, dialog, t } = await open();
    await user.type(within(dialog).getByLabelText('Seu nome'), 'Ana');
    await user.type(within(dialog).getByLabelText('Nome do estabelecimento'), 'Pastelaria da Ana');
    await user.type(within(dialog).getByLabelText('Celular'), '11987654321');
    expect(within(dialog).getByLabelText('Celular')).toHaveValue('(11)98765-4321');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar cadastro' }));
    expect(await within(dialog).findByText(MESSAGES.registerRequested('Ana', BUILT_SUPPORT_PHONE))).toBeInTheDocument();
    expect(t.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
