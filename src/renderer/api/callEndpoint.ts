import type { AnyDeclaration, EndpointOf } from '../../shared/api';
import { MESSAGES } from '../ui/messages';
import { ApiError } from './apiError';
import type { ApiClients } from './clients';
import type { CallArgs } from './platformClient';

/**
 * A saga's call of a declared endpoint (src/shared/api/declare.ts), the saga-side twin of the
 * data layer's request() (platformApi.ts): the client of the declaration's base sends it with its
 * method, path parameters, body and query typed by its schemas, and the answer is checked with
 * its answer schema before the saga reads it. An answer that does not match is an ApiError
 * 'malformed' (MESSAGES.malformedAnswer), never a crash further on.
 */
export async function callEndpoint<D extends AnyDeclaration>(
  api: ApiClients,
  endpoint: D,
  args: Omit<CallArgs<D['key'], EndpointOf<D>>, 'method'>,
): Promise<EndpointOf<D>['response']> {
  const client = api[endpoint.base] as unknown as { call(key: string, args: object): Promise<unknown> };
  const answer = await client.call(endpoint.key, { ...args, method: endpoint.method });
  const parsed = endpoint.answer.safeParse(answer);
  if (!parsed.success) {
    console.warn(`[api] resposta inesperada de ${endpoint.base}:${endpoint.key}`, parsed.error.issues.slice(0, 5));
    throw new ApiError('malformed', MESSAGES.malformedAnswer);
  }
  return parsed.data;
}
