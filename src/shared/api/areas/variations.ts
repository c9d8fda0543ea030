/**
 * Global variations (spec 02 §3, §7.2): variation categories, variations with their stock items
 * and prices, and the store's stock items as the variation and composition pickers list them.
 */
import * as z from 'zod/mini';
import { PRICE_CALCULATIONS } from '../../menu/pricing';
import { legacy } from '../declare';
import { reorderBodySchema, savedIdSchema, VARIANT_STATUSES } from './menu';
import { envelopeSchema, flexBoolean, flexNumber, flexText, listPosition, positiveOrNull } from '../schema';

/** The longest texts of the variations, in characters: the platform refuses longer ones, the fields count up to them. */
export const VARIATION_TEXT_LIMITS = { variationName: 80, looseItemName: 80, categoryName: 60 } as const;

/** id_estoque of a loose item: an item of the variation alone, with its own name. */
export const LOOSE_ITEM_ID = -1;

export type StockItemType = 'sabor' | 'ingrediente';
export const STOCK_ITEM_TYPES = ['sabor', 'ingrediente'] as const satisfies readonly StockItemType[];

/** An item of a variation with its price (variacoesestoque). */
export const variationItemSchema = z.object({
  id_variacao_estoque: flexNumber,
  /** -1: a loose item (nome_item is its own name) */
  id_estoque: flexNumber,
  nome_item: flexText,
  /** the variation's name */
  nome_var: flexText,
  /** reais */
  preco: flexNumber,
  ordem: listPosition,
});
export type VariationItem = z.output<typeof variationItemSchema>;

/** A global variation (variacoes). */
export const variationSchema = z.object({
  id_variacao: flexNumber,
  nome_variacao: flexText,
  escolha_minima: flexNumber,
  escolha_maxima: flexNumber,
  calculo_preco: z.enum(PRICE_CALCULATIONS),
  status: z.enum(VARIANT_STATUSES),
  /** the product it was made for (an ad-hoc variation), or null */
  id_cardapio: positiveOrNull,
  /** the size it is linked to, or null */
  id_cardapio_tamanho: positiveOrNull,
  tamanho_nome: flexText,
  id_variacao_categoria: positiveOrNull,
  estoque: z.pipe(
    z.optional(z.array(variationItemSchema)),
    z.transform((items) => items ?? []),
  ),
  ordem: listPosition,
});
export type Variation = z.output<typeof variationSchema>;

export const variationCategorySchema = z.object({
  id_variacao_categoria: flexNumber,
  nome_categoria: flexText,
  status: z.enum(VARIANT_STATUSES),
  ordem: listPosition,
});
export type VariationCategory = z.output<typeof variationCategorySchema>;

/** A stock item as estoque/listar gives it. */
export const stockItemSchema = z.object({
  id_estoque: flexNumber,
  nome_item: flexText,
  status: z.enum(['S', 'O']),
  tipo: z.enum(STOCK_ITEM_TYPES),
  descricao: flexText,
  /** '' without an image */
  image_url: flexText,
});
export type StockItem = z.output<typeof stockItemSchema>;

export const listarVariacoesSchema = z.object({ status: flexBoolean, variacoes: z.array(variationSchema) });
export const listarVariacoesCategoriasSchema = z.object({ status: flexBoolean, categorias: z.array(variationCategorySchema) });
export const listarEstoqueSchema = z.object({ status: flexBoolean, estoque: z.array(stockItemSchema) });

// calculo_preco (PRICE_CALCULATIONS) and status (VARIANT_STATUSES) are text here: the platform refuses another value in its own words
export const variationBodySchema = z.object({
  id_variacao_categoria: z.optional(z.number()),
  /** an ad-hoc variation: the product it is made for */
  id_cardapio: z.optional(z.number()),
  id_cardapio_tamanho: z.optional(z.number()),
  nome_variacao: z.string(),
  escolha_minima: z.number(),
  escolha_maxima: z.number(),
  calculo_preco: z.string(),
});
export type VariationBody = z.input<typeof variationBodySchema>;

/** An item of a variation with its price (variacoesestoque). */
export const variationItemBodySchema = z.object({
  id_variacao: z.number(),
  /** -1 for a loose item */
  id_estoque: z.number(),
  /** a loose item's name */
  nome_item: z.optional(z.string()),
  /** reais */
  preco: z.number(),
});
export type VariationItemBody = z.input<typeof variationItemBodySchema>;

export const variationCategoryBodySchema = z.object({ nome_categoria: z.string(), status: z.string() });
export type VariationCategoryBody = z.input<typeof variationCategoryBodySchema>;

export const listarVariacoes = legacy.get('variacoes/listar', { answer: listarVariacoesSchema });
export const listarVariacao = legacy.get('variacoes/listar/:id', { answer: listarVariacoesSchema });
export const listarVariacoesDaCategoria = legacy.get('variacoes/listarCategoria/:id', { answer: listarVariacoesSchema });
export const criarVariacao = legacy.post('variacoes/adicionar', { body: variationBodySchema, answer: savedIdSchema('id_variacao') });
export const alterarVariacao = legacy.post('variacoes/adicionar/:id', { body: variationBodySchema, answer: savedIdSchema('id_variacao') });
export const mudaStatusVariacao = legacy.post('variacoes/mudaSts', { body: z.object({ id: z.number(), status: z.string() }), answer: envelopeSchema });
/** a copy in the same category */
export const duplicarVariacao = legacy.post('variacoes/duplicar', { body: z.object({ variacao: z.number() }), answer: savedIdSchema('id_variacao') });
/** a copy in another variation category */
export const copiarVariacaoParaCategoria = legacy.post('variacoes/duplicar_card', {
  body: z.object({ variacao: z.number(), categoria: z.number() }),
  answer: savedIdSchema('id_variacao'),
});
export const excluirVariacao = legacy.post('variacoes/excluir', { body: z.object({ id_variacao: z.number() }), answer: envelopeSchema });

export const criarItemVariacao = legacy.post('variacoesestoque/adicionar', { body: variationItemBodySchema, answer: savedIdSchema('id_variacao_estoque') });
export const alterarItemVariacao = legacy.post('variacoesestoque/adicionar/:id', { body: variationItemBodySchema, answer: savedIdSchema('id_variacao_estoque') });
export const ordenarItensVariacao = legacy.post('variacoesestoque/ordem', { body: reorderBodySchema, answer: envelopeSchema });
export const excluirItemVariacao = legacy.post('variacoesestoque/excluir', { body: z.object({ id_variacao_estoque: z.number() }), answer: envelopeSchema });

export const listarCategoriasVariacao = legacy.get('variacoescategorias/listar', { answer: listarVariacoesCategoriasSchema });
export const criarCategoriaVariacao = legacy.post('variacoescategorias/adicionar', {
  body: variationCategoryBodySchema,
  answer: savedIdSchema('id_variacao_categoria'),
});
export const alterarCategoriaVariacao = legacy.post('variacoescategorias/adicionar/:id', {
  body: variationCategoryBodySchema,
  answer: savedIdSchema('id_variacao_categoria'),
});
export const excluirCategoriaVariacao = legacy.post('variacoescategorias/excluir', { body: z.object({ id_variacao_categoria: z.number() }), answer: envelopeSchema });

/** The store's stock items, as the variation and composition pickers list them. */
export const listarEstoque = legacy.get('estoque/listar', { answer: listarEstoqueSchema });
