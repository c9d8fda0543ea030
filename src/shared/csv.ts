/**
 * CSV as a Brazilian spreadsheet (Excel, LibreOffice in pt-BR) opens it with a double click:
 * semicolon between fields, decimal comma, dates dd/MM/yyyy, UTF-8 with a byte-order mark (so
 * accents are read as UTF-8) and CRLF line ends. Every table export of the panel goes through
 * `toCsv`; the renderer only downloads the text (ui/ExportCsvButton).
 *
 *   toCsv(rows, [
 *     { header: 'Pedido', value: (r) => r.hash },
 *     { header: 'Data', value: (r) => csvDateTime(r.created_at, timeZone) },
 *     { header: 'Total', value: (r) => csvMoney(r.total_cents) },
 *   ]);
 */
import Papa from 'papaparse';
import { formatDate, formatDateTime, parseInstant } from './time';

/** Money in cents, written in reais with a decimal comma and no thousands separator: -123450 -> -1234,50. */
export interface CsvMoney {
  kind: 'money';
  cents: number;
}

/** A date (dd/MM/yyyy) or a date with its time (dd/MM/yyyy HH:mm), read in the store's zone. */
export interface CsvDate {
  kind: 'date' | 'dateTime';
  value: string | number | Date;
  /** the store's zone (time.ts): an instant is written on its clock, never the computer's */
  timeZone: string;
}

/** Text as is; a number with a decimal comma; nothing (null, undefined) as an empty field. */
export type CsvCell = string | number | null | undefined | CsvMoney | CsvDate;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

export const csvMoney = (cents: number): CsvMoney => ({ kind: 'money', cents });
export const csvDate = (value: string | number | Date, timeZone: string): CsvDate => ({ kind: 'date', value, timeZone });
export const csvDateTime = (value: string | number | Date, timeZone: string): CsvDate => ({ kind: 'dateTime', value, timeZone });

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

const plainNumber = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 });

/** The rows as CSV text, BOM first, a header line, then a line per row. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => textCell(c.header)),
      data: rows.map((row) => columns.map((c) => csvText(c.value(row)))),
    },
    { delimiter: ';', newline: '\r\n', quotes: false, header: true },
  );
  return CSV_BOM + body + '\r\n';
}

/** One cell as the spreadsheet should read it. */
export function csvText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? plainNumber.format(cell).replace('\u2212', '-') : '';
  if (typeof cell === 'string') return textCell(cell);
  if (cell.kind === 'money') return Number.isFinite(cell.cents) ? formatCents(cell.cents) : '';
  return dateText(cell);
}

function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  return `${rounded < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 'yyyy-MM-dd' is a calendar day and stays that day in any time zone; a date-time (ISO text,
 * epoch ms, Date, the platform's text without a zone) is written on the store's clock, as the
 * screen shows it (time.ts). Text that is not a date is written as text.
 */
function dateText({ kind, value, timeZone }: CsvDate): string {
  if (parseInstant(value) === null && !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()))) return textCell(String(value));
  return kind === 'dateTime' ? formatDateTime(value, timeZone) : formatDate(value, timeZone);
}

/**
 * A text cell (a header, a text, a date that is not one) as the file holds it. A no-break space
 * (the screen's 'R$\u00a010,00', format.ts) is a plain space: a spreadsheet reads it and a search
 * for 'R$ 10' finds it. A text that starts like a formula (= + - @, tab, carriage return) gets a
 * leading apostrophe, so a customer name such as '=HYPERLINK(...)' is shown as text and never run
 * (OWASP "CSV injection"). Numbers and money are written by csvText and never guarded.
 */
function textCell(raw: string): string {
  const text = raw.replace(/[\u00a0\u202f]/g, ' ');
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
