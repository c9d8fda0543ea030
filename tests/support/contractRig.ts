import { createApiClients, type ApiClients } from '../../src/renderer/api/clients';
import type { Session } from '../../src/shared/api';
import { CONTRACT_METHODS } from '../../src/shared/api/methods';
import { platformConfigFromOrigin } from '../../src/shared/config';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server';
import { SEED } from '../../src/sandbox/seed/ids';

/**
 * What every contract test needs: a real sandbox on an ephemeral port and the renderer's own
 * clients against it, with the session hash in the test's hands. Registers the suite's hooks: the
 * sandbox starts once, goes back to the seed before each test (no session, nothing recorded) and
 * closes at the end.
 */
export interface ContractRig {
  readonly sandbox: Sandbox;
  readonly url: string;
  readonly api: ApiClients;
  /** The hash the clients send; a test may set it (null, or one the platform does not know). */
  hash: string | null;
  /** Titles of the session-expiry dialogs the clients raised, in order. */
  readonly expiredTitles: string[];
  /** HTTP statuses the clients found unexpected, in order. */
  readonly unexpected: number[];
  /** Logs in as a seeded store user; the clients then send its hash. */
  loginAs(usuario: string, senha?: string): Promise<Session>;
}

/**
 * `startTimeoutMs` bounds the sandbox's start and each reset: the first sandbox of a vitest worker
 * builds the seed's year of history, which takes half a minute on a loaded 2-core machine.
 */
export function useContractRig(options: SandboxOptions = {}, startTimeoutMs = 120_000): ContractRig {
  let sandbox: Sandbox | undefined;
  let api: ApiClients | undefined;
  let url = '';
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('o sandbox do teste de contrato ainda não começou (use-o dentro de um teste)');
    return value;
  };
  const rig: ContractRig = {
    get sandbox() {
      return started(sandbox);
    },
    get url() {
      return url;
    },
    get api() {
      return started(api);
    },
    hash: null,
    expiredTitles: [],
    unexpected: [],
    async loginAs(usuario, senha = SEED.password) {
      rig.hash = null;
      const answer = await rig.api.legacy.call('login/index', { body: { usuario, senha } });
      if (!answer.status) throw new Error(`login de ${usuario} recusado`);
      rig.hash = answer.hash;
      return answer;
    },
  };

  beforeAll(async () => {
    sandbox = createSandbox(options);
    url = await sandbox.listen(0);
    api = createApiClients(platformConfigFromOrigin(url), {
      getHash: () => rig.hash,
      onSessionExpired: (title) => rig.expiredTitles.push(title),
      onUnexpectedStatus: (status) => rig.unexpected.push(status),
    }, CONTRACT_METHODS);
  }, startTimeoutMs);
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await rig.sandbox.reset();
    rig.hash = null;
    rig.expiredTitles.length = 0;
    rig.unexpected.length = 0;
  }, startTimeoutMs);

  return rig;
}
