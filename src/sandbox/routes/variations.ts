import type { SandboxContext } from '../context';
import {
  deleteVariation,
  deleteVariationCategory,
  deleteVariationItem,
  duplicateVariation,
  listStockItems,
  listVariationCategories,
  listVariations,
  reorderVariationItems,
  saveVariation,
  saveVariationCategory,
  saveVariationItem,
  setVariationStatus,
} from '../data/variations';
import { answer, id, listAnswer } from './menu';
import type { Routers } from './routers';

const VARIATION = {
  id_variacao_categoria: 'number?',
  id_cardapio: 'number?',
  id_cardapio_tamanho: 'number?',
  nome_variacao: 'string',
  escolha_minima: 'number',
  escolha_maxima: 'number',
  calculo_preco: 'string',
} as const;
const ITEM = { id_variacao: 'number', id_estoque: 'number', nome_item: 'string?', preco: 'number' } as const;
const CATEGORY = { nome_categoria: 'string', status: 'string' } as const;

/** Global variations (variacoes*, variacoesestoque*, variacoescategorias*, estoque/listar: spec 02 §7.2). */
export function registerVariationRoutes({ legacy }: Routers, ctx: SandboxContext): void {
  const { db } = ctx;

  legacy.route('variacoes/listar', ({ session }) => listAnswer('variacoes', () => listVariations(db, session.storeId)));
  legacy.route('variacoes/listar/:id', ({ session, params }) => listAnswer('variacoes', () => listVariations(db, session.storeId, { id: id(params.id) })));
  legacy.route('variacoes/listarCategoria/:id', ({ session, params }) =>
    listAnswer('variacoes', () => listVariations(db, session.storeId, { categoryId: id(params.id) })),
  );
  legacy.route('variacoes/adicionar', { body: VARIATION }, ({ session, body }) =>
    answer(() => ({ id_variacao: saveVariation(db, session.storeId, null, body), mensagem: 'Variação salva com sucesso!' })),
  );
  legacy.route('variacoes/adicionar/:id', { body: VARIATION }, ({ session, body, params }) =>
    answer(() => ({ id_variacao: saveVariation(db, session.storeId, id(params.id), body), mensagem: 'Variação atualizada com sucesso!' })),
  );
  legacy.route('variacoes/mudaSts', { body: { id: 'number', status: 'string' } }, ({ session, body }) =>
    answer(() => (setVariationStatus(db, session.storeId, body.id, body.status), { mensagem: 'Status da variação alterado.' })),
  );
  legacy.route('variacoes/duplicar', { body: { variacao: 'number' } }, ({ session, body }) =>
    answer(() => ({ id_variacao: duplicateVariation(db, session.storeId, body.variacao), mensagem: 'Variação duplicada com sucesso!' })),
  );
  legacy.route('variacoes/duplicar_card', { body: { variacao: 'number', categoria: 'number' } }, ({ session, body }) =>
    answer(() => ({
      id_variacao: duplicateVariation(db, session.storeId, body.variacao, body.categoria),
      mensagem: 'Variação copiada para a categoria.',
    })),
  );
  legacy.route('variacoes/excluir', { body: { id_variacao: 'number' } }, ({ session, body }) =>
    answer(() => (deleteVariation(db, session.storeId, body.id_variacao), { mensagem: 'Variação excluída com sucesso!' })),
  );

  legacy.route('variacoesestoque/adicionar', { body: ITEM }, ({ session, body }) =>
    answer(() => ({ id_variacao_estoque: saveVariationItem(db, session.storeId, null, body), mensagem: 'Item adicionado à variação.' })),
  );
  legacy.route('variacoesestoque/adicionar/:id', { body: ITEM }, ({ session, body, params }) =>
    answer(() => ({ id_variacao_estoque: saveVariationItem(db, session.storeId, id(params.id), body), mensagem: 'Item da variação atualizado.' })),
  );
  legacy.route('variacoesestoque/ordem', { body: { ordem: 'number[]' } }, ({ session, body }) =>
    answer(() => (reorderVariationItems(db, session.storeId, body.ordem), { mensagem: 'Ordem dos itens salva.' })),
  );
  legacy.route('variacoesestoque/excluir', { body: { id_variacao_estoque: 'number' } }, ({ session, body }) =>
    answer(() => (deleteVariationItem(db, session.storeId, body.id_variacao_estoque), { mensagem: 'Item retirado da variação.' })),
  );

  legacy.route('variacoescategorias/listar', ({ session }) => listAnswer('categorias', () => listVariationCategories(db, session.storeId)));
  legacy.route('variacoescategorias/adicionar', { body: CATEGORY }, ({ session, body }) =>
    answer(() => ({ id_variacao_categoria: saveVariationCategory(db, session.storeId, null, body), mensagem: 'Categoria salva com sucesso!' })),
  );
  legacy.route('variacoescategorias/adicionar/:id', { body: CATEGORY }, ({ session, body, params }) =>
    answer(() => ({ id_variacao_categoria: saveVariationCategory(db, session.storeId, id(params.id), body), mensagem: 'Categoria atualizada com sucesso!' })),
  );
  legacy.route('variacoescategorias/excluir', { body: { id_variacao_categoria: 'number' } }, ({ session, body }) =>
    answer(() => (deleteVariationCategory(db, session.storeId, body.id_variacao_categoria), { mensagem: 'Categoria excluída com sucesso!' })),
  );

  legacy.route('estoque/listar', ({ session }) => listAnswer('estoque', () => listStockItems(db, ctx.publicUrl(), session.storeId)));
}
