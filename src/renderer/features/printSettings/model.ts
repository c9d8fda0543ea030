/**
 * The rules of the print settings screens (spec 02 §2.6, §2.7, §3, §4, §9): defaults, the cloud
 * copy, the dirty check, the fields QZ disables. (The live preview's order: previewOrder.ts, apart
 * because the print queue reads this module from the first download and the example is big.)
 */
import {
  BACKUP_AFTER_OPTIONS,
  type BackupPrinter,
  DEFAULT_BACKUP_AFTER_SECONDS,
  type CloudPrintSettings,
  type StoredPrintSettings,
  DEFAULT_PRINT_SETTINGS,
  PAGE_WIDTHS,
  PRINT_DELAY_OPTIONS,
  PRINT_FONT_SIZES,
  PRINT_FONTS,
  PRINT_LAYOUTS,
  PRINT_METHODS,
  type PageWidth,
  type PrintLayout,
  type PrintMethod,
  type PrintSettings,
  type ProductionPrinter,
} from '../../../shared/api';
import { type CodePage, DEFAULT_CODE_PAGE, isCodePage } from '../../../shared/printing/codePages';
import { booleanOf } from '../../../shared/booleanText';

/** Spec 02 §9: 'Print defaults in this settings screen: copies 1, margins 1, line skip 1'. */
export const SCREEN_DEFAULTS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  qtdeCopia: 1,
  margemEsquerda: 1,
  margemDireita: 1,
  saltoLinhaInicio: 1,
};

/** What the form starts from: the settings saved on this machine, or the screen's defaults. */
export function formInitialValues(saved: PrintSettings | null): PrintSettings {
  return saved ?? SCREEN_DEFAULTS;
}

/** Spec 02 §4, §5: under QZ Tray these fields are disabled (the printer's own setup applies). */
export const QZ_DISABLED_FIELDS = [
  'qtdeCopia',
  'larguraMaximaPagina',
  'saltoLinhaInicio',
  'margemEsquerda',
  'margemDireita',
  'nomeFonte',
  'tamanhoFonte',
] as const satisfies ReadonlyArray<keyof PrintSettings>;

export function isFieldDisabled(method: PrintMethod, field: keyof PrintSettings): boolean {
  return method === 'qz' && (QZ_DISABLED_FIELDS as readonly string[]).includes(field);
}

/** Same content, whatever the key order (Save is enabled only after a change, spec 02 §4). */
export function settingsEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => settingsEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The form differs from what it started with; 'sincronizado' is bookkeeping, not a user field. */
export function isDirty(initial: PrintSettings, values: PrintSettings): boolean {
  return !settingsEqual({ ...initial, sincronizado: false }, { ...values, sincronizado: false });
}

function oneOf<T>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function wholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return booleanOf(value) ?? fallback;
}

const LAYOUTS = Object.keys(PRINT_LAYOUTS).map(Number) as PrintLayout[];
const WIDTHS = Object.keys(PAGE_WIDTHS) as PageWidth[];
const METHODS = Object.keys(PRINT_METHODS) as PrintMethod[];

/** The cloud and local storage are outside the panel's control: keep only values it can use. */
function cleanShared(
  raw: Record<string, unknown>,
  base: PrintSettings,
): Omit<PrintSettings, 'impressora' | 'impressorasCaixa' | 'impressorasProducao' | 'printerCodePages' | 'backupPrinters' | 'qzCertificate' | 'qzPrivate' | 'sincronizado'> {
  return {
    impressaoLayout: oneOf(Number(raw.impressaoLayout), LAYOUTS, base.impressaoLayout),
    impressaoProducao: bool(raw.impressaoProducao, base.impressaoProducao),
    impressaoEstabelecimento: bool(raw.impressaoEstabelecimento, base.impressaoEstabelecimento),
    impressaoCliente: bool(raw.impressaoCliente, base.impressaoCliente),
    impressaoItemAgrupado: bool(raw.impressaoItemAgrupado, base.impressaoItemAgrupado),
    autoAceiteImprimir: bool(raw.autoAceiteImprimir, base.autoAceiteImprimir),
    qtdeCopia: wholeNumber(raw.qtdeCopia, 1, 99, base.qtdeCopia),
    larguraMaximaPagina: oneOf(raw.larguraMaximaPagina, WIDTHS, base.larguraMaximaPagina),
    metodoImpressao: oneOf(raw.metodoImpressao, METHODS, base.metodoImpressao),
    saltoLinhaInicio: wholeNumber(raw.saltoLinhaInicio, 0, 20, base.saltoLinhaInicio),
    margemEsquerda: wholeNumber(raw.margemEsquerda, 0, 16, base.margemEsquerda),
    margemDireita: wholeNumber(raw.margemDireita, 0, 16, base.margemDireita),
    nomeFonte: oneOf(raw.nomeFonte, PRINT_FONTS as readonly string[], base.nomeFonte),
    tamanhoFonte: oneOf(Number(raw.tamanhoFonte), PRINT_FONT_SIZES as readonly number[], base.tamanhoFonte),
    delay: oneOf(Number(raw.delay), PRINT_DELAY_OPTIONS, base.delay),
  };
}

/** The entries of a saved map whose values are objects (anything else is not a saved setting). */
function objectEntries(raw: unknown): [string, Record<string, unknown>][] {
  if (typeof raw !== 'object' || raw === null) return [];
  return Object.entries(raw as Record<string, unknown>).filter((e): e is [string, Record<string, unknown>] => typeof e[1] === 'object' && e[1] !== null);
}

function cleanProduction(raw: unknown): Record<string, ProductionPrinter> {
  return Object.fromEntries(
    objectEntries(raw).map(([id, v]) => [id, { impressora: typeof v.impressora === 'string' ? v.impressora : '', agrupamento: bool(v.agrupamento, false) }]),
  );
}

function cleanCodePages(raw: unknown): Record<string, CodePage> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((e): e is [string, CodePage] => isCodePage(e[1])));
}

/** Backups that name another printer, with a wait the screen offers (else the default). */
function cleanBackups(raw: unknown): Record<string, BackupPrinter> {
  const out: Record<string, BackupPrinter> = {};
  for (const [printer, v] of objectEntries(raw)) {
    const backup = typeof v.printer === 'string' ? v.printer.trim() : '';
    if (backup === '' || backup === printer.trim()) continue;
    out[printer] = { printer: backup, afterSeconds: oneOf(Number(v.afterSeconds), BACKUP_AFTER_OPTIONS as readonly number[], DEFAULT_BACKUP_AFTER_SECONDS) };
  }
  return out;
}

/** Settings read from local storage (any JSON), completed with the defaults. */
export function normalizeSettings(raw: unknown, base: PrintSettings = DEFAULT_PRINT_SETTINGS): PrintSettings {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    ...base,
    ...cleanShared(r, base),
    impressora: typeof r.impressora === 'string' ? r.impressora : base.impressora,
    impressorasCaixa: Array.isArray(r.impressorasCaixa) ? r.impressorasCaixa.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : base.impressorasCaixa,
    impressorasProducao: cleanProduction(r.impressorasProducao),
    printerCodePages: cleanCodePages(r.printerCodePages),
    backupPrinters: cleanBackups(r.backupPrinters),
    qzCertificate: typeof r.qzCertificate === 'string' ? r.qzCertificate : '',
    qzPrivate: typeof r.qzPrivate === 'string' ? r.qzPrivate : '',
    sincronizado: bool(r.sincronizado, false),
  };
}

/** The body of estabelecimentosimpressao/adicionar (spec 02 §7.5). */
export function toCloud(settings: PrintSettings, storeId: number): CloudPrintSettings {
  return {
    defaultPrinter: settings.impressora,
    impressaoLayout: settings.impressaoLayout,
    delay: settings.delay,
    impressaoProducao: settings.impressaoProducao,
    impressaoEstabelecimento: settings.impressaoEstabelecimento,
    impressaoCliente: settings.impressaoCliente,
    impressaoItemAgrupado: settings.impressaoItemAgrupado,
    autoAceiteImprimir: settings.autoAceiteImprimir,
    qtdeCopia: settings.qtdeCopia,
    larguraMaximaPagina: settings.larguraMaximaPagina,
    metodoImpressao: settings.metodoImpressao,
    saltoLinhaInicio: settings.saltoLinhaInicio,
    margemEsquerda: settings.margemEsquerda,
    margemDireita: settings.margemDireita,
    nomeFonte: settings.nomeFonte,
    tamanhoFonte: settings.tamanhoFonte,
    id_estabelecimento: storeId,
  };
}

/**
 * The cloud's settings replace the local ones. What the cloud does not keep (the cashier and
 * production printers, code pages, QZ keys: they name this machine's printers) stays as it was.
 */
export function fromCloud(cloud: StoredPrintSettings, local: PrintSettings): PrintSettings {
  return {
    ...local,
    ...cleanShared(cloud, local),
    impressora: typeof cloud.defaultPrinter === 'string' ? cloud.defaultPrinter : local.impressora,
    sincronizado: true,
  };
}

/** The backups with this printer's changed (null: no backup). */
export function withBackup(backups: Record<string, BackupPrinter>, printer: string, backup: BackupPrinter | null): Record<string, BackupPrinter> {
  const next = { ...backups };
  if (backup && backup.printer !== printer) next[printer] = backup;
  else delete next[printer];
  return next;
}

/** Code page of a printer (CP850 unless set). */
export function codePageOf(settings: Pick<PrintSettings, 'printerCodePages'>, printer: string): CodePage {
  return settings.printerCodePages[printer] ?? DEFAULT_CODE_PAGE;
}

/** Every printer the settings name or the print module lists, once, in that order. */
export function knownPrinters(settings: PrintSettings, listed: readonly string[]): string[] {
  const names = [
    ...listed,
    settings.impressora,
    ...settings.impressorasCaixa,
    ...Object.values(settings.impressorasProducao).map((p) => p.impressora),
    ...Object.keys(settings.printerCodePages),
    ...Object.values(settings.backupPrinters).map((b) => b.printer),
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/**
 * The printers the settings send tickets to: the default one, the cashier ones and, while
 * production tickets are on, each category's, then their backups. Once each, in that order.
 */
export function configuredPrinters(settings: PrintSettings): string[] {
  const names = [
    settings.impressora,
    ...settings.impressorasCaixa,
    ...(settings.impressaoProducao ? Object.values(settings.impressorasProducao).map((p) => p.impressora) : []),
  ];
  const backups = names.map((n) => settings.backupPrinters[n.trim()]?.printer ?? '');
  return [...new Set([...names, ...backups].map((n) => n.trim()).filter((n) => n !== ''))];
}

/**
 * The configured printers this computer's print module does not list (the settings came from the
 * cloud or another machine): what is sent to them fails with 'Módulo da impressora não encontrado'.
 * Only meaningful once the module listed its printers.
 */
export function missingPrinters(settings: PrintSettings, listed: readonly string[]): string[] {
  const here = new Set(listed.map((n) => n.trim()));
  return configuredPrinters(settings).filter((name) => !here.has(name));
}

/** The production printer of a category ('' = not printed on a production ticket). */
export function productionPrinterOf(settings: PrintSettings, categoryId: number): ProductionPrinter {
  return settings.impressorasProducao[String(categoryId)] ?? { impressora: '', agrupamento: false };
}

export function withProductionPrinter(
  map: Record<string, ProductionPrinter>,
  categoryId: number,
  change: Partial<ProductionPrinter>,
): Record<string, ProductionPrinter> {
  const current = map[String(categoryId)] ?? { impressora: '', agrupamento: false };
  return { ...map, [String(categoryId)]: { ...current, ...change } };
}
