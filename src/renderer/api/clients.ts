import type { PlatformConfig } from '../../shared/config';
import { PLATFORM_ENCODINGS, type BaseName, type HttpMethod, type PlatformApis } from '../../shared/api';
import { createPlatformClient, type ClientHooks, type PlatformClient } from './platformClient';

/** Every platform client the panel uses, built once from the run-time config. */
export type ApiClients = { [B in BaseName]: PlatformClient<PlatformApis[B]> };

const BASE_URL: { [B in BaseName]: (config: PlatformConfig) => string } = {
  legacy: (c) => c.legacyBaseUrl,
  merchant: (c) => c.merchantBaseUrl,
  json: (c) => c.jsonBaseUrl,
  ws2: (c) => c.ws2BaseUrl,
  upload: (c) => c.uploadBaseUrl,
  catalogue: (c) => c.catalogueBaseUrl,
  chat: (c) => c.chatBaseUrl,
  maps: (c) => c.mapsBaseUrl,
};

/** The panel calls a declaration, which carries its method: it knows no key by itself. */
const NO_METHODS: { [B in BaseName]: Partial<Record<string, HttpMethod>> } = { legacy: {}, merchant: {}, json: {}, ws2: {}, upload: {}, catalogue: {}, chat: {}, maps: {} };

/**
 * `methods`: the method of each key the clients may be called by without a declaration; the
 * contract tests and benchmarks that call by key pass CONTRACT_METHODS (src/shared/api/methods.ts).
 */
export function createApiClients(
  config: PlatformConfig,
  hooks: ClientHooks,
  methods: { [B in BaseName]: Partial<Record<string, HttpMethod>> } = NO_METHODS,
): ApiClients {
  const client = <B extends BaseName>(base: B) =>
    createPlatformClient<PlatformApis[B]>(base, BASE_URL[base](config), PLATFORM_ENCODINGS[base], methods[base] as Partial<Record<keyof PlatformApis[B], HttpMethod>>, hooks);
  return {
    legacy: client('legacy'),
    merchant: client('merchant'),
    json: client('json'),
    ws2: client('ws2'),
    upload: client('upload'),
    catalogue: client('catalogue'),
    chat: client('chat'),
    maps: client('maps'),
  };
}
