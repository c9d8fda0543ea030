import { decodeEscPos } from '../../../../rig/escposDecoder';
import type { PrintSettings } from '../../api/areas/printing';
import { buildCashierTicket } from '../caixa';
import { CODE_PAGES, CODE_PAGE_INFO, type CodePage, expectedPrint } from '../codePages';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from '../examples/exampleOrder';
import { type Ticket, cut, text } from '../model';
import { pageSetup } from '../page';
import { buildProductionTickets } from '../producao';
import { buildAccentTestTicket } from '../testPage';
import { ESCPOS, renderEscPos } from './escpos';
import { renderText } from './text';

const ESC = 0x1b;

function indexOfSequence(bytes: Uint8Array, seq: readonly number[], from = 0): number {
  outer: for (let i = from; i <= bytes.length - seq.length; i++) {
    for (let k = 0; k < seq.length; k++) if (bytes[i + k] !== seq[k]) continue outer;
    return i;
  }
  return -1;
}

function tinyTicket(blocks = [text('Pão', { bold: true, align: 'center', size: 'large' }), cut()]): Ticket {
  return { kind: 'teste', title: 't', page: pageSetup(EXAMPLE_SETTINGS), blocks };
}

/** The text each layout should read back from paper printed with `codePage`. */
function paperText(ticket: Ticket, codePage: CodePage): string {
  return renderText(ticket)
    .split('\n')
    .map((line) => expectedPrint(line, codePage))
    .join('\n');
}

function allTickets(overrides: Partial<PrintSettings>): Ticket[] {
  const settings = { ...EXAMPLE_SETTINGS, ...overrides };
  return [
    ...([1, 2, 3] as const).map((layout) => buildCashierTicket(EXAMPLE_ORDER, { ...settings, impressaoLayout: layout }, EXAMPLE_OPTIONS)),
    ...buildProductionTickets(EXAMPLE_ORDER, settings, EXAMPLE_OPTIONS).map((p) => p.ticket),
    buildCashierTicket(EXAMPLE_ORDER, settings, { ...EXAMPLE_OPTIONS, reprint: true, printedAt: '2026-11-22T23:05:00Z' }),
  ];
}

describe('ESC/POS renderer', () => {
  it.each(CODE_PAGES)('starts with ESC @ and selects %s right after it', (codePage) => {
    const bytes = renderEscPos(tinyTicket(), { codePage });
    expect([...bytes.slice(0, 5)]).toEqual([ESC, 0x40, ESC, 0x74, CODE_PAGE_INFO[codePage].escT]);
  });

  it('selects the code page again after every ESC @', () => {
    const bytes = renderEscPos(tinyTicket(), { codePage: 'cp860' });
    for (let at = indexOfSequence(bytes, ESCPOS.init); at >= 0; at = indexOfSequence(bytes, ESCPOS.init, at + 1)) {
      expect([...bytes.slice(at + 2, at + 5)]).toEqual([ESC, 0x74, 3]);
    }
  });

  it('uses ESC E for bold, GS ! for size, ESC a for alignment and GS V 66 0 to cut', () => {
    const bytes = renderEscPos(tinyTicket());
    expect(indexOfSequence(bytes, [ESC, 0x61, 1])).toBeGreaterThan(0);
    expect(indexOfSequence(bytes, [ESC, 0x45, 1])).toBeGreaterThan(0);
    expect(indexOfSequence(bytes, [0x1d, 0x21, 0x11])).toBeGreaterThan(0);
    expect([...bytes.slice(-4)]).toEqual([0x1d, 0x56, 66, 0]);
  });

  it('feeds the line skip with ESC d at the start', () => {
    const ticket = { ...tinyTicket(), page: pageSetup({ ...EXAMPLE_SETTINGS, saltoLinhaInicio: 3 }) };
    const bytes = renderEscPos(ticket);
    expect([...bytes.slice(5, 8)]).toEqual([ESC, 0x64, 3]);
    const { tickets } = decodeEscPos(bytes);
    expect(tickets[0]?.text.startsWith('\n\n\n')).toBe(true);
  });

  it('reads back bold and size', () => {
    const { tickets } = decodeEscPos(renderEscPos(tinyTicket()));
    expect(tickets[0]?.lines[0]).toMatchObject({ bold: true, size: 'large', align: 'center', text: `${' '.repeat(21)}P ã o` });
  });

  describe.each(CODE_PAGES)('every layout printed in %s reads back as laid out', (codePage) => {
    it.each([
      ['80 mm', { larguraMaximaPagina: '7,0' as const }],
      ['58 mm with margins and line skip', { larguraMaximaPagina: '4,8' as const, margemEsquerda: 2, margemDireita: 1, saltoLinhaInicio: 2 }],
    ])('%s', (_, overrides) => {
      for (const ticket of allTickets(overrides)) {
        const { tickets, pending } = decodeEscPos(renderEscPos(ticket, { codePage }), { columns: ticket.page.columns });
        expect(pending).toBeNull();
        expect(tickets).toHaveLength(1);
        expect(tickets[0]?.text).toBe(paperText(ticket, codePage));
        expect(tickets[0]?.codePages).toEqual([CODE_PAGE_INFO[codePage].table]);
        expect(tickets[0]?.unknownCommands).toEqual([]);
      }
    });
  });

  it.each(CODE_PAGES.filter((c) => c !== 'sem-acentos'))('prints the accents test page in %s with every accent intact', (codePage) => {
    const ticket = buildAccentTestTicket('Caixa', codePage, EXAMPLE_SETTINGS);
    const { tickets } = decodeEscPos(renderEscPos(ticket, { codePage }));
    const text = tickets[0]?.text ?? '';
    expect(text).toContain('Teste de acentuação: ÁÉÍÓÚ áéíóú ÂÊÔ âêô ÃÕ ãõ');
    expect(text).toContain('Çç ºª°');
    expect(text).toContain('Ação, coração, pão, limão, maçã, açúcar,');
    expect(text).toContain(`Página de código: ${CODE_PAGE_INFO[codePage].label}`);
    expect(text).not.toContain('?');
  });

  it('prints the accents test page without accents on sem-acentos', () => {
    const ticket = buildAccentTestTicket('Caixa', 'sem-acentos', EXAMPLE_SETTINGS);
    const bytes = renderEscPos(ticket, { codePage: 'sem-acentos' });
    expect([...bytes].filter((b) => b >= 0x80)).toEqual([]);
    expect(decodeEscPos(bytes).tickets[0]?.text).toContain('Teste de acentuacao: AEIOU aeiou AEO aeo AO ao');
  });

  it('(the decoder catches a stream that forgets the code page after ESC @)', () => {
    const bytes = renderEscPos(tinyTicket([text('ação'), cut()]), { codePage: 'cp850' });
    const broken = new Uint8Array([...bytes.slice(0, 5), ...ESCPOS.init, ...bytes.slice(5)]);
    expect(decodeEscPos(broken).tickets[0]?.text).not.toContain('ação');
  });
});
