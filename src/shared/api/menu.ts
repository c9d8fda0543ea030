/**
 * The menu (spec 02 §3, §7.1): categories, products, sizes, composition (ingredient links),
 * product variations, and the catalogue service's products. Money on these legacy calls is in
 * reais ('49.90' or 49.9); bodies are form-encoded (multipart where a file goes).
 */
import * as z from 'zod/mini';
import { AVAILABILITY_DAYS, type Availability } from '../menu/availability';
import { PRICE_CALCULATIONS, type PriceCalculation } from '../menu/pricing';
import type { Endpoint, Envelope } from './endpoint';
import { envelopeFields, flexBoolean, flexNumber, flexText } from './schema';

export { AVAILABILITY_DAYS, type Availability, type AvailabilityDay, type AvailabilityPeriods } from '../menu/availability';
export { PRICE_CALCULATIONS, type PriceCalculation } from '../menu/pricing';

/** Category and product status codes (spec 02 §4): S Ativo, F Em falta, O Oculto. */
export type MenuStatus = 'S' | 'F' | 'O';
export const MENU_STATUSES = ['S', 'F', 'O'] as const satisfies readonly MenuStatus[];
/** Sizes and variations also use N (inactive). */
export type VariantStatus = MenuStatus | 'N';
export const VARIANT_STATUSES = ['S', 'F', 'O', 'N'] as const satisfies readonly VariantStatus[];

/** The longest texts of the menu, in characters: the platform refuses longer ones, the fields count up to them. */
export const MENU_TEXT_LIMITS = { productName: 100, productDescription: 1000, categoryName: 60, sizeName: 60 } as const;

/** The product modal's tabs (tabsAllowed). */
export const PRODUCT_TABS = ['informacoes', 'composicao', 'tamanhos', 'variacoes', 'disponibilidade'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** A menu category (cardapiocategorias). */
export interface MenuCategory {
  id_cardapio_categoria: number;
  nome_categoria: string;
  status: MenuStatus;
  disponibilidade: Availability;
  /** position in the menu, from 0 */
  ordem: number;
}

/** A size of a product (cardapiotamanhos). */
export interface MenuSize {
  id_cardapio_tamanho: number;
  id_cardapio: number;
  nome: string;
  /** reais */
  preco: number;
  status: VariantStatus;
  ordem: number;
}

/** A stock item in a product's composition (cardapioestoque). */
export interface IngredientLink {
  id_cardapio_estoque: number;
  id_estoque: number;
  id_cardapio: number;
  quantidade: number;
  /** the customer may take it out ('Sem cebola') */
  removivel: boolean;
  nome_item: string;
  ordem: number;
}

/** A variation offered on a product (cardapiovariacoes), for one size or all ('Todos'). */
export interface ProductVariation {
  id_cardapio_variacao: number;
  id_variacao: number;
  nome_variacao: string;
  /** the name of a variation made for this product alone (ad hoc); '' for a global one */
  nome_variacao_avulsa: string;
  /** null: every size ('Todos') */
  id_cardapio_tamanho: number | null;
  tamanho_nome: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalculation;
  status: VariantStatus;
  ordem: number;
}

/** A menu product (cardapio). The lists carry the sizes; one product's read carries everything. */
export interface MenuProduct {
  id_cardapio: number;
  id_cardapio_categoria: number;
  /** the catalogue product it came from, or null */
  id_produto: number | null;
  nome_prod: string;
  descricao: string;
  /** image URL, '' without */
  foto: string;
  ordem: number;
  id_estabelecimento: number;
  /** reais; zero for a multi-size product */
  preco: number;
  /** promotional price in reais, null without */
  novo_preco: number | null;
  /** the price shown struck through while a promotional price runs, null without */
  preco_antigo: number | null;
  /** the price reads 'a partir de' (multi-size) */
  apartirde: boolean;
  preco_apartirde: number | null;
  status: MenuStatus;
  multipleSize: boolean;
  disponibilidade: Availability;
  tamanhos: MenuSize[];
  /** one product's read (cardapio/listar/{categoria}/{produto}) only */
  ingredientes?: IngredientLink[];
  variacoes?: ProductVariation[];
  tabsAllowed?: ProductTab[];
}

/** A product of the catalogue service (spec 02 §3 Catalogue product). */
export interface CatalogueProduct {
  id_produto: number;
  codigo_barras: string;
  nome_produto: string;
  descricao: string;
  imagem_redimensionada: string;
}

/** One page of the catalogue (products?page=1&per_page=300, spec 02 §9). */
export interface CataloguePage {
  products: { data: CatalogueProduct[]; current_page: number; per_page: number; total: number; last_page: number };
}

/** A list of ids in their new order (the ordem calls; shape not in the spec). */
export interface ReorderBody {
  ordem: number[];
}

export interface CategoryBody {
  nome_categoria: string;
  status: MenuStatus;
  /** the schedule as JSON text; '' for always available */
  disponibilidade: string;
}

export interface ProductBody {
  id_cardapio_categoria: number;
  id_produto?: number;
  nome_prod: string;
  descricao: string;
  /** reais ('.' decimals); ignored (zero) for a multi-size product */
  preco: number;
  /** reais; 0 for none */
  novo_preco: number;
  /** the schedule as JSON text; '' for always available */
  disponibilidade: string;
  /** the image URL kept (a catalogue product's image), '' for none */
  foto?: string;
  /** the older screen sends the status and the photo with the product (multipart) */
  status?: MenuStatus;
  arquivo?: Blob;
}

export interface IngredientBody {
  id_estoque: number;
  id_cardapio: number;
  quantidade: number;
  removivel: boolean;
  /** adicionar with an id changes that link's quantity and removível */
  id_cardapio_estoque?: number;
}

export interface SizeBody {
  id_cardapio: number;
  nome: string;
  /** reais */
  preco: number;
  status: VariantStatus;
}

type Saved<K extends string> = Envelope & { [key in K]?: number };
type CategoryAdd = Endpoint<'POST', CategoryBody, Saved<'id_cardapio_categoria'>>;
type ProductAdd = Endpoint<'POST', ProductBody, Saved<'id_cardapio'> & { url_imagem?: string }>;
type SizeAdd = Endpoint<'POST', SizeBody, Saved<'id_cardapio_tamanho'>>;
type IngredientAdd = Endpoint<'POST', IngredientBody, Saved<'id_cardapio_estoque'>>;
type ProductList = Endpoint<'GET', undefined, Envelope & { cardapio: MenuProduct[] }>;

export interface MenuLegacyEndpoints {
  /** The store's categories in menu order. */
  'cardapiocategorias/listar': Endpoint<'GET', undefined, Envelope & { categorias: MenuCategory[] }>;
  'cardapiocategorias/listar/:id': Endpoint<'GET', undefined, Envelope & { categorias: MenuCategory[] }>;
  'cardapiocategorias/adicionar': CategoryAdd;
  'cardapiocategorias/adicionar/:id': CategoryAdd;
  'cardapiocategorias/excluir': Endpoint<'POST', { id_cardapio_categoria: number }, Envelope>;
  'cardapiocategorias/ordem': Endpoint<'POST', ReorderBody, Envelope>;
  /** A category's products in menu order, each with its sizes. */
  'cardapio/listar/:categoryId': ProductList;
  /** One product with its composition, sizes and variations (categoryId 0: wherever it is). */
  'cardapio/listar/:categoryId/:productId': ProductList;
  'cardapio/adicionar': ProductAdd;
  'cardapio/adicionar/:id': ProductAdd;
  'cardapio/excluir': Endpoint<'POST', { id_cardapio: number }, Envelope>;
  /** A copy with its sizes, composition and variations; answers the copy's id. */
  'cardapio/duplicar': Endpoint<'POST', { id_cardapio: number }, Saved<'id_cardapio'>>;
  'cardapio/mudaSts': Endpoint<'POST', { id_cardapio: number; status: MenuStatus }, Envelope>;
  'cardapio/ordem': Endpoint<'POST', ReorderBody, Envelope>;
  /** multipart: the product photo (png, jpg, jpeg) */
  'cardapio/foto': Endpoint<'POST', { arquivo: Blob; id_cardapio: number }, Envelope & { url_imagem?: string }>;
  'cardapioestoque/listar/:id': Endpoint<'GET', undefined, Envelope & { cardapioestoque: IngredientLink[] }>;
  'cardapioestoque/inserir': IngredientAdd;
  'cardapioestoque/adicionar': IngredientAdd;
  'cardapioestoque/excluir': Endpoint<'POST', { id_cardapio_estoque: number }, Envelope>;
  'cardapioestoque/ordem': Endpoint<'POST', ReorderBody, Envelope>;
  'cardapiotamanhos/listar/:id': Endpoint<'GET', undefined, Envelope & { cardapiotamanhos: MenuSize[] }>;
  'cardapiotamanhos/adicionar': SizeAdd;
  'cardapiotamanhos/adicionar/:id': SizeAdd;
  'cardapiotamanhos/excluir': Endpoint<'POST', { id_cardapio_tamanho: number }, Envelope>;
  'cardapiotamanhos/ordem': Endpoint<'POST', ReorderBody, Envelope>;
  'cardapiotamanhos/mudaSts': Endpoint<'POST', { id_cardapio_tamanho: number; status: VariantStatus }, Envelope>;
  /** id_cardapio_tamanho left out: the variation applies to every size ('Todos'). */
  'cardapiovariacoes/adicionar': Endpoint<
    'POST',
    { id_cardapio: number; id_variacao: number; id_cardapio_tamanho?: number },
    Saved<'id_cardapio_variacao'>
  >;
  'cardapiovariacoes/excluir': Endpoint<'POST', { id_cardapio_variacao: number }, Envelope>;
  'cardapiovariacoes/ordem': Endpoint<'POST', ReorderBody, Envelope>;
  'cardapiovariacoes/mudaSts': Endpoint<'POST', { id_cardapio_variacao: number; status: VariantStatus }, Envelope>;
}

/** The catalogue service (its own base): search by barcode or by name, page 1, 300 per page. */
export interface CatalogueEndpoints {
  products: Endpoint<'GET', undefined, CataloguePage, { page: number; per_page: number; codigo_barras?: string; nome_produto?: string }>;
}

// ---------------------------------------------------------------------------------------------
// The answers' schemas

const minutes = flexNumber;

/** One weekday of a schedule as the platform sends it (minutes from midnight). */
const availabilityPeriodsSchema = z.object({
  initAt: minutes,
  endAt: minutes,
  initAt2: z.optional(minutes),
  endAt2: z.optional(minutes),
});

/** A weekly schedule: per weekday key (do ... sb), or null (always available). */
export const availabilitySchema = z.nullable(z.partialRecord(z.enum(AVAILABILITY_DAYS), availabilityPeriodsSchema));

/** Some platforms keep the schedule as JSON text; '' and null are 'always available'. */
const storedAvailability = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((value) => (typeof value === 'string' ? jsonOrText(value) : (value ?? null))),
  ),
  availabilitySchema,
);

function jsonOrText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const position = z.pipe(
  z.optional(flexNumber),
  z.transform((value) => value ?? 0),
);

/**
 * A number or nothing: null, '', 0 or a missing field are 'none'. (The unions try null first: a
 * value flexNumber refuses costs zod two issues with their messages before the next option, and
 * these fields are mostly null: a third of a 5,000-product list's validation.)
 */
const optionalId = z.pipe(
  z.optional(z.union([z.null(), z.literal(''), flexNumber])),
  z.transform((value) => (typeof value === 'number' && value > 0 ? value : null)),
);

/** A price or nothing (a promotional price of 0 or '' is none). */
const optionalPrice = z.pipe(
  z.optional(z.union([z.null(), z.literal(''), flexNumber])),
  z.transform((value) => (typeof value === 'number' && value > 0 ? value : null)),
);

const menuStatus = z.enum(MENU_STATUSES);
const variantStatus = z.enum(VARIANT_STATUSES);

export const menuCategorySchema = z.object({
  id_cardapio_categoria: flexNumber,
  nome_categoria: flexText,
  status: menuStatus,
  disponibilidade: storedAvailability,
  ordem: position,
});

export const menuSizeSchema = z.object({
  id_cardapio_tamanho: flexNumber,
  id_cardapio: flexNumber,
  nome: flexText,
  preco: flexNumber,
  status: variantStatus,
  ordem: position,
});

export const ingredientLinkSchema = z.object({
  id_cardapio_estoque: flexNumber,
  id_estoque: flexNumber,
  id_cardapio: flexNumber,
  quantidade: z.pipe(
    z.optional(flexNumber),
    z.transform((value) => value ?? 1),
  ),
  removivel: z.pipe(
    z.optional(flexBoolean),
    z.transform((value) => value ?? true),
  ),
  nome_item: flexText,
  ordem: position,
});

/** The status also comes as status_cv on some platforms. */
export const productVariationSchema = z.pipe(
  z.object({
    id_cardapio_variacao: flexNumber,
    id_variacao: flexNumber,
    nome_variacao: flexText,
    nome_variacao_avulsa: flexText,
    id_cardapio_tamanho: optionalId,
    tamanho_nome: flexText,
    escolha_minima: flexNumber,
    escolha_maxima: flexNumber,
    calculo_preco: z.enum(PRICE_CALCULATIONS),
    status: z.optional(variantStatus),
    status_cv: z.optional(variantStatus),
    ordem: position,
  }),
  z.transform(({ status, status_cv, ...rest }): ProductVariation => ({ ...rest, status: status ?? status_cv ?? 'S' })),
);

export const menuProductSchema = z.object({
  id_cardapio: flexNumber,
  id_cardapio_categoria: flexNumber,
  id_produto: optionalId,
  nome_prod: flexText,
  descricao: flexText,
  foto: flexText,
  ordem: position,
  id_estabelecimento: flexNumber,
  preco: z.pipe(
    z.optional(z.union([z.null(), z.literal(''), flexNumber])),
    z.transform((value) => (typeof value === 'number' ? value : 0)),
  ),
  novo_preco: optionalPrice,
  preco_antigo: optionalPrice,
  apartirde: z.pipe(
    z.optional(flexBoolean),
    z.transform((value) => value ?? false),
  ),
  preco_apartirde: optionalPrice,
  status: menuStatus,
  multipleSize: z.pipe(
    z.optional(flexBoolean),
    z.transform((value) => value ?? false),
  ),
  disponibilidade: storedAvailability,
  tamanhos: z.pipe(
    z.optional(z.array(menuSizeSchema)),
    z.transform((sizes) => sizes ?? []),
  ),
  ingredientes: z.optional(z.array(ingredientLinkSchema)),
  variacoes: z.optional(z.array(productVariationSchema)),
  tabsAllowed: z.optional(z.array(z.enum(PRODUCT_TABS))),
});

export const cataloguePageSchema = z.object({
  products: z.object({
    data: z.array(
      z.object({
        id_produto: flexNumber,
        codigo_barras: flexText,
        nome_produto: flexText,
        descricao: flexText,
        imagem_redimensionada: flexText,
      }),
    ),
    current_page: flexNumber,
    per_page: flexNumber,
    total: flexNumber,
    last_page: flexNumber,
  }),
});

/** cardapiocategorias/listar and /{id}. */
export const listarCategoriasSchema = z.object({ status: flexBoolean, categorias: z.array(menuCategorySchema) });
/** cardapio/listar/{categoria}[/{produto}]. */
export const listarCardapioSchema = z.object({ status: flexBoolean, cardapio: z.array(menuProductSchema) });
export const listarIngredientesSchema = z.object({ status: flexBoolean, cardapioestoque: z.array(ingredientLinkSchema) });
export const listarTamanhosSchema = z.object({ status: flexBoolean, cardapiotamanhos: z.array(menuSizeSchema) });

/** A save that answers the new record's id (the id is missing on an update of some platforms). */
export function savedIdSchema<K extends string>(key: K) {
  return z.looseObject({ ...envelopeFields, [key]: z.optional(flexNumber) } as typeof envelopeFields & Record<K, z.ZodMiniOptional<typeof flexNumber>>);
}

/** cardapio/foto and the older product save: the photo's URL, or the reasons in erros. */
export const photoSavedSchema = z.looseObject({
  ...envelopeFields,
  id_cardapio: z.optional(flexNumber),
  url_imagem: z.optional(z.string()),
});
