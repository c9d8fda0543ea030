/**
 * Turns what arrives in a form-encoded body or a query string (all text) into the types the
 * contract names, driven by a per-route schema checked against the contract's body type.
 * JSON bodies go through the same path, so a route accepts both encodings. A multipart file
 * (uploads.ts) reaches a 'file' field as a File.
 */
import { isUploadedFile } from './uploads';

export type FieldKind = 'string' | 'number' | 'boolean' | 'string[]' | 'number[]' | 'json' | 'file';

type KindOf<T> = [T] extends [boolean]
  ? 'boolean'
  : T extends Blob
    ? // 'file' hands the route a File; 'json' the multipart part as it came (uploads.ts UploadedFile)
      'file' | 'json'
    : T extends readonly string[]
      ? 'string[]'
      : T extends readonly number[]
        ? 'number[]'
        : T extends boolean
          ? 'boolean'
          : T extends number
            ? 'number'
            : T extends string
              ? 'string'
              : 'json';

/** One entry per field of T; optional fields end with '?' ('string?'). */
export type FieldSchema<T> = {
  [K in keyof T]-?: undefined extends T[K] ? `${KindOf<NonNullable<T[K]>>}?` : KindOf<T[K]>;
};

export class FieldError extends Error {}

/** The largest file a 'file' field takes (spec 02 §5: 10 MB = 10485760 bytes). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const TRUE = new Set(['true', '1', 'on', 'yes', 'sim', 's']);
const FALSE = new Set(['false', '0', 'off', 'no', 'nao', 'não', 'n', '']);

export function coerceFields<T>(raw: unknown, schema: FieldSchema<T>): T {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema as Record<string, string>)) {
    const optional = spec.endsWith('?');
    const kind = (optional ? spec.slice(0, -1) : spec) as FieldKind;
    const value = lookup(source, name, kind);
    if (value === undefined || (value === '' && kind !== 'string' && kind !== 'string[]')) {
      if (!optional) throw new FieldError(`Campo obrigatório ausente: ${name}.`);
      continue;
    }
    out[name] = convert(name, kind, value);
  }
  return out as T;
}

/** Finds 'name', 'name[]' or 'name[0]', 'name[1]' ...; an object also as 'name[field]' entries. */
function lookup(source: Record<string, unknown>, name: string, kind: FieldKind): unknown {
  if (source[name] !== undefined) return source[name];
  if (kind === 'json') {
    // multipart bodies carry an object as one entry per field: columns_disposition[product_price]=3
    const entries = Object.keys(source)
      .map((key) => new RegExp(`^${escape(name)}\\[([^\\]]+)\\]$`).exec(key))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, source[m[0]]] as const);
    if (entries.length > 0) return Object.fromEntries(entries);
  }
  if (source[`${name}[]`] !== undefined) {
    const v = source[`${name}[]`];
    return Array.isArray(v) ? v : [v];
  }
  if (kind.endsWith('[]')) {
    const indexed = Object.keys(source)
      .map((key) => new RegExp(`^${escape(name)}\\[(\\d+)\\]$`).exec(key))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((m) => source[m[0]]);
    if (indexed.length > 0) return indexed;
  }
  return undefined;
}

function convert(name: string, kind: FieldKind, value: unknown): unknown {
  const invalid = (): FieldError => new FieldError(`Campo inválido: ${name}.`);
  switch (kind) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalid();
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN;
      if (!Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
      if (text !== null && TRUE.has(text)) return true;
      if (text !== null && FALSE.has(text)) return false;
      throw invalid();
    }
    case 'string[]':
      return toList(value, invalid).map((item) => {
        if (typeof item === 'string') return item;
        if (typeof item === 'number' || typeof item === 'boolean') return String(item);
        throw invalid();
      });
    case 'number[]':
      return toList(value, invalid).map((item) => {
        const n = typeof item === 'number' ? item : Number(item);
        if (!Number.isFinite(n)) throw invalid();
        return n;
      });
    case 'file':
      if (value instanceof Blob) return value;
      if (isUploadedFile(value)) {
        if (value.truncated || value.data.length > MAX_FILE_BYTES) throw new FieldError('O arquivo é muito grande: o máximo é 10 MB.');
        return new File([new Uint8Array(value.data)], value.filename, { type: value.mimetype });
      }
      throw new FieldError(`Envie um arquivo em ${name}.`);
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw invalid();
      }
  }
}

/** An array, a JSON array in text, a comma-separated text, or one value. */
function toList(value: unknown, invalid: () => FieldError): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (Array.isArray(parsed)) return parsed as unknown[];
      } catch {
        throw invalid();
      }
      throw invalid();
    }
    return text.split(',').map((s) => s.trim());
  }
  return [value];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
