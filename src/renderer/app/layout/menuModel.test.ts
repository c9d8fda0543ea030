import { describe, expect, it } from 'vitest';
import { groupOfPath, MENU, toggleGroup, visibleMenu, type MenuEntry, type MenuGroup } from './menuModel';

const ALL_PATHS = MENU.flatMap((i) => (i.kind === 'entry' ? [i.path] : i.entries.map((e) => e.path)));
const labelOf = (path: string) =>
  MENU.flatMap((i) => (i.kind === 'entry' ? [i] : i.entries)).find((e) => e.path === path)?.label;

describe('MENU (spec 01 §2 Side menu)', () => {
  it('lists every entry of the spec with its label', () => {
    expect(
      Object.fromEntries(
        [
          '/pedidos',
          '/',
          '/avaliacoes',
          '/bulkupload',
          '/configuracoes/formapagamento',
          '/configuracoes/funcionamento',
          '/configuracoes/impressoras',
          '/configuracoes/bairros',
          '/financeiro/cadastro/recebimentos',
          '/onlinepayment/report',
          '/onlinepayment/batch',
          '/painel',
          '/relatorio',
          '/relatorio/graficos',
          '/financeiro/vendas/historico',
        ].map((p) => [p, labelOf(p)]),
      ),
    ).toEqual({
      '/pedidos': 'Gerenciador de Pedidos',
      '/': 'Início',
      '/avaliacoes': 'Avaliação',
      '/bulkupload': 'Upload em massa',
      '/configuracoes/formapagamento': 'Formas de Pagamento',
      '/configuracoes/funcionamento': 'Horário de Funcionamento',
      '/configuracoes/impressoras': 'Impressão',
      '/configuracoes/bairros': 'Locais de Atendimento',
      '/financeiro/cadastro/recebimentos': 'Contas e taxas',
      '/onlinepayment/report': 'Relatório',
      '/onlinepayment/batch': 'Lotes',
      '/painel': 'Dashboard',
      '/relatorio': 'Relatório Geral',
      '/relatorio/graficos': 'Gráficos Operacionais',
      '/financeiro/vendas/historico': 'Vendas',
    });
    for (const p of ['/produtos', '/estoque', '/variacoes', '/configuracoes/software', '/financeiro/visao-geral', '/financeiro/faturas', '/financeiro/repasses']) {
      expect(labelOf(p), p).toBeTruthy();
    }
    expect(ALL_PATHS).toHaveLength(22);
  });

  it('has the five groups of the spec, in order, with their entries', () => {
    const groups = MENU.filter((i): i is MenuGroup => i.kind === 'group');
    expect(groups.map((g) => [g.label, g.entries.map((e) => e.path)])).toEqual([
      ['Produtos', ['/produtos', '/estoque', '/variacoes', '/bulkupload']],
      [
        'Configurações da Loja',
        ['/configuracoes/formapagamento', '/configuracoes/funcionamento', '/configuracoes/impressoras', '/configuracoes/bairros', '/configuracoes/software'],
      ],
      ['Financeiro', ['/financeiro/visao-geral', '/financeiro/faturas', '/financeiro/repasses', '/financeiro/cadastro/recebimentos']],
      ['Pagamento Online', ['/onlinepayment/report', '/onlinepayment/batch']],
      ['Relatórios', ['/painel', '/relatorio', '/relatorio/graficos', '/financeiro/vendas/historico']],
    ]);
  });
});

describe('visibleMenu', () => {
  const paths = (items: ReturnType<typeof visibleMenu>) =>
    items.map((i) => (i.kind === 'entry' ? i.path : `${i.id}:${i.entries.map((e: MenuEntry) => e.path).join(',')}`));

  it('shows only entries whose screen is registered, and hides groups left empty', () => {
    const items = visibleMenu({ registered: new Set(['/pedidos', '/configuracoes/funcionamento']), bulkUpload: false });
    expect(paths(items)).toEqual(['/pedidos', '/', 'configuracoes:/configuracoes/funcionamento']);
  });

  it("always shows Início ('/' is a public route that leads to the start screen)", () => {
    expect(paths(visibleMenu({ registered: new Set(), bulkUpload: true }))).toEqual(['/']);
  });

  it('shows Upload em massa only when the store detail allows bulk upload', () => {
    const registered = new Set(['/produtos', '/bulkupload']);
    expect(paths(visibleMenu({ registered, bulkUpload: false }))).toEqual(['/', 'produtos:/produtos']);
    expect(paths(visibleMenu({ registered, bulkUpload: true }))).toEqual(['/', 'produtos:/produtos,/bulkupload']);
    expect(paths(visibleMenu({ registered: new Set(['/bulkupload']), bulkUpload: false }))).toEqual(['/']);
  });

  it('shows everything once every screen is built', () => {
    const items = visibleMenu({ registered: new Set(ALL_PATHS), bulkUpload: true });
    expect(items).toEqual(MENU);
  });
});

describe('one group open at a time', () => {
  it('opening a group closes the other; clicking the open one closes it', () => {
    expect(toggleGroup(null, 'financeiro')).toBe('financeiro');
    expect(toggleGroup('financeiro', 'relatorios')).toBe('relatorios');
    expect(toggleGroup('relatorios', 'relatorios')).toBeNull();
  });

  it('starts with the group of the current screen open', () => {
    expect(groupOfPath('/financeiro/faturas')).toBe('financeiro');
    expect(groupOfPath('/financeiro/vendas/historico')).toBe('relatorios');
    expect(groupOfPath('/pedidos')).toBeNull();
  });
});
