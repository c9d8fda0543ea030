import { placeDetail, places } from '../../shared/api';
import type { SandboxContext } from '../context';
import { placeById, searchPlaces } from '../data/places';
import type { AreaServices } from '../areaRoutes';

/** Places autocomplete (public, like a maps API key would be). */
export function registerMapsRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.publicRoute(places, ({ query }) => {
    const predictions = searchPlaces(ctx, query.q, query.limit ?? 5);
    return { status: predictions.length > 0 ? ('OK' as const) : ('ZERO_RESULTS' as const), predictions };
  });

  api.publicRoute(placeDetail, ({ params }) => {
    const result = placeById(ctx, params.placeId);
    return { status: result ? ('OK' as const) : ('NOT_FOUND' as const), result };
  });
}
