import type { CatalogueApi, ChatApi, JsonApi, LegacyApi, MapsApi, MerchantApi, UploadApi, Ws2Api } from '../../shared/api';
import type { Router } from '../http';

/** One typed router per base of the contract. */
export interface Routers {
  legacy: Router<LegacyApi>;
  merchant: Router<MerchantApi>;
  json: Router<JsonApi>;
  ws2: Router<Ws2Api>;
  upload: Router<UploadApi>;
  catalogue: Router<CatalogueApi>;
  chat: Router<ChatApi>;
  maps: Router<MapsApi>;
}
