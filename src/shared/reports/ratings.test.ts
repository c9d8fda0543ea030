import { describe, expect, it } from 'vitest';
import { makeRating } from '../test/reports';
import { canReply, isAnswered, ratingMatches, ratingMean, ratingSearchTerm, ratingStatusLabel, toHalfStars } from './ratings';

describe('ratings (spec 02 §4, §5, §9)', () => {
  it('the search finds a rating by order hash (with or without #), customer or comment, ignoring accents and case', () => {
    expect(ratingSearchTerm('  #Conceição ')).toBe('conceicao');
    const rating = makeRating(1, { hash_pedido: 'AB12CD', usuario_nome: 'Conceição Araújo', comentario_estabelecimento: 'Volte sempre!' });
    expect(ratingMatches(rating, '')).toBe(true);
    expect(ratingMatches(rating, '#ab12')).toBe(true);
    expect(ratingMatches(rating, 'conceicao')).toBe(true);
    expect(ratingMatches(rating, 'QUENTINHA')).toBe(true);
    expect(ratingMatches(rating, 'volte')).toBe(true);
    expect(ratingMatches(rating, 'fria')).toBe(false);
  });

  it('the overall score is the mean of food, delivery and general', () => {
    expect(ratingMean({ nota_comida: 5, nota_entrega: 4, nota_geral: 3 })).toBe(4);
    expect(ratingMean({ nota_comida: 4.5, nota_entrega: 4, nota_geral: 4 })).toBeCloseTo(4.1667, 4);
  });

  it('shows stars by halves', () => {
    expect(toHalfStars(4.26)).toBe(4.5);
    expect(toHalfStars(4.24)).toBe(4);
    expect(toHalfStars(4.75)).toBe(5);
  });

  it("CC is 'Contabilizado', anything else 'Processando'", () => {
    expect(ratingStatusLabel('CC')).toBe('Contabilizado');
    expect(ratingStatusLabel('PR')).toBe('Processando');
    expect(ratingStatusLabel('')).toBe('Processando');
  });

  it('offers a reply only to a comment nobody has answered', () => {
    expect(canReply(makeRating(1))).toBe(true);
    expect(canReply(makeRating(1, { comentario_usuario: '   ' }))).toBe(false);
    expect(canReply(makeRating(1, { comentario_estabelecimento: 'Obrigado!' }))).toBe(false);
    expect(isAnswered(makeRating(1, { comentario_estabelecimento: 'Obrigado!' }))).toBe(true);
  });
});
