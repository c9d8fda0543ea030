import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyDeclaration, BaseName, Endpoint, HttpMethod, ParsedBody, ParsedQuery, PathParams, RawAnswer } from '../shared/api';
import { FieldError, parseFields } from './body';
import { coerceFields, type FieldSchema } from './fields';

type AnyEndpoint = Endpoint<HttpMethod, unknown, unknown, unknown>;

/** Who is calling: resolved from the Authorization header of a protected route. */
export interface AuthSession {
  hash: string;
  userId: number;
  storeId: number;
  usuario: string;
  company: string;
}

/** A failure with a given HTTP status and body (the contract's error envelope). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** Path parameters as they arrive: text. */
export type RouteParams<K extends string> = { [P in keyof PathParams<K>]: string };

export interface RouteInput<K extends string, E extends AnyEndpoint> {
  params: RouteParams<K>;
  body: E['body'];
  query: E['query'];
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedRouteInput<K extends string, E extends AnyEndpoint> extends RouteInput<K, E> {
  session: AuthSession;
}

/** Body and query need a schema exactly when the contract has one. */
export type RouteSchema<E extends AnyEndpoint> = (E['body'] extends undefined ? { body?: undefined } : { body: FieldSchema<E['body']> }) &
  (E['query'] extends undefined ? { query?: undefined } : { query: FieldSchema<E['query']> });

type Handler<I, E extends AnyEndpoint> = (input: I) => E['response'] | Promise<E['response']>;

type NeedsSchema<E extends AnyEndpoint> = E['body'] extends undefined ? (E['query'] extends undefined ? false : true) : true;

/** (handler) for routes without body and query, (schema, handler) for the others. */
type RouteArgs<E extends AnyEndpoint, I> = NeedsSchema<E> extends true ? [schema: RouteSchema<E>, handler: Handler<I, E>] : [handler: Handler<I, E>];

type EndpointOf<Api, K extends keyof Api> = Api[K] extends AnyEndpoint ? Api[K] : never;

export interface Router<Api> {
  /** A route that needs `Authorization: Basic <hash>`; unknown or expired hash -> 401 envelope. */
  route<K extends keyof Api & string>(key: K, ...args: RouteArgs<EndpointOf<Api, K>, AuthedRouteInput<K, EndpointOf<Api, K>>>): void;
  /** A route anyone may call (login, password recovery, maps). */
  publicRoute<K extends keyof Api & string>(key: K, ...args: RouteArgs<EndpointOf<Api, K>, RouteInput<K, EndpointOf<Api, K>>>): void;
}

export interface RouterDeps {
  authenticate(request: FastifyRequest): AuthSession | null;
  sessionExpiredBody: unknown;
}

type AnyHandler = (input: Record<string, unknown>) => unknown;

/** What the handler of a declared endpoint receives: body and query parsed with its schemas. */
export interface EndpointInput<D extends AnyDeclaration> {
  params: RouteParams<D['key']>;
  body: ParsedBody<D>;
  query: ParsedQuery<D>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type EndpointHandler<D extends AnyDeclaration, I> = (input: I) => RawAnswer<D> | Promise<RawAnswer<D>>;

/** Serves declared endpoints (src/shared/api/declare.ts): base, method, path and schemas come from the declaration. */
export interface EndpointRouter {
  /** An endpoint that needs `Authorization: Basic <hash>`; unknown or expired hash -> 401 envelope. */
  route<D extends AnyDeclaration>(endpoint: D, handler: EndpointHandler<D, EndpointInput<D> & { session: AuthSession }>): void;
  /** An endpoint anyone may call (login, password recovery, maps). */
  publicRoute<D extends AnyDeclaration>(endpoint: D, handler: EndpointHandler<D, EndpointInput<D>>): void;
}

interface Parsers {
  body?: (raw: unknown) => unknown;
  query?: (raw: unknown) => unknown;
}

/** One route: the session check, then body and query parsed (a bad one: 400 with the envelope), then the handler. */
function registerRoute(app: FastifyInstance, method: HttpMethod, url: string, parsers: Parsers, handler: AnyHandler, needsSession: boolean, deps: RouterDeps): void {
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      let session: AuthSession | null = null;
      if (needsSession) {
        session = deps.authenticate(request);
        if (!session) return reply.code(401).send(deps.sessionExpiredBody);
      }
      let body: unknown;
      let query: unknown;
      try {
        body = parsers.body?.(request.body);
        query = parsers.query?.(request.query);
      } catch (e) {
        if (e instanceof FieldError) throw new HttpError(400, { status: false, mensagem: e.message });
        throw e;
      }
      return await handler({ params: request.params, body, query, session, request, reply });
    },
  });
}

export function createEndpointRouter(app: FastifyInstance, prefixes: { [B in BaseName]: string }, deps: RouterDeps): EndpointRouter {
  const register = (endpoint: AnyDeclaration, handler: unknown, needsSession: boolean): void => {
    const { body, query } = endpoint;
    const parsers: Parsers = {
      body: body ? (raw) => parseFields(raw, body) : undefined,
      query: query ? (raw) => parseFields(raw, query) : undefined,
    };
    registerRoute(app, endpoint.method, prefixes[endpoint.base] + endpoint.key, parsers, handler as AnyHandler, needsSession, deps);
  };
  return {
    route: (endpoint, handler) => register(endpoint, handler, true),
    publicRoute: (endpoint, handler) => register(endpoint, handler, false),
  };
}

/**
 * Registers routes of one base (an API map of the contract) under its path prefix, for the
 * endpoints not yet declared with schemas. The HTTP method comes from the contract's run-time
 * method map (src/shared/api/routes.ts).
 */
export function createRouter<Api>(
  app: FastifyInstance,
  prefix: string,
  methods: { [K in keyof Api]: HttpMethod },
  deps: RouterDeps,
): Router<Api> {
  const register = (key: string, args: unknown[], needsSession: boolean): void => {
    const [schema, handler] = (args.length === 1 ? [{}, args[0]] : args) as [{ body?: unknown; query?: unknown }, AnyHandler];
    const parsers: Parsers = {
      body: schema.body ? (raw) => coerceFields(raw, schema.body as FieldSchema<unknown>) : undefined,
      query: schema.query ? (raw) => coerceFields(raw, schema.query as FieldSchema<unknown>) : undefined,
    };
    registerRoute(app, (methods as Record<string, HttpMethod>)[key] ?? 'GET', prefix + key, parsers, handler, needsSession, deps);
  };
  return {
    route: (key, ...args) => register(key, args, true),
    publicRoute: (key, ...args) => register(key, args, false),
  };
}
