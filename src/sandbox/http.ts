import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyDeclaration, BaseName, HttpMethod, ParsedBody, ParsedQuery, PathParams, RawAnswer } from '../shared/api';
import { FieldError, parseFields } from './body';

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
