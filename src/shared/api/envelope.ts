/**
 * The platform's answer envelope (spec 02 §8, the general convention): `status` says whether the
 * call worked; a refusal's reason is in `erro`, `mensagem` or `erros` (photo uploads), and some
 * older calls use `message`. One home for which field says what, so every screen and saga reads
 * the same sentence from the same answer.
 */
import { booleanOf } from '../booleanText';

export type EnvelopeOutcome =
  /** status true (or 1): it worked */
  | 'ok'
  /** status false (or 0): the platform refused; the reason is in refusalText */
  | 'refused'
  /** no status field at all: not an envelope (the JSON base's lists, the upload service ...) */
  | 'none';

export function envelopeOutcome(answer: unknown): EnvelopeOutcome {
  if (typeof answer !== 'object' || answer === null || !('status' in answer)) return 'none';
  const yes = booleanOf(answer.status);
  return yes === null ? 'none' : yes ? 'ok' : 'refused';
}

/** The reason of a refusal: erro, else mensagem, else message, else erros; null when none. */
export function refusalText(answer: unknown): string | null {
  const a = fields(answer);
  return text(a.erro) ?? text(a.mensagem) ?? text(a.message) ?? text(a.erros);
}

/** What a successful answer says to the person (the success toast): mensagem, else message. */
export function successText(answer: unknown): string | null {
  const a = fields(answer);
  return text(a.mensagem) ?? text(a.message);
}

function fields(answer: unknown): Record<string, unknown> {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
}

/**
 * A field as one readable sentence: text as it is; `erros` may also come as a list or as a map of
 * field -> message(s) (server-side validation), shown one per line.
 */
export function messageText(value: unknown): string | null {
  return text(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return join(value.map(text));
  if (typeof value === 'object' && value !== null) return join(Object.values(value).map(text));
  return null;
}

function join(parts: Array<string | null>): string | null {
  const present = parts.filter((p): p is string => p !== null);
  return present.length > 0 ? present.join('\n') : null;
}
