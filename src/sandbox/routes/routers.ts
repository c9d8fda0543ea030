import type { BaseName, PlatformApis } from '../../shared/api';
import type { Router } from '../http';

/** One typed router per base of the contract. */
export type Routers = { [B in BaseName]: Router<PlatformApis[B]> };
