import { formatCentsBRL, toCents, toReais } from '../../../shared/format';
import { parseMoney, type MoneyRuleOptions } from '../../../shared/money';
import { ONLINE_PAYMENT_MESSAGES } from './messages';

/**
 * The statement and transfer screens of the spec are static and show sample figures (spec 02
 * §2.8, §9: 'placeholders'). The one figure the contract holds, what is still to receive, is the
 * calendar's total; the available balance has no call, so it is a sample, always labelled
 * 'Valores ilustrativos' on screen. This is the only home of that sample.
 */
export const ILLUSTRATIVE_AVAILABLE_BALANCE = 1250;

/** The money rule of the transfer amount: at most the balance shown, with its message. */
export function transferAmountRule(balanceReais: number): MoneyRuleOptions {
  const balanceCents = toCents(balanceReais);
  return { maxCents: balanceCents, aboveMessage: ONLINE_PAYMENT_MESSAGES.transferAboveBalance(formatCentsBRL(balanceCents)) };
}

/**
 * The amount typed in the transfer wizard, read by the shared money rule ('125,50', '1.250,00',
 * '125.50') and checked against the balance the screen shows; or why it cannot go on.
 */
export function readTransferAmount(text: string, balanceReais: number): { ok: true; reais: number } | { ok: false; message: string } {
  const typed = parseMoney(text, transferAmountRule(balanceReais));
  if (text.trim() === '' || (typed.ok && typed.cents === 0)) return { ok: false, message: ONLINE_PAYMENT_MESSAGES.transferAmountRequired };
  return typed.ok ? { ok: true, reais: toReais(typed.cents) } : typed;
}
