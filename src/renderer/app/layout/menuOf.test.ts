import { describe, expect, it } from 'vitest';
import { featureRoutes } from '../featureRoutes';
import { MENU, menuOf } from './menuModel';

describe('menuOf: the side menu made of the screen list', () => {
  it('keeps the list order, puts each group where its first screen comes and skips screens without an entry', () => {
    const menu = menuOf([
      { path: '/a', menu: { label: 'A', icon: 'orders' } },
      { path: '/b', menu: { group: 'financeiro', label: 'B', icon: 'overview' } },
      { path: '/b/:id' },
      { path: '/c', menu: { label: 'C', icon: 'home' } },
      { path: '/d', menu: { group: 'produtos', label: 'D', icon: 'upload', requiresBulkUpload: true } },
      { path: '/e', menu: { group: 'financeiro', label: 'E', icon: 'invoices' } },
    ]);
    expect(menu).toEqual([
      { kind: 'entry', path: '/a', label: 'A', icon: 'orders' },
      {
        kind: 'group',
        id: 'financeiro',
        label: 'Financeiro',
        icon: 'finance',
        entries: [
          { kind: 'entry', path: '/b', label: 'B', icon: 'overview' },
          { kind: 'entry', path: '/e', label: 'E', icon: 'invoices' },
        ],
      },
      { kind: 'entry', path: '/c', label: 'C', icon: 'home' },
      { kind: 'group', id: 'produtos', label: 'Produtos', icon: 'products', entries: [{ kind: 'entry', path: '/d', label: 'D', icon: 'upload', requiresBulkUpload: true }] },
    ]);
  });

  it('every menu entry but the start one opens a route of the same list', () => {
    const routes = new Set(featureRoutes.map((r) => r.path));
    const paths = MENU.flatMap((i) => (i.kind === 'entry' ? [i.path] : i.entries.map((e) => e.path)));
    expect(paths.filter((p) => !routes.has(p))).toEqual(['/']);
  });
});
