import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import type { EndpointRouter } from './http';
import type { SandboxSockets } from './socket';
import type { UploadStore } from './uploads';

/** What an area's routes are registered with (routes/index.ts); each area takes what it uses. */
export interface AreaServices {
  /** the router of the declared endpoints (src/shared/api/areas/): each route is registered by its declaration */
  api: EndpointRouter;
  /** the HTTP server itself, for a page of the area's own beside the contract (a document, a picture) */
  app: FastifyInstance;
  /** the files the panel sent (photos, logos, documents) */
  uploads: UploadStore;
  /** the store's and the chat's sockets */
  sockets: SandboxSockets;
}

/** An area's routes: one handler per declaration (`api.route`), and any page of its own. */
export type AreaRoutes = (services: AreaServices, ctx: SandboxContext) => void;
