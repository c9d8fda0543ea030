import { describe, expect, it } from 'vitest';
import type { CalendarPayment } from '../shared/api';
import { paymentMethodOf, paymentStatus, scheduledPayments } from './data/paymentCalendar';
import { isoDate } from './format';
import { seededContext } from './test/context';
import { useSandbox, type TestClient } from './test/harness';
import { addCalendarDays } from '../shared/time';

describe('the calendar rules', () => {

  it('a payment is paid once its day is gone, confirmed on the day, waiting before; a report or a cancelled sale wins', () => {
    expect(([['2026-11-20', '2026-11-23', 'PD', null], ['2026-11-23', '2026-11-23', 'PD', null], ['2026-11-24', '2026-11-23', 'PA', null], ['2026-11-24', '2026-11-23', 'PC', null], ['2026-11-20', '2026-11-23', 'PD', 'FAILED']] as const).map(([a, b, c, d]) => paymentStatus(a, b, c, d))).toEqual(
      ['SUCCEEDED', 'CONFIRMED', 'WAITING', 'CANCELAD', 'FAILED'],
    );
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

describe('the calendar of the seed (a year of history)', () => {
  it('every status of spec 02 §4 is in the calendars of 101 and 202, from their online-paid orders', async () => {
    const ctx = await seededContext();
    for (const storeId of [101, 202]) {
      const payments = scheduledPayments(ctx, storeId);
      const shown = new Set(payments.map((p) => (p.is_paid === 1 ? 'paid' : p.status)));
      expect(shown).toEqual(new Set(['paid', 'CONFIRMED', 'WAITING', 'FAILED', 'CANCELAD', 'DELAYED']));
      expect(payments.filter((p) => p.is_paid === 1).every((p) => p.status === 'SUCCEEDED')).toBe(true);
      const online = ctx.db.value('SELECT COUNT(*) FROM orders WHERE store_id = ? AND pagamento_online = 1', [storeId]);
      expect(payments).toHaveLength(online);
    }
    ctx.db.close();
  });

  it('pays credit in 30 days and Pix the next day, less the rate of the active plan', async () => {
    const ctx = await seededContext();
    const credit = scheduledPayments(ctx, 202).find((p) => p.tipo === 'Crédito' && p.status === 'SUCCEEDED');
    const row = ctx.db.get<{ created_at: number; total_cents: number }>('SELECT created_at, total_cents FROM orders WHERE id = ?', [credit?.orderId ?? 0]);
    expect(credit?.dia).toBe(addCalendarDays(isoDate(row?.created_at ?? 0), 30));
    // 202 is on the Pro plan: 1x credit of its brand
    const rate = ctx.db.value("SELECT taxa FROM fee_plan_rates WHERE plan_id = 2 AND tipo = 'Crédito' AND bandeira = ? ORDER BY posicao LIMIT 1", [credit?.bandeira ?? '']);
    expect(credit?.feeCents).toBe(Math.round(((row?.total_cents ?? 0) * rate) / 100));
    expect(credit?.valorReceber).toBe(((row?.total_cents ?? 0) - (credit?.feeCents ?? 0)) / 100);
    ctx.db.close();
  });

  it("counts the days on the store's own clock: a sale at 23:30 in Manaus is that day's there", async () => {
    const ctx = await seededContext();
    const order = scheduledPayments(ctx, 202).find((p) => p.tipo === 'Débito' && p.status === 'SUCCEEDED')!;
    // 03:30 UTC on 20/11: 00:30 on the 20th in São Paulo, still 23:30 on the 19th in Manaus
    ctx.db.run('UPDATE orders SET created_at = ? WHERE id = ?', [Date.UTC(2026, 10, 20, 3, 30), order.orderId]);
    const dayOf = () => scheduledPayments(ctx, 202).find((p) => p.orderId === order.orderId)?.dia;
    expect(dayOf()).toBe('2026-11-21');
    ctx.db.run("UPDATE stores SET fuso_horario = 'America/Manaus' WHERE id = 202");
    expect(dayOf()).toBe('2026-11-20');
    ctx.db.close();
  });
});

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

type Calendar = { status: boolean; total: number; valores: { dia: string; totalDia: number }[] };
const calendarOf = async (client: TestClient) => (await client.legacy<Calendar>('GET', 'pagamentoonlinecalendario/listar')).body;
const paymentsOf = async (client: TestClient, dataPag: string) =>
  (await client.legacy<{ obj: CalendarPayment[] }>('POST', 'pagamentoonlinecalendario/listarPag', { dataPag })).body.obj;

describe('the calendar calls', () => {
  it("each day's total is what reaches the store that day; the total is what is still to receive", async () => {
    const calendar = await calendarOf(t.sabor);
    const recent = calendar.valores.filter((v) => v.dia >= addCalendarDays(isoDate(Date.now()), -10));
    expect(recent.length).toBeGreaterThan(5);
    let pendingCents = 0;
    for (const { dia, totalDia } of recent) {
      const payments = await paymentsOf(t.sabor, dia);
      const received = payments.filter((p) => p.status !== 'CANCELAD' && p.status !== 'DELAYED');
      expect(Math.round(received.reduce((sum, p) => sum + p.valorReceber, 0) * 100)).toBe(Math.round(totalDia * 100));
      pendingCents += received.filter((p) => p.is_paid !== 1).reduce((sum, p) => sum + Math.round(p.valorReceber * 100), 0);
    }
    // nothing before these days is still to receive (paid, or not received at all)
    expect(Math.round(calendar.total * 100)).toBe(pendingCents);
    expect(calendar.total).toBeGreaterThan(0);
  });

  it('a new online sale is paid the next day (Pix) less the active plan fee', async () => {
    const order = (
      await t.client.control<{ id_pedido: number; valor_total: number }>('POST', 'orders', { storeId: 101, forma_pagamento: 'Pagamento online - Pix', items: 2 })
    ).body;
    const tomorrow = addCalendarDays(isoDate(Date.now()), 1);
    const payments = await paymentsOf(t.pizzaria, tomorrow);
    const expectedCents = Math.round(order.valor_total * 100) - Math.round(order.valor_total * 100 * 0.0099);
    expect(payments.map((p) => Math.round(p.valorReceber * 100))).toContain(expectedCents);
    expect(payments.filter((p) => Math.round(p.valorReceber * 100) === expectedCents).every((p) => p.status === 'WAITING' && p.is_paid === 0)).toBe(true);
  });

  it('refuses a date that is not yyyy-mm-dd', async () => {
    const answer = await t.sabor.legacy('POST', 'pagamentoonlinecalendario/listarPag', { dataPag: '23/11/2026' });
    expect(answer.body).toMatchObject({ status: false, erro: 'Data de pagamento inválida: use aaaa-mm-dd.' });
  });
});
