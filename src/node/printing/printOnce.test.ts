import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createPrintOnce } from './printOnce';

describe('printOnce', () => {
  it('prints a copy once: the same id again gets the first answer without printing', async () => {
    const once = createPrintOnce({ instance: 'a' });
    const print = vi.fn(() => Promise.resolve('ok'));
    expect(await once.run({ printId: 'job1:0' }, print)).toEqual({ outcome: 'printed', value: 'ok' });
    expect(await once.run({ printId: 'job1:0', expectedInstance: 'a' }, print)).toEqual({ outcome: 'repeated', value: 'ok' });
    expect(await once.run({ printId: 'job1:1', expectedInstance: 'a' }, print)).toEqual({ outcome: 'printed', value: 'ok' });
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('a copy sent again while the first is still printing waits for it and prints nothing more', async () => {
    const once = createPrintOnce();
    let finish: (v: string) => void = () => undefined;
    const print = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = once.run({ printId: 'job1:0' }, print);
    const again = once.run({ printId: 'job1:0' }, print);
    finish('ok');
    expect(await first).toEqual({ outcome: 'printed', value: 'ok' });
    expect(await again).toEqual({ outcome: 'repeated', value: 'ok' });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('forgets a copy whose print failed, so trying again prints it', async () => {
    const once = createPrintOnce();
    const print = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    await expect(once.run({ printId: 'job1:0' }, print)).rejects.toThrow('offline');
    expect(await once.run({ printId: 'job1:0' }, print)).toEqual({ outcome: 'printed', value: 'ok' });
  });

  it('a copy refused by a stopped printer and printed on its backup: the printer that printed it is remembered, and the original asked again prints nothing', async () => {
    const once = createPrintOnce({ instance: 'a' });
    const print = vi.fn().mockRejectedValueOnce(new Error('Cozinha: sem papel')).mockResolvedValue('ok');
    await expect(once.run({ printId: 'job1:0', printer: 'Cozinha' }, print)).rejects.toThrow('sem papel');
    expect(once.printerOf('job1:0')).toBeUndefined();
    expect(await once.run({ printId: 'job1:0', printer: 'Caixa' }, print)).toEqual({ outcome: 'printed', value: 'ok' });
    expect(once.printerOf('job1:0')).toBe('Caixa');
    expect(await once.run({ printId: 'job1:0', expectedInstance: 'a', printer: 'Cozinha' }, print)).toEqual({ outcome: 'repeated', value: 'ok' });
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('another instance (the module restarted) cannot know: unknown-outcome, nothing printed', async () => {
    const once = createPrintOnce({ instance: 'b' });
    const print = vi.fn(() => Promise.resolve('ok'));
    expect(await once.run({ printId: 'job1:0', expectedInstance: 'a' }, print)).toEqual({ outcome: 'unknown-outcome' });
    expect(print).not.toHaveBeenCalled();
  });

  it('remembers for a while and a bounded number of copies', async () => {
    let now = 0;
    const once = createPrintOnce({ ttlMs: 1000, max: 2, now: () => now });
    const print = vi.fn(() => Promise.resolve('ok'));
    await once.run({ printId: 'a' }, print);
    await once.run({ printId: 'b' }, print);
    await once.run({ printId: 'c' }, print);
    // 'a' was the oldest of three with room for two
    expect((await once.run({ printId: 'a' }, print)).outcome).toBe('printed');
    now = 5000;
    expect((await once.run({ printId: 'c' }, print)).outcome).toBe('printed');
  });

  describe('kept in a file: the memory survives a restart of the module', () => {
    const fileIn = () => join(mkdtempSync(join(tmpdir(), 'painel-printonce-')), 'impressas.jsonl');

    it('a copy printed before the restart is answered, not printed again, by the same run id', async () => {
      const file = fileIn();
      const before = createPrintOnce({ file });
      await before.run({ printId: 'job1:0' }, () => Promise.resolve('Cozinha'));
      const after = createPrintOnce({ file });
      expect(after.instance).toBe(before.instance);
      const print = vi.fn(() => Promise.resolve('Cozinha'));
      expect(await after.run({ printId: 'job1:0', expectedInstance: before.instance }, print)).toEqual({ outcome: 'repeated', value: 'Cozinha' });
      expect(print).not.toHaveBeenCalled();
    });

    it('which printer printed a copy survives the restart', async () => {
      const file = fileIn();
      await createPrintOnce({ file }).run({ printId: 'job1:0', printer: 'Caixa' }, () => Promise.resolve('ok'));
      expect(createPrintOnce({ file }).printerOf('job1:0')).toBe('Caixa');
    });

    it('a copy that was being sent when the module stopped cannot be known: unknown-outcome', async () => {
      const file = fileIn();
      const before = createPrintOnce({ file });
      void before.run({ printId: 'job2:0' }, () => new Promise(() => undefined)); // the module stops mid-print
      const after = createPrintOnce({ file });
      const print = vi.fn(() => Promise.resolve('x'));
      expect(await after.run({ printId: 'job2:0', expectedInstance: before.instance }, print)).toEqual({ outcome: 'unknown-outcome' });
      expect(print).not.toHaveBeenCalled();
    });

    it('a failed copy is printed when tried again; old copies and a half-written line are dropped', async () => {
      let now = 0;
      const file = fileIn();
      const before = createPrintOnce({ file, now: () => now, ttlMs: 1000 });
      await expect(before.run({ printId: 'job3:0' }, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
      await before.run({ printId: 'job4:0' }, () => Promise.resolve('Caixa'));
      appendFileSync(file, '{"id":"job5:0","at":');
      now = 5000;
      const after = createPrintOnce({ file, now: () => now, ttlMs: 1000 });
      const print = vi.fn(() => Promise.resolve('Caixa'));
      expect((await after.run({ printId: 'job3:0' }, print)).outcome).toBe('printed');
      expect((await after.run({ printId: 'job4:0' }, print)).outcome).toBe('printed');
      expect(print).toHaveBeenCalledTimes(2);
      // rewritten on start: the run id and what is still remembered
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(JSON.stringify({ instance: before.instance }));
    });
  });
});
