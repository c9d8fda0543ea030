import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { PRINTER_NOT_SELECTED, buildOrderPrintJobs, cashierPrinters } from './jobs';

describe('order print jobs', () => {
  it('one cashier job per cashier printer, then the production jobs, keyed for the ledger', () => {
    const jobs = buildOrderPrintJobs(EXAMPLE_ORDER, { ...EXAMPLE_SETTINGS, impressorasCaixa: ['Caixa', 'Balcão'] }, EXAMPLE_OPTIONS);
    expect(jobs.map((j) => j.key)).toEqual([
      '48213:3:caixa:Caixa',
      '48213:3:caixa:Balcão',
      '48213:3:producao:10:Pizzaria',
      '48213:3:producao:20+30:Cozinha',
    ]);
    expect(jobs.every((j) => !j.reprint)).toBe(true);
  });

  it('falls back to the default printer and refuses to print with none', () => {
    expect(cashierPrinters({ impressora: 'Caixa', impressorasCaixa: [] })).toEqual(['Caixa']);
    expect(cashierPrinters({ impressora: 'X', impressorasCaixa: [' A ', 'A', ''] })).toEqual(['A']);
    expect(() => buildOrderPrintJobs(EXAMPLE_ORDER, { ...EXAMPLE_SETTINGS, impressora: '', impressorasCaixa: [] })).toThrow(PRINTER_NOT_SELECTED);
  });

  it('marks reprints', () => {
    const jobs = buildOrderPrintJobs(EXAMPLE_ORDER, EXAMPLE_SETTINGS, { ...EXAMPLE_OPTIONS, reprint: true });
    expect(jobs.every((j) => j.reprint)).toBe(true);
  });
});
