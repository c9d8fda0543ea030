import type { SandboxContext } from '../context';
import { menuCategories } from '../data/menu';
import type { Routers } from './routers';

/** Menu (cardapio*, spec 02 §7.1): what the panel reads of it so far. */
export function registerMenuRoutes({ legacy }: Routers, ctx: SandboxContext): void {
  legacy.route('cardapiocategorias/listar', ({ session }) => ({ status: true, categorias: menuCategories(ctx, session.storeId) }));
}
