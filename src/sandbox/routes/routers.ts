import type { ChatApi, JsonApi, LegacyApi, MapsApi } from '../../shared/api';
import type { Router } from '../http';

/** One typed router per base of the contract. */
export interface Routers {
  legacy: Router<LegacyApi>;
  json: Router<JsonApi>;
  chat: Router<ChatApi>;
  maps: Router<MapsApi>;
}
