/**
 * One declaration per endpoint: its base, method, path (the route key, ':name' for a path
 * parameter), the zod schema of its body and query where it has them, and the schema of its
 * answer, together:
 *
 *   export const listarHorarios = legacy.get('software_app/listarHorarios', { answer: listarHorariosSchema });
 *   export const alteraHorarios = legacy.post('software_app/alteraHorarios2', {
 *     body: z.object({ horarios: z.string(), auto_abrir: z.boolean(), auto_fechar: z.boolean() }),
 *     answer: envelopeSchema,
 *   });
 *
 * Everything else derives from it: the TypeScript types of body, query and answer (EndpointOf),
 * the per-base maps (index.ts) and the method map of callers by key (methods.ts), the panel's
 * calls (the answer is checked with `answer`: renderer/api/platformApi.ts request() for screens,
 * renderer/api/callEndpoint.ts for sagas) and the sandbox's route, which parses every body and
 * query with the same schemas (sandbox/http.ts, sandbox/body.ts).
 */
import type * as z from 'zod/mini';
import type { Endpoint, HttpMethod } from './endpoint';

/** The bases of the platform (spec 01 §7, spec 02 §7); their prefixes are in ../config.ts. */
export type BaseName = 'legacy' | 'merchant' | 'json' | 'ws2' | 'upload' | 'catalogue' | 'chat' | 'maps';

/** How each base's bodies are encoded (spec 01 §7: the legacy and merchant v2 bases are form-encoded). */
export const PLATFORM_ENCODINGS: { [B in BaseName]: 'form' | 'json' } = {
  legacy: 'form',
  merchant: 'form',
  json: 'json',
  ws2: 'json',
  upload: 'json',
  catalogue: 'json',
  chat: 'json',
  maps: 'json',
};

type Schema = z.ZodMiniType;

export interface Declaration<
  B extends BaseName = BaseName,
  K extends string = string,
  M extends HttpMethod = HttpMethod,
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Answer extends Schema = Schema,
> {
  readonly base: B;
  readonly key: K;
  readonly method: M;
  /** the body as the panel sends it and the sandbox accepts it (form-encoded text is coerced first) */
  readonly body: Body;
  readonly query: Query;
  /** the answer as the panel accepts it: parsed at the boundary before any screen sees it */
  readonly answer: Answer;
}

/** Any declaration: readonly fields, so a declaration with narrower schemas is one. */
export type AnyDeclaration = Declaration<BaseName, string, HttpMethod, Schema | undefined, Schema | undefined, Schema>;

interface Schemas {
  body?: Schema;
  query?: Schema;
  answer: Schema;
}

type Declare<B extends BaseName, M extends HttpMethod> = <const K extends string, const S extends Schemas>(
  key: K,
  schemas: S,
) => Declaration<B, K, M, S extends { body: infer Body extends Schema } ? Body : undefined, S extends { query: infer Q extends Schema } ? Q : undefined, S['answer']>;

// Declaring does no work beyond building the object: the bundler may drop a declaration no screen uses.
function declarer<B extends BaseName, M extends HttpMethod>(base: B, method: M): Declare<B, M> {
  const declare = /* @__NO_SIDE_EFFECTS__ */ (key: string, { body, query, answer }: Schemas) => ({ base, key, method, body, query, answer });
  return declare as Declare<B, M>;
}

function baseOf<B extends BaseName>(base: B) {
  return {
    get: declarer(base, 'GET'),
    post: declarer(base, 'POST'),
    put: declarer(base, 'PUT'),
    patch: declarer(base, 'PATCH'),
    delete: declarer(base, 'DELETE'),
  };
}

/** Declares endpoints of each base: `legacy.get(key, { answer })`, `legacy.post(key, { body, answer })`. */
export const legacy = baseOf('legacy');
export const json = baseOf('json');
export const ws2 = baseOf('ws2');
export const upload = baseOf('upload');
export const catalogue = baseOf('catalogue');
export const chat = baseOf('chat');
export const maps = baseOf('maps');

type InputOf<S> = S extends Schema ? z.input<S> : undefined;
type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

/**
 * The contract's types of a declaration: the body and query the panel sends (schema input), the
 * answer it gets once checked (schema output).
 */
export type EndpointOf<D> =
  D extends Declaration<BaseName, string, infer M, infer Body, infer Query, infer Answer> ? Endpoint<M, InputOf<Body>, z.output<Answer>, InputOf<Query>> : never;

/** What the sandbox's handler of a declaration receives (schema output) and answers (schema input). */
export type ParsedBody<D extends AnyDeclaration> = OutputOf<D['body']>;
export type ParsedQuery<D extends AnyDeclaration> = OutputOf<D['query']>;
export type RawAnswer<D extends AnyDeclaration> = z.input<D['answer']>;

/** The map of one base (route key -> Endpoint) made of a list of declarations. */
export type EndpointsOf<L extends readonly AnyDeclaration[], B extends BaseName> = {
  [D in L[number] as D extends Declaration<B> ? D['key'] : never]: EndpointOf<D>;
};

/** route key -> method of the declarations of one base, at run time. */
export type MethodsOf<L extends readonly AnyDeclaration[], B extends BaseName> = {
  [D in L[number] as D extends Declaration<B> ? D['key'] : never]: D['method'];
};

export function methodsOf<L extends readonly AnyDeclaration[], B extends BaseName>(list: L, base: B): MethodsOf<L, B> {
  return Object.fromEntries(list.filter((d) => d.base === base).map((d) => [d.key, d.method])) as MethodsOf<L, B>;
}
