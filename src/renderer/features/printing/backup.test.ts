import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../shared/api/areas/printing';
import type { PrinterHealth } from '../../../shared/printing/status';
import { type BackupFacts, backupDecision, mayMove, stopCause } from './backup';
import type { QueuedJob } from './model';

const settings = { ...DEFAULT_PRINT_SETTINGS, backupPrinters: { Cozinha: { printer: 'Caixa', afterSeconds: 30 } } };
const job = (change: Partial<QueuedJob> = {}) =>
  ({ printer: 'Cozinha', kind: 'producao', status: 'waiting', copiesDone: 0, mayHold: undefined, redirect: null, ...change }) as const satisfies Partial<QueuedJob>;
const facts = (change: Partial<BackupFacts> = {}): BackupFacts => ({
  settings,
  stops: { Cozinha: { since: 1000, cause: 'sem papel' } },
  health: [],
  now: 31_000,
  ...change,
});
const health = (printer: string, state: PrinterHealth['state']): PrinterHealth => ({ printer, state, monitored: true, processIds: true, message: `${printer}: ${state}`, at: 0 });
const toCaixa = { kind: 'backup', redirect: { station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' } };

describe('which tickets may move to a backup', () => {
  it('one never handed over, or refused before its bytes the last time', () => {
    expect(mayMove(job())).toBe(true);
    expect(mayMove(job({ status: 'retrying', mayHold: false }))).toBe(true);
  });
  it('not one on its way, one a printer may hold part of, one with a copy out, a failed one or a test page', () => {
    expect(mayMove(job({ status: 'printing', mayHold: true }))).toBe(false);
    expect(mayMove(job({ status: 'retrying', mayHold: true }))).toBe(false);
    expect(mayMove(job({ copiesDone: 1 }))).toBe(false);
    expect(mayMove(job({ status: 'failed' }))).toBe(false);
    expect(mayMove(job({ kind: 'teste' }))).toBe(false);
  });
});

describe('when the backup takes over, and back', () => {
  it('once the printer has been stopped the configured time', () => {
    expect(backupDecision(job(), facts({ now: 30_999 }))).toEqual({ kind: 'own-until', at: 31_000 });
    expect(backupDecision(job(), facts())).toEqual(toCaixa);
  });
  it('at once with 0 s', () => {
    const atOnce = { ...settings, backupPrinters: { Cozinha: { printer: 'Caixa', afterSeconds: 0 } } };
    expect(backupDecision(job(), facts({ settings: atOnce, now: 1000 }))).toEqual(toCaixa);
  });
  it('not while the printer is not stopped: new tickets go back to it', () => {
    expect(backupDecision(job(), facts({ stops: {} }))).toEqual({ kind: 'own' });
  });
  it('not to a backup that is itself stopped (no chains): by a refused ticket or by its own status', () => {
    expect(backupDecision(job(), facts({ stops: { Cozinha: { since: 0, cause: 'sem papel' }, Caixa: { since: 0, cause: 'offline' } } }))).toEqual({ kind: 'own' });
    expect(backupDecision(job(), facts({ health: [health('Caixa', 'tampa-aberta')] }))).toEqual({ kind: 'own' });
    expect(backupDecision(job(), facts({ health: [health('Caixa', 'pouco-papel')] }))).toEqual(toCaixa);
  });
  it('not for a printer without a backup, nor with a print method that cannot confirm (nativo, QZ Tray)', () => {
    expect(backupDecision(job({ printer: 'Bar' }), facts({ stops: { Bar: { since: 0, cause: 'sem papel' } } }))).toEqual({ kind: 'own' });
    expect(backupDecision(job(), facts({ settings: { ...settings, metodoImpressao: 'nat' } }))).toEqual({ kind: 'own' });
    expect(backupDecision(job(), facts({ settings: { ...settings, metodoImpressao: 'qz' } }))).toEqual({ kind: 'own' });
  });
  it('a ticket the stopped printer may hold stays with it; one the backup may hold stays with the backup', () => {
    expect(backupDecision(job({ status: 'retrying', mayHold: true }), facts())).toEqual({ kind: 'own' });
    const held = job({ status: 'retrying', mayHold: true, redirect: toCaixa.redirect });
    expect(backupDecision(held, facts({ stops: {} }))).toEqual(toCaixa);
  });
});

describe('the cause on the ticket', () => {
  it('from the printer\'s words or an unreachable printer', () => {
    expect(stopCause('Cozinha', 'Cozinha: sem papel')).toBe('sem papel');
    expect(stopCause('Cozinha', 'Impressora offline: Cozinha (10.0.0.9:9100) recusou a conexão.')).toBe('offline');
  });
});
