import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/api';
import { MESSAGES } from '../../ui/messages';
import { contractCloseOutcome, contractToSign, overdueInvoiceLines, showOnlinePaymentNotice } from './model';

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 1,
  hash: 'h',
  starts_at: '2024-01-01',
  ends_at: '2024-01-31',
  balance: -8990,
  overdues_at: '2024-02-10',
  status: 'overdue',
  pdf_url: 'https://pay.example/1.pdf',
  invoice_url: 'https://pay.example/1',
  nfs: [],
  ...over,
});

describe('overdueInvoiceLines', () => {
  it('shows the due date dd/mm/aaaa and the amount due as a positive BRL value', () => {
    expect(overdueInvoiceLines([invoice({ id: 7, balance: -123456 })])).toEqual([
      { id: 7, dueDate: '10/02/2024', value: 'R$\u00a01.234,56', url: 'https://pay.example/1' },
    ]);
  });
  it("shows the platform's calendar date as its own day, even written as midnight UTC", () => {
    expect(overdueInvoiceLines([invoice({ overdues_at: '2024-02-10T00:00:00.000000Z' })])[0]?.dueDate).toBe('10/02/2024');
  });
  it('keeps only overdue invoices and falls back to the pdf link', () => {
    const lines = overdueInvoiceLines([invoice({ id: 1, status: 'paid' }), invoice({ id: 2, invoice_url: '' })]);
    expect(lines.map((l) => [l.id, l.url])).toEqual([[2, 'https://pay.example/1.pdf']]);
  });
});

describe('contract rules', () => {
  it('opens only when there is something to sign', () => {
    expect([{ assinar: true } as never, { assinar: false } as never, null].map((value) => contractToSign(value))).toEqual([true, false, false]);
  });
  it('refuses to close a mandatory contract and says why', () => {
    expect(contractCloseOutcome({ obrigatorio: true })).toEqual({ close: false, message: MESSAGES.contractMandatory });
    expect(MESSAGES.contractMandatory).toBe('A assinatura deste documento é obrigatória!');
  });
  it('closes an optional contract', () => {
    expect(contractCloseOutcome({ obrigatorio: false })).toEqual({ close: true });
  });
});

describe('showOnlinePaymentNotice', () => {
  it('shows when the store detail asks for it and online payment is not accepted', () => {
    expect(showOnlinePaymentNotice({ aviso: true }, false, false)).toBe(true);
  });
  it('does not show once closed, when accepted, while unknown, or without aviso', () => {
    expect(([[{ aviso: true }, false, true], [{ aviso: true }, true, false], [{ aviso: true }, null, false], [{ aviso: false }, false, false], [null, false, false]] as const).map(([a, b, c]) => showOnlinePaymentNotice(a, b, c))).toEqual(
      [false, false, false, false, false],
    );
  });
});
