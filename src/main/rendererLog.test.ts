import { describe, expect, it } from 'vitest';
import { MAX_RENDERER_LOG_CHARS } from '../shared/ipc';
import { createRendererLogWriter, registerRendererLogHandler } from './rendererLog';
import { electron, logger } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

registerRendererLogHandler();

const fromPanel = { senderFrame: { url: 'app://panel/pedidos' } };
const call = (event: unknown, ...args: unknown[]) => Promise.resolve().then(() => electron.invokeHandlers.get('log:renderer')!(event, ...args));
const written = () => logger.lines.map((l) => [l.level, ...l.args]);

describe("the page's warnings and errors in main's log ('log:renderer')", () => {
  it('writes each with its level, marked as the page’s', async () => {
    logger.lines.length = 0;
    await call(fromPanel, { level: 'warn', message: '[printing] pedido 21 aceito, mas não impresso' });
    await call(fromPanel, { level: 'error', message: 'TypeError: x is undefined\n    at OrdersPage (app://panel/assets/index.js:1:2)' });
    expect(written()).toEqual([
      ['warn', '[renderer] [printing] pedido 21 aceito, mas não impresso'],
      ['error', '[renderer] TypeError: x is undefined\n        at OrdersPage (app://panel/assets/index.js:1:2)'],
    ]);
  });

  it('indents every line after the first, so the page cannot forge a line of main’s own', async () => {
    logger.lines.length = 0;
    await call(fromPanel, { level: 'warn', message: 'a\n[2026-11-22 12:00:00.000] [info] Atualização instalada\r\nb\rc' });
    expect(written()).toEqual([['warn', '[renderer] a\n    [2026-11-22 12:00:00.000] [info] Atualização instalada\n    b\n    c']]);
  });

  it('refuses a foreign page, another level and a text over the limit, writing nothing of it', async () => {
    logger.lines.length = 0;
    await expect(call({ senderFrame: { url: 'https://exemplo.com/' } }, { level: 'error', message: 'oi' })).rejects.toThrow(/origem não autorizada/);
    await expect(call(fromPanel, { level: 'info', message: 'oi' })).rejects.toThrow(/argumento inválido/);
    await expect(call(fromPanel, { level: 'error', message: 'x'.repeat(MAX_RENDERER_LOG_CHARS + 1) })).rejects.toThrow(/argumento inválido/);
    // only main's own notes of the refusals
    expect(logger.lines.every((l) => String(l.args[0]).startsWith("IPC 'log:renderer' recusado"))).toBe(true);
    expect(logger.lines).toHaveLength(3);
  });

  it('writes at most so many lines a minute, says when it starts dropping and how many it dropped', () => {
    logger.lines.length = 0;
    let now = 0;
    const write = createRendererLogWriter({ now: () => now, perMinute: 3 });
    for (let i = 1; i <= 6; i++) write({ level: 'error', message: `erro ${i}` });
    now = 59_999;
    write({ level: 'error', message: 'erro 7' });
    now = 60_000;
    write({ level: 'warn', message: 'depois' });
    expect(written()).toEqual([
      ['error', '[renderer] erro 1'],
      ['error', '[renderer] erro 2'],
      ['error', '[renderer] erro 3'],
      ['warn', '[renderer] limite de 3 mensagens por minuto atingido: as próximas deste minuto são descartadas.'],
      ['warn', '[renderer] 4 mensagem(ns) do painel descartada(s) no último minuto (limite de 3 por minuto).'],
      ['warn', '[renderer] depois'],
    ]);
  });
});
