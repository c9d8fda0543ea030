import type { PrintSettings } from '../api/areas/printing';
import { buildCashierTicket } from './caixa';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_PICKUP_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { renderHtml } from './render/html';
import { renderText } from './render/text';
import { expectPageRules } from '../test/printing';

function print(overrides: Partial<PrintSettings> = {}, order = EXAMPLE_ORDER, options = {}) {
  const ticket = buildCashierTicket(order, { ...EXAMPLE_SETTINGS, ...overrides }, { ...EXAMPLE_OPTIONS, ...options });
  return { ticket, out: renderText(ticket) };
}

describe('cashier ticket', () => {
  describe('1 Completo', () => {
    it('has the header, customer, address, items, totals, payment, observations and history', () => {
      const { out } = print({ impressaoLayout: 1 });
      for (const expected of [
        'Pizzaria São João',
        'P E D I D O   # 7 F 3 A 9 C',
        'Nº 48213',
        '22/11/2026 19:32',
        'CLIENTE',
        'Nome: Maria José da Conceição',
        'Telefone: (11) 98765-4321',
        'ENTREGA',
        'Rua Dr. João Pessoa',
        '1x Pizza Grande Meio a Meio ........... R$ 89,90',
        '   - 1/2 Calabresa',
        '   Obs: Bem assada, sem cebola',
        'Taxa de entrega                          R$ 7,50',
        'Desconto                               -R$ 10,00',
        'TOTAL                                  R$ 221,10',
        'Dinheiro',
        'Troco para                             R$ 250,00',
        'Levar de troco                          R$ 28,90',
        'OBSERVAÇÕES',
        'HISTÓRICO',
        'Pedido aceito                   22/11/2026 19:33',
      ]) {
        expect(out).toContain(expected);
      }
    });

    it('leaves out the establishment and the customer when their settings are off', () => {
      const { out } = print({ impressaoLayout: 1, impressaoEstabelecimento: false, impressaoCliente: false });
      expect(out).not.toContain('Pizzaria São João');
      expect(out).not.toContain('CLIENTE');
      expect(out).not.toContain('98765-4321');
    });

    it('says RETIRADA NO LOCAL instead of an address, and no change when none was asked', () => {
      const { out } = print({ impressaoLayout: 1 }, EXAMPLE_PICKUP_ORDER);
      expect(out).toContain('RETIRADA NO LOCAL');
      expect(out).not.toContain('ENTREGA');
      expect(out).not.toContain('Troco');
      expect(out).toContain('PRIMEIRA COMPRA NA LOJA');
    });
  });

  it('2 Resumido drops the customer block and the history', () => {
    const { out } = print({ impressaoLayout: 2 });
    expect(out).not.toContain('CLIENTE');
    expect(out).not.toContain('HISTÓRICO');
    expect(out).toContain('ITENS');
    expect(out).toContain('Troco para');
  });

  it('3 Resumido modo B prints one entry per item, same items merged, options inline', () => {
    const { out } = print({ impressaoLayout: 3, impressaoItemAgrupado: false });
    expect(out).toContain('2x Pizza Broto Margherita               R$ 79,80');
    expect(out).toContain('1x Açaí 500ml (Granola, Leite');
    expect(out).not.toContain('CLIENTE');
    expect(out).not.toContain('HISTÓRICO');
    expect(out.match(/Pizza Broto/g)).toHaveLength(1);
  });

  it('a layout saved as text still selects the layout', () => {
    const { out } = print({ impressaoLayout: '2' as unknown as 2 });
    expect(out).not.toContain('HISTÓRICO');
  });

  describe('impressaoItemAgrupado', () => {
    it('off: the same item twice prints twice', () => {
      const { out } = print({ impressaoItemAgrupado: false });
      expect(out.match(/1x Pizza Broto Margherita/g)).toHaveLength(2);
    });

    it('on: prints once with the summed quantity and total', () => {
      const { out } = print({ impressaoItemAgrupado: true });
      expect(out.match(/Pizza Broto Margherita/g)).toHaveLength(1);
      expect(out).toContain('2x Pizza Broto Margherita ............. R$ 79,80');
    });
  });

  it('replaces [ ] { } by a bar in every renderer', () => {
    const { ticket, out } = print();
    expect(out).toContain('Obs: |sem banana| |capricha|');
    expect(out).not.toMatch(/[[\]{}]/);
    const html = renderHtml(ticket);
    expect(html).toContain('|sem banana| |capricha|');
    expect(html.replace(/<style>[\s\S]*<\/style>/, '')).not.toMatch(/[[\]]/);
  });

  it('stamps REIMPRESSÃO on a manual reprint only', () => {
    expect(print().out).not.toContain('R E I M P R E S S Ã O');
    const { out, ticket } = print({}, EXAMPLE_ORDER, { reprint: true, printedAt: '2026-11-22T23:05:00.000Z' });
    expect(out.split('\n').slice(0, 3).join('\n')).toContain('R E I M P R E S S Ã O');
    expect(out).toContain('Reimpresso em 22/11/2026 20:05');
    expect(ticket.title).toContain('reimpressão');
  });

  it.each([
    ['4,8', 0, 0, 0],
    ['7,0', 0, 0, 0],
    ['4,8', 2, 1, 3],
    ['7,0', 3, 4, 1],
  ] as const)('on %s with margins %i/%i and line skip %i every line fits', (width, left, right, skip) => {
    for (const layout of [1, 2, 3] as const) {
      const { ticket, out } = print({ impressaoLayout: layout, larguraMaximaPagina: width, margemEsquerda: left, margemDireita: right, saltoLinhaInicio: skip });
      expect(ticket.page.columns).toBe(width === '4,8' ? 32 : 48);
      expectPageRules(out, ticket.page);
    }
  });

  it('ends with a cut, and leaves copies to the queue (one ticket, one cut)', () => {
    const { ticket } = print({ qtdeCopia: 3 });
    expect(ticket.blocks.filter((b) => b.type === 'cut')).toHaveLength(1);
    expect(ticket.blocks.at(-1)).toEqual({ type: 'cut' });
  });
});
