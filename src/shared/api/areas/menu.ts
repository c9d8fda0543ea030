/**
 * The menu (spec 02 §3, §7.1): categories, products, sizes, composition (ingredient links),
 * product variations, and the catalogue service's products. Money on these legacy calls is in
 * reais ('49.90' or 49.9); bodies are form-encoded (multipart where a file goes).
 */
import * as z from 'zod/mini';
import { AVAILABILITY_DAYS } from '../../menu/availability';
import { PRICE_CALCULATIONS } from '../../menu/pricing';
import { catalogue, legacy } from '../declare';
import { envelopeFields, envelopeSchema, filePart, flexBoolean, flexNumber, flexText, listPosition, numberOrZero, positiveOrNull } from '../schema';

export type { Availability } from '../../menu/availability';
export { PRICE_CALCULATIONS, type PriceCalculation } from '../../menu/pricing';

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

const menuStatus = z.enum(MENU_STATUSES);
const variantStatus = z.enum(VARIANT_STATUSES);

/** A menu category (cardapiocategorias). */
export const menuCategorySchema = z.object({
  id_cardapio_categoria: flexNumber,
  nome_categoria: flexText,
  status: menuStatus,
  disponibilidade: storedAvailability,
  /** position in the menu, from 0 */
  ordem: listPosition,
});
export type MenuCategory = z.output<typeof menuCategorySchema>;

/** A size of a product (cardapiotamanhos). */
export const menuSizeSchema = z.object({
  id_cardapio_tamanho: flexNumber,
  id_cardapio: flexNumber,
  nome: flexText,
  /** reais */
  preco: flexNumber,
  status: variantStatus,
  ordem: listPosition,
});
export type MenuSize = z.output<typeof menuSizeSchema>;

/** A stock item in a product's composition (cardapioestoque). */
export const ingredientLinkSchema = z.object({
  id_cardapio_estoque: flexNumber,
  id_estoque: flexNumber,
  id_cardapio: flexNumber,
  quantidade: z.pipe(
    z.optional(flexNumber),
    z.transform((value) => value ?? 1),
  ),
  /** the customer may take it out ('Sem cebola') */
  removivel: z.pipe(
    z.optional(flexBoolean),
    z.transform((value) => value ?? true),
  ),
  nome_item: flexText,
  ordem: listPosition,
});
export type IngredientLink = z.output<typeof ingredientLinkSchema>;

/** A variation offered on a product (cardapiovariacoes), for one size or all ('Todos'). The status also comes as status_cv on some platforms. */
export const productVariationSchema = z.pipe(
  z.object({
    id_cardapio_variacao: flexNumber,
    id_variacao: flexNumber,
    nome_variacao: flexText,
    /** the name of a variation made for this product alone (ad hoc); '' for a global one */
    nome_variacao_avulsa: flexText,
    /** null: every size ('Todos') */
    id_cardapio_tamanho: positiveOrNull,
    tamanho_nome: flexText,
    escolha_minima: flexNumber,
    escolha_maxima: flexNumber,
    calculo_preco: z.enum(PRICE_CALCULATIONS),
    status: z.optional(variantStatus),
    status_cv: z.optional(variantStatus),
    ordem: listPosition,
  }),
  z.transform(({ status, status_cv, ...rest }) => ({ ...rest, status: status ?? status_cv ?? 'S' })),
);
export type ProductVariation = z.output<typeof productVariationSchema>;

/** A menu product (cardapio). The lists carry the sizes; one product's read carries everything. */
export const menuProductSchema = z.object({
  id_cardapio: flexNumber,
  id_cardapio_categoria: flexNumber,
  /** the catalogue product it came from, or null */
  id_produto: positiveOrNull,
  nome_prod: flexText,
  descricao: flexText,
  /** image URL, '' without */
  foto: flexText,
  ordem: listPosition,
  id_estabelecimento: flexNumber,
  /** reais; zero for a multi-size product */
  preco: numberOrZero,
  /** promotional price in reais, null without */
  novo_preco: positiveOrNull,
  /** the price shown struck through while a promotional price runs, null without */
  preco_antigo: positiveOrNull,
  /** the price reads 'a partir de' (multi-size) */
  apartirde: z.pipe(
    z.optional(flexBoolean),
    z.transform((value) => value ?? false),
  ),
  preco_apartirde: positiveOrNull,
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
  /** one product's read (cardapio/listar/{categoria}/{produto}) only */
  ingredientes: z.optional(z.array(ingredientLinkSchema)),
  variacoes: z.optional(z.array(productVariationSchema)),
  tabsAllowed: z.optional(z.array(z.enum(PRODUCT_TABS))),
});
export type MenuProduct = z.output<typeof menuProductSchema>;

/** A product of the catalogue service (spec 02 §3 Catalogue product). */
const catalogueProductSchema = z.object({
  id_produto: flexNumber,
  codigo_barras: flexText,
  nome_produto: flexText,
  descricao: flexText,
  imagem_redimensionada: flexText,
});
export type CatalogueProduct = z.output<typeof catalogueProductSchema>;

/** One page of the catalogue (products?page=1&per_page=300, spec 02 §9). */
export const cataloguePageSchema = z.object({
  products: z.object({
    data: z.array(catalogueProductSchema),
    current_page: flexNumber,
    per_page: flexNumber,
    total: flexNumber,
    last_page: flexNumber,
  }),
});
export type CataloguePage = z.output<typeof cataloguePageSchema>;

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

// ---------------------------------------------------------------------------------------------
// The bodies. Status codes (MENU_STATUSES, VARIANT_STATUSES) are text here: the platform refuses
// another value in its own words.

/** A list of ids in their new order (the ordem calls; shape not in the spec). */
export const reorderBodySchema = z.object({ ordem: z.array(z.number()) });

export const categoryBodySchema = z.object({
  nome_categoria: z.string(),
  status: z.string(),
  /** the schedule as JSON text; '' for always available */
  disponibilidade: z.string(),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const productBodySchema = z.object({
  id_cardapio_categoria: z.number(),
  id_produto: z.optional(z.number()),
  nome_prod: z.string(),
  descricao: z.string(),
  /** reais ('.' decimals); ignored (zero) for a multi-size product */
  preco: z.number(),
  /** reais; 0 for none */
  novo_preco: z.number(),
  /** the schedule as JSON text; '' for always available */
  disponibilidade: z.string(),
  /** the image URL kept (a catalogue product's image), '' for none */
  foto: z.optional(z.string()),
  /** the older screen sends the status and the photo with the product (multipart) */
  status: z.optional(z.string()),
  arquivo: z.optional(filePart),
});
export type ProductBody = z.input<typeof productBodySchema>;

export const ingredientBodySchema = z.object({
  id_estoque: z.number(),
  id_cardapio: z.number(),
  quantidade: z.number(),
  removivel: z.boolean(),
  /** adicionar with an id changes that link's quantity and removível */
  id_cardapio_estoque: z.optional(z.number()),
});
export type IngredientBody = z.input<typeof ingredientBodySchema>;

export const sizeBodySchema = z.object({
  id_cardapio: z.number(),
  nome: z.string(),
  /** reais */
  preco: z.number(),
  status: z.string(),
});
export type SizeBody = z.input<typeof sizeBodySchema>;

// ---------------------------------------------------------------------------------------------
// The endpoints (spec 02 §7.1)

/** The store's categories in menu order. */
export const listarCategorias = legacy.get('cardapiocategorias/listar', { answer: listarCategoriasSchema });
export const listarCategoria = legacy.get('cardapiocategorias/listar/:id', { answer: listarCategoriasSchema });
export const criarCategoria = legacy.post('cardapiocategorias/adicionar', { body: categoryBodySchema, answer: savedIdSchema('id_cardapio_categoria') });
export const alterarCategoria = legacy.post('cardapiocategorias/adicionar/:id', { body: categoryBodySchema, answer: savedIdSchema('id_cardapio_categoria') });
export const excluirCategoria = legacy.post('cardapiocategorias/excluir', { body: z.object({ id_cardapio_categoria: z.number() }), answer: envelopeSchema });
export const ordenarCategorias = legacy.post('cardapiocategorias/ordem', { body: reorderBodySchema, answer: envelopeSchema });

/** A category's products in menu order, each with its sizes. */
export const listarProdutos = legacy.get('cardapio/listar/:categoryId', { answer: listarCardapioSchema });
/** One product with its composition, sizes and variations (categoryId 0: wherever it is). */
export const listarProduto = legacy.get('cardapio/listar/:categoryId/:productId', { answer: listarCardapioSchema });
export const criarProduto = legacy.post('cardapio/adicionar', { body: productBodySchema, answer: photoSavedSchema });
export const alterarProduto = legacy.post('cardapio/adicionar/:id', { body: productBodySchema, answer: photoSavedSchema });
export const excluirProduto = legacy.post('cardapio/excluir', { body: z.object({ id_cardapio: z.number() }), answer: envelopeSchema });
/** A copy with its sizes, composition and variations; answers the copy's id. */
export const duplicarProduto = legacy.post('cardapio/duplicar', { body: z.object({ id_cardapio: z.number() }), answer: savedIdSchema('id_cardapio') });
export const mudaStatusProduto = legacy.post('cardapio/mudaSts', { body: z.object({ id_cardapio: z.number(), status: z.string() }), answer: envelopeSchema });
export const ordenarProdutos = legacy.post('cardapio/ordem', { body: reorderBodySchema, answer: envelopeSchema });
/** multipart: the product photo (png, jpg, jpeg) */
export const enviarFotoProduto = legacy.post('cardapio/foto', { body: z.object({ arquivo: filePart, id_cardapio: z.number() }), answer: photoSavedSchema });

export const listarComposicao = legacy.get('cardapioestoque/listar/:id', { answer: listarIngredientesSchema });
export const inserirIngrediente = legacy.post('cardapioestoque/inserir', { body: ingredientBodySchema, answer: savedIdSchema('id_cardapio_estoque') });
/** with id_cardapio_estoque: changes that link's quantity and removível */
export const salvarIngrediente = legacy.post('cardapioestoque/adicionar', { body: ingredientBodySchema, answer: savedIdSchema('id_cardapio_estoque') });
export const excluirIngrediente = legacy.post('cardapioestoque/excluir', { body: z.object({ id_cardapio_estoque: z.number() }), answer: envelopeSchema });
export const ordenarComposicao = legacy.post('cardapioestoque/ordem', { body: reorderBodySchema, answer: envelopeSchema });

export const listarTamanhos = legacy.get('cardapiotamanhos/listar/:id', { answer: listarTamanhosSchema });
export const criarTamanho = legacy.post('cardapiotamanhos/adicionar', { body: sizeBodySchema, answer: savedIdSchema('id_cardapio_tamanho') });
export const alterarTamanho = legacy.post('cardapiotamanhos/adicionar/:id', { body: sizeBodySchema, answer: savedIdSchema('id_cardapio_tamanho') });
/** preco_produto (reais): the product's own price once its last size goes (required then: a product never sells at R$ 0,00 unsaid). */
export const excluirTamanho = legacy.post('cardapiotamanhos/excluir', {
  body: z.object({ id_cardapio_tamanho: z.number(), preco_produto: z.optional(z.number()) }),
  answer: envelopeSchema,
});
export const ordenarTamanhos = legacy.post('cardapiotamanhos/ordem', { body: reorderBodySchema, answer: envelopeSchema });
export const mudaStatusTamanho = legacy.post('cardapiotamanhos/mudaSts', {
  body: z.object({ id_cardapio_tamanho: z.number(), status: z.string() }),
  answer: envelopeSchema,
});

/** id_cardapio_tamanho left out: the variation applies to every size ('Todos'). */
export const adicionarVariacaoProduto = legacy.post('cardapiovariacoes/adicionar', {
  body: z.object({ id_cardapio: z.number(), id_variacao: z.number(), id_cardapio_tamanho: z.optional(z.number()) }),
  answer: savedIdSchema('id_cardapio_variacao'),
});
export const excluirVariacaoProduto = legacy.post('cardapiovariacoes/excluir', { body: z.object({ id_cardapio_variacao: z.number() }), answer: envelopeSchema });
export const ordenarVariacoesProduto = legacy.post('cardapiovariacoes/ordem', { body: reorderBodySchema, answer: envelopeSchema });
export const mudaStatusVariacaoProduto = legacy.post('cardapiovariacoes/mudaSts', {
  body: z.object({ id_cardapio_variacao: z.number(), status: z.string() }),
  answer: envelopeSchema,
});

/** The catalogue service (its own base): search by barcode or by name, page 1, 300 per page. */
export const buscarCatalogo = catalogue.get('products', {
  query: z.object({ page: z.number(), per_page: z.number(), codigo_barras: z.optional(z.string()), nome_produto: z.optional(z.string()) }),
  answer: cataloguePageSchema,
});
