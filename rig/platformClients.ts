import { createApiClients, type ApiClients } from '../src/renderer/api/clients';
import { CONTRACT_METHODS } from '../src/shared/api/methods';
import { platformConfigFromOrigin } from '../src/shared/config';
import { SEED } from '../src/sandbox/seed/ids';

/**
 * The renderer's own clients (typed by the contract's keys), signed in as a store against a
 * sandbox: an end-to-end test or a benchmark reads the platform's figures as the panel reads
 * them, in a session of its own, and compares them with the screen.
 */
export async function signedInClients(sandboxUrl: string, usuario: string, senha: string = SEED.password): Promise<ApiClients> {
  let hash: string | null = null;
  const api = createApiClients(platformConfigFromOrigin(sandboxUrl), {
    getHash: () => hash,
    onSessionExpired: () => undefined,
    onUnexpectedStatus: () => undefined,
  }, CONTRACT_METHODS);
  const answer = await api.legacy.call('login/index', { body: { usuario, senha } });
  if (!answer.status) throw new Error(`login de ${usuario} recusado`);
  hash = answer.hash;
  return api;
}
