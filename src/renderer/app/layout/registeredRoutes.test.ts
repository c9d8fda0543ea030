import { describe, expect, it } from 'vitest';
import { registeredPaths } from './registeredRoutes';

describe('registeredPaths', () => {
  it('collects absolute and nested relative paths, ignoring layout routes and the catch-all', () => {
    const paths = registeredPaths([
      { path: '/pedidos' },
      { path: '/produtos/:id' },
      { path: 'financeiro', children: [{ path: 'faturas' }, { path: '/painel' }, { index: true }] },
      { children: [{ path: '/relatorio/' }] },
      { path: '*' },
    ]);
    expect([...paths].sort()).toEqual(['/financeiro', '/financeiro/faturas', '/painel', '/pedidos', '/produtos/:id', '/relatorio']);
  });
});
