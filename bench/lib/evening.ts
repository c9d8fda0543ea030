/**
 * The Friday-night profile of bench/evening.ts, planned up front from one seed so that two
 * runs place the same orders at the same moments and do the same things to them:
 * - quiet stretches at about one order every 10 s (the whole evening long);
 * - waves of 10 to 40 orders spread over 10 to 60 s, one starting every 15 to 35 s, except in the
 *   quiet minutes (every 4th minute) and the first 20 s;
 * - at the start of half of the waves a spike of 20 to 60 orders at 20/s (an app promotion);
 * - a third of the orders cancelled or changed by the platform some seconds after they arrive;
 * - customers writing on the chat of some orders;
 * - one printer off for 20 s in the middle of the evening.
 */
import type { OrderStatus } from '../../src/shared/api';
import { type PrinterName, realisticOrderRequest, seededRandom } from '../../rig/orderPath';

export type Segment = 'calmo' | 'onda' | 'pico';

export type FollowUp =
  /** the platform (the customer in the app, the platform's team) cancels the order */
  | { kind: 'cancel'; afterMs: number; obs: string }
  /** the platform moves the order on by itself (its logistics, the customer confirming delivery) */
  | { kind: 'status'; afterMs: number; status: OrderStatus; obs: string }
  /** the customer writes on the order's chat */
  | { kind: 'chat'; afterMs: number; text: string };

export interface PlannedOrder {
  index: number;
  /** ms after the start of the evening */
  at: number;
  segment: Segment;
  request: Record<string, unknown>;
  /** afterMs: after the order was placed; a status chain is done in its order */
  followUps: FollowUp[];
}

export interface EveningPlan {
  durationMs: number;
  orders: PlannedOrder[];
  printerDrop: { printer: PrinterName; atMs: number; forMs: number };
}

const QUIET_MEAN_GAP_MS = 10_000;
const WARM_UP_MS = 20_000;
const WAVE = { orders: [10, 40], spreadMs: [10_000, 60_000], everyMs: [15_000, 35_000] } as const;
const SPIKE = { chance: 0.5, orders: [20, 60], perSecond: 20 } as const;
const TOUCHED_SHARE = 1 / 3;
const CANCELLED_SHARE_OF_TOUCHED = 0.45;
/** cancelled within a second or so: the customer's regret races the panel's auto-accept */
const EARLY_CANCEL_SHARE = 0.1;
const CHAT_ENABLED_SHARE = 0.4;
const CHATTY_SHARE_OF_ENABLED = 0.5;
const PICKUP_SHARE = 0.25;
/** follow-ups later than this after the end of the evening are left out of the plan */
const FOLLOW_UP_GRACE_MS = 45_000;
export const PRINTER_DROP_MS = 20_000;

const CANCEL_REASONS = [
  'Cliente desistiu do pedido pelo aplicativo',
  'Cliente pediu o cancelamento: endereço errado',
  'Pagamento não aprovado pela operadora',
  'Cliente informou que vai demorar demais',
];
const CHAT_TEXTS = [
  'Boa noite! Vai demorar muito?',
  'Pode mandar sem cebola, por favor?',
  'Já saiu para entrega?',
  'Esqueci de pedir guardanapos, podem mandar?',
  'O interfone está quebrado, me liguem quando chegar.',
  'Obrigado! 😊',
  'Troco para R$ 50,00, por favor.',
];
/** the platform's own steps of a delivery, in order (spec 01 §4: seen by the panel, no buttons) */
const DELIVERY_STEPS: OrderStatus[] = ['LG', 'LI', 'PD'];

const between = (random: () => number, [lo, hi]: readonly [number, number]) => lo + random() * (hi - lo);
const wholeBetween = (random: () => number, [lo, hi]: readonly [number, number]) => Math.floor(between(random, [lo, hi + 1]));
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Every 4th minute (the 4th, the 8th...) is quiet: only the background orders. */
const quietMinute = (atMs: number) => Math.floor(atMs / 60_000) % 4 === 3;

/** When the orders arrive and which stretch of the evening each belongs to. */
function arrivals(durationMs: number, random: () => number): { at: number; segment: Segment }[] {
  const out: { at: number; segment: Segment }[] = [];
  for (let at = between(random, [0, QUIET_MEAN_GAP_MS]); at < durationMs; at += -Math.log(1 - random()) * QUIET_MEAN_GAP_MS) {
    out.push({ at, segment: 'calmo' });
  }
  for (let start = WARM_UP_MS; start < durationMs; start += between(random, WAVE.everyMs)) {
    if (quietMinute(start)) continue;
    if (random() < SPIKE.chance) {
      const spike = wholeBetween(random, SPIKE.orders);
      for (let i = 0; i < spike; i++) out.push({ at: start + (i * 1000) / SPIKE.perSecond, segment: 'pico' });
    }
    const count = wholeBetween(random, WAVE.orders);
    const spread = between(random, WAVE.spreadMs);
    for (let i = 0; i < count; i++) out.push({ at: start + random() * spread, segment: 'onda' });
  }
  return out.filter((a) => a.at < durationMs).sort((a, b) => a.at - b.at);
}

/** Cancelled, changed by the platform, or left alone (two thirds). */
function statusFollowUps(random: () => number, pickup: boolean): FollowUp[] {
  if (random() >= TOUCHED_SHARE) return [];
  if (random() < CANCELLED_SHARE_OF_TOUCHED) {
    const afterMs = random() < EARLY_CANCEL_SHARE ? between(random, [200, 1500]) : between(random, [3000, 40_000]);
    return [{ kind: 'cancel', afterMs, obs: pick(random, CANCEL_REASONS) }];
  }
  // A pickup order: the customer collected it and confirmed in the app. A delivery: the
  // platform's logistics takes it over (LG), starts it (LI) and may finish it (PD).
  const steps: OrderStatus[] = pickup ? ['PD'] : DELIVERY_STEPS.slice(0, wholeBetween(random, [1, 3]));
  let afterMs = between(random, [5000, 40_000]);
  return steps.map((status, i) => {
    if (i > 0) afterMs += between(random, [5000, 20_000]);
    return { kind: 'status', afterMs, status, obs: status === 'PD' ? 'confirmado pelo cliente' : 'logística da plataforma' };
  });
}

function chatFollowUps(random: () => number, chatEnabled: boolean): FollowUp[] {
  if (!chatEnabled || random() >= CHATTY_SHARE_OF_ENABLED) return [];
  const messages = wholeBetween(random, [1, 3]);
  let afterMs = between(random, [3000, 30_000]);
  return Array.from({ length: messages }, (_, i) => {
    if (i > 0) afterMs += between(random, [5000, 30_000]);
    return { kind: 'chat', afterMs, text: pick(random, CHAT_TEXTS) };
  });
}

export function eveningPlan(durationMs: number, seed: number): EveningPlan {
  const random = seededRandom(seed);
  const orders = arrivals(durationMs, random).map(({ at, segment }, index): PlannedOrder => {
    const pickup = random() < PICKUP_SHARE;
    const chatEnabled = random() < CHAT_ENABLED_SHARE;
    const request = { ...realisticOrderRequest(random), retirada_local: pickup, chat_enabled: chatEnabled };
    const followUps = [...statusFollowUps(random, pickup), ...chatFollowUps(random, chatEnabled)].filter(
      (f) => at + f.afterMs <= durationMs + FOLLOW_UP_GRACE_MS,
    );
    return { index, at, segment, request, followUps };
  });
  return { durationMs, orders, printerDrop: { printer: 'Cozinha', atMs: durationMs / 2, forMs: PRINTER_DROP_MS } };
}

/**
 * The status the order must end in at the platform, given the status follow-ups that were done:
 * the last of them, or PI (accepted, printed and marked by the panel) when none was.
 */
export function expectedFinalStatus(done: FollowUp[]): OrderStatus {
  let status: OrderStatus = 'PI';
  for (const f of done) {
    if (f.kind === 'cancel') status = 'PC';
    if (f.kind === 'status') status = f.status;
  }
  return status;
}
