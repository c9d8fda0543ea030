/**
 * The texts of Avaliações (spec 02 §2.13, §5, §8). They go with the area's lazy screens, not in the
 * first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const RATINGS_MESSAGES = {
  ratingsLoadFailed: 'Não foi possível carregar as avaliações.',
  ratedOrderLoadFailed: 'Não foi possível carregar o pedido desta avaliação.',
  ratingReplySaved: 'Resposta salva com sucesso!',
} as const;
