import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { initialPrintSettingsState } from '../printSettings/printSettingsSlice';
import { printersListRequested } from './printActions';
import { PrinterSelectButton } from './PrinterSelectDialog';
import { printersListed, printersListFailed, printersLoading } from './printingSlice';

/** settings that came from the cloud: a printer of another machine, a production printer of this one */
const FROM_CLOUD: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'EPSON TM-T20 (Caixa)',
  impressaoProducao: true,
  impressorasProducao: { '11': { impressora: 'Cozinha', agrupamento: false } },
};

function renderButton(settings: PrintSettings = FROM_CLOUD) {
  const t = createTestStore({ preloaded: { printSettings: { ...initialPrintSettingsState, settings, saved: settings } } });
  renderWithStore(<PrinterSelectButton />, t.store);
  return t;
}

// MUI under jsdom is slow on a shared 2-core machine.
describe("the orders toolbar's printer button", { timeout: 20_000 }, () => {
  it('asks the print module for its printers as soon as it shows, before anything is printed', () => {
    const t = renderButton();
    expect(t.actions).toContainEqual(printersListRequested());
    expect(screen.getByRole('button', { name: 'Impressora: EPSON TM-T20 (Caixa)' })).toBeInTheDocument();
  });

  it('says which configured printer this computer does not have, and the dialog says it too', async () => {
    const t = renderButton();
    t.store.dispatch(printersListed([{ name: 'Caixa' }, { name: 'Cozinha' }]));
    const button = await screen.findByRole('button', { name: 'Impressora não encontrada neste computador: EPSON TM-T20 (Caixa)' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Selecionar impressora' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Impressora não encontrada neste computador: EPSON TM-T20 (Caixa)');
    expect(within(dialog).getByRole('radio', { name: 'EPSON TM-T20 (Caixa) (não encontrada neste computador)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Caixa' })).not.toBeChecked();
    // asked again ('Atualizar lista', reopening): the warning stays while the module answers
    act(() => void t.store.dispatch(printersLoading()));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('EPSON TM-T20 (Caixa)');
  });

  it('names every missing one, production printers included', async () => {
    const t = renderButton();
    t.store.dispatch(printersListed([{ name: 'Caixa' }]));
    expect(
      await screen.findByRole('button', { name: 'Impressoras não encontradas neste computador: EPSON TM-T20 (Caixa), Cozinha' }),
    ).toBeInTheDocument();
  });

  it('is a plain printer button when every configured printer is here', async () => {
    const t = renderButton({ ...FROM_CLOUD, impressora: 'Caixa' });
    t.store.dispatch(printersListed([{ name: 'Caixa' }, { name: 'Cozinha' }]));
    const button = await screen.findByRole('button', { name: 'Impressora: Caixa' });
    expect(button).not.toHaveAttribute('title');
  });

  it("warns when the print module does not answer, with the module's message", async () => {
    const t = renderButton({ ...FROM_CLOUD, impressora: 'Caixa' });
    t.store.dispatch(printersListFailed('Erro EP01 - módulo de impressão'));
    const button = await screen.findByRole('button', { name: 'Impressora: Caixa' });
    expect(button).toHaveAttribute('title', 'Erro EP01 - módulo de impressão');
    expect(button).toHaveAccessibleDescription('Erro EP01 - módulo de impressão');
  });
});
