/**
 * The committed example tickets (examples/*.txt, *.html) are what these layouts print for the
 * fixed example order. A layout change shows up as a diff of those files in review; after an
 * intended change, regenerate them with `npx vitest run src/shared/printing -u`.
 */
import type { PrintSettings } from '../api/areas/printing';
import { buildCashierTicket } from './caixa';
import {
  EXAMPLE_OPTIONS,
  EXAMPLE_ORDER,
  EXAMPLE_PICKUP_ORDER,
  EXAMPLE_SETTINGS,
} from './examples/exampleOrder';
import { buildProductionTickets } from './producao';
import { renderHtml } from './render/html';
import { renderText } from './render/text';
import { buildAccentTestTicket } from './testPage';

const REPRINT = { ...EXAMPLE_OPTIONS, reprint: true, printedAt: '2026-11-22T23:05:00.000Z' };

function settings(overrides: Partial<PrintSettings>): PrintSettings {
  return { ...EXAMPLE_SETTINGS, ...overrides };
}

function production(printer: string, overrides: Partial<PrintSettings>, options = EXAMPLE_OPTIONS) {
  const found = buildProductionTickets(EXAMPLE_ORDER, settings(overrides), options).find((t) => t.printer === printer);
  if (!found) throw new Error(`sem via de produção para ${printer}`);
  return found.ticket;
}

const EXAMPLES: Record<string, () => string> = {
  'caixa-1-completo-80mm.txt': () => renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 1 }), EXAMPLE_OPTIONS)),
  'caixa-1-completo-58mm.txt': () =>
    renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 1, larguraMaximaPagina: '4,8' }), EXAMPLE_OPTIONS)),
  'caixa-1-completo-agrupado-retirada-margens-80mm.txt': () =>
    renderText(
      buildCashierTicket(
        EXAMPLE_PICKUP_ORDER,
        settings({ impressaoLayout: 1, impressaoItemAgrupado: true, margemEsquerda: 2, margemDireita: 2, saltoLinhaInicio: 2 }),
        EXAMPLE_OPTIONS,
      ),
    ),
  'caixa-2-resumido-58mm.txt': () =>
    renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 2, larguraMaximaPagina: '4,8' }), EXAMPLE_OPTIONS)),
  'caixa-3-resumido-b-80mm.txt': () => renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 3 }), EXAMPLE_OPTIONS)),
  'caixa-3-resumido-b-58mm.txt': () =>
    renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 3, larguraMaximaPagina: '4,8' }), EXAMPLE_OPTIONS)),
  'producao-pizzas-80mm.txt': () => renderText(production('Pizzaria', {})),
  'producao-cozinha-agrupada-58mm.txt': () => renderText(production('Cozinha', { larguraMaximaPagina: '4,8' })),
  'reimpressao-caixa-2-resumido-80mm.txt': () => renderText(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 2 }), REPRINT)),
  'reimpressao-producao-pizzas-58mm.txt': () => renderText(production('Pizzaria', { larguraMaximaPagina: '4,8' }, REPRINT)),
  'teste-acentuacao-cp850-80mm.txt': () => renderText(buildAccentTestTicket('Caixa', 'cp850', EXAMPLE_SETTINGS)),
  'caixa-1-completo-80mm.html': () => renderHtml(buildCashierTicket(EXAMPLE_ORDER, settings({ impressaoLayout: 1 }), EXAMPLE_OPTIONS)),
  'producao-pizzas-80mm.html': () => renderHtml(production('Pizzaria', {})),
};

describe('example tickets', () => {
  for (const [file, render] of Object.entries(EXAMPLES)) {
    it(`prints ${file} as committed`, async () => {
      await expect(render()).toMatchFileSnapshot(`./examples/${file}`);
    });
  }
});
