/**
 * The ratings screen's own rules (spec 02 §2.13): the search and the period sent to the platform.
 * The scores' rules (mean, half stars, status, who may reply) are in src/shared/reports/ratings.ts,
 * shared with the sandbox.
 */
import { searchKey } from '../../../shared/search';
import type { PeriodDates, Rating } from '../../../shared/api';
import type { IsoDate, PeriodOption } from '../../ui/dateRange';

/** null: every rating (GET avaliacao/listar/); a period: POST with periodo and data. */
export type RatingsFilter = { period: PeriodOption; start: IsoDate; end: IsoDate } | null;

export function ratingsPeriodBody(filter: NonNullable<RatingsFilter>): { periodo: string; data: PeriodDates } {
  return { periodo: String(filter.period), data: { data_inicio: filter.start, data_final: filter.end } };
}

/** The search box: the order's hash, the customer, or either comment; accents and case ignored. */
export function ratingMatches(rating: Rating, search: string): boolean {
  const wanted = searchKey(search.trim()).replace(/^#/, '');
  if (wanted === '') return true;
  return [rating.hash_pedido, rating.usuario_nome, rating.comentario_usuario, rating.comentario_estabelecimento].some((field) =>
    searchKey(field).includes(wanted),
  );
}
