/**
 * Global variations (spec 02 §3, §7.2): variation categories, variations with their stock items
 * and prices, and the store's stock items as the variation and composition pickers list them.
 */
import * as z from 'zod/mini';
import { PRICE_CALCULATIONS, type PriceCalculation } from '../menu/pricing';
import type { Endpoint, Envelope } from './endpoint';
import { VARIANT_STATUSES, type VariantStatus } from './menu';
import { flexBoolean, flexNumber, flexText } from './schema';

/** The longest texts of the variations, in characters: the platform refuses longer ones, the fields count up to them. */
export const VARIATION_TEXT_LIMITS = { variationName: 80, looseItemName: 80, categoryName: 60 } as const;

/** id_estoque of a loose item: an item of the variation alone, with its own name. */
export const LOOSE_ITEM_ID = -1;

/** An item of a variation with its price (variacoesestoque). */
export interface VariationItem {
  id_variacao_estoque: number;
  /** -1: a loose item (nome_item is its own name) */
  id_estoque: number;
  nome_item: string;
  /** the variation's name */
  nome_var: string;
  /** reais */
  preco: number;
  ordem: number;
}

/** A global variation (variacoes). */
export interface Variation {
  id_variacao: number;
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalculation;
  status: VariantStatus;
  /** the product it was made for (an ad-hoc variation), or null */
  id_cardapio: number | null;
  /** the size it is linked to, or null */
  id_cardapio_tamanho: number | null;
  tamanho_nome: string;
  id_variacao_categoria: number | null;
  estoque: VariationItem[];
  ordem: number;
}

export interface VariationCategory {
  id_variacao_categoria: number;
  nome_categoria: string;
  status: VariantStatus;
  ordem: number;
}

/** A stock item as estoque/listar gives it. */
export interface StockItem {
  id_estoque: number;
  nome_item: string;
  status: 'S' | 'O';
  tipo: StockItemType;
  descricao: string;
  /** '' without an image */
  image_url: string;
}

export type StockItemType = 'sabor' | 'ingrediente';
export const STOCK_ITEM_TYPES = ['sabor', 'ingrediente'] as const satisfies readonly StockItemType[];

export interface VariationBody {
  id_variacao_categoria?: number;
  /** an ad-hoc variation: the product it is made for */
  id_cardapio?: number;
  id_cardapio_tamanho?: number;
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalculation;
}

export interface VariationItemBody {
  id_variacao: number;
  /** -1 for a loose item */
  id_estoque: number;
  /** a loose item's name */
  nome_item?: string;
  /** reais */
  preco: number;
}

export interface VariationCategoryBody {
  nome_categoria: string;
  status: VariantStatus;
}

type Saved<K extends string> = Envelope & { [key in K]?: number };
type VariationList = Endpoint<'GET', undefined, Envelope & { variacoes: Variation[] }>;
type VariationAdd = Endpoint<'POST', VariationBody, Saved<'id_variacao'>>;
type ItemAdd = Endpoint<'POST', VariationItemBody, Saved<'id_variacao_estoque'>>;
type VariationCategoryAdd = Endpoint<'POST', VariationCategoryBody, Saved<'id_variacao_categoria'>>;

export interface VariationsLegacyEndpoints {
  'variacoes/listar': VariationList;
  'variacoes/listar/:id': VariationList;
  'variacoes/listarCategoria/:id': VariationList;
  'variacoes/adicionar': VariationAdd;
  'variacoes/adicionar/:id': VariationAdd;
  'variacoes/mudaSts': Endpoint<'POST', { id: number; status: VariantStatus }, Envelope>;
  /** a copy in the same category */
  'variacoes/duplicar': Endpoint<'POST', { variacao: number }, Saved<'id_variacao'>>;
  /** a copy in another variation category */
  'variacoes/duplicar_card': Endpoint<'POST', { variacao: number; categoria: number }, Saved<'id_variacao'>>;
  'variacoes/excluir': Endpoint<'POST', { id_variacao: number }, Envelope>;
  'variacoesestoque/adicionar': ItemAdd;
  'variacoesestoque/adicionar/:id': ItemAdd;
  'variacoesestoque/ordem': Endpoint<'POST', { ordem: number[] }, Envelope>;
  'variacoesestoque/excluir': Endpoint<'POST', { id_variacao_estoque: number }, Envelope>;
  'variacoescategorias/listar': Endpoint<'GET', undefined, Envelope & { categorias: VariationCategory[] }>;
  'variacoescategorias/adicionar': VariationCategoryAdd;
  'variacoescategorias/adicionar/:id': VariationCategoryAdd;
  'variacoescategorias/excluir': Endpoint<'POST', { id_variacao_categoria: number }, Envelope>;
  'estoque/listar': Endpoint<'GET', undefined, Envelope & { estoque: StockItem[] }>;
}

const position = z.pipe(
  z.optional(flexNumber),
  z.transform((value) => value ?? 0),
);

const optionalId = z.pipe(
  z.optional(z.union([z.null(), z.literal(''), flexNumber])),
  z.transform((value) => (typeof value === 'number' && value > 0 ? value : null)),
);

export const variationItemSchema = z.object({
  id_variacao_estoque: flexNumber,
  id_estoque: flexNumber,
  nome_item: flexText,
  nome_var: flexText,
  preco: flexNumber,
  ordem: position,
});

export const variationSchema = z.object({
  id_variacao: flexNumber,
  nome_variacao: flexText,
  escolha_minima: flexNumber,
  escolha_maxima: flexNumber,
  calculo_preco: z.enum(PRICE_CALCULATIONS),
  status: z.enum(VARIANT_STATUSES),
  id_cardapio: optionalId,
  id_cardapio_tamanho: optionalId,
  tamanho_nome: flexText,
  id_variacao_categoria: optionalId,
  estoque: z.pipe(
    z.optional(z.array(variationItemSchema)),
    z.transform((items) => items ?? []),
  ),
  ordem: position,
});

export const variationCategorySchema = z.object({
  id_variacao_categoria: flexNumber,
  nome_categoria: flexText,
  status: z.enum(VARIANT_STATUSES),
  ordem: position,
});

export const stockItemSchema = z.object({
  id_estoque: flexNumber,
  nome_item: flexText,
  status: z.enum(['S', 'O']),
  tipo: z.enum(STOCK_ITEM_TYPES),
  descricao: flexText,
  image_url: flexText,
});

export const listarVariacoesSchema = z.object({ status: flexBoolean, variacoes: z.array(variationSchema) });
export const listarVariacoesCategoriasSchema = z.object({ status: flexBoolean, categorias: z.array(variationCategorySchema) });
export const listarEstoqueSchema = z.object({ status: flexBoolean, estoque: z.array(stockItemSchema) });
