/**
 * How the contract is written: each base is a map from a route key to its endpoint. The key is
 * the path relative to the base, with ':name' for path parameters ('pedidos/listar/:id'). The
 * renderer's clients and the sandbox's routes are both typed by these maps, so a change to the
 * contract breaks the build on both sides.
 */
export interface Endpoint<
  M extends HttpMethod,
  Body = undefined,
  Response = unknown,
  Query = undefined,
> {
  method: M;
  body: Body;
  query: Query;
  response: Response;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path parameters named in a route key: 'pedidos/listar/:id' -> { id: string | number }. */
export type PathParams<K extends string> = K extends `${string}:${infer P}/${infer Rest}`
  ? { [k in P | keyof PathParams<Rest>]: string | number }
  : K extends `${string}:${infer P}`
    ? { [k in P]: string | number }
    : Record<never, never>;

/** Fills ':name' segments of a route key. Values are URI-encoded. */
export function fillPath(key: string, params: Record<string, string | number> = {}): string {
  return key.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro de rota ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Envelope of the legacy and merchant bases: 'status' says whether it worked; the message
 * comes in 'mensagem', 'message' or 'erro' depending on the call.
 */
// a type, not an interface: an answer built as an Envelope fits a loose answer schema's input (index signature)
export type Envelope = {
  status: boolean;
  mensagem?: string;
  message?: string;
  erro?: string;
  erros?: string;
  code?: number;
};

/** Status code the platform uses for an unknown or expired session hash. */
export const SESSION_EXPIRED_CODE = 401;

/**
 * What the platform answers (HTTP 401) for an unknown or expired session hash. The panel clears
 * the stored session and shows a non-dismissible dialog titled with 'erro'.
 */
export interface SessionExpiredBody {
  status: false;
  code: typeof SESSION_EXPIRED_CODE;
  erro: string;
  mensagem: string;
}

export function isSessionExpiredBody(value: unknown): value is SessionExpiredBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === false &&
    Number((value as { code?: unknown }).code) === SESSION_EXPIRED_CODE
  );
}

/**
 * The credential every protected call carries: the session hash as a Basic authorization
 * credential. One home for the format so the client and the sandbox cannot disagree.
 */
export function authorizationHeader(hash: string): string {
  return `Basic ${hash}`;
}

export function hashFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Basic\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
