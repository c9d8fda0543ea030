import * as z from 'zod/mini';
import type { StoreSocketEvent, StoreSocketEvents } from '../../../shared/api';

/**
 * Validation of the store channel's events. The socket is the one input the panel does not
 * control at all, so every payload is checked before it becomes an action: a malformed one is
 * dropped (and reported) instead of reaching a reducer half-shaped.
 */

const positiveInt = z.int().check(z.positive());
const orderId = z.union([
  positiveInt,
  // The legacy platform sends ids as text in places; '123' is the same order as 123.
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.pipe(z.transform(Number), positiveInt)),
]);

const SCHEMAS = {
  loja: z.pipe(
    z.object({ fechado: z.enum(['S', 'N']) }),
    z.transform((v) => ({ fechado: v.fechado })),
  ),
  novo: z.pipe(
    z.object({ id_pedido: orderId }),
    z.transform((v) => ({ id_pedido: v.id_pedido })),
  ),
  atualiza: z.pipe(
    z.object({ id_pedido: orderId }),
    z.transform((v) => ({ id_pedido: v.id_pedido })),
  ),
  // The event is the message; whatever it carries is ignored.
  f5pagina: z.pipe(
    z.unknown(),
    z.transform(() => ({})),
  ),
  mensagem: z.pipe(
    z.object({ mensagem: z.string().check(z.trim(), z.minLength(1)), titulo: z.optional(z.nullable(z.string())) }),
    z.transform((v) => (v.titulo ? { titulo: v.titulo, mensagem: v.mensagem } : { mensagem: v.mensagem })),
  ),
} satisfies { [E in StoreSocketEvent]: z.ZodMiniType<StoreSocketEvents[E], unknown> };

export type ParsedEvent<E extends StoreSocketEvent = StoreSocketEvent> =
  | { ok: true; event: E; payload: StoreSocketEvents[E] }
  | { ok: false; event: E; error: string };

/** Checks one event's payload against the contract. Never throws. */
export function parseStoreEvent<E extends StoreSocketEvent>(event: E, raw: unknown): ParsedEvent<E> {
  const schema = SCHEMAS[event] as unknown as z.ZodMiniType<StoreSocketEvents[E], unknown>;
  const result = schema.safeParse(jsonText(raw));
  if (result.success) return { ok: true, event, payload: result.data };
  return { ok: false, event, error: z.prettifyError(result.error) };
}

/** Some platform emitters send the payload as JSON text rather than an object. */
function jsonText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
