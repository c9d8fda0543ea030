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

/**
 * A multipart body (file uploads): File and Blob values as files, arrays as repeated 'key[]',
 * plain objects as 'key[field]' entries (the upload service's columns_disposition[product_price]=3),
 * other values as text; null and undefined left out.
 */
export function toMultipartBody(body: Record<string, unknown> | undefined): FormData {
  const form = new FormData();
  if (!body) return form;
  const append = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'arquivo');
    else if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else if (typeof value === 'object') for (const [field, inner] of Object.entries(value)) append(`${key}[${field}]`, inner);
    else form.append(key, scalar(value));
  };
  for (const [key, value] of Object.entries(body)) append(key, value);
  return form;
}
