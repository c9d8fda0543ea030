import type { PlatformConfig } from '../../shared/config';
import {
  CATALOGUE_METHODS,
  CHAT_METHODS,
  JSON_METHODS,
  LEGACY_METHODS,
  MAPS_METHODS,
  MERCHANT_METHODS,
  UPLOAD_METHODS,
  WS2_METHODS,
  type CatalogueApi,
  type ChatApi,
  type JsonApi,
  type LegacyApi,
  type MapsApi,
  type MerchantApi,
  type UploadApi,
  type Ws2Api,
} from '../../shared/api';
import { createPlatformClient, type BaseName, type ClientHooks, type PlatformClient } from './platformClient';

/** The contract map of each base (src/shared/api): what a client of that base can call. */
export interface PlatformBases {
  legacy: LegacyApi;
  merchant: MerchantApi;
  json: JsonApi;
  ws2: Ws2Api;
  upload: UploadApi;
  catalogue: CatalogueApi;
  chat: ChatApi;
  maps: MapsApi;
}

/** Every platform client the panel uses, built once from the run-time config. */
export type ApiClients = { [B in BaseName]: PlatformClient<PlatformBases[B]> };

export function createApiClients(config: PlatformConfig, hooks: ClientHooks): ApiClients {
  return {
    legacy: createPlatformClient<LegacyApi>('legacy', config.legacyBaseUrl, 'form', LEGACY_METHODS, hooks),
    merchant: createPlatformClient<MerchantApi>('merchant', config.merchantBaseUrl, 'form', MERCHANT_METHODS, hooks),
    json: createPlatformClient<JsonApi>('json', config.jsonBaseUrl, 'json', JSON_METHODS, hooks),
    ws2: createPlatformClient<Ws2Api>('ws2', config.ws2BaseUrl, 'json', WS2_METHODS, hooks),
    upload: createPlatformClient<UploadApi>('upload', config.uploadBaseUrl, 'json', UPLOAD_METHODS, hooks),
    catalogue: createPlatformClient<CatalogueApi>('catalogue', config.catalogueBaseUrl, 'json', CATALOGUE_METHODS, hooks),
    chat: createPlatformClient<ChatApi>('chat', config.chatBaseUrl, 'json', CHAT_METHODS, hooks),
    maps: createPlatformClient<MapsApi>('maps', config.mapsBaseUrl, 'json', MAPS_METHODS, hooks),
  };
}
