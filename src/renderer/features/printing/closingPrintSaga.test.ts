import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../shared/api/areas/printing';
import { buildClosingTicket } from '../../../shared/printing/closing';
import { EXAMPLE_CLOSING } from '../../../shared/printing/examples/exampleClosing';
import { FakeDriver, createPrintingTestStore, elapse } from '../../test/printing';
import { LEDGER_PREFIX } from './ledger';
import { dayClosingJobs } from './closingPrintSaga';
import { dayClosingPrintRequested } from './printActions';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const closing = { day: EXAMPLE_CLOSING.closing.day, ticket: buildClosingTicket(EXAMPLE_CLOSING, DEFAULT_PRINT_SETTINGS) };

describe("'Fechamento do dia' through the print queue", () => {
  it('prints the closing on the cashier printer, once per request, never in the ledger', async () => {
    const t = createPrintingTestStore({ settings: {} });
    const driver = t.driver as FakeDriver;
    t.store.dispatch(dayClosingPrintRequested(closing));
    t.store.dispatch(dayClosingPrintRequested(closing));
    await elapse(3000);
    expect(driver.printed.map((p) => [p.printer, p.kind])).toEqual([
      ['Caixa', 'fechamento'],
      ['Caixa', 'fechamento'],
    ]);
    expect(driver.printed[0]!.text).toContain('FECHAMENTO DO DIA');
    expect(driver.printed[0]!.text).toMatch(/Cartão \.+ R\$ 1\.331,46/);
    expect(driver.printed[0]!.text).toMatch(/TOTAL GERAL \.+ R\$ 1\.460,36/);
    expect(t.store.getState().ui.toasts.at(-1)?.message).toBe('Fechamento do dia enviado para impressão em Caixa.');
    const keys = Array.from({ length: t.storage.length }, (_, i) => t.storage.key(i)!);
    expect(keys.filter((k) => k.startsWith(LEDGER_PREFIX))).toEqual([]);
  });

  it('says so, and prints nothing, without a cashier printer', async () => {
    const t = createPrintingTestStore({ settings: { impressora: '', impressorasCaixa: [] } });
    t.store.dispatch(dayClosingPrintRequested(closing));
    await elapse(2000);
    expect((t.driver as FakeDriver).printed).toEqual([]);
    expect(t.store.getState().ui.dialogs).toEqual([expect.objectContaining({ kind: 'error', message: expect.stringMatching(/^Impressora não selecionada/) })]);
  });

  it('gives each cashier printer its own code page', () => {
    const settings = { ...DEFAULT_PRINT_SETTINGS, impressorasCaixa: ['Caixa', 'Balcão'], printerCodePages: { Caixa: 'cp860' as const } };
    const jobs = dayClosingJobs(closing.day, closing.ticket, settings, Date.parse('2026-11-22T23:30:00Z'));
    expect(jobs.map((j) => [j.printer, j.codePage, j.copies, j.orderId, j.kind])).toEqual([
      ['Caixa', 'cp860', 1, null, 'fechamento'],
      ['Balcão', 'cp850', 1, null, 'fechamento'],
    ]);
    expect(jobs[0]!.title).toBe('Fechamento do dia 22/11/2026');
  });
});
