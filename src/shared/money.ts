import { formatCentsBRL, toCents } from './format';

/**
 * The one rule for money typed by a person, on every screen and in the sandbox (spec 02 §5:
 * price inputs take at most 6 characters with 2 decimals, so at most '999.99'). Text in, cents or
 * a pt-BR message out: nothing typed is ever cut or read as something else.
 *
 * Read the Brazilian way: '12,50', '1.234,56' (dot for thousands, comma for the decimals). The
 * platform's own '12.50' (the spec's '.' separator, as stored prices are shown) is read too when
 * the dot is followed by one or two digits. Everything else is refused with the reason.
 */

/** Characters of the longest price the spec allows ('999.99'). */
export const MONEY_MAX_LENGTH = 6;
/** Decimals a money value may have. */
export const MONEY_DECIMALS = 2;
/** The largest price, fee or minimum in cents: six characters are five digits and the separator, 999.99. */
export const MONEY_MAX_CENTS = 10 ** (MONEY_MAX_LENGTH - 1) - 1;

export const MONEY_MESSAGES = {
  required: 'Informe um valor (ex.: 12,50). Para zero, digite 0.',
  invalid: 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).',
  negative: 'O valor não pode ser negativo.',
  decimals: 'Use no máximo 2 casas decimais (ex.: 12,50).',
  above: (maxCents: number) => `O valor máximo é ${formatCentsBRL(maxCents)}.`,
} as const;

export type MoneyResult = { ok: true; cents: number } | { ok: false; message: string };

export interface MoneyRuleOptions {
  /** the most it may be, in cents (default MONEY_MAX_CENTS) */
  maxCents?: number;
  /** the message above maxCents (default 'O valor máximo é R$ 999,99.') */
  aboveMessage?: string;
  /**
   * false: no thousands separator, a dot is only the decimal one ('12.345' and '1.234,50' are
   * refused, not read as thousands): a spreadsheet's cell, where '12.345' is as likely a price
   * with three decimals. Default true, as a person types in the panel.
   */
  thousands?: boolean;
}

const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;

/**
 * Typed money as cents, or why it is refused: '12,50' -> 1250; '' -> 'Informe um valor ...';
 * '-5' -> negative; 'abc' -> invalid; '1.234,56' and '9999.99' -> above R$ 999,99.
 */
export function parseMoney(text: string, options: MoneyRuleOptions = {}): MoneyResult {
  const maxCents = options.maxCents ?? MONEY_MAX_CENTS;
  const typed = text.trim().replace(/^R\$\s*/i, '');
  if (typed === '') return refuse(MONEY_MESSAGES.required);
  if (/^-\s*[\d.,]*\d[\d.,]*$/.test(typed)) return refuse(MONEY_MESSAGES.negative);
  if (!/^[\d.,]+$/.test(typed) || !/\d/.test(typed)) return refuse(MONEY_MESSAGES.invalid);
  const parts = splitDecimals(typed, options.thousands ?? true);
  if (!parts) return refuse(MONEY_MESSAGES.invalid);
  if (parts.decimals.length > MONEY_DECIMALS) return refuse(MONEY_MESSAGES.decimals);
  const whole = parts.whole.replace(/\./g, '');
  if (whole.length > 15) return refuse(options.aboveMessage ?? MONEY_MESSAGES.above(maxCents));
  const cents = Number(whole || '0') * 100 + Number(parts.decimals.padEnd(MONEY_DECIMALS, '0'));
  if (cents > maxCents) return refuse(options.aboveMessage ?? MONEY_MESSAGES.above(maxCents));
  return { ok: true, cents };
}

/** The message for typed money, or null when it is accepted (for a form's validation). */
export function moneyError(text: string, options?: MoneyRuleOptions): string | null {
  const result = parseMoney(text, options);
  return result.ok ? null : result.message;
}

/** Cents as a money field shows them, the Brazilian way without 'R$': 1250 -> '12,50', 125000 -> '1.250,00'. */
export function moneyInputText(cents: number): string {
  return formatCentsBRL(cents).replace(/^-?R\$\s*/, '');
}

/** Reais (as the legacy calls carry them) as a money field shows them: 49.9 -> '49,90'. */
export function reaisInputText(reais: number): string {
  return moneyInputText(toCents(reais));
}

const refuse = (message: string): MoneyResult => ({ ok: false, message });

/** Whole and decimal digits, or null when the separators make no sense ('1,2,3', '1.2.3', '12.3456'). */
function splitDecimals(typed: string, thousands: boolean): { whole: string; decimals: string } | null {
  const commas = typed.split(',');
  if (commas.length > 2) return null;
  if (commas.length === 2) {
    const [whole = '', decimals = ''] = commas;
    if (/\./.test(decimals) || !/^\d*$/.test(decimals)) return null;
    if (whole !== '' && !/^\d+$/.test(whole) && !(thousands && THOUSANDS.test(whole))) return null;
    if (whole === '' && decimals === '') return null;
    return { whole, decimals };
  }
  if (!typed.includes('.')) return { whole: typed, decimals: '' };
  if (thousands && THOUSANDS.test(typed)) return { whole: typed, decimals: '' };
  const dots = typed.split('.');
  if (dots.length !== 2) return null;
  const [whole = '', decimals = ''] = dots;
  if (!/^\d*$/.test(whole) || !/^\d+$/.test(decimals)) return null;
  return { whole, decimals };
}
