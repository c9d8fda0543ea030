import { describe, expect, it } from 'vitest';
import { parseStoreEvent } from './realtimeModel';

describe('parseStoreEvent', () => {
  it('accepts the contract shapes', () => {
    expect(parseStoreEvent('loja', { fechado: 'N' })).toEqual({ ok: true, event: 'loja', payload: { fechado: 'N' } });
    expect(parseStoreEvent('novo', { id_pedido: 12 })).toMatchObject({ ok: true, payload: { id_pedido: 12 } });
    expect(parseStoreEvent('mensagem', { mensagem: 'Oi', titulo: null })).toMatchObject({ ok: true, payload: { mensagem: 'Oi' } });
  });
  it('reads numeric text ids as numbers and drops unknown fields', () => {
    expect(parseStoreEvent('atualiza', { id_pedido: '42', extra: 1 })).toEqual({
      ok: true,
      event: 'atualiza',
      payload: { id_pedido: 42 },
    });
  });
  it('ignores whatever f5pagina carries', () => {
    expect(parseStoreEvent('f5pagina', undefined)).toMatchObject({ ok: true, payload: {} });
    expect(parseStoreEvent('f5pagina', 'x')).toMatchObject({ ok: true });
  });
  it('rejects malformed payloads with a reason', () => {
    for (const [event, payload] of [
      ['loja', { fechado: 'X' }],
      ['loja', null],
      ['novo', { id_pedido: 'abc' }],
      ['novo', { id_pedido: 0 }],
      ['atualiza', {}],
      ['mensagem', { mensagem: '   ' }],
      ['mensagem', 'texto solto'],
    ] as const) {
      const parsed = parseStoreEvent(event, payload);
      expect(parsed.ok, `${event} ${JSON.stringify(payload)}`).toBe(false);
      if (!parsed.ok) expect(parsed.error).not.toBe('');
    }
  });
});
