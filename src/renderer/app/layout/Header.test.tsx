import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSaga } from '../../features/store/storeSaga';
import { renderShellUi, TEST_STORE } from '../../test/shell';
import { TEST_SESSION } from '../../test/testStore';
import { Header } from './Header';

function renderHeader(answers: Record<string, unknown>, company = 'aiboo') {
  return renderShellUi(<Header />, { saga: storeSaga, session: { ...TEST_SESSION, company }, answers });
}

const getLoja = (over: Partial<typeof TEST_STORE> = {}) => ({ status: true, estabelecimento: { ...TEST_STORE, ...over } });

describe('Header', () => {
  it('shows the brand logo of the session company, the store logo and name', async () => {
    renderHeader({ 'estabelecimento/getLoja': getLoja({ logotipo: 'http://platform.example/logo.png' }) }, 'pedeai');
    expect(screen.getByRole('img', { name: 'PedeAí' })).toBeInTheDocument();
    expect(await screen.findByText('Pizzaria Bella Napoli')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logotipo Pizzaria Bella Napoli' })).toHaveAttribute(
      'src',
      'http://platform.example/logo.png',
    );
  });

  it('switch: turns on once the platform agrees', async () => {
    renderHeader({
      'estabelecimento/getLoja': getLoja({ fechado: 'S' }),
      'estabelecimento/mudaAberturaFechamento': { status: true, message: 'Loja aberta!' },
    });
    const toggle = await screen.findByRole('switch', { name: 'Loja fechada' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByRole('switch', { name: 'Loja aberta' })).toBeChecked();
  });

  it('switch: stays as the platform says when it refuses', async () => {
    const { store, settle } = renderHeader({
      'estabelecimento/getLoja': getLoja({ fechado: 'S' }),
      'estabelecimento/mudaAberturaFechamento': { status: false, mensagem: 'Loja suspensa.' },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Loja fechada' }));
    await settle();
    expect(screen.getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();
    expect(store.getState().ui.dialogs.map((d) => [d.title, d.message])).toEqual([['Atenção!', 'Loja suspensa.']]);
  });

  it('offers to reload the store data when it could not be loaded', async () => {
    let fail = true;
    renderHeader({
      'estabelecimento/getLoja': () => {
        if (fail) throw new Error('falhou');
        return getLoja();
      },
    });
    const reload = await screen.findByRole('button', { name: 'Recarregar dados da loja' });
    fail = false;
    await userEvent.click(reload);
    expect(await screen.findByText('Pizzaria Bella Napoli')).toBeInTheDocument();
  });
});
