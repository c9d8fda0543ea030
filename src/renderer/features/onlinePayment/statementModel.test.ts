import { describe, expect, it } from 'vitest';
import { readTransferAmount } from './statementModel';

describe('the transfer amount', () => {
  it('reads reais by the shared money rule, up to the balance shown', () => {
    expect(readTransferAmount('125.50', 1250)).toEqual({ ok: true, reais: 125.5 });
    expect(readTransferAmount('125,5', 1250)).toEqual({ ok: true, reais: 125.5 });
    expect(readTransferAmount(' 80 ', 1250)).toEqual({ ok: true, reais: 80 });
    expect(readTransferAmount('1.250,00', 1250)).toEqual({ ok: true, reais: 1250 });
  });

  it('refuses more than the balance: R$ 99.999,99 against R$ 1.250,00', () => {
    const above = { ok: false, message: 'O valor passa do saldo disponível de R$\u00a01.250,00.' };
    expect(readTransferAmount('99.999,99', 1250)).toEqual(above);
    expect(readTransferAmount('1.250,01', 1250)).toEqual(above);
    expect(readTransferAmount('1250.01', 1250)).toEqual(above);
  });

  it('says what is wrong when empty, zero, negative or not a number', () => {
    const required = { ok: false, message: 'Informe um valor maior que zero, com até duas casas decimais (ex.: 150,00).' };
    expect(readTransferAmount('', 1250)).toEqual(required);
    expect(readTransferAmount('0,00', 1250)).toEqual(required);
    expect(readTransferAmount('-10', 1250)).toEqual({ ok: false, message: 'O valor não pode ser negativo.' });
    expect(readTransferAmount('dez', 1250)).toEqual({ ok: false, message: expect.stringContaining('Valor inválido') });
    expect(readTransferAmount('12.345.67', 1250)).toEqual({ ok: false, message: expect.stringContaining('Valor inválido') });
  });
});
