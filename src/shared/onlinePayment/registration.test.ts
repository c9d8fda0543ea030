import { describe, expect, it } from 'vitest';
import {
  brDateFromIso,
  dateFromEpochSeconds,
  epochSecondsFromDate,
  isFieldEnabled,
  isFieldRequired,
  isoFromBrDate,
  parseIsoDate,
  requiredFields,
} from './registration';

describe('fields of a person (F) and a company (J)', () => {
  it('the CNPJ is required only for a company and disabled for a person', () => {
    expect(isFieldRequired('est_cnpj', 'J')).toBe(true);
    expect(isFieldRequired('est_cnpj', 'F')).toBe(false);
    expect(isFieldEnabled('est_cnpj', 'F')).toBe(false);
    expect(isFieldEnabled('est_cnpj', 'J')).toBe(true);
  });

  it('both types need the establishment and the owner fields of spec 02 §5', () => {
    for (const tipo of ['F', 'J'] as const) {
      expect(requiredFields(tipo)).toEqual(
        expect.arrayContaining(['tipo', 'est_razao_social', 'est_cat_negocio', 'est_email', 'est_telefone', 'est_cep', 'est_estado']),
      );
      expect(requiredFields(tipo)).toEqual(expect.arrayContaining(['pro_cpf', 'pro_nome', 'pro_nascimento', 'pro_cep', 'pro_estado']));
    }
    expect(([['est_complemento', 'J'], ['est_site', 'F'], ['pro_complemento', 'F']] as const).map(([a, b]) => isFieldRequired(a, b))).toEqual([false, false, false]);
    expect(requiredFields('J')).toHaveLength(requiredFields('F').length + 1);
  });
});

describe('the birth date: epoch seconds on read, a date on send', () => {
  it('reads the platform epoch seconds (midnight in São Paulo) as its calendar day', () => {
    // 14/03/1978 00:00 in São Paulo = 03:00 UTC
    expect(dateFromEpochSeconds(258692400)).toBe('1978-03-14');
    // a plain UTC midnight is the same day
    expect(dateFromEpochSeconds(Date.UTC(1978, 2, 14) / 1000)).toBe('1978-03-14');
    expect(dateFromEpochSeconds(null)).toBe('');
  });

  it('round-trips through the platform shape', () => {
    expect(epochSecondsFromDate('1978-03-14')).toBe(258692400);
    expect(dateFromEpochSeconds(epochSecondsFromDate('2000-02-29'))).toBe('2000-02-29');
    expect(epochSecondsFromDate('2001-02-29')).toBeNull();
  });

  it('goes between the form (dd/mm/aaaa) and what is sent (yyyy-mm-dd)', () => {
    expect(isoFromBrDate('14/03/1978')).toBe('1978-03-14');
    expect(brDateFromIso('1978-03-14')).toBe('14/03/1978');
    // not a date: sent as typed, for the platform to say what is wrong
    expect(isoFromBrDate('31/02/1990')).toBe('31/02/1990');
    expect(isoFromBrDate('14/03')).toBe('14/03');
    expect(brDateFromIso('')).toBe('');
    expect(parseIsoDate('1990-13-01')).toBeNull();
  });
});
