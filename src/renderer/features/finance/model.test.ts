import { describe, expect, it } from 'vitest';
import type { FinancialPeriodSummary, OrderTransaction } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { dateRangeErrors, isDateRangeValid, pickerLimits } from '../../ui/dateRange';
import {
  balanceType,
  calendarDay,
  formatDay,
  invoiceStatusLabel,
  legacyInvoiceStatusLabel,
  lineCents,
  monthLabel,
  ordersBehind,
  PAGE_SIZE,
  paymentTypeLabel,
  periodBounds,
  periodGrossToNet,
  periodsFrom,
  processedRange,
  settlementGrossToNet,
  payoutsByStatus,
  summaryCards,
  transactionsFrom,
} from './model';
import { makeOrderTransaction, makeSummary } from '../../test/finance';

describe('labels (spec 02 §4)', () => {
  it('invoice statuses, new and legacy', () => {
    expect(['processing', 'accumulated', 'pending', 'overdue', 'paid', 'canceled'].map(invoiceStatusLabel)).toEqual([
      'Em processamento',
      'Acumulada',
      'Pendente',
      'Vencida',
      'Paga',
      'Cancelada',
    ]);
    expect(['PG', 'AT', 'VC', 'IS', 'FA'].map(legacyInvoiceStatusLabel)).toEqual(['Paga', 'Pendente', 'Vencida', 'Isenta', 'Acumulada']);
    expect(invoiceStatusLabel('renegotiated')).toBe('renegotiated');
  });

  it('payment types', () => {
    expect(['online', 'cash', 'card', 'pix'].map(paymentTypeLabel)).toEqual(['Pagamento online', 'Dinheiro', 'Cartão', 'pix']);
  });
});

describe('balanceType (spec 02 §4, §9: 3000 cents)', () => {
  it('inverts the sign: owing more than R$ 30,00 is normal, up to R$ 30,00 or a credit is accumulated', () => {
    expect([-3001, -726325, -3000, -1, 0, 5000].map((value) => balanceType(value))).toEqual(['normal', 'normal', 'accumulated', 'accumulated', 'accumulated', 'accumulated']);
  });
});

describe('dates', () => {
  it('takes the calendar day of a platform date, with or without a time', () => {
    expect(['2026-05-20', '2026-05-20T00:00:00.000000Z', '20/05/2026'].map((value) => calendarDay(value))).toEqual(['2026-05-20', '2026-05-20', null]);
    expect(formatDay('2026-05-20T00:00:00.000000Z')).toBe('20/05/2026');
    expect(formatDay('sem data')).toBe('sem data');
    expect(monthLabel('2026-03-01')).toBe('Março/2026');
  });
});

describe('financial periods (spec 02 §7.7, both forms)', () => {
  const older = { financial_periods: [{ id: 7, start_at: '2026-05-01T00:00:00.000000Z', end_at: '2026-05-31T23:59:59.000000Z' }] };
  const paged = { data: [{ id: 7, starts_at: '2026-05-01', ends_at: '2026-05-31' }], paginate_metadata: { total: 1 } };

  it('reads both answer forms as the same periods, labelled by month', () => {
    const expected = [{ id: 7, start: '2026-05-01', end: '2026-05-31', label: 'Maio/2026' }];
    expect(periodsFrom(older)).toEqual(expected);
    expect(periodsFrom(paged)).toEqual(expected);
    expect(periodsFrom({ data: [{ id: 8, starts_at: 'sem data', ends_at: '' }], paginate_metadata: { total: 1 } })).toEqual([]);
  });

  it('keeps the filter inside the period: start no earlier, end no later, start no later than the end', () => {
    const bounds = periodBounds({ start: '2026-05-01', end: '2026-05-31' });
    expect(isDateRangeValid({ start: '2026-05-01', end: '2026-05-31' }, bounds)).toBe(true);
    expect(dateRangeErrors({ start: '2026-04-30', end: '2026-05-10' }, bounds).start).toBe('A data inicial não pode ser anterior a 01/05/2026.');
    expect(dateRangeErrors({ start: '2026-05-02', end: '2026-06-01' }, bounds).end).toBe('A data final não pode ser posterior a 31/05/2026.');
    expect(dateRangeErrors({ start: '2026-05-20', end: '2026-05-10' }, bounds).end).toBe('A data final não pode ser anterior à data inicial.');
    expect(pickerLimits({ start: '2026-05-05', end: '2026-05-20' }, bounds)).toEqual({
      start: { minDate: '2026-05-01', maxDate: '2026-05-20' },
      end: { minDate: '2026-05-05', maxDate: '2026-05-31' },
    });
  });

  it('sends the days from the start to the end of the day', () => {
    expect(processedRange({ start: '2026-05-03', end: '2026-05-09' })).toEqual({
      processed_at_start: '2026-05-03 00:00:00',
      processed_at_end: '2026-05-09 23:59:59',
    });
  });
});

describe('transactions, both forms', () => {
  it('the paginated form says its total; the other is all there is', () => {
    const rows = [makeOrderTransaction({ id: 1 }), makeOrderTransaction({ id: 2 })];
    expect(transactionsFrom({ data: rows.slice(0, 1), paginate_metadata: { total: 40 } })).toEqual({ rows: rows.slice(0, 1), total: 40 });
    expect(transactionsFrom({ order_transactions: rows })).toEqual({ rows, total: 2 });
  });

  it('page sizes of spec 02 §9', () => {
    expect(PAGE_SIZE).toMatchObject({ periods: 5000, transactions: 15, settlementOrders: 6000, settlements: 15, payouts: 100 });
  });
});

describe('summary cards', () => {
  it('shows every field that means something to a store; adjustments only when there are any', () => {
    const s = makeSummary();
    const cards = summaryCards(s, formatCentsBRL);
    const labels = cards.map((c) => c.label);
    expect(labels).toContain('Comissão');
    expect(labels).not.toContain('Ajustes da plataforma');
    expect(cards.find((c) => c.label === 'Pedidos entregues')).toEqual({ label: 'Pedidos entregues', cents: s.order_count, count: true });
    const owing = summaryCards({ ...s, balance_value: -1500, custom_transaction_value: -200 }, formatCentsBRL);
    expect(owing.find((c) => c.label === 'Ajustes da plataforma')?.cents).toBe(-200);
  });

  it('nothing already paid reads as still to come: no card says "a receber" but the payouts whose batch is not paid', () => {
    // Outubro/2026 of store 101: invoice paid, every batch PAGO, balance R$ 22.582,11 in the store's favour
    const s = makeSummary({ total_online_payment_value: 2_944_537, balance_value: 2_258_211 });
    const payouts = payoutsByStatus([
      { orderHash: 'A', transactionDate: '2026-10-05 12:00:00', orderAmountTotal: 30000, finalEstablishment: 29445.37, paymentType: 'Pix', status: 'PAGO' },
    ]);
    expect(payouts).toEqual({ paid: 2_944_537, toReceive: 0 });
    const cards = summaryCards(s, formatCentsBRL, { payouts, invoice: { status: 'paid', overdues_at: '2026-11-10' } });
    const card = (label: string) => cards.find((c) => c.label === label);
    expect(cards.filter((c) => /a receber/i.test(c.label)).map((c) => [c.label, c.cents])).toEqual([['Repasses a receber', 0]]);
    expect(card('Repasses já pagos')?.cents).toBe(2_944_537);
    expect(card('Saldo do período com a plataforma')).toMatchObject({ cents: 2_258_211, detail: expect.stringContaining('pagos ou não') });
    // the invoice's part: the payouts less the balance, and the invoice's status
    expect(card('Cobrado na fatura do período')).toEqual({ label: 'Cobrado na fatura do período', cents: 2_944_537 - 2_258_211, detail: 'Fatura paga' });
    expect(cards.some((c) => /Saldo a receber/.test(c.label))).toBe(false);
  });

  it('payouts still in a batch being processed or waiting for one are to receive; without the report no card claims either', () => {
    const payouts = payoutsByStatus([
      { orderHash: 'A', transactionDate: '', orderAmountTotal: 50, finalEstablishment: 41.1, paymentType: 'Pix', status: 'PAGO' },
      { orderHash: 'B', transactionDate: '', orderAmountTotal: 50, finalEstablishment: 40.2, paymentType: 'Pix', status: 'EM PROCESSAMENTO' },
      { orderHash: 'C', transactionDate: '', orderAmountTotal: 50, finalEstablishment: 0.3, paymentType: 'Pix', status: 'AGUARDANDO LOTE' },
    ]);
    expect(payouts).toEqual({ paid: 4110, toReceive: 4050 });
    const labels = summaryCards(makeSummary(), formatCentsBRL, { payouts: null }).map((c) => c.label);
    expect(labels).not.toContain('Repasses a receber');
    expect(labels).not.toContain('Repasses já pagos');
    // a pending invoice says when it is due; a credit is named so
    const credit = summaryCards(makeSummary({ total_online_payment_value: 1000, balance_value: 1500 }), formatCentsBRL, { invoice: { status: 'pending', overdues_at: '2026-06-10' } });
    expect(credit.find((c) => c.label === 'Creditado na fatura do período')).toMatchObject({ cents: 500, detail: 'Fatura pendente: vencimento 10/06/2026' });
  });
});

describe('from gross sales to what the store receives', () => {
  it('a period: every line from the summary, the check against balance plus what was paid at the door', () => {
    const s = makeSummary();
    const g = periodGrossToNet(s);
    expect(g.lines.map((l) => [l.key, l.cents])).toEqual([
      ['gross', s.subtotal_value + s.delivery_value],
      ['discount', -s.discount_value],
      ['commission', -s.commission_value],
      ['onlineTax', -s.online_payment_tax_value],
      ['fine', -s.fine_value],
      ['retained', -s.retained_value],
    ]);
    expect(g.parts).toBe(s.balance_value + s.total_offline_payment_value);
    expect(g).toMatchObject({ difference: 0, agrees: true, sponsored: s.sponsored_discount_value });
  });

  it('says plainly when the platform’s total is not the sum of the parts', () => {
    const s: FinancialPeriodSummary = { ...makeSummary(), balance_value: makeSummary().balance_value + 1234 };
    expect(periodGrossToNet(s)).toMatchObject({ agrees: false, difference: 1234 });
  });

  it('adjustments of the platform are a line of their own and count in the parts', () => {
    const base = makeSummary();
    const s = { ...base, custom_transaction_value: 500, balance_value: base.balance_value + 500 };
    const g = periodGrossToNet(s);
    expect(g.lines.at(-1)).toMatchObject({ key: 'adjustments', cents: 500, drillDown: false });
    expect(g.agrees).toBe(true);
  });

  it('a settlement: the lines from its orders, checked against merchant_split_value', () => {
    const orders = [
      makeOrderTransaction({ id: 1, subtotal_value: 5000, delivery_value: 500, commission_value: 600, online_payment_tax_value: 150, nett_value: 4750 }),
      makeOrderTransaction({ id: 2, subtotal_value: 3000, delivery_value: 0, discount_value: 300, commission_value: 324, online_payment_tax_value: 94, nett_value: 2282 }),
    ];
    const good = settlementGrossToNet({ merchant_split_value: 7032 }, orders);
    expect(good.lines.find((l) => l.key === 'gross')?.cents).toBe(8500);
    expect(good).toMatchObject({ parts: 7032, agrees: true });
    expect(settlementGrossToNet({ merchant_split_value: 7000 }, orders)).toMatchObject({ agrees: false, difference: -32 });
  });

  it('a line lists the orders behind it, whose parts add up to it', () => {
    const orders = [makeOrderTransaction({ id: 1, fine_value: 0 }), makeOrderTransaction({ id: 2, fine_value: 800, subtotal_value: 0, delivery_value: 0 })];
    expect(ordersBehind(orders, 'fine').map((o) => o.id)).toEqual([2]);
    expect(ordersBehind(orders, 'gross').map((o) => o.id)).toEqual([1]);
    expect(lineCents(orders[1] as OrderTransaction, 'fine')).toBe(800);
  });
});
