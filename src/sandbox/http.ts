import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, HttpMethod, PathParams } from '../shared/api';
import { coerceFields, FieldError, type FieldSchema } from './fields';

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

/**
 * Registers routes of one base (an API map of the contract) under its path prefix. The HTTP
 * method comes from the contract's run-time method map (src/shared/api/routes.ts).
 */
export function createRouter<Api>(
  app: FastifyInstance,
  prefix: string,
  methods: { [K in keyof Api]: HttpMethod },
  deps: RouterDeps,
): Router<Api> {
  const register = (key: string, args: unknown[], needsSession: boolean): void => {
    const [schema, handler] = (args.length === 1 ? [{}, args[0]] : args) as [{ body?: unknown; query?: unknown }, AnyHandler];
    app.route({
      method: (methods as Record<string, HttpMethod>)[key] ?? 'GET',
      url: prefix + key,
      handler: async (request, reply) => {
        let session: AuthSession | null = null;
        if (needsSession) {
          session = deps.authenticate(request);
          if (!session) return reply.code(401).send(deps.sessionExpiredBody);
        }
        let body: unknown;
        let query: unknown;
        try {
          body = schema.body ? coerceFields(request.body, schema.body as FieldSchema<unknown>) : undefined;
          query = schema.query ? coerceFields(request.query, schema.query as FieldSchema<unknown>) : undefined;
        } catch (e) {
          if (e instanceof FieldError) throw new HttpError(400, { status: false, mensagem: e.message });
          throw e;
        }
        return await handler({ params: request.params, body, query, session, request, reply });
      },
    });
  };
  return {
    route: (key, ...args) => register(key, args, true),
    publicRoute: (key, ...args) => register(key, args, false),
  };
}
