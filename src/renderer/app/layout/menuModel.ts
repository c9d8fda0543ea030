/**
 * The side menu of spec 01 §2: every entry and group, and the pure rules of what shows. An entry
 * shows only when its screen is built (its path is in the route table) and, for bulk upload,
 * when the store detail allows it; a group with nothing to show is hidden.
 */
export type MenuIcon =
  | 'orders'
  | 'home'
  | 'ratings'
  | 'products'
  | 'menu'
  | 'stock'
  | 'variations'
  | 'upload'
  | 'settings'
  | 'payments'
  | 'hours'
  | 'print'
  | 'areas'
  | 'software'
  | 'finance'
  | 'overview'
  | 'invoices'
  | 'transfers'
  | 'accounts'
  | 'onlinePayment'
  | 'report'
  | 'batch'
  | 'reports'
  | 'dashboard'
  | 'charts'
  | 'sales';

export interface MenuEntry {
  kind: 'entry';
  path: string;
  label: string;
  icon: MenuIcon;
  /** shown only when the store detail flag upload_em_massa is true */
  requiresBulkUpload?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: MenuIcon;
  entries: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

const entry = (path: string, label: string, icon: MenuIcon, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  kind: 'entry',
  path,
  label,
  icon,
  ...extra,
});

export const MENU: readonly MenuItem[] = [
  entry('/pedidos', 'Gerenciador de Pedidos', 'orders'),
  entry('/', 'Início', 'home'),
  entry('/avaliacoes', 'Avaliação', 'ratings'),
  {
    kind: 'group',
    id: 'produtos',
    label: 'Produtos',
    icon: 'products',
    entries: [
      entry('/produtos', 'Cardápio', 'menu'),
      entry('/estoque', 'Estoque', 'stock'),
      entry('/variacoes', 'Variações', 'variations'),
      entry('/bulkupload', 'Upload em massa', 'upload', { requiresBulkUpload: true }),
    ],
  },
  {
    kind: 'group',
    id: 'configuracoes',
    label: 'Configurações da Loja',
    icon: 'settings',
    entries: [
      entry('/configuracoes/formapagamento', 'Formas de Pagamento', 'payments'),
      entry('/configuracoes/funcionamento', 'Horário de Funcionamento', 'hours'),
      entry('/configuracoes/impressoras', 'Impressão', 'print'),
      entry('/configuracoes/bairros', 'Locais de Atendimento', 'areas'),
      entry('/configuracoes/software', 'Software', 'software'),
    ],
  },
  {
    kind: 'group',
    id: 'financeiro',
    label: 'Financeiro',
    icon: 'finance',
    entries: [
      entry('/financeiro/visao-geral', 'Visão Geral', 'overview'),
      entry('/financeiro/faturas', 'Faturas', 'invoices'),
      entry('/financeiro/repasses', 'Repasses', 'transfers'),
      entry('/financeiro/cadastro/recebimentos', 'Contas e taxas', 'accounts'),
    ],
  },
  {
    kind: 'group',
    id: 'pagamento-online',
    label: 'Pagamento Online',
    icon: 'onlinePayment',
    entries: [entry('/onlinepayment/report', 'Relatório', 'report'), entry('/onlinepayment/batch', 'Lotes', 'batch')],
  },
  {
    kind: 'group',
    id: 'relatorios',
    label: 'Relatórios',
    icon: 'reports',
    entries: [
      entry('/painel', 'Dashboard', 'dashboard'),
      entry('/relatorio', 'Relatório Geral', 'report'),
      entry('/relatorio/graficos', 'Gráficos Operacionais', 'charts'),
      entry('/financeiro/vendas/historico', 'Vendas', 'sales'),
    ],
  },
];

/**
 * Paths that are always reachable though no feature registers them: '/' is a public route of
 * the route table (routes.tsx) that takes a logged-in person to the start screen.
 */
export const ALWAYS_REGISTERED: readonly string[] = ['/'];

export interface MenuContext {
  registered: ReadonlySet<string>;
  /** store detail upload_em_massa (false until the detail loads) */
  bulkUpload: boolean;
}

export function isEntryVisible(e: MenuEntry, ctx: MenuContext): boolean {
  if (e.requiresBulkUpload && !ctx.bulkUpload) return false;
  return ctx.registered.has(e.path) || ALWAYS_REGISTERED.includes(e.path);
}

/** The menu as shown: invisible entries removed, empty groups removed, order kept. */
export function visibleMenu(ctx: MenuContext, menu: readonly MenuItem[] = MENU): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu) {
    if (item.kind === 'entry') {
      if (isEntryVisible(item, ctx)) out.push(item);
    } else {
      const entries = item.entries.filter((e) => isEntryVisible(e, ctx));
      if (entries.length > 0) out.push({ ...item, entries });
    }
  }
  return out;
}

/** Only one group is open at a time: opening one closes the other; clicking the open one closes it. */
export function toggleGroup(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** The group holding the current screen, open when the menu first shows (null for a top-level screen). */
export function groupOfPath(pathname: string, menu: readonly MenuItem[] = MENU): string | null {
  for (const item of menu) {
    if (item.kind === 'group' && item.entries.some((e) => e.path === pathname)) return item.id;
  }
  return null;
}
