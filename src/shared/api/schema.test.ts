import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, flexBoolean, flexNumber, flexText, listPosition, numberOrZero, positiveOrNull } from './schema';

describe('answer schema blocks', () => {
  it('reads the spellings of a boolean the platform uses', () => {
    for (const yes of [true, 1, '1', 'true', 'S']) expect(flexBoolean.parse(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'N', '', null]) expect(flexBoolean.parse(no)).toBe(false);
    for (const other of [{}, [], undefined]) expect(flexBoolean.safeParse(other).success).toBe(false);
  });

  it('reads numbers and numeric text, and refuses other text', () => {
    expect([12.5, ' 7 ', '-3.25'].map((value) => flexNumber.parse(value))).toEqual([12.5, 7, -3.25]);
    expect(flexNumber.safeParse('doze').success).toBe(false);
    for (const other of [null, undefined, true, '', '1,5', {}]) expect(flexNumber.safeParse(other).success).toBe(false);
  });

  it('reads text, numbers as text, and null as empty', () => {
    expect(['Pizza', 3, null, undefined].map((value) => flexText.parse(value))).toEqual(['Pizza', '3', '', '']);
    for (const other of [true, {}, ['a']]) expect(flexText.safeParse(other).success).toBe(false);
  });

  it('in an answer: a missing text is empty, a missing number or yes/no is malformed, with the field named', () => {
    const row = z.object({ nome: flexText, preco: flexNumber, ativo: flexBoolean });
    expect(row.parse({ preco: '7.50', ativo: 'S' })).toEqual({ nome: '', preco: 7.5, ativo: true });
    const refused = row.safeParse({ nome: 'Guaraná', ativo: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => [issue.path, issue.code])).toEqual([[['preco'], 'invalid_type']]);
    expect(row.safeParse({ nome: 'Guaraná', preco: 7 }).error!.issues.map((issue) => issue.path)).toEqual([['ativo']]);
  });

  it('reads a list position, a missing one as 0', () => {
    expect([3, '2', undefined].map((value) => listPosition.parse(value))).toEqual([3, 2, 0]);
    expect(listPosition.safeParse('primeiro').success).toBe(false);
  });

  it("reads a positive number, and null, '', 0 or nothing as none", () => {
    expect(positiveOrNull.parse(12)).toBe(12);
    expect(positiveOrNull.parse('49.90')).toBe(49.9);
    for (const none of [null, '', 0, '0', -1, undefined]) expect(positiveOrNull.parse(none)).toBeNull();
    expect(positiveOrNull.safeParse('doze').success).toBe(false);
  });

  it("reads a number, and null, '' or nothing as 0", () => {
    expect([12.5, '7', 0, null, '', undefined].map((value) => numberOrZero.parse(value))).toEqual([12.5, 7, 0, 0, 0, 0]);
    expect(numberOrZero.safeParse('doze').success).toBe(false);
  });

  it('keeps the fields of an envelope it does not name', () => {
    expect(envelopeSchema.parse({ status: 1, mensagem: 'Salvo', id: 9 })).toEqual({ status: true, mensagem: 'Salvo', id: 9 });
    expect(envelopeSchema.safeParse({ mensagem: 'sem status' }).success).toBe(false);
  });
});
