import {
  alterarCategoriaVariacao,
  alterarItemVariacao,
  alterarVariacao,
  copiarVariacaoParaCategoria,
  criarCategoriaVariacao,
  criarItemVariacao,
  criarVariacao,
  duplicarVariacao,
  excluirCategoriaVariacao,
  excluirItemVariacao,
  excluirVariacao,
  listarCategoriasVariacao,
  listarEstoque,
  listarVariacao,
  listarVariacoes,
  listarVariacoesDaCategoria,
  mudaStatusVariacao,
  ordenarItensVariacao,
} from '../../shared/api';
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
import type { AreaServices } from '../areaRoutes';

/** Global variations (variacoes*, variacoesestoque*, variacoescategorias*, estoque/listar: spec 02 §7.2). */
export function registerVariationRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  const { db } = ctx;

  api.route(listarVariacoes, ({ session }) => listAnswer('variacoes', () => listVariations(db, session.storeId)));
  api.route(listarVariacao, ({ session, params }) => listAnswer('variacoes', () => listVariations(db, session.storeId, { id: id(params.id) })));
  api.route(listarVariacoesDaCategoria, ({ session, params }) =>
    listAnswer('variacoes', () => listVariations(db, session.storeId, { categoryId: id(params.id) })),
  );
  api.route(criarVariacao, ({ session, body }) =>
    answer(() => ({ id_variacao: saveVariation(db, session.storeId, null, body), mensagem: 'Variação salva com sucesso!' })),
  );
  api.route(alterarVariacao, ({ session, body, params }) =>
    answer(() => ({ id_variacao: saveVariation(db, session.storeId, id(params.id), body), mensagem: 'Variação atualizada com sucesso!' })),
  );
  api.route(mudaStatusVariacao, ({ session, body }) =>
    answer(() => (setVariationStatus(db, session.storeId, body.id, body.status), { mensagem: 'Status da variação alterado.' })),
  );
  api.route(duplicarVariacao, ({ session, body }) =>
    answer(() => ({ id_variacao: duplicateVariation(db, session.storeId, body.variacao), mensagem: 'Variação duplicada com sucesso!' })),
  );
  api.route(copiarVariacaoParaCategoria, ({ session, body }) =>
    answer(() => ({
      id_variacao: duplicateVariation(db, session.storeId, body.variacao, body.categoria),
      mensagem: 'Variação copiada para a categoria.',
    })),
  );
  api.route(excluirVariacao, ({ session, body }) =>
    answer(() => (deleteVariation(db, session.storeId, body.id_variacao), { mensagem: 'Variação excluída com sucesso!' })),
  );

  api.route(criarItemVariacao, ({ session, body }) =>
    answer(() => ({ id_variacao_estoque: saveVariationItem(db, session.storeId, null, body), mensagem: 'Item adicionado à variação.' })),
  );
  api.route(alterarItemVariacao, ({ session, body, params }) =>
    answer(() => ({ id_variacao_estoque: saveVariationItem(db, session.storeId, id(params.id), body), mensagem: 'Item da variação atualizado.' })),
  );
  api.route(ordenarItensVariacao, ({ session, body }) =>
    answer(() => (reorderVariationItems(db, session.storeId, body.ordem), { mensagem: 'Ordem dos itens salva.' })),
  );
  api.route(excluirItemVariacao, ({ session, body }) =>
    answer(() => (deleteVariationItem(db, session.storeId, body.id_variacao_estoque), { mensagem: 'Item retirado da variação.' })),
  );

  api.route(listarCategoriasVariacao, ({ session }) => listAnswer('categorias', () => listVariationCategories(db, session.storeId)));
  api.route(criarCategoriaVariacao, ({ session, body }) =>
    answer(() => ({ id_variacao_categoria: saveVariationCategory(db, session.storeId, null, body), mensagem: 'Categoria salva com sucesso!' })),
  );
  api.route(alterarCategoriaVariacao, ({ session, body, params }) =>
    answer(() => ({ id_variacao_categoria: saveVariationCategory(db, session.storeId, id(params.id), body), mensagem: 'Categoria atualizada com sucesso!' })),
  );
  api.route(excluirCategoriaVariacao, ({ session, body }) =>
    answer(() => (deleteVariationCategory(db, session.storeId, body.id_variacao_categoria), { mensagem: 'Categoria excluída com sucesso!' })),
  );

  api.route(listarEstoque, ({ session }) => listAnswer('estoque', () => listStockItems(db, ctx.publicUrl(), session.storeId)));
}
