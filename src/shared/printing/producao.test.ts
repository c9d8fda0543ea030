import type { PrintSettings } from '../api/areas/printing';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { buildProductionTickets, productionGroups, unroutedCategories } from './producao';
import { renderHtml } from './render/html';
import { renderText } from './render/text';
import { expectPageRules } from '../test/printing';

function tickets(overrides: Partial<PrintSettings> = {}, options = {}) {
  return buildProductionTickets(EXAMPLE_ORDER, { ...EXAMPLE_SETTINGS, ...overrides }, { ...EXAMPLE_OPTIONS, ...options });
}

describe('production tickets', () => {
  it('none when impressaoProducao is off', () => {
    expect(tickets({ impressaoProducao: false })).toEqual([]);
  });

  it('one per category printer, holding only that category, without prices', () => {
    const [pizzas, cozinha] = tickets();
    expect(pizzas?.printer).toBe('Pizzaria');
    expect(pizzas?.categoryIds).toEqual([10]);
    const out = renderText(pizzas!.ticket);
    expect(out).toContain('PIZZAS');
    expect(out).toContain('1x Pizza Grande Meio a Meio');
    expect(out).not.toContain('Guaraná');
    expect(out).not.toContain('Açaí');
    expect(out).not.toContain('R$');
    expect(cozinha?.printer).toBe('Cozinha');
  });

  it('agrupamento: categories sharing a printer share one ticket', () => {
    const all = tickets();
    expect(all.map((t) => [t.printer, t.categoryIds])).toEqual([
      ['Pizzaria', [10]],
      ['Cozinha', [20, 30]],
    ]);
    const out = renderText(all[1]!.ticket);
    expect(out).toContain('BEBIDAS / SOBREMESAS');
    expect(out).toContain('2x Guaraná Antarctica 2L');
    expect(out).toContain('1x Açaí 500ml');
  });

  it('without agrupamento a category gets a ticket of its own on the same printer', () => {
    const all = tickets({
      impressorasProducao: {
        '10': { impressora: 'Cozinha', agrupamento: false },
        '20': { impressora: 'Cozinha', agrupamento: false },
        '30': { impressora: 'Cozinha', agrupamento: true },
      },
    });
    expect(all.map((t) => [t.printer, t.categoryIds])).toEqual([
      ['Cozinha', [10]],
      ['Cozinha', [20]],
      ['Cozinha', [30]],
    ]);
  });

  it('categories without a printer get no production ticket', () => {
    const groups = productionGroups(EXAMPLE_ORDER.pedidoObj.itens, {
      impressorasProducao: { '10': { impressora: '', agrupamento: true }, '30': { impressora: 'Bar', agrupamento: true } },
    });
    expect(groups).toEqual([{ printer: 'Bar', categoryIds: [30] }]);
  });

  it("names the order by its code, as the orders screen does, with its number under it (issue 45 item 6)", () => {
    const [pizzas] = tickets();
    expect(renderText(pizzas!.ticket)).toContain('P E D I D O   # 7 F 3 A 9 C');
    expect(renderText(pizzas!.ticket)).toContain('Nº 48213');
    expect(pizzas!.ticket.title).toBe('PEDIDO #7F3A9C - produção Pizzas');
  });

  it('says which of the order\'s categories no production ticket carries, only while production tickets are on', () => {
    const settings = { impressaoProducao: true, impressorasProducao: { '20': { impressora: 'Cozinha', agrupamento: true } } };
    expect(unroutedCategories(EXAMPLE_ORDER.pedidoObj.itens, settings)).toEqual([10, 30]);
    expect(unroutedCategories(EXAMPLE_ORDER.pedidoObj.itens, { ...settings, impressaoProducao: false })).toEqual([]);
    expect(unroutedCategories(EXAMPLE_ORDER.pedidoObj.itens, EXAMPLE_SETTINGS)).toEqual([]);
  });

  it('honours impressaoItemAgrupado', () => {
    const separate = renderText(tickets({ impressaoItemAgrupado: false })[0]!.ticket);
    expect(separate.match(/1x Pizza Broto Margherita/g)).toHaveLength(2);
    const grouped = renderText(tickets({ impressaoItemAgrupado: true })[0]!.ticket);
    expect(grouped.match(/Pizza Broto Margherita/g)).toHaveLength(1);
    expect(grouped).toContain('2x Pizza Broto Margherita');
  });

  it('prints in the base font size + 2 (HTML) and double height (paper)', () => {
    const [pizzas] = tickets({ tamanhoFonte: 10, nomeFonte: 'Verdana' });
    expect(pizzas?.ticket.page.fontSize).toBe(12);
    expect(renderHtml(pizzas!.ticket)).toContain('font-size:12pt');
    const item = pizzas?.ticket.blocks.find((b) => b.type === 'text' && b.text.startsWith('1x Pizza Grande'));
    expect(item).toMatchObject({ size: 'tall', bold: true });
  });

  it('stamps REIMPRESSÃO on reprints and fits 58 mm with margins', () => {
    for (const t of tickets({ larguraMaximaPagina: '4,8', margemEsquerda: 1, margemDireita: 1, saltoLinhaInicio: 2 }, { reprint: true })) {
      const out = renderText(t.ticket);
      expect(out).toContain('R E I M P R E S S Ã O');
      expectPageRules(out, t.ticket.page);
    }
  });
});
