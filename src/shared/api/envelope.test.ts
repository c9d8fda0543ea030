import { describe, expect, it } from 'vitest';
import { envelopeOutcome, refusalText, successText } from './envelope';

describe('envelopeOutcome', () => {
  it('reads status true/1 as ok and false/0 as refused', () => {
    expect([{ status: true }, { status: 1 }, { status: '1' }, { status: false, erro: 'x' }, { status: 0 }, { status: '0' }].map((value) => envelopeOutcome(value))).toEqual(
      ['ok', 'ok', 'ok', 'refused', 'refused', 'refused'],
    );
  });

  it('says none for answers that are not envelopes', () => {
    expect([{ data: [] }, [], null, 'ok', { status: 'processing' }].map((value) => envelopeOutcome(value))).toEqual(['none', 'none', 'none', 'none', 'none']);
  });
});

describe('refusalText', () => {
  it('takes erro, then mensagem, then message, then erros (spec 02 §8)', () => {
    expect([{ status: false, erro: 'E', mensagem: 'M', erros: 'S' }, { status: false, mensagem: 'M', erros: 'S' }, { status: false, message: 'm', erros: 'S' }, { status: false, erros: 'S' }].map((value) => refusalText(value))).toEqual(
      ['E', 'M', 'm', 'S'],
    );
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
    expect([{ status: true, mensagem: 'Salvo!', message: 'ok' }, { status: true, message: 'ok' }, { status: true, erro: '' }].map((value) => successText(value))).toEqual(['Salvo!', 'ok', null]);
  });
});
