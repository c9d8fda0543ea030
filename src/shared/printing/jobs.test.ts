import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { PRINTER_NOT_SELECTED, buildOrderPrintJobs, cashierPrinters } from './jobs';

describe('order print jobs', () => {
  it('one cashier job per cashier printer, then the production jobs, keyed for the ledger', () => {
    const jobs = buildOrderPrintJobs(EXAMPLE_ORDER, { ...EXAMPLE_SETTINGS, impressorasCaixa: ['Caixa', 'Balcão'] }, EXAMPLE_OPTIONS);
    expect(jobs.map((j) => j.key)).toEqual([
      '48213.7F3A9C:3:caixa:Caixa',
      '48213.7F3A9C:3:caixa:Balcão',
      '48213.7F3A9C:3:producao:10:Pizzaria',
      '48213.7F3A9C:3:producao:20+30:Cozinha',
    ]);
    expect(jobs.every((j) => !j.reprint)).toBe(true);
  });

  it('keys the ledger by what a platform reset cannot give again: the number with the code (issue 45 item 9)', () => {
    const before = buildOrderPrintJobs(EXAMPLE_ORDER, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS);
    // after a reset the numbers start again: the same number, the same revision, another order
    const after = buildOrderPrintJobs({ ...EXAMPLE_ORDER, hash_pedido: 'QW8ZK2LM' }, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS);
    expect(after.map((j) => j.key)).not.toContain(before[0]!.key);
    expect(after[0]!.key).toBe('48213.QW8ZK2LM:3:caixa:Caixa');
    // a code is written so that it never breaks the key's parts
    expect(buildOrderPrintJobs({ ...EXAMPLE_ORDER, hash_pedido: 'A:B' }, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS)[0]!.key).toBe('48213.A%3AB:3:caixa:Caixa');
    // an order without a code: its number alone, as before
    expect(buildOrderPrintJobs({ ...EXAMPLE_ORDER, hash_pedido: '' }, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS)[0]!.key).toBe('48213:3:caixa:Caixa');
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
