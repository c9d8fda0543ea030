import type { BaseName, PlatformApis } from '../../shared/api';
import type { EndpointRouter, Router } from '../http';

/** The router of the declared endpoints (`api`), and one typed router per base for the others. */
export type Routers = { [B in BaseName]: Router<PlatformApis[B]> } & { api: EndpointRouter };
