import type { PlacePrediction } from '../../shared/api';
import type { SandboxContext } from '../context';
import { searchKey } from '../../shared/search';

interface PlaceRow {
  id: string;
  main_text: string;
  secondary_text: string;
  lat: number;
  lng: number;
}

const toPrediction = (p: PlaceRow): PlacePrediction => ({
  place_id: p.id,
  description: `${p.main_text} - ${p.secondary_text}`,
  main_text: p.main_text,
  secondary_text: p.secondary_text,
  lat: p.lat,
  lng: p.lng,
});

/** Every word of the query must appear (accents and case ignored). */
export function searchPlaces(ctx: SandboxContext, q: string, limit = 5): PlacePrediction[] {
  const words = searchKey(q).split(/[\s,.-]+/).filter(Boolean);
  if (words.length === 0) return [];
  return ctx.db
    .all<PlaceRow>('SELECT * FROM places ORDER BY id')
    .filter((p) => {
      const text = searchKey(`${p.main_text} ${p.secondary_text}`);
      return words.every((w) => text.includes(w));
    })
    .slice(0, Math.max(1, Math.min(limit, 20)))
    .map(toPrediction);
}

export function placeById(ctx: SandboxContext, id: string): PlacePrediction | null {
  const row = ctx.db.get<PlaceRow>('SELECT * FROM places WHERE id = ?', [id]);
  return row ? toPrediction(row) : null;
}
