import { describe, expect, it } from 'vitest';
import { applyMask, isCpfOrCnpjLength, maskCpfCnpj, maskMobile, onlyDigits } from './format';

describe('onlyDigits', () => {
  it('keeps the digits in order', () => {
    expect(onlyDigits('12.345.678/0001-90')).toBe('12345678000190');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('applyMask', () => {
  it('shows a literal only once a digit follows it', () => {
    expect(applyMask('123', '999.999')).toBe('123');
    expect(applyMask('1234', '999.999')).toBe('123.4');
  });
  it('drops digits beyond the pattern and ignores typed literals', () => {
    expect(applyMask('12:345', '99:99')).toBe('12:34');
  });
  it('is empty for no digits', () => {
    expect(applyMask('', '(99) 99999-9999')).toBe('');
  });
});

describe('maskCpfCnpj', () => {
  it('masks as CPF up to 11 digits', () => {
    expect(maskCpfCnpj('123')).toBe('123');
    expect(maskCpfCnpj('1234567')).toBe('123.456.7');
    expect(maskCpfCnpj('12345678909')).toBe('123.456.789-09');
  });
  it('switches to the CNPJ mask from the 12th digit', () => {
    expect(maskCpfCnpj('123456789012')).toBe('12.345.678/9012');
    expect(maskCpfCnpj('12345678000190')).toBe('12.345.678/0001-90');
  });
  it('re-masks an already masked value and stops at 14 digits', () => {
    expect(maskCpfCnpj('123.456.789-091')).toBe('12.345.678/9091');
    expect(maskCpfCnpj('12.345.678/0001-9099')).toBe('12.345.678/0001-90');
  });
  it('goes back to the CPF mask when digits are deleted', () => {
    expect(maskCpfCnpj('12.345.678/901')).toBe('123.456.789-01');
  });
});

describe('isCpfOrCnpjLength', () => {
  it('accepts 11 or 14 digits only', () => {
    expect(isCpfOrCnpjLength('123.456.789-09')).toBe(true);
    expect(isCpfOrCnpjLength('12.345.678/0001-90')).toBe(true);
    expect(isCpfOrCnpjLength('123.456.789-0')).toBe(false);
    expect(isCpfOrCnpjLength('12.345.678/0001')).toBe(false);
  });
});

describe('maskMobile', () => {
  it('masks (99) 99999-9999 progressively', () => {
    expect(maskMobile('11')).toBe('(11');
    expect(maskMobile('119')).toBe('(11) 9');
    expect(maskMobile('11987654321')).toBe('(11) 98765-4321');
    expect(maskMobile('1198765432199')).toBe('(11) 98765-4321');
  });
});
