import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeInvoice, makeLegacyInvoice, makeOrderTransaction, makePayoutBatch, makeSettlement, makeSummary } from '../../test/finance';
import { batchesCsv, grossToNetCsv, invoicesCsv, legacyInvoicesCsv, reportCsv, settlementsCsv, transactionsCsv } from './csvExports';
import { periodGrossToNet } from './model';

/** The file as a spreadsheet reads it: BOM off, semicolons, one array per line. */
const read = (csv: string): string[][] => {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(csv.slice(1).trimEnd(), { delimiter: ';' }).data;
};

describe('finance exports', () => {
  it('transactions: one line per order, money with decimal comma', () => {
    const [header, row] = read(transactionsCsv([makeOrderTransaction({ nett_value: -123456 })], 'America/Sao_Paulo'));
    expect(header?.slice(0, 6)).toEqual(['Pedido', 'Data do pedido', 'Processado em', 'Pagamento', 'Forma de pagamento', 'Subtotal']);
    expect(row?.[0]).toBe('PED00001');
    // the order's and the payment's instants on the store's clock (22:55 and 23:40 UTC)
    expect(row?.slice(1, 3)).toEqual(['20/05/2026 19:55', '20/05/2026 20:40']);
    expect(row?.[3]).toBe('Pagamento online');
    expect(row?.[5]).toBe('50,00');
    expect(row?.at(-1)).toBe('-1234,56');
  });

  it('settlements, invoices (balance type), legacy invoices, the report and batches (reais to cents)', () => {
    expect(read(settlementsCsv([makeSettlement()]))[1]).toEqual(['18/05/2026', '24/05/2026', '27/05/2026', '1', '55,00', '50,00', '5,00', '55,00', '6,00', '0,00', '47,50']);
    expect(read(invoicesCsv([makeInvoice({ balance: -2500, status: 'accumulated' })]))[1]).toEqual(['FT101202604', '01/04/2026', '30/04/2026', '10/05/2026', '25,00', 'Acumulado', 'Acumulada']);
    expect(read(legacyInvoicesCsv([makeLegacyInvoice()]))[1]).toEqual(['LFT101202511', 'Novembro/2025', '10/12/2025', '1578,20', 'Paga']);
    const report = read(reportCsv([{ orderHash: 'AB', transactionDate: '2026-05-20 20:15:00', orderAmountTotal: 71.1, finalEstablishment: 61.98, paymentType: 'Pagamento online - Pix', status: 'AGUARDANDO LOTE' }], 'America/Sao_Paulo'));
    expect(report[1]).toEqual(['AB', '20/05/2026 20:15', '71,10', '61,98', 'Pagamento online - Pix', 'AGUARDANDO LOTE']);
    expect(read(batchesCsv([makePayoutBatch()], 'America/Sao_Paulo'))[1]?.slice(0, 5)).toEqual(['10120261109', '09/11/2026', '15/11/2026', 'PAGO', '6669,10']);
  });

  it("writes every instant on the store's clock, whatever the computer's: Manaus is an hour behind São Paulo", () => {
    const [, row] = read(transactionsCsv([makeOrderTransaction()], 'America/Manaus'));
    expect(row?.slice(1, 3)).toEqual(['20/05/2026 18:55', '20/05/2026 19:40']);
    // 23:40 UTC is already the next day in Auckland
    expect(read(transactionsCsv([makeOrderTransaction()], 'Pacific/Auckland'))[1]?.[2]).toBe('21/05/2026 11:40');
    // the platform's time without a zone is São Paulo's: 10:00 there is 09:00 in Manaus
    expect(read(batchesCsv([makePayoutBatch()], 'America/Manaus'))[1]?.at(-1)).toBe('18/11/2026 09:00');
    const report = read(reportCsv([{ orderHash: 'AB', transactionDate: '2026-05-20 20:15:00', orderAmountTotal: 1, finalEstablishment: 1, paymentType: 'Pix', status: 'PAGO' }], 'America/Manaus'));
    expect(report[1]?.[1]).toBe('20/05/2026 19:15');
  });

  it('invoices: the Valor column as the screen shows it (what the store pays), zero without a sign', () => {
    const [header, due, credit, settled] = read(invoicesCsv([makeInvoice({ balance: -2500 }), makeInvoice({ balance: 1200 }), makeInvoice({ balance: 0, status: 'paid' })]));
    expect(header?.[4]).toBe('Valor');
    expect(due?.[4]).toBe('25,00');
    expect(credit?.[4]).toBe('-12,00');
    expect(settled?.[4]).toBe('0,00');
  });

  it('the gross-to-net: its lines, the sum of the parts, the platform total and the difference', () => {
    const lines = read(grossToNetCsv(periodGrossToNet(makeSummary())));
    expect(lines[0]).toEqual(['Linha', 'Valor']);
    expect(lines.at(-1)).toEqual(['Diferença', '0,00']);
    expect(lines.at(-3)?.[0]).toBe('Soma das partes');
  });
});
