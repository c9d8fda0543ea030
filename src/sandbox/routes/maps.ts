import type { SandboxContext } from '../context';
import { placeById, searchPlaces } from '../data/places';
import type { Routers } from './routers';

/** Places autocomplete (public, like a maps API key would be). */
export function registerMapsRoutes({ maps }: Routers, ctx: SandboxContext): void {
  maps.publicRoute('places', { query: { q: 'string', limit: 'number?' } }, ({ query }) => {
    const predictions = searchPlaces(ctx, query.q, query.limit ?? 5);
    return { status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions };
  });

  maps.publicRoute('places/:placeId', ({ params }) => {
    const result = placeById(ctx, params.placeId);
    return { status: result ? 'OK' : 'NOT_FOUND', result };
  });
}
