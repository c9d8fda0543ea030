import { describe, expect, it } from 'vitest';
import type { CalendarPayment } from '../shared/api';
import { addDays, paymentMethodOf, paymentStatus } from './data/paymentCalendar';
import { isoDate } from './format';
import { useSandbox, type TestClient } from './test/harness';

describe('the calendar rules', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('a payment is paid once its day is gone, confirmed on the day, waiting before; a report or a cancelled sale wins', () => {
    expect(paymentStatus('2026-11-20', '2026-11-23', 'PD', null)).toBe('SUCCEEDED');
    expect(paymentStatus('2026-11-23', '2026-11-23', 'PD', null)).toBe('CONFIRMED');
    expect(paymentStatus('2026-11-24', '2026-11-23', 'PA', null)).toBe('WAITING');
    expect(paymentStatus('2026-11-24', '2026-11-23', 'PC', null)).toBe('CANCELAD');
    expect(paymentStatus('2026-11-20', '2026-11-23', 'PD', 'FAILED')).toBe('FAILED');
  });

  it('credit is received in 30 days at a brand of the plan; Pix and debit the next day', () => {
    const rates = [
      { tipo: 'Débito' as const, bandeira: 'Visa', taxa: 1.99 },
      { tipo: 'Débito' as const, bandeira: 'Pix', taxa: 0.99 },
      { tipo: 'Crédito' as const, bandeira: 'Visa', taxa: 3.49 },
      { tipo: 'Crédito' as const, bandeira: 'Elo', taxa: 3.99 },
      { tipo: 'Crédito' as const, bandeira: 'Visa', taxa: 4.29 },
    ];
    expect(paymentMethodOf('Pagamento online - Pix', 7, rates)).toEqual({ tipo: 'Débito', bandeira: 'Pix' });
    expect(paymentMethodOf('Pagamento online - Cartão de débito', 7, rates)).toEqual({ tipo: 'Débito', bandeira: 'Visa' });
    expect(paymentMethodOf('Pagamento online - Cartão de crédito', 6, rates)).toEqual({ tipo: 'Crédito', bandeira: 'Visa' });
    expect(paymentMethodOf('Pagamento online - Cartão de crédito', 7, rates)).toEqual({ tipo: 'Crédito', bandeira: 'Elo' });
  });
});

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

type Calendar = { status: boolean; total: number; valores: { dia: string; totalDia: number }[] };
const calendarOf = async (client: TestClient) => (await client.legacy<Calendar>('GET', 'pagamentoonlinecalendario/listar')).body;
const paymentsOf = async (client: TestClient, dataPag: string) =>
  (await client.legacy<{ obj: CalendarPayment[] }>('POST', 'pagamentoonlinecalendario/listarPag', { dataPag })).body.obj;

async function allPayments(client: TestClient): Promise<(CalendarPayment & { dia: string })[]> {
  const { valores } = await calendarOf(client);
  // a day whose only payments are cancelled has no total: look around the seed's weeks too
  const days = new Set(valores.map((v) => v.dia));
  const today = isoDate(Date.now());
  for (let i = -45; i <= 35; i++) days.add(addDays(today, i));
  const out: (CalendarPayment & { dia: string })[] = [];
  for (const dia of [...days].sort()) for (const p of await paymentsOf(client, dia)) out.push({ ...p, dia });
  return out;
}

describe('the calendar of a store', () => {
  it('seeds every status of spec 02 §4 for 202, from its online-paid orders', async () => {
    const payments = await allPayments(t.sabor);
    const statuses = new Set(payments.map((p) => (p.is_paid === 1 ? 'paid' : p.status)));
    expect(statuses).toEqual(new Set(['paid', 'CONFIRMED', 'WAITING', 'FAILED', 'CANCELAD', 'DELAYED']));
    expect(payments.filter((p) => p.is_paid === 1).every((p) => p.status === 'SUCCEEDED')).toBe(true);
    const orders = (await t.client.control<{ orders: { id_estabelecimento: number; pagamento_online?: boolean }[] }>('GET', 'orders?storeId=202')).body
      .orders;
    expect(payments.length).toBeGreaterThanOrEqual(9);
    expect(orders.length).toBeGreaterThanOrEqual(payments.length);
    expect(payments.every((p) => p.establishment_id === 202 && /^[0-9a-f]{32}$/.test(p.transaction_id))).toBe(true);
  });

  it("each day's total is what reaches the store that day; the total is what is still to receive", async () => {
    const calendar = await calendarOf(t.sabor);
    for (const { dia, totalDia } of calendar.valores) {
      const received = (await paymentsOf(t.sabor, dia)).filter((p) => p.status !== 'CANCELAD' && p.status !== 'DELAYED');
      expect(Math.round(received.reduce((sum, p) => sum + p.valorReceber, 0) * 100)).toBe(Math.round(totalDia * 100));
    }
    const payments = await allPayments(t.sabor);
    const pending = payments.filter((p) => p.is_paid !== 1 && p.status !== 'CANCELAD' && p.status !== 'DELAYED');
    expect(Math.round(calendar.total * 100)).toBe(Math.round(pending.reduce((sum, p) => sum + p.valorReceber, 0) * 100));
    expect(calendar.total).toBeGreaterThan(0);
  });

  it('a new online sale is paid the next day (Pix) less the active plan fee', async () => {
    const order = (
      await t.client.control<{ id_pedido: number; valor_total: number }>('POST', 'orders', { storeId: 101, forma_pagamento: 'Pagamento online - Pix', items: 2 })
    ).body;
    const tomorrow = addDays(isoDate(Date.now()), 1);
    const payments = await paymentsOf(t.pizzaria, tomorrow);
    const expectedCents = Math.round(order.valor_total * 100) - Math.round(order.valor_total * 100 * 0.0099);
    expect(payments.map((p) => Math.round(p.valorReceber * 100))).toContain(expectedCents);
    expect(payments.every((p) => p.status === 'WAITING' && p.is_paid === 0)).toBe(true);
  });

  it('refuses a date that is not yyyy-mm-dd', async () => {
    const answer = await t.sabor.legacy('POST', 'pagamentoonlinecalendario/listarPag', { dataPag: '23/11/2026' });
    expect(answer.body).toMatchObject({ status: false, erro: 'Data de pagamento inválida: use aaaa-mm-dd.' });
  });
});
