import type { PlatformConfig } from '../../shared/config';
import { JSON_METHODS, LEGACY_METHODS, type JsonApi, type LegacyApi } from '../../shared/api';
import { createPlatformClient, type ClientHooks, type PlatformClient } from './platformClient';

/** Every platform client the panel uses, built once from the run-time config. */
export interface ApiClients {
  legacy: PlatformClient<LegacyApi>;
  json: PlatformClient<JsonApi>;
}

export function createApiClients(config: PlatformConfig, hooks: ClientHooks): ApiClients {
  return {
    legacy: createPlatformClient<LegacyApi>('legacy', config.legacyBaseUrl, 'form', LEGACY_METHODS, hooks),
    json: createPlatformClient<JsonApi>('json', config.jsonBaseUrl, 'json', JSON_METHODS, hooks),
  };
}
