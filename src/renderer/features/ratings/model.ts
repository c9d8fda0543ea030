/**
 * The ratings screen's own rules (spec 02 §2.13): the period and the page sent to the platform.
 * The scores' and the search's rules (mean, half stars, status, who may reply, what a search
 * finds) are in src/shared/reports/ratings.ts, shared with the sandbox.
 */
import type { PeriodDates, Rating, RatingsAnswer, RatingsPageQuery } from '../../../shared/api';
import { ratingMatches } from '../../../shared/reports';
import type { IsoDate, PeriodOption } from '../../ui/dateRange';

/** null: every rating (GET avaliacao/listar/); a period: POST with periodo and data. */
export type RatingsFilter = { period: PeriodOption; start: IsoDate; end: IsoDate } | null;

export function ratingsPeriodBody(filter: NonNullable<RatingsFilter>): { periodo: string; data: PeriodDates } {
  return { periodo: String(filter.period), data: { data_inicio: filter.start, data_final: filter.end } };
}

/** Ratings a page shows (the table's 10, as before the platform paged them). */
export const RATINGS_PAGE_SIZE = 10;

/** What the screen asks for: the period (or every rating), the page (from 1) and the search as typed. */
export interface RatingsPageArgs {
  filter: RatingsFilter;
  page: number;
  search: string;
}

export function ratingsPageQuery({ page, search }: RatingsPageArgs): RatingsPageQuery {
  const busca = search.trim();
  return busca === '' ? { page, per_page: RATINGS_PAGE_SIZE } : { page, per_page: RATINGS_PAGE_SIZE, busca };
}

/** The figures of the whole period, one page of ratings and how many the search found. */
export interface RatingsData extends Pick<RatingsAnswer, 'contaComida' | 'contaEntrega' | 'contaGeral' | 'total'> {
  avaliacao: Rating[];
  /** ratings the search leaves in the period, over every page */
  found: number;
}

/**
 * The answer as the screen shows it. A platform that does not page (no paginate_metadata) sends
 * every rating: the search and the page are then applied here, so the table still holds one page.
 */
export function ratingsPage({ contaComida, contaEntrega, contaGeral, total, avaliacao, paginate_metadata }: RatingsAnswer, args: RatingsPageArgs): RatingsData {
  const figures = { contaComida, contaEntrega, contaGeral, total };
  if (paginate_metadata) return { ...figures, avaliacao, found: paginate_metadata.total };
  const found = avaliacao.filter((r) => ratingMatches(r, args.search));
  const start = (args.page - 1) * RATINGS_PAGE_SIZE;
  return { ...figures, avaliacao: found.slice(start, start + RATINGS_PAGE_SIZE), found: found.length };
}
