import { CODE_PAGE_INFO, type CodePage } from './codePages';
import { formatReais } from './format';
import { type Ticket, columns, cut, separator, text } from './model';
import { type PageSettings, pageSetup } from './page';
import { buildCashierTicket } from './caixa';
import type { TicketSettings } from './sections';
import { EXAMPLE_CATEGORY_NAMES, EXAMPLE_ORDER } from './examples/exampleOrder';

export const ACCENTS_TEST_LINE = 'Teste de acentuação: ÁÉÍÓÚ áéíóú ÂÊÔ âêô ÃÕ ãõ Çç ºª°';

/**
 * The test page of a printer: shows whether its code page setting prints pt-BR accents right.
 * Every line of it must read the same on paper; a '?' or a wrong letter means: try another page.
 */
export function buildAccentTestTicket(printerName: string, codePage: CodePage, settings: PageSettings): Ticket {
  return {
    kind: 'teste',
    title: `Teste de impressão - ${printerName}`,
    page: pageSetup(settings),
    blocks: [
      text('TESTE DE IMPRESSÃO', { align: 'center', bold: true, size: 'large' }),
      separator(),
      text(`Impressora: ${printerName}`),
      text(`Página de código: ${CODE_PAGE_INFO[codePage].label}`),
      separator(),
      text(ACCENTS_TEST_LINE),
      text('Ação, coração, pão, limão, maçã, açúcar, pêssego, avó, vovô', { bold: true }),
      text('Nº 12, 1ª vez, 180°C', { size: 'tall' }),
      separator('='),
      columns('2x Pão de queijo', formatReais(12.5)),
      columns('1x Filé à parmegiana', formatReais(1234.56)),
      separator(),
      text('Se algum acento saiu errado, escolha outra página de código nas configurações da impressora.', { align: 'center' }),
      cut(),
    ],
  };
}

/**
 * 'Imprimir teste': the cashier ticket of the example order with the settings of the screen,
 * stamped as a test so nobody prepares it. Shows layout, width, margins and fonts on paper.
 */
export function buildSampleTestTicket(printerName: string, settings: TicketSettings): Ticket {
  const sample = buildCashierTicket(EXAMPLE_ORDER, settings, { categoryNames: EXAMPLE_CATEGORY_NAMES });
  return {
    ...sample,
    kind: 'teste',
    title: `Teste de impressão - ${printerName}`,
    blocks: [
      text('TESTE DE IMPRESSÃO', { align: 'center', bold: true, size: 'large' }),
      text('Pedido de exemplo: não preparar', { align: 'center' }),
      separator(),
      ...sample.blocks,
    ],
  };
}
