/**
 * Turns what arrives in a form-encoded body or a query string (all text) into the types the
 * contract names, driven by a per-route schema checked against the contract's body type.
 * JSON bodies go through the same path, so a route accepts both encodings. A multipart file
 * (uploads.ts) reaches a 'file' field as a File.
 */
import { coerceByKinds, FieldError } from './body';

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

export { FieldError };

/** The routes not yet declared with zod schemas (src/shared/api/declare.ts) still name their fields' kinds. */
export function coerceFields<T>(raw: unknown, schema: FieldSchema<T>): T {
  return coerceByKinds(raw, schema) as T;
}
