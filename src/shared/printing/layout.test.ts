import { SESSION_PRINT_DEFAULTS } from '../api/areas/session';
import { layoutTicket } from './layout';
import { type Ticket, type TicketBlock, columns, separator, text } from './model';
import { pageSetup } from './page';
import { renderText } from './render/text';

function ticket(blocks: TicketBlock[], overrides: Partial<typeof SESSION_PRINT_DEFAULTS> = {}): Ticket {
  return { kind: 'teste', title: 't', page: pageSetup({ ...SESSION_PRINT_DEFAULTS, ...overrides }), blocks };
}

describe('layout', () => {
  it('fills columns with dots up to the right text', () => {
    expect(renderText(ticket([columns('2x Pizza', 'R$ 10,00')], { larguraMaximaPagina: '4,8' }))).toBe(
      '2x Pizza .............. R$ 10,00\n',
    );
  });

  it('puts the price under a name too long to share its line', () => {
    const out = renderText(ticket([columns('1x Pizza Grande Meio a Meio', 'R$ 89,90', { hang: 3 })], { larguraMaximaPagina: '4,8' }));
    expect(out).toBe('1x Pizza Grande Meio a Meio\n   .................... R$ 89,90\n');
  });

  it('wraps long text with a hanging indent', () => {
    const out = renderText(ticket([text('- Borda recheada de catupiry com cheddar', { indent: 3, hang: 2 })], { larguraMaximaPagina: '4,8' }));
    expect(out).toBe('   - Borda recheada de catupiry\n     com cheddar\n');
  });

  it('centres and right-aligns inside the content area', () => {
    const out = renderText(ticket([text('ABC', { align: 'center' }), text('XYZ', { align: 'right' })], { larguraMaximaPagina: '4,8' }));
    expect(out).toBe(`${' '.repeat(14)}ABC\n${' '.repeat(29)}XYZ\n`);
  });

  it('gives double-width text half the characters per line', () => {
    const lines = layoutTicket(ticket([text('PEDIDO NUMERO 123456789', { size: 'large' })], { larguraMaximaPagina: '4,8' }));
    expect(lines.map((l) => (l.kind === 'line' ? l.text : 'cut'))).toEqual(['PEDIDO NUMERO', '123456789']);
  });

  it('draws separators across the content width only', () => {
    const out = renderText(ticket([separator()], { larguraMaximaPagina: '4,8', margemEsquerda: 2, margemDireita: 3 }));
    expect(out).toBe(`  ${'-'.repeat(27)}\n`);
  });
});
