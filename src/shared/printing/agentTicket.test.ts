import type { PrintSettings } from '../api/areas/printing';
import { ticketFromAgentBlocks, ticketFromAgentText } from './agentTicket';
import { buildClosingTicket } from './closing';
import { EXAMPLE_CLOSING } from './examples/exampleClosing';
import { renderEscPos } from './render/escpos';
import { buildCashierTicket } from './caixa';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { buildProductionTickets } from './producao';
import { renderAgentText, renderText } from './render/text';

describe('ticket text for the print agent', () => {
  it.each([
    ['80 mm', {}],
    ['58 mm, margins, line skip', { larguraMaximaPagina: '4,8', margemEsquerda: 2, margemDireita: 1, saltoLinhaInicio: 2 }],
  ] as [string, Partial<PrintSettings>][])('the agent lays it out exactly as the panel did (%s)', (_, overrides) => {
    const settings = { ...EXAMPLE_SETTINGS, ...overrides };
    for (const layout of [1, 2, 3] as const) {
      const ticket = buildCashierTicket(EXAMPLE_ORDER, { ...settings, impressaoLayout: layout }, EXAMPLE_OPTIONS);
      const text = renderAgentText(ticket);
      expect(text.startsWith('\n')).toBe(false);
      expect(renderText(ticketFromAgentText(text, settings))).toBe(renderText(ticket));
    }
  });

  it('sends no margins and no line skip in the text: the agent applies them', () => {
    const settings = { ...EXAMPLE_SETTINGS, margemEsquerda: 3, saltoLinhaInicio: 2 };
    const ticket = buildCashierTicket(EXAMPLE_ORDER, settings, EXAMPLE_OPTIONS);
    const onPaper = renderText(ticket).split('\n').slice(2).map((l) => l.slice(3));
    expect(renderAgentText(ticket).split('\n')).toEqual(onPaper);
  });

  it('prints production text taller with a larger HTML font, and ends with one cut', () => {
    const production = buildProductionTickets(EXAMPLE_ORDER, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS)[0]!.ticket;
    const agent = ticketFromAgentText(renderAgentText(production), EXAMPLE_SETTINGS, { production: true });
    expect(agent.page.fontSize).toBe(EXAMPLE_SETTINGS.tamanhoFonte + 2);
    expect(agent.blocks.filter((b) => b.type === 'pre').every((b) => b.type === 'pre' && b.size === 'tall')).toBe(true);
    expect(agent.blocks.filter((b) => b.type === 'cut')).toHaveLength(1);
  });

  it("with the panel's blocks, prints the ticket the layout made: the same ESC/POS as the other print methods", () => {
    const closing = buildClosingTicket(EXAMPLE_CLOSING, EXAMPLE_SETTINGS);
    const agent = ticketFromAgentBlocks(closing.blocks, renderAgentText(closing), EXAMPLE_SETTINGS);
    expect(agent.title).toBe('FECHAMENTO DO DIA');
    expect(renderEscPos(agent, { codePage: 'cp850' })).toEqual(renderEscPos(closing, { codePage: 'cp850' }));
    // the plain text alone cannot say what is bold
    expect(renderEscPos(ticketFromAgentText(renderAgentText(closing), EXAMPLE_SETTINGS), { codePage: 'cp850' })).not.toEqual(renderEscPos(closing, { codePage: 'cp850' }));
  });

  it('accepts CRLF text', () => {
    const ticket = ticketFromAgentText('Linha 1\r\nLinha 2\r\n', EXAMPLE_SETTINGS);
    expect(renderText(ticket)).toBe('Linha 1\nLinha 2\n');
  });
});
