/**
 * Ratings (spec 02 §2.13, §4 "Rating status", §5, §9): the overall score is the mean of the food,
 * delivery and general grades; CC is counted ('Contabilizado'), anything else still processing;
 * the store may reply once, and only to a customer who wrote a comment.
 */
import type { Rating, RatingTotals } from '../api/areas/reports';
import { searchKey } from '../search';

/** spec 02 §9: the mean of food, delivery and general. */
export function ratingMean(grades: Pick<RatingTotals, 'nota_comida' | 'nota_entrega' | 'nota_geral'>): number {
  return (grades.nota_comida + grades.nota_entrega + grades.nota_geral) / 3;
}

/** Stars are shown by halves: 4.26 -> 4.5, 4.24 -> 4. */
export function toHalfStars(score: number): number {
  return Math.round(score * 2) / 2;
}

export const RATING_COUNTED = 'CC';

export function ratingStatusLabel(status: string): 'Contabilizado' | 'Processando' {
  return status === RATING_COUNTED ? 'Contabilizado' : 'Processando';
}

export function isAnswered(rating: Pick<Rating, 'comentario_estabelecimento'>): boolean {
  return rating.comentario_estabelecimento.trim() !== '';
}

export function hasCustomerComment(rating: Pick<Rating, 'comentario_usuario'>): boolean {
  return rating.comentario_usuario.trim() !== '';
}

/** spec 02 §5: a reply only where the customer commented and nobody has replied yet. */
export function canReply(rating: Pick<Rating, 'comentario_usuario' | 'comentario_estabelecimento'>): boolean {
  return hasCustomerComment(rating) && !isAnswered(rating);
}

/** The search box's text as ratings are searched: its search key, a leading '#' of an order hash dropped. */
export function ratingSearchTerm(search: string): string {
  return searchKey(search.trim()).replace(/^#/, '');
}

/** Whether a rating's order hash, customer or either comment contains the search (the platform does the same in SQL). */
export function ratingMatches(rating: Pick<Rating, 'hash_pedido' | 'usuario_nome' | 'comentario_usuario' | 'comentario_estabelecimento'>, search: string): boolean {
  const wanted = ratingSearchTerm(search);
  if (wanted === '') return true;
  return [rating.hash_pedido, rating.usuario_nome, rating.comentario_usuario, rating.comentario_estabelecimento].some((field) =>
    searchKey(field).includes(wanted),
  );
}
