import { isApiError } from '../../api/apiError';

/**
 * The platform's own words in an answer or a failure body ({ message }, { mensagem }, { erro }),
 * or null when it said nothing a person can read.
 */
export function serverMessage(value: unknown): string | null {
  const body = isApiError(value) ? value.body : value;
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  for (const key of ['message', 'mensagem', 'erro', 'erros']) {
    const text = b[key];
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
}
