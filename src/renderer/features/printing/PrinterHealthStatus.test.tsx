import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrinterHealth, PrinterState } from '../../../shared/printing/status';
import { renderWithStore } from '../../test/testStore';
import { createPrintingTestStore } from '../../test/printing';
import { PrintersTable } from '../printSettings/PrintersTable';
import { PrinterHealthStatus } from './PrinterHealthStatus';
import { jobRedirected, printerHealthChanged } from './printingSlice';

const health = (printer: string, state: PrinterState, message = `${printer}: ${state}`): PrinterHealth => ({
  printer,
  state,
  monitored: state !== 'sem-confirmacao',
  processIds: state !== 'sem-confirmacao',
  message,
  at: 0,
});

function storeWith(states: PrinterHealth[]) {
  const t = createPrintingTestStore();
  t.store.dispatch(printerHealthChanged(states));
  return t.store;
}

/** the MUI colour a chip is drawn in (its class says it) */
const chipColor = (chip: HTMLElement) => /MuiChip-color(\w+)/.exec(chip.closest('.MuiChip-root')?.className ?? '')?.[1];

describe('printer states on the orders toolbar', () => {
  it('shows nothing while the print module tells no states (nativo, QZ Tray, an older module)', () => {
    renderWithStore(<PrinterHealthStatus />, storeWith([]));
    expect(screen.queryByRole('status', { name: 'Estado das impressoras' })).toBeNull();
  });

  it("each configured printer with its state; a stop in red, 'pouco papel' as a warning, 'sem confirmação' plain, never an error", () => {
    renderWithStore(
      <PrinterHealthStatus />,
      storeWith([
        health('Caixa', 'sem-papel', 'Caixa: sem papel'),
        health('Cozinha', 'pouco-papel'),
        health('Bar', 'sem-confirmacao', 'Bar: sem confirmação'),
        health('Balcão', 'pronta'),
        health('Delivery', 'tampa-aberta'),
        health('Salão', 'erro', 'Salão: erro no cortador de papel'),
        health('Fundos', 'offline'),
      ]),
    );
    const states = within(screen.getByRole('status', { name: 'Estado das impressoras' }));
    const colors = Object.fromEntries(
      ['Caixa: sem papel', 'Cozinha: pouco papel', 'Bar: sem confirmação', 'Balcão: pronta', 'Delivery: tampa aberta', 'Salão: erro', 'Fundos: offline'].map(
        (label) => [label, chipColor(states.getByText(label))],
      ),
    );
    expect(colors).toEqual({
      'Caixa: sem papel': 'Error',
      'Cozinha: pouco papel': 'Warning',
      'Bar: sem confirmação': 'Default',
      'Balcão: pronta': 'Success',
      'Delivery: tampa aberta': 'Error',
      'Salão: erro': 'Error',
      'Fundos: offline': 'Error',
    });
    // the cause in full where the printer says more than its state
    expect(states.getByText('Salão: erro').closest('[title]')).toHaveAttribute('title', 'Salão: erro no cortador de papel');
  });

  it('follows the states as the print module reads them', () => {
    const store = storeWith([health('Caixa', 'sem-papel')]);
    renderWithStore(<PrinterHealthStatus />, store);
    expect(screen.getByText('Caixa: sem papel')).toBeInTheDocument();
    act(() => {
      store.dispatch(printerHealthChanged([health('Caixa', 'pronta')]));
    });
    expect(screen.getByText('Caixa: pronta')).toBeInTheDocument();
    expect(screen.queryByText('Caixa: sem papel')).toBeNull();
  });
});

describe('a backup printer at work, on the orders toolbar', () => {
  it("names the redirect while it lasts ('Cozinha → Caixa'), and not once the printer is back", () => {
    const t = createPrintingTestStore();
    t.store.dispatch(printerHealthChanged([{ ...health('Cozinha', 'sem-papel', 'Cozinha: sem papel'), at: 1000 }]));
    t.store.dispatch(jobRedirected({ id: 'x', redirect: { station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' } }));
    renderWithStore(<PrinterHealthStatus />, t.store);
    const states = within(screen.getByRole('status', { name: 'Estado das impressoras' }));
    expect(chipColor(states.getByText('Cozinha → Caixa'))).toBe('Warning');
    act(() => {
      t.store.dispatch(printerHealthChanged([{ ...health('Cozinha', 'pronta'), at: 2000 }]));
    });
    expect(states.queryByText('Cozinha → Caixa')).toBeNull();
  });
});

describe('printer states in the print settings', () => {
  it("under each printer's name its state; 'sem confirmação' plain, a stop in red, nothing for a printer without a state", () => {
    renderWithStore(
      <PrintersTable
        printers={['Caixa', 'Cozinha', 'EPSON USB']}
        missing={[]}
        codePageOf={() => 'cp850'}
        onCodePageChange={() => undefined}
        onTest={() => undefined}
        onBackupChange={() => undefined}
      />,
      storeWith([health('Caixa', 'sem-papel', 'Caixa: sem papel'), health('Cozinha', 'sem-confirmacao', 'Cozinha: sem confirmação')]),
    );
    const table = within(screen.getByRole('table'));
    const rowOf = (name: string) => table.getAllByRole('row').find((r) => r.textContent?.startsWith(name))!;
    expect(chipColor(within(rowOf('Caixa')).getByText('sem papel'))).toBe('Error');
    expect(chipColor(within(rowOf('Cozinha')).getByText('sem confirmação'))).toBe('Default');
    // an OS-queue printer has no state read from it: nothing is said
    expect(rowOf('EPSON USB').textContent).not.toMatch(/pronta|sem confirmação|erro/);
  });
});
