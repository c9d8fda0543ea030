import { act, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { DesktopHost } from './DesktopHost';
import { createDesktopTestStore, createFakeDesktop } from '../../test/desktop';

function setup() {
  const fake = createFakeDesktop();
  const { store } = createDesktopTestStore(fake);
  render(
    <Provider store={store}>
      <DesktopHost />
    </Provider>,
  );
  act(() => fake.send('on-close-click', {}));
  return { fake, quitCalls: () => fake.calls.filter((c) => c[0] === 'toAppQuit') };
}

describe('close question', () => {
  it("asks 'Tem certeza que precisa fechar?' and tells main it is on screen", async () => {
    const { fake } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Tem certeza que precisa fechar?' });
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Minimizar', 'Fechar', 'Cancelar']);
    await waitFor(() => expect(fake.calls).toContainEqual(['closeQuestionShown']));
  });

  it.each([
    ['Minimizar', [['toAppQuit', 'minimize']]],
    ['Fechar', [['toAppQuit', 'quitApp']]],
    ['Cancelar', []],
  ])('%s answers main accordingly and closes the dialog', async (button, expected) => {
    const { quitCalls } = setup();
    const dialog = screen.getByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitForElementToBeRemoved(dialog);
    expect(quitCalls()).toEqual(expected);
  });
});
