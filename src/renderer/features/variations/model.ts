import type { PriceCalculation, Variation, VariationBody } from '../../../shared/api';
import { VARIATIONS_MESSAGES } from './messages';

/** The variation modal as typed (spec 02 §2.3): numbers as text, '' for an empty select. */
export interface VariationForm {
  nome_variacao: string;
  id_variacao_categoria: number | '';
  id_cardapio_tamanho: number | '';
  escolha_minima: string;
  escolha_maxima: string;
  calculo_preco: PriceCalculation;
}

export function variationFormOf(variation: Variation | null, initial: { nome?: string; categoryId?: number | null; sizeId?: number | null } = {}): VariationForm {
  return {
    nome_variacao: variation?.nome_variacao ?? initial.nome ?? '',
    id_variacao_categoria: variation?.id_variacao_categoria ?? initial.categoryId ?? '',
    id_cardapio_tamanho: variation?.id_cardapio_tamanho ?? initial.sizeId ?? '',
    escolha_minima: String(variation?.escolha_minima ?? 0),
    escolha_maxima: String(variation?.escolha_maxima ?? 1),
    calculo_preco: variation?.calculo_preco ?? 'in',
  };
}

const choice = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/**
 * Minimum and maximum choice are whole numbers from 0, the minimum not above the maximum, the
 * maximum at least 1; a variation made for one product (adHoc) needs no category.
 */
export function variationErrors(values: VariationForm, adHoc: boolean): Partial<Record<keyof VariationForm, string>> {
  const errors: Partial<Record<keyof VariationForm, string>> = {};
  if (values.nome_variacao.trim() === '') errors.nome_variacao = VARIATIONS_MESSAGES.variationNameRequired;
  if (!adHoc && values.id_variacao_categoria === '') errors.id_variacao_categoria = VARIATIONS_MESSAGES.variationCategoryRequired;
  const min = choice(values.escolha_minima);
  const max = choice(values.escolha_maxima);
  if (min === null) errors.escolha_minima = VARIATIONS_MESSAGES.variationChoiceInvalid;
  if (max === null) errors.escolha_maxima = VARIATIONS_MESSAGES.variationChoiceInvalid;
  else if (max < 1) errors.escolha_maxima = VARIATIONS_MESSAGES.variationMaxTooLow;
  if (min !== null && max !== null && max >= 1 && min > max) errors.escolha_minima = VARIATIONS_MESSAGES.variationMinAboveMax;
  return errors;
}

export function variationBody(values: VariationForm, productId?: number): VariationBody {
  return {
    ...(values.id_variacao_categoria !== '' ? { id_variacao_categoria: values.id_variacao_categoria } : {}),
    ...(productId ? { id_cardapio: productId } : {}),
    ...(values.id_cardapio_tamanho !== '' ? { id_cardapio_tamanho: values.id_cardapio_tamanho } : {}),
    nome_variacao: values.nome_variacao.trim(),
    escolha_minima: Number(values.escolha_minima),
    escolha_maxima: Number(values.escolha_maxima),
    calculo_preco: values.calculo_preco,
  };
}

/** '0 a 2', '1' (exactly), 'até 3'. */
export function choiceRange(min: number, max: number): string {
  if (min === max) return `${min}`;
  return min === 0 ? `até ${max}` : `${min} a ${max}`;
}
