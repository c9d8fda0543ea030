import { array, object, string } from 'yup';
import type { PaymentMethod } from '../../../shared/api';
import { searchKey } from '../../../shared/search';
import { PAYMENT_METHODS_MESSAGES } from './messages';
import { meansYes } from '../../../shared/booleanText';

/** The methods whose name contains the search text (case and accents ignored); all for an empty search. */
export function filterMethods(methods: readonly PaymentMethod[], query: string): PaymentMethod[] {
  const q = searchKey(query);
  if (!q) return [...methods];
  return methods.filter((m) => searchKey(m.nome).includes(q));
}

/** The chaves the platform has selected, in list order. */
export function selectedChaves(methods: readonly PaymentMethod[]): string[] {
  return methods.filter((m) => m.selected).map((m) => m.chave);
}

/**
 * Whether the selection differs from the saved one. Order does not matter: unticking and
 * ticking a method again is no change, so Salvar Alterações goes back to disabled.
 */
export function selectionChanged(saved: readonly string[], current: readonly string[]): boolean {
  const a = new Set(saved);
  const b = new Set(current);
  if (a.size !== b.size) return true;
  for (const chave of a) if (!b.has(chave)) return true;
  return false;
}

/**
 * The form's rule: at least one method. The platform refuses an empty list too, and the
 * form encoding cannot even send one (an empty 'formas[]' is no field at all).
 */
export const selectionSchema = object({
  selected: array().of(string().defined()).defined().min(1, PAYMENT_METHODS_MESSAGES.paymentMethodsNoneSelected),
});

/** Ticks or unticks one method, keeping list order irrelevant and without duplicates. */
export function toggleChave(current: readonly string[], chave: string, selected: boolean): string[] {
  const rest = current.filter((c) => c !== chave);
  return selected ? [...rest, chave] : rest;
}

/** The methods with the saved selection applied (after a successful save). */
export function withSelection(methods: readonly PaymentMethod[], chaves: readonly string[]): PaymentMethod[] {
  const set = new Set(chaves);
  return methods.map((m) => ({ ...m, selected: set.has(m.chave) }));
}

export type MethodIconKind = 'pix' | 'cash' | 'voucher' | 'card' | 'online' | 'other';

const ICON_RULES: ReadonlyArray<readonly [MethodIconKind, RegExp]> = [
  ['pix', /\bpix\b/],
  ['cash', /dinheiro|especie|\bcash\b|\bmoney\b/],
  ['voucher', /vale|voucher|ticket|refeicao|alimentacao|sodexo|alelo|\bvr\b|\bva\b|pluxee|\bben\b/],
  ['online', /online|pagamento pelo app|carteira|wallet|picpay|mercado ?pago/],
  ['card', /cartao|credito|debito|card|visa|master|elo\b|amex|american|hipercard|diners|maestro|redeshop|cabal|banricompras/],
];

/** Which icon a method gets, by its chave and name (the platform sends no icon). */
export function methodIconKind(method: Pick<PaymentMethod, 'chave' | 'nome'>): MethodIconKind {
  const text = `${searchKey(method.chave)} ${searchKey(method.nome)}`.replace(/[_-]/g, ' ');
  for (const [kind, rule] of ICON_RULES) if (rule.test(text)) return kind;
  return 'other';
}

/** The platform's answer as a clean list (entries without chave or nome are dropped). Throws without a list. */
export function paymentMethodsFrom(answer: unknown): PaymentMethod[] {
  const a = (answer ?? {}) as Record<string, unknown>;
  if (!Array.isArray(a.obj)) throw new Error('listarpagamentos sem a lista de formas');
  const methods: PaymentMethod[] = [];
  const seen = new Set<string>();
  for (const raw of a.obj as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const m = raw as Record<string, unknown>;
    const chave = typeof m.chave === 'string' || typeof m.chave === 'number' ? String(m.chave) : '';
    const nome = typeof m.nome === 'string' ? m.nome : '';
    if (!chave || !nome || seen.has(chave)) continue;
    seen.add(chave);
    methods.push({ chave, nome, selected: meansYes(m.selected) });
  }
  return methods;
}
