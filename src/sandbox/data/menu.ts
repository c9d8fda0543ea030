import type { MenuCategory } from '../../shared/api';
import type { SandboxContext } from '../context';

interface CategoryRow {
  id: number;
  nome: string;
  posicao: number;
  ativo: number;
}

/** The store's menu categories in menu order (cardapiocategorias/listar). */
export function menuCategories(ctx: SandboxContext, storeId: number): MenuCategory[] {
  return ctx.db
    .all<CategoryRow>('SELECT id, nome, posicao, ativo FROM menu_categories WHERE store_id = ? ORDER BY posicao, id', [storeId])
    .map((row) => ({
      id_cardapio_categoria: row.id,
      nome_categoria: row.nome,
      status: row.ativo ? 'S' : 'O',
      // The sandbox keeps no per-category schedules: available whenever the store is open.
      disponibilidade: null,
      ordem: row.posicao,
    }));
}
