/**
 * Building blocks of the zod schemas that check the platform's answers at the boundary (the
 * renderer's data layer parses every answer with its endpoint's schema). The platform is not
 * strict about scalar types — a boolean may come as 1, '1' or 'S', a number as text — so the
 * blocks accept those spellings and hand the screens the contract's types. What they do not
 * accept (a list that is not a list, a missing field) is a malformed answer.
 *
 * zod/mini (the tree-shakable form of zod): the renderer's first download carries only the parts
 * of zod it uses (about 5 KB gzip instead of about 90 KB).
 */
import * as z from 'zod/mini';
import { messageText } from './envelope';
import { meansYes } from '../booleanText';

/*
 * Each scalar block is one transform that checks and converts in one step. Most fields of every
 * answer are one of them, and zod runs in the renderer without its compiled fast path (the content
 * security policy forbids eval), where a union of spellings piped into a transform takes about
 * twice as long. A transform's parameter is typed by the spellings the block takes (the input
 * type the sandbox's answers are checked against) but receives whatever came, so each reads it as
 * `unknown`; `z._default` makes a field the block may miss optional, as a union with
 * `z.undefined()` did.
 */

/** A field that is not one of the spellings its block reads: the answer is malformed. */
export function refuse(ctx: z.core.ParsePayload, expected: 'boolean' | 'number' | 'string', input: unknown): never {
  ctx.issues.push({ code: 'invalid_type', expected, input });
  return z.NEVER;
}

/** A yes (src/shared/booleanText.ts: true, 1, '1', 'true', 'S' ...) -> true; anything else (false, 0, '0', 'N', '', null) -> false. */
export const flexBoolean = z.transform((value: boolean | number | string | null, ctx): boolean => {
  const input: unknown = value;
  if (input === null || typeof input === 'boolean' || typeof input === 'number' || typeof input === 'string') return meansYes(input);
  return refuse(ctx, 'boolean', input);
});

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** A number or its text ('12.50', ' 7 '), read; undefined for anything else. */
function readNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && NUMBER_TEXT.test(input.trim())) return Number(input);
  return undefined;
}

/** A number, or its text ('12.50', '7'); anything else is malformed. */
export const flexNumber = z.transform((value: number | string, ctx): number => readNumber(value) ?? refuse(ctx, 'number', value));

/** A field the platform left empty: null, '' or missing. */
export const isNone = (input: unknown): input is null | undefined | '' => input === null || input === undefined || input === '';

/** A number, its text, or none (isNone), read by `read`. */
function numberOrNone<T>(read: (value: number | null) => T) {
  return z.transform((value: number | string | null | undefined, ctx): T => {
    if (isNone(value)) return read(null);
    const number = readNumber(value);
    return number === undefined ? refuse(ctx, 'number', value) : read(number);
  });
}

/** Text; a number becomes its text and null or a missing field becomes ''. */
export const flexText = z._default(
  z.transform((value: string | number | null, ctx): string => {
    const input: unknown = value;
    if (typeof input === 'string') return input;
    if (input === null || input === undefined) return '';
    if (typeof input === 'number') return String(input);
    return refuse(ctx, 'string', input);
  }),
  '',
);

/** A list position (ordem), from 0; a missing one is 0. */
export const listPosition = z._default(flexNumber, 0);

/** A positive number or null: null, '', 0 or a missing field are 'none' (an id not set, a promotional price of 0). */
export const positiveOrNull = z._default(
  numberOrNone((number) => (number !== null && number > 0 ? number : null)),
  null,
);

/** A number, and 0 for none (null, '' or a missing field): a price a product may leave empty. */
export const numberOrZero = z._default(
  numberOrNone((number) => number ?? 0),
  0,
);

/** The envelope's own fields (spec 02 §8), on answers that carry more. */
export const envelopeFields = {
  status: flexBoolean,
  mensagem: z.optional(z.string()),
  message: z.optional(z.string()),
  erro: z.optional(z.string()),
  /** a sentence, a list or a map of them: one text, a line each */
  erros: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => messageText(value) ?? undefined),
  ),
};

/** An answer that is only the envelope (most saves). */
export const envelopeSchema = z.looseObject(envelopeFields);

/** An answer the panel does not read beyond a possible refusal (spec: 'response not read'). */
export const optionalEnvelopeSchema = z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean) });

/**
 * A file the panel sends in a multipart body (an image, a spreadsheet). The sandbox hands its
 * route the multipart part as it came, and the route checks it with the file's own rules
 * (format, size: sandbox/data/menuRules.ts acceptedImage).
 */
export const filePart = z.custom<Blob>();
