/**
 * The side menu of spec 01 §2, made of the screen list (SCREENS of featureRoutes.tsx: each
 * screen's route, label, icon and group), and the pure rules of what shows. An entry shows only
 * when its screen is built (its path is in the route table) and, for bulk upload, when the store
 * detail allows it; a group with nothing to show is hidden.
 */
import { SCREENS, type Screen } from '../featureRoutes';
import type { MENU_ICONS } from './menuIcons';

/** An icon of the side menu, by name (MENU_ICONS of menuIcons.tsx). */
export type MenuIcon = keyof typeof MENU_ICONS;

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

/** The menu's groups (spec 01 §2), shown where their first screen comes in the screen list. */
export const MENU_GROUPS = {
  produtos: { label: 'Produtos', icon: 'products' },
  configuracoes: { label: 'Configurações da Loja', icon: 'settings' },
  financeiro: { label: 'Financeiro', icon: 'finance' },
  'pagamento-online': { label: 'Pagamento Online', icon: 'onlinePayment' },
  relatorios: { label: 'Relatórios', icon: 'reports' },
} as const satisfies Record<string, { label: string; icon: MenuIcon }>;

export type MenuGroupId = keyof typeof MENU_GROUPS;

/** The side menu made of the screen list: its entries in the list's order, each group where its first entry comes. */
export function menuOf(screens: readonly Screen[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroupId, MenuGroup>();
  for (const { path, menu } of screens) {
    if (!menu) continue;
    const { label, icon, group, requiresBulkUpload } = menu;
    const entry: MenuEntry = { kind: 'entry', path, label, icon, ...(requiresBulkUpload ? { requiresBulkUpload } : {}) };
    if (group === undefined) {
      items.push(entry);
      continue;
    }
    let shown = groups.get(group);
    if (!shown) {
      shown = { kind: 'group', id: group, ...MENU_GROUPS[group], entries: [] };
      groups.set(group, shown);
      items.push(shown);
    }
    shown.entries.push(entry);
  }
  return items;
}

export const MENU: readonly MenuItem[] = menuOf(SCREENS);

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
