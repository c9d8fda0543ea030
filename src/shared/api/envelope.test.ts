import { describe, expect, it } from 'vitest';
import { envelopeOutcome, refusalText, successText } from './envelope';

describe('envelopeOutcome', () => {
  it('reads status true/1 as ok and false/0 as refused', () => {
    expect(envelopeOutcome({ status: true })).toBe('ok');
    expect(envelopeOutcome({ status: 1 })).toBe('ok');
    expect(envelopeOutcome({ status: '1' })).toBe('ok');
    expect(envelopeOutcome({ status: false, erro: 'x' })).toBe('refused');
    expect(envelopeOutcome({ status: 0 })).toBe('refused');
    expect(envelopeOutcome({ status: '0' })).toBe('refused');
  });

  it('says none for answers that are not envelopes', () => {
    expect(envelopeOutcome({ data: [] })).toBe('none');
    expect(envelopeOutcome([])).toBe('none');
    expect(envelopeOutcome(null)).toBe('none');
    expect(envelopeOutcome('ok')).toBe('none');
    expect(envelopeOutcome({ status: 'processing' })).toBe('none');
  });
});

describe('refusalText', () => {
  it('takes erro, then mensagem, then message, then erros (spec 02 §8)', () => {
    expect(refusalText({ status: false, erro: 'E', mensagem: 'M', erros: 'S' })).toBe('E');
    expect(refusalText({ status: false, mensagem: 'M', erros: 'S' })).toBe('M');
    expect(refusalText({ status: false, message: 'm', erros: 'S' })).toBe('m');
    expect(refusalText({ status: false, erros: 'S' })).toBe('S');
  });

  it('skips empty fields and reads erros given as a list or a map, one per line', () => {
    expect(refusalText({ status: false, erro: '', mensagem: '  ', erros: ['Arquivo muito grande.', 'Formato inválido.'] })).toBe(
      'Arquivo muito grande.\nFormato inválido.',
    );
    expect(refusalText({ status: false, erros: { arquivo: ['Arquivo muito grande.'], nome: 'Informe o nome.' } })).toBe(
      'Arquivo muito grande.\nInforme o nome.',
    );
  });

  it('is null when the answer says nothing', () => {
    expect(refusalText({ status: false })).toBeNull();
    expect(refusalText(undefined)).toBeNull();
  });
});

describe('successText', () => {
  it('takes mensagem, then message; never an error field', () => {
    expect(successText({ status: true, mensagem: 'Salvo!', message: 'ok' })).toBe('Salvo!');
    expect(successText({ status: true, message: 'ok' })).toBe('ok');
    expect(successText({ status: true, erro: '' })).toBeNull();
  });
});
