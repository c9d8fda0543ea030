import type { PageWidth, PrintSettings } from '../api/areas/printing';

/** Characters per line of font A on each paper: 58 mm prints 32 columns, 80 mm prints 48. */
export const PAGE_COLUMNS: Record<PageWidth, number> = { '4,8': 32, '7,0': 48 };
/** Paper roll width in mm, for the page size of HTML printing. */
export const PAPER_MM: Record<PageWidth, number> = { '4,8': 58, '7,0': 80 };
/** Printable width in mm: the setting's value itself ('7,0' is 7.0 cm). */
export const PRINTABLE_MM: Record<PageWidth, number> = { '4,8': 48, '7,0': 70 };

/** Columns a ticket always keeps for its content, whatever the margins say. */
const MIN_CONTENT_COLUMNS = 16;
const MAX_LINE_SKIP = 20;
/** spec 01 §9: production print font is base size plus 2. */
export const PRODUCTION_FONT_INCREMENT = 2;

export interface PageSetup {
  width: PageWidth;
  columns: number;
  /** blank columns on the left and right */
  marginLeft: number;
  marginRight: number;
  /** blank lines before the first printed line */
  lineSkip: number;
  /** HTML renderer only: thermal printers have their own fonts */
  fontName: string;
  fontSize: number;
}

export type PageSettings = Pick<
  PrintSettings,
  'larguraMaximaPagina' | 'margemEsquerda' | 'margemDireita' | 'saltoLinhaInicio' | 'nomeFonte' | 'tamanhoFonte'
>;

function wholeNonNegative(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** The page a ticket is laid out on; margins are cut down when they would leave no room. */
export function pageSetup(settings: PageSettings, { production = false } = {}): PageSetup {
  const width: PageWidth = settings.larguraMaximaPagina === '4,8' ? '4,8' : '7,0';
  const columns = PAGE_COLUMNS[width];
  const room = columns - MIN_CONTENT_COLUMNS;
  const marginLeft = Math.min(wholeNonNegative(settings.margemEsquerda), room);
  const marginRight = Math.min(wholeNonNegative(settings.margemDireita), room - marginLeft);
  const baseSize = Number.isFinite(settings.tamanhoFonte) && settings.tamanhoFonte > 0 ? settings.tamanhoFonte : 8;
  return {
    width,
    columns,
    marginLeft,
    marginRight,
    lineSkip: Math.min(wholeNonNegative(settings.saltoLinhaInicio), MAX_LINE_SKIP),
    fontName: settings.nomeFonte || 'Tahoma',
    fontSize: baseSize + (production ? PRODUCTION_FONT_INCREMENT : 0),
  };
}

/** Columns between the margins. */
export function contentColumns(page: PageSetup): number {
  return page.columns - page.marginLeft - page.marginRight;
}
