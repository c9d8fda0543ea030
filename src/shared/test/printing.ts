/** Test-only: checks on a plain-text rendering shared by the ticket layout tests, and store 101's cloud print settings. */
import type { CloudPrintSettings } from '../api/areas/printing';
import { columnsOf } from '../printing/text';

/**
 * Store 101's print settings as the cloud keeps them (estabelecimentosimpressao), away from the
 * screen's defaults in most fields, for the panel's and the sandbox's tests alike.
 */
export const CLOUD_PRINT_SETTINGS: CloudPrintSettings = {
  defaultPrinter: 'EPSON TM-T20 (Caixa)',
  impressaoLayout: 2,
  delay: 3000,
  impressaoProducao: true,
  impressaoEstabelecimento: true,
  impressaoCliente: false,
  impressaoItemAgrupado: true,
  autoAceiteImprimir: true,
  qtdeCopia: 2,
  larguraMaximaPagina: '4,8',
  metodoImpressao: 'nat',
  saltoLinhaInicio: 3,
  margemEsquerda: 2,
  margemDireita: 0,
  nomeFonte: 'Verdana',
  tamanhoFonte: 12,
  id_estabelecimento: 101,
};

/** Every line fits the paper and respects the margins; the first `lineSkip` lines are blank. */
export function expectPageRules(out: string, page: { columns: number; marginLeft: number; marginRight: number; lineSkip: number }): void {
  const lines = out.replace(/\n$/, '').split('\n');
  for (let i = 0; i < page.lineSkip; i++) expect(lines[i]).toBe('');
  expect(lines[page.lineSkip]).not.toBe('');
  for (const line of lines) {
    if (line === '') continue;
    expect(columnsOf(line), line).toBeLessThanOrEqual(page.columns - page.marginRight);
    expect(line.startsWith(' '.repeat(page.marginLeft)), line).toBe(true);
  }
}
