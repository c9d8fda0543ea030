import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { DesktopHost } from './DesktopHost';
import { createDesktopTestStore, createFakeDesktop } from '../../test/desktop';

function setup() {
  const fake = createFakeDesktop();
  const { store } = createDesktopTestStore(fake);
  render(
    <Provider store={store}>
      <main>painel</main>
      <DesktopHost />
    </Provider>,
  );
  return { fake, store };
}

describe("'Atualizando...' screen", () => {
  it('is absent until main announces an update', () => {
    setup();
    expect(screen.queryByText('Atualizando...')).not.toBeInTheDocument();
  });

  it('covers the app with the percent and the message while the update runs', () => {
    const { fake } = setup();
    act(() => {
      fake.send('update-available', { version: '1.3.0' });
      fake.send('update-message', { message: 'Baixando a versão 1.3.0 do Painel do Parceiro...' });
      fake.send('update-progress', { percent: 42 });
    });
    const view = screen.getByRole('dialog', { name: 'Atualizando...' });
    expect(view).toHaveTextContent('42%');
    expect(view).toHaveTextContent('Baixando a versão 1.3.0 do Painel do Parceiro...');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    act(() => fake.send('update-progress', { percent: 100 }));
    expect(view).toHaveTextContent('100%');
  });

  it('goes away on a failure, which a toast reports', () => {
    const { fake, store } = setup();
    act(() => {
      fake.send('update-available', { version: '1.3.0' });
      fake.send('update-progress', { percent: 10 });
    });
    act(() => fake.send('update-error', { message: 'Não foi possível atualizar o Painel do Parceiro agora.' }));
    expect(screen.queryByText('Atualizando...')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ message: 'Não foi possível atualizar o Painel do Parceiro agora.', severity: 'error' }),
    ]);
  });
});
