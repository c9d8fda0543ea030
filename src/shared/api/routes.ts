import type { BaseName, EndpointsOf } from './declare';
import type { DeclaredEndpoints } from './declared';
import type { HttpMethod } from './endpoint';
import type { CatalogueApi, ChatApi, JsonApi, LegacyApi, MapsApi, MerchantApi, UploadApi, Ws2Api } from './index';

/**
 * The HTTP method of every route key not yet declared with its schemas (declare.ts), at run
 * time. Typed against the contract maps so that a route added to a map without its method here
 * (or with the wrong one) fails to compile. A declared endpoint carries its own method: the
 * panel's requests send it (renderer/api/platformApi.ts request), and callers by key outside the
 * renderer use CONTRACT_METHODS (methods.ts). Only the method text is here, so the first download
 * does not carry the declarations' schemas.
 */
type Methods<Api, B extends BaseName> = {
  [K in Exclude<keyof Api, keyof EndpointsOf<DeclaredEndpoints, B>>]: Api[K] extends { method: infer M extends HttpMethod } ? M : never;
};

export const LEGACY_METHODS: Methods<LegacyApi, 'legacy'> = {
  'estabelecimentosimpressao/listar': 'GET',
  'estabelecimentosimpressao/atualizar': 'GET',
  'estabelecimentosimpressao/adicionar': 'POST',
};

export const JSON_METHODS: Methods<JsonApi, 'json'> = {
};

export const CHAT_METHODS: Methods<ChatApi, 'chat'> = {};

export const MAPS_METHODS: Methods<MapsApi, 'maps'> = {};

export const MERCHANT_METHODS: Methods<MerchantApi, 'merchant'> = {};

export const WS2_METHODS: Methods<Ws2Api, 'ws2'> = {};

export const UPLOAD_METHODS: Methods<UploadApi, 'upload'> = {
  'product-files': 'GET',
  'product-files/:id': 'GET',
  'product-files/': 'POST',
  'product-files/:id/cancel': 'PATCH',
};

export const CATALOGUE_METHODS: Methods<CatalogueApi, 'catalogue'> = {};

/** Every base of the contract: its map of endpoints (type) ... */
export interface PlatformApis {
  legacy: LegacyApi;
  merchant: MerchantApi;
  json: JsonApi;
  ws2: Ws2Api;
  upload: UploadApi;
  catalogue: CatalogueApi;
  chat: ChatApi;
  maps: MapsApi;
}


/** ... the HTTP method of each of its keys (run time) ... */
export const PLATFORM_METHODS: { [B in BaseName]: Methods<PlatformApis[B], B> } = {
  legacy: LEGACY_METHODS,
  merchant: MERCHANT_METHODS,
  json: JSON_METHODS,
  ws2: WS2_METHODS,
  upload: UPLOAD_METHODS,
  catalogue: CATALOGUE_METHODS,
  chat: CHAT_METHODS,
  maps: MAPS_METHODS,
};

/** ... and how its bodies are encoded (spec 01 §7: the legacy and merchant v2 bases are form-encoded). */
export const PLATFORM_ENCODINGS: { [B in BaseName]: 'form' | 'json' } = {
  legacy: 'form',
  merchant: 'form',
  json: 'json',
  ws2: 'json',
  upload: 'json',
  catalogue: 'json',
  chat: 'json',
  maps: 'json',
};
