import type { FastifyInstance } from 'fastify';
import {
  adicionarVariacaoProduto,
  alterarCategoria,
  alterarProduto,
  alterarTamanho,
  buscarCatalogo,
  criarCategoria,
  criarProduto,
  criarTamanho,
  duplicarProduto,
  enviarFotoProduto,
  excluirCategoria,
  excluirIngrediente,
  excluirProduto,
  excluirTamanho,
  excluirVariacaoProduto,
  inserirIngrediente,
  listarCategoria,
  listarCategorias,
  listarComposicao,
  listarProduto,
  listarProdutos,
  listarTamanhos,
  mudaStatusProduto,
  mudaStatusTamanho,
  mudaStatusVariacaoProduto,
  ordenarCategorias,
  ordenarComposicao,
  ordenarProdutos,
  ordenarTamanhos,
  ordenarVariacoesProduto,
  salvarIngrediente,
  type Envelope,
  type ParsedBody,
} from '../../shared/api';
import type { SandboxContext } from '../context';
import { searchCatalogue } from '../data/catalogue';
import {
  addProductVariation,
  deleteCategory,
  deleteIngredient,
  deleteProduct,
  deleteProductVariation,
  deleteSize,
  duplicateProduct,
  getProduct,
  listCategories,
  listIngredients,
  listProducts,
  listSizes,
  reorderCategories,
  reorderIngredients,
  reorderProducts,
  reorderProductVariations,
  reorderSizes,
  saveCategory,
  saveIngredient,
  saveProduct,
  saveSize,
  setProductPhoto,
  setProductStatus,
  setProductVariationStatus,
  setSizeStatus,
} from '../data/menu';
import { acceptedImage, PRODUCT_PHOTO_RULE, Refusal } from '../data/menuRules';
import { publicFileUrl } from '../uploads';
import type { AreaServices } from '../areaRoutes';

/**
 * Runs a call's rule and answers the envelope: the rule's refusal as status false with its
 * reason (in erro, or erros for photos), anything else as the rule's answer with status true.
 */
export function answer<T extends object>(run: () => T): (T & { status: true }) | (Envelope & { status: false }) {
  try {
    return { status: true, ...run() };
  } catch (e) {
    if (e instanceof Refusal) return { status: false, [e.field]: e.message };
    throw e;
  }
}

/** A list call: a refusal still carries the (empty) list the contract names. */
export function listAnswer<K extends string, T>(key: K, run: () => T[]): Envelope & Record<K, T[]> {
  try {
    return { status: true, [key]: run() } as Envelope & Record<K, T[]>;
  } catch (e) {
    if (e instanceof Refusal) return { status: false, [e.field]: e.message, [key]: [] } as Envelope & Record<K, T[]>;
    throw e;
  }
}

export const id = (text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Refusal('Identificador inválido.');
  return n;
};

/** Menu (cardapio*, spec 02 §7.1) and the catalogue service's search. */
export function registerMenuRoutes({ api, app, uploads }: AreaServices, ctx: SandboxContext): void {
  const { db } = ctx;

  api.route(listarCategorias, ({ session }) => ({ status: true, categorias: listCategories(db, session.storeId) }));
  api.route(listarCategoria, ({ session, params }) => listAnswer('categorias', () => listCategories(db, session.storeId, id(params.id))));
  api.route(criarCategoria, ({ session, body }) =>
    answer(() => ({
      id_cardapio_categoria: saveCategory(db, session.storeId, null, body),
      mensagem: 'Categoria salva com sucesso!',
    })),
  );
  api.route(alterarCategoria, ({ session, body, params }) =>
    answer(() => ({
      id_cardapio_categoria: saveCategory(db, session.storeId, id(params.id), body),
      mensagem: 'Categoria atualizada com sucesso!',
    })),
  );
  api.route(excluirCategoria, ({ session, body }) =>
    answer(() => (deleteCategory(db, session.storeId, body.id_cardapio_categoria), { mensagem: 'Categoria excluída com sucesso!' })),
  );
  api.route(ordenarCategorias, ({ session, body }) =>
    answer(() => (reorderCategories(db, session.storeId, body.ordem), { mensagem: 'Ordem das categorias salva.' })),
  );

  api.route(listarProdutos, ({ session, params }) =>
    listAnswer('cardapio', () => listProducts(db, ctx.publicUrl(), session.storeId, id(params.categoryId))),
  );
  api.route(listarProduto, ({ session, params }) =>
    listAnswer('cardapio', () => getProduct(db, ctx.publicUrl(), session.storeId, id(params.categoryId), id(params.productId))),
  );
  const saveProductRoute = (productId: number | null, body: ParsedBody<typeof criarProduto>, storeId: number) =>
    answer(() => {
      // the older screen sends the photo with the product: checked before anything is saved
      const photo = body.arquivo !== undefined ? acceptedImage(body.arquivo, PRODUCT_PHOTO_RULE) : null;
      const path = photo ? uploads.save(photo.file.data, photo.extension) : undefined;
      const saved = saveProduct(db, storeId, productId, body, path);
      return {
        id_cardapio: saved,
        mensagem: productId === null ? 'Produto salvo com sucesso!' : 'Produto atualizado com sucesso!',
        ...(path ? { url_imagem: publicFileUrl(ctx.publicUrl(), path) } : {}),
      };
    });
  api.route(criarProduto, ({ session, body }) => saveProductRoute(null, body, session.storeId));
  api.route(alterarProduto, ({ session, body, params }) => saveProductRoute(id(params.id), body, session.storeId));
  api.route(excluirProduto, ({ session, body }) =>
    answer(() => (deleteProduct(db, session.storeId, body.id_cardapio), { mensagem: 'Produto excluído com sucesso!' })),
  );
  api.route(duplicarProduto, ({ session, body }) =>
    answer(() => ({ id_cardapio: duplicateProduct(db, session.storeId, body.id_cardapio), mensagem: 'Produto duplicado com sucesso!' })),
  );
  api.route(mudaStatusProduto, ({ session, body }) =>
    answer(() => (setProductStatus(db, session.storeId, body.id_cardapio, body.status), { mensagem: 'Status do produto alterado.' })),
  );
  api.route(ordenarProdutos, ({ session, body }) =>
    answer(() => (reorderProducts(db, session.storeId, body.ordem), { mensagem: 'Ordem dos produtos salva.' })),
  );
  api.route(enviarFotoProduto, ({ session, body }) =>
    answer(() => {
      const photo = acceptedImage(body.arquivo, PRODUCT_PHOTO_RULE);
      const path = uploads.save(photo.file.data, photo.extension);
      setProductPhoto(db, session.storeId, body.id_cardapio, path);
      return { url_imagem: publicFileUrl(ctx.publicUrl(), path), mensagem: 'Imagem do produto salva com sucesso!' };
    }),
  );

  api.route(listarComposicao, ({ session, params }) => listAnswer('cardapioestoque', () => listIngredients(db, session.storeId, id(params.id))));
  const ingredient = ({ session, body }: { session: { storeId: number }; body: ParsedBody<typeof salvarIngrediente> }) =>
    answer(() => ({
      id_cardapio_estoque: saveIngredient(db, session.storeId, body),
      mensagem: body.id_cardapio_estoque ? 'Composição atualizada.' : 'Item adicionado à composição.',
    }));
  api.route(inserirIngrediente, ingredient);
  api.route(salvarIngrediente, ingredient);
  api.route(excluirIngrediente, ({ session, body }) =>
    answer(() => (deleteIngredient(db, session.storeId, body.id_cardapio_estoque), { mensagem: 'Item retirado da composição.' })),
  );
  api.route(ordenarComposicao, ({ session, body }) =>
    answer(() => (reorderIngredients(db, session.storeId, body.ordem), { mensagem: 'Ordem da composição salva.' })),
  );

  api.route(listarTamanhos, ({ session, params }) => listAnswer('cardapiotamanhos', () => listSizes(db, session.storeId, id(params.id))));
  api.route(criarTamanho, ({ session, body }) =>
    answer(() => ({ id_cardapio_tamanho: saveSize(db, session.storeId, null, body), mensagem: 'Tamanho salvo com sucesso!' })),
  );
  api.route(alterarTamanho, ({ session, body, params }) =>
    answer(() => ({
      id_cardapio_tamanho: saveSize(db, session.storeId, id(params.id), body),
      mensagem: 'Tamanho atualizado com sucesso!',
    })),
  );
  api.route(excluirTamanho, ({ session, body }) =>
    answer(() => (deleteSize(db, session.storeId, body.id_cardapio_tamanho, body.preco_produto), { mensagem: 'Tamanho excluído com sucesso!' })),
  );
  api.route(ordenarTamanhos, ({ session, body }) =>
    answer(() => (reorderSizes(db, session.storeId, body.ordem), { mensagem: 'Ordem dos tamanhos salva.' })),
  );
  api.route(mudaStatusTamanho, ({ session, body }) =>
    answer(() => (setSizeStatus(db, session.storeId, body.id_cardapio_tamanho, body.status), { mensagem: 'Status do tamanho alterado.' })),
  );

  api.route(adicionarVariacaoProduto, ({ session, body }) =>
    answer(() => ({ id_cardapio_variacao: addProductVariation(db, session.storeId, body), mensagem: 'Variação adicionada ao produto.' })),
  );
  api.route(excluirVariacaoProduto, ({ session, body }) =>
    answer(() => (deleteProductVariation(db, session.storeId, body.id_cardapio_variacao), { mensagem: 'Variação retirada do produto.' })),
  );
  api.route(ordenarVariacoesProduto, ({ session, body }) =>
    answer(() => (reorderProductVariations(db, session.storeId, body.ordem), { mensagem: 'Ordem das variações salva.' })),
  );
  api.route(mudaStatusVariacaoProduto, ({ session, body }) =>
    answer(() => (setProductVariationStatus(db, session.storeId, body.id_cardapio_variacao, body.status), { mensagem: 'Status da variação alterado.' })),
  );

  api.route(buscarCatalogo, ({ query }) => searchCatalogue(db, ctx.publicUrl(), query));

  registerCatalogueImages(app, ctx);
}

const COLOURS = ['#b03a2e', '#1e8449', '#af601a', '#2471a3', '#7d3c98', '#117a65', '#b7950b'];

/** GET /catalogue/imagens/<id>.svg: the catalogue product's picture, drawn from its name. */
function registerCatalogueImages(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { file: string } }>('/catalogue/imagens/:file', async (request, reply) => {
    const productId = Number(/^(\d+)\.svg$/.exec(request.params.file)?.[1]);
    const product = Number.isFinite(productId) ? ctx.db.get<{ nome: string }>('SELECT nome FROM catalogue_products WHERE id = ?', [productId]) : undefined;
    if (!product) return reply.code(404).type('text/plain; charset=utf-8').send('Imagem não encontrada.');
    const words = product.nome.split(/\s+/);
    const title = escapeXml(words.slice(0, 3).join(' '));
    const rest = escapeXml(words.slice(3).join(' '));
    const colour = COLOURS[productId % COLOURS.length] ?? '#b03a2e';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" rx="24" fill="${colour}"/>
<text x="150" y="140" font-family="Arial, sans-serif" font-size="24" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text>
<text x="150" y="176" font-family="Arial, sans-serif" font-size="18" fill="#fff" text-anchor="middle">${rest}</text>
</svg>`;
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
