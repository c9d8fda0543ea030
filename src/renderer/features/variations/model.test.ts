import { describe, expect, it } from 'vitest';
import { VARIATIONS_MESSAGES } from './messages';
import { choiceRange, variationBody, variationErrors, variationFormOf, type VariationForm } from './model';

const form = (over: Partial<VariationForm> = {}): VariationForm => ({ ...variationFormOf(null, { nome: 'Borda', categoryId: 3 }), ...over });

describe('the variation modal', () => {
  it('starts a new variation from the typed name and category, choosing 0 to 1, incremental', () => {
    expect(variationFormOf(null, { nome: 'Recheio extra', categoryId: 7 })).toEqual({
      nome_variacao: 'Recheio extra',
      id_variacao_categoria: 7,
      id_cardapio_tamanho: '',
      escolha_minima: '0',
      escolha_maxima: '1',
      calculo_preco: 'in',
    });
  });

  it('takes whole numbers from 0, a maximum of at least 1 and a minimum not above the maximum', () => {
    expect(variationErrors(form(), false)).toEqual({});
    expect(variationErrors(form({ escolha_minima: '2', escolha_maxima: '2' }), false)).toEqual({});
    expect(variationErrors(form({ escolha_minima: '3', escolha_maxima: '2' }), false)).toEqual({ escolha_minima: VARIATIONS_MESSAGES.variationMinAboveMax });
    expect(variationErrors(form({ escolha_minima: '-1' }), false)).toEqual({ escolha_minima: VARIATIONS_MESSAGES.variationChoiceInvalid });
    expect(variationErrors(form({ escolha_minima: '1.5' }), false)).toEqual({ escolha_minima: VARIATIONS_MESSAGES.variationChoiceInvalid });
    expect(variationErrors(form({ escolha_maxima: '' }), false)).toEqual({ escolha_maxima: VARIATIONS_MESSAGES.variationChoiceInvalid });
    expect(variationErrors(form({ escolha_minima: '0', escolha_maxima: '0' }), false)).toEqual({ escolha_maxima: VARIATIONS_MESSAGES.variationMaxTooLow });
  });

  it('needs a name, and a category unless it is a product’s own (ad-hoc) variation', () => {
    expect(variationErrors(form({ nome_variacao: '  ' }), false)).toEqual({ nome_variacao: VARIATIONS_MESSAGES.variationNameRequired });
    expect(variationErrors(form({ id_variacao_categoria: '' }), false)).toEqual({ id_variacao_categoria: VARIATIONS_MESSAGES.variationCategoryRequired });
    expect(variationErrors(form({ id_variacao_categoria: '' }), true)).toEqual({});
  });

  it('sends numbers, the trimmed name, and only the links chosen', () => {
    expect(variationBody(form({ nome_variacao: ' Borda ', escolha_maxima: '2', calculo_preco: 'mp' }))).toEqual({
      id_variacao_categoria: 3,
      nome_variacao: 'Borda',
      escolha_minima: 0,
      escolha_maxima: 2,
      calculo_preco: 'mp',
    });
    // an ad-hoc variation: no category, the product and the size it is for
    expect(variationBody(form({ id_variacao_categoria: '', id_cardapio_tamanho: 40 }), 1101)).toEqual({
      id_cardapio: 1101,
      id_cardapio_tamanho: 40,
      nome_variacao: 'Borda',
      escolha_minima: 0,
      escolha_maxima: 1,
      calculo_preco: 'in',
    });
  });

  it('says the choice range in words', () => {
    expect(([[1, 1], [0, 3], [1, 2]] as const).map(([a, b]) => choiceRange(a, b))).toEqual(['1', 'até 3', '1 a 2']);
  });
});
