import type { EndpointRouter } from '../http';

/** The router of the declared endpoints (src/shared/api/declared.ts): each route is registered by its declaration. */
export interface Routers {
  api: EndpointRouter;
}
