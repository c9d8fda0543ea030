import type { PlatformConfig } from '../../shared/config';
import {
  CHAT_METHODS,
  JSON_METHODS,
  LEGACY_METHODS,
  MAPS_METHODS,
  type ChatApi,
  type JsonApi,
  type LegacyApi,
  type MapsApi,
} from '../../shared/api';
import { createPlatformClient, type ClientHooks, type PlatformClient } from './platformClient';

/** Every platform client the panel uses, built once from the run-time config. */
export interface ApiClients {
  legacy: PlatformClient<LegacyApi>;
  json: PlatformClient<JsonApi>;
  chat: PlatformClient<ChatApi>;
  maps: PlatformClient<MapsApi>;
}

export function createApiClients(config: PlatformConfig, hooks: ClientHooks): ApiClients {
  return {
    legacy: createPlatformClient<LegacyApi>('legacy', config.legacyBaseUrl, 'form', LEGACY_METHODS, hooks),
    json: createPlatformClient<JsonApi>('json', config.jsonBaseUrl, 'json', JSON_METHODS, hooks),
    chat: createPlatformClient<ChatApi>('chat', config.chatBaseUrl, 'json', CHAT_METHODS, hooks),
    maps: createPlatformClient<MapsApi>('maps', config.mapsBaseUrl, 'json', MAPS_METHODS, hooks),
  };
}
