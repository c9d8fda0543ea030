/**
 * How the form-encoded bases receive a body: arrays as repeated 'key[]' entries, booleans as
 * 'true'/'false', objects as JSON text, null and undefined left out.
 */
export function toFormBody(body: Record<string, unknown> | undefined): URLSearchParams {
  const form = new URLSearchParams();
  if (!body) return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${key}[]`, scalar(item));
    } else {
      form.append(key, scalar(value));
    }
  }
  return form;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
