import { describe, expect, it } from 'vitest';
import { makeRating } from '../test/reports';
import { canReply, isAnswered, ratingMatches, ratingMean, ratingSearchTerm, ratingStatusLabel, toHalfStars } from './ratings';

describe('ratings (spec 02 §4, §5, §9)', () => {
  it('the search finds a rating by order hash (with or without #), customer or comment, ignoring accents and case', () => {
    expect(ratingSearchTerm('  #Conceição ')).toBe('conceicao');
    const rating = makeRating(1, { hash_pedido: 'AB12CD', usuario_nome: 'Conceição Araújo', comentario_estabelecimento: 'Volte sempre!' });
    expect(([[rating, ''], [rating, '#ab12'], [rating, 'conceicao'], [rating, 'QUENTINHA'], [rating, 'volte'], [rating, 'fria']] as const).map(([a, b]) => ratingMatches(a, b))).toEqual(
      [true, true, true, true, true, false],
    );
  });

  it('the overall score is the mean of food, delivery and general', () => {
    expect(ratingMean({ nota_comida: 5, nota_entrega: 4, nota_geral: 3 })).toBe(4);
    expect(ratingMean({ nota_comida: 4.5, nota_entrega: 4, nota_geral: 4 })).toBeCloseTo(4.1667, 4);
  });

  it('shows stars by halves', () => {
    expect([4.26, 4.24, 4.75].map((value) => toHalfStars(value))).toEqual([4.5, 4, 5]);
  });

  it("CC is 'Contabilizado', anything else 'Processando'", () => {
    expect(['CC', 'PR', ''].map((value) => ratingStatusLabel(value))).toEqual(['Contabilizado', 'Processando', 'Processando']);
  });

  it('offers a reply only to a comment nobody has answered', () => {
    expect([makeRating(1), makeRating(1, { comentario_usuario: '   ' }), makeRating(1, { comentario_estabelecimento: 'Obrigado!' })].map((value) => canReply(value))).toEqual([true, false, false]);
    expect(isAnswered(makeRating(1, { comentario_estabelecimento: 'Obrigado!' }))).toBe(true);
  });
});
