import { describe, expect, it } from 'vitest';
import { MONEY_MAX_CENTS, MONEY_MESSAGES, moneyError, moneyInputText, parseMoney, reaisInputText } from './money';

describe('parseMoney (spec 02 §5: 6 characters, 2 decimals)', () => {
  it('reads the Brazilian way and the platform dot, in cents', () => {
    expect(parseMoney('12,50')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoney('12,5')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoney('12.50')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoney(' 8 ')).toEqual({ ok: true, cents: 800 });
    expect(parseMoney('0')).toEqual({ ok: true, cents: 0 });
    expect(parseMoney('0,00')).toEqual({ ok: true, cents: 0 });
    expect(parseMoney(',99')).toEqual({ ok: true, cents: 99 });
    expect(parseMoney('R$ 999,99')).toEqual({ ok: true, cents: 99_999 });
    expect(parseMoney('999.99')).toEqual({ ok: true, cents: MONEY_MAX_CENTS });
  });

  it('refuses 1.234,56 as above the limit (it was saved as R$ 1,23)', () => {
    expect(parseMoney('1.234,56')).toEqual({ ok: false, message: 'O valor máximo é R$\u00a0999,99.' });
  });

  it('refuses 9999.99 instead of cutting it to 9999.9', () => {
    expect(parseMoney('9999.99')).toEqual({ ok: false, message: 'O valor máximo é R$\u00a0999,99.' });
    expect(parseMoney('1000')).toEqual({ ok: false, message: 'O valor máximo é R$\u00a0999,99.' });
  });

  it('refuses text, an empty field and a negative value instead of saving 0 or 5', () => {
    expect(parseMoney('abc')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseMoney('')).toEqual({ ok: false, message: MONEY_MESSAGES.required });
    expect(parseMoney('   ')).toEqual({ ok: false, message: MONEY_MESSAGES.required });
    expect(parseMoney('-5')).toEqual({ ok: false, message: 'O valor não pode ser negativo.' });
    expect(parseMoney('-5,00')).toEqual({ ok: false, message: MONEY_MESSAGES.negative });
  });

  it('refuses a third decimal and separators that make no sense', () => {
    expect(parseMoney('1,234')).toEqual({ ok: false, message: MONEY_MESSAGES.decimals });
    expect(parseMoney('1.2345')).toEqual({ ok: false, message: MONEY_MESSAGES.decimals });
    for (const text of ['12,3,4', '1.2.3', '12,5.0', '.', ',', '12a', '1 2', '5-', '12.34.56,00']) {
      expect(parseMoney(text), text).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    }
  });

  it('takes another limit with its own message (a balance)', () => {
    const rule = { maxCents: 125_000, aboveMessage: 'Acima do saldo.' };
    expect(parseMoney('1.250,00', rule)).toEqual({ ok: true, cents: 125_000 });
    expect(parseMoney('1.250,01', rule)).toEqual({ ok: false, message: 'Acima do saldo.' });
    expect(parseMoney('99.999,99', rule)).toEqual({ ok: false, message: 'Acima do saldo.' });
  });

  it('without thousands (a spreadsheet cell) a dot is only the decimal separator', () => {
    const cell = { thousands: false, maxCents: 999_999 };
    expect(parseMoney('12.345', cell)).toEqual({ ok: false, message: MONEY_MESSAGES.decimals });
    expect(parseMoney('1.234,50', cell)).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseMoney('1.234', cell)).toEqual({ ok: false, message: MONEY_MESSAGES.decimals });
    expect(parseMoney('1234,50', cell)).toEqual({ ok: true, cents: 123_450 });
    expect(parseMoney('12.5', cell)).toEqual({ ok: true, cents: 1250 });
    // as a person types it, the same text is thousands
    expect(parseMoney('1.234,50', { maxCents: 999_999 })).toEqual({ ok: true, cents: 123_450 });
  });

  it('moneyError gives the message or null', () => {
    expect(moneyError('12,50')).toBeNull();
    expect(moneyError('abc')).toBe(MONEY_MESSAGES.invalid);
  });

  it('shows cents and reais the way the fields take them back', () => {
    expect([1250, 0, 125_000].map((value) => moneyInputText(value))).toEqual(['12,50', '0,00', '1.250,00']);
    expect(reaisInputText(49.9)).toBe('49,90');
    for (const cents of [0, 1, 99, 1250, 99_999]) expect(parseMoney(moneyInputText(cents))).toEqual({ ok: true, cents });
  });
});
