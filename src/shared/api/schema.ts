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

const BOOLEAN_LIKE = z.union([z.boolean(), z.number(), z.string(), z.null()]);

/** A yes (src/shared/booleanText.ts: true, 1, '1', 'true', 'S' ...) -> true; anything else (false, 0, '0', 'N', '', null) -> false. */
export const flexBoolean = z.pipe(
  BOOLEAN_LIKE,
  z.transform((value) => meansYes(value)),
);

/** A number, or its text ('12.50', '7'); anything else is malformed. */
export const flexNumber = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/** Text; a number becomes its text and null or a missing field becomes ''. */
export const flexText = z.pipe(
  z.union([z.string(), z.number(), z.null(), z.undefined()]),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

/** A list position (ordem), from 0; a missing one is 0. */
export const listPosition = z.pipe(
  z.optional(flexNumber),
  z.transform((value) => value ?? 0),
);

/**
 * A positive number or null: null, '', 0 or a missing field are 'none' (an id not set, a
 * promotional price of 0). (The union tries null first: a value flexNumber refuses costs zod two
 * issues with their messages before the next option, and these fields are mostly null: a third of
 * a 5,000-product list's validation.)
 */
export const positiveOrNull = z.pipe(
  z.optional(z.union([z.null(), z.literal(''), flexNumber])),
  z.transform((value) => (typeof value === 'number' && value > 0 ? value : null)),
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
