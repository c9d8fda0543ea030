import { describe, expect, it } from 'vitest';
import { PrinterError, nothingSent } from './errors';

describe('nothingSent: a ticket that may go to a backup printer', () => {
  it('the printer said it was stopped before the bytes', () => {
    expect(nothingSent(new PrinterError('not-ready', 'Cozinha: sem papel'))).toBe(true);
  });
  it('the printer could not be reached', () => {
    expect(nothingSent(new PrinterError('offline', 'Impressora offline: Cozinha'))).toBe(true);
  });
  it('the connection dropped while the bytes went: the printer may hold part of it', () => {
    expect(nothingSent(new PrinterError('offline', 'parou de receber dados', { partlySent: true }))).toBe(false);
  });
  it.each(['interrupted', 'not-found', 'unsupported', 'failed'] as const)('%s: not provably unsent, or not a printer stop', (code) => {
    expect(nothingSent(new PrinterError(code, 'x'))).toBe(false);
  });
  it('any other error', () => {
    expect(nothingSent(new Error('x'))).toBe(false);
  });
});
