import { describe, expect, it } from 'vitest';
import { INVOKE_ARGS, MAX_RENDERER_LOG_CHARS } from './ipc';

describe("the 'log:renderer' channel's argument", () => {
  const schema = INVOKE_ARGS['log:renderer'];

  it('takes a warning or an error with its text', () => {
    expect(schema.parse({ level: 'warn', message: 'Falha ao carregar a imagem' })).toEqual({ level: 'warn', message: 'Falha ao carregar a imagem' });
    expect(schema.safeParse({ level: 'error', message: 'x'.repeat(MAX_RENDERER_LOG_CHARS) }).success).toBe(true);
  });

  it('refuses other levels, a text over the limit, anything but text, extra fields', () => {
    for (const bad of [
      { level: 'info', message: 'oi' },
      { level: 'log', message: 'oi' },
      { level: 'error', message: 'x'.repeat(MAX_RENDERER_LOG_CHARS + 1) },
      { level: 'error', message: { texto: 'oi' } },
      { level: 'error' },
      { level: 'warn', message: 'oi', arquivo: '/etc/passwd' },
      'oi',
      undefined,
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
