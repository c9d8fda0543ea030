/**
 * Reads a body or a query string with the zod schema its endpoint declares (src/shared/api).
 * What arrives form-encoded or in a query string is all text, so each field is first coerced to
 * the kind its schema names ('1,5' -> 1.5, 'sim' -> true, 'a,b' or 'formas[]' -> a list, a JSON
 * text -> an object, a multipart part -> a File), then the schema checks the result. JSON bodies
 * go the same way, so a route accepts both encodings. A bad field is a FieldError, which the
 * router answers with the platform's envelope (400, 'Campo obrigatório ausente: x.').
 */
import type * as z from 'zod/mini';
import { isUploadedFile } from './uploads';
import { booleanOf } from '../shared/booleanText';

export class FieldError extends Error {}

type FieldKind = 'string' | 'number' | 'boolean' | 'string[]' | 'number[]' | 'json' | 'file';

/** The largest file a 'file' field takes (spec 02 §5: 10 MB = 10485760 bytes). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const UNNAMED = '\u0000';

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  shape?: Record<string, Schema>;
}
type Schema = z.ZodMiniType;

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind a field's schema asks for, and whether it may be absent. */
export function fieldKind(schema: Schema): { kind: FieldKind; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'nullable') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { kind: kindOf(def), optional };
  }
}

function kindOf(def: Def): FieldKind {
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return 'string';
    case 'literal':
      return typeof def.values?.[0] === 'number' ? 'number' : typeof def.values?.[0] === 'boolean' ? 'boolean' : 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'file':
      return 'file';
    case 'array': {
      const element = def.element ? fieldKind(def.element).kind : 'json';
      return element === 'string' ? 'string[]' : element === 'number' ? 'number[]' : 'json';
    }
    case 'union': {
      const kinds = new Set((def.options ?? []).map((option) => fieldKind(option).kind));
      return kinds.size === 1 ? ([...kinds][0] as FieldKind) : 'json';
    }
    default:
      return 'json';
  }
}

/** A body (or query) as its schema declares it; a FieldError names the first field that is not. */
export function parseFields<S extends Schema>(raw: unknown, schema: S): z.output<S> {
  const shape = defOf(schema).shape;
  let input: unknown = raw;
  if (shape) {
    const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const { kind, optional } = fieldKind(field);
      const value = lookup(source, name, kind);
      if (value === undefined || (value === '' && kind !== 'string' && kind !== 'string[]')) {
        if (!optional) throw new FieldError(`Campo obrigatório ausente: ${name}.`);
        continue;
      }
      out[name] = convert(name, kind, value);
    }
    input = out;
  }
  // A schema's own message (z.enum(..., { error: 'Tipo inválido: ...' })) is said as it is; any other issue names the field.
  const parsed = (schema as z.ZodMiniType).safeParse(input, { error: () => UNNAMED });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue && issue.message !== UNNAMED) throw new FieldError(issue.message);
    const name = issue?.path[0];
    throw new FieldError(name === undefined ? 'Corpo da requisição inválido.' : `Campo inválido: ${String(name)}.`);
  }
  return parsed.data as z.output<S>;
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
      const yes = booleanOf(value);
      if (yes === null) throw invalid();
      return yes;
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
