import { describe, expect, it } from 'vitest';
import { makeRating } from '../../../shared/test/reports';
import { ratingMatches, ratingsPeriodBody } from './model';

describe('ratings screen rules', () => {
  it('finds a rating by order hash (with or without #), customer or comment, ignoring accents and case', () => {
    const rating = makeRating(1, { hash_pedido: 'AB12CD', usuario_nome: 'Conceição Araújo', comentario_estabelecimento: 'Volte sempre!' });
    expect(ratingMatches(rating, '')).toBe(true);
    expect(ratingMatches(rating, '#ab12')).toBe(true);
    expect(ratingMatches(rating, 'conceicao')).toBe(true);
    expect(ratingMatches(rating, 'QUENTINHA')).toBe(true);
    expect(ratingMatches(rating, 'volte')).toBe(true);
    expect(ratingMatches(rating, 'fria')).toBe(false);
  });

  it('sends the period and its dates', () => {
    expect(ratingsPeriodBody({ period: 'custom', start: '2026-11-01', end: '2026-11-15' })).toEqual({
      periodo: 'custom',
      data: { data_inicio: '2026-11-01', data_final: '2026-11-15' },
    });
  });
});
