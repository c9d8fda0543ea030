import { describe, expect, it } from 'vitest';
import { envelopeSchema, flexBoolean, flexNumber, flexText } from './schema';

describe('answer schema blocks', () => {
  it('reads the spellings of a boolean the platform uses', () => {
    for (const yes of [true, 1, '1', 'true', 'S']) expect(flexBoolean.parse(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'N', '', null]) expect(flexBoolean.parse(no)).toBe(false);
    expect(flexBoolean.safeParse({}).success).toBe(false);
  });

  it('reads numbers and numeric text, and refuses other text', () => {
    expect(flexNumber.parse(12.5)).toBe(12.5);
    expect(flexNumber.parse(' 7 ')).toBe(7);
    expect(flexNumber.parse('-3.25')).toBe(-3.25);
    expect(flexNumber.safeParse('doze').success).toBe(false);
    expect(flexNumber.safeParse(null).success).toBe(false);
  });

  it('reads text, numbers as text, and null as empty', () => {
    expect(flexText.parse('Pizza')).toBe('Pizza');
    expect(flexText.parse(3)).toBe('3');
    expect(flexText.parse(null)).toBe('');
    expect(flexText.parse(undefined)).toBe('');
  });

  it('keeps the fields of an envelope it does not name', () => {
    expect(envelopeSchema.parse({ status: 1, mensagem: 'Salvo', id: 9 })).toEqual({ status: true, mensagem: 'Salvo', id: 9 });
    expect(envelopeSchema.safeParse({ mensagem: 'sem status' }).success).toBe(false);
  });
});
