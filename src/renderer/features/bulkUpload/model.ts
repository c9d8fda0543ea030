import type { ColumnType, ProductFileUpload } from '../../../shared/api';
import { formatDateTime } from '../../../shared/time';
import { columnProblems, columnsDisposition, DEFAULT_COLUMN_CHOICES, type ColumnChoices } from '../../../shared/bulkUpload/columns';
import { decodeCsv, parseProductFile, productFileProblem } from '../../../shared/bulkUpload/csv';
import { readRow, type ReadRow } from '../../../shared/bulkUpload/rows';

/** The CSV settings form of the bulk upload (spec 02 §2.20, §3 Column mapping options, §5). */
export interface UploadForm {
  file: File | null;
  columns: ColumnChoices;
  /** products already in the menu (same barcode) are updated */
  shouldUpdate: boolean;
}

export const EMPTY_UPLOAD_FORM: UploadForm = { file: null, columns: DEFAULT_COLUMN_CHOICES, shouldUpdate: false };

export interface FormProblems {
  file: string | null;
  columns: Partial<Record<ColumnType, string>>;
}

/** What keeps the form from being sent: the file (.csv, 10 MB) and the column mapping. */
export function formProblems(form: UploadForm): FormProblems {
  return { file: productFileProblem(form.file), columns: columnProblems(form.columns) };
}

export const hasProblems = (problems: FormProblems): boolean => problems.file !== null || Object.keys(problems.columns).length > 0;

/** A type checked or unchecked; unchecking removes its column. */
export function toggleColumn(columns: ColumnChoices, type: ColumnType, checked: boolean): ColumnChoices {
  return { ...columns, [type]: { checked, column: checked ? columns[type].column : '' } };
}

export function setColumn(columns: ColumnChoices, type: ColumnType, column: string): ColumnChoices {
  return { ...columns, [type]: { ...columns[type], column: column.replace(/\D/g, '') } };
}

/** POST product-files from a form without problems. */
export function uploadRequest(form: UploadForm & { file: File }, storeId: number): ProductFileUpload {
  return {
    file: form.file,
    columns_disposition: columnsDisposition(form.columns),
    should_update: form.shouldUpdate ? 1 : 0,
    id_estabelecimento: storeId,
  };
}

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 8;

/** The start of a file enough for the preview (a few KB: a 10 MB file is not read whole). */
const PREVIEW_BYTES = 64 * 1024;

/** The beginning of the file as text, cut at its last complete line. */
export async function fileStart(file: Blob): Promise<string> {
  const whole = file.size <= PREVIEW_BYTES;
  const text = decodeCsv(new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer()));
  if (whole) return text;
  const lastBreak = text.lastIndexOf('\n');
  return lastBreak > 0 ? text.slice(0, lastBreak + 1) : text;
}

export interface PreviewRow extends ReadRow {
  line: number;
}

/** The first rows as the service will read them with this mapping, each with what is wrong in it. */
export function previewRows(text: string, columns: ColumnChoices): PreviewRow[] {
  const disposition = columnsDisposition(columns);
  return parseProductFile(text, disposition, PREVIEW_ROWS).rows.map((row) => ({ line: row.line, ...readRow(row.cells, disposition) }));
}

/** 'Último upload' as dd/MM/yyyy 'às' HH:mm (spec 02 §2.20), on the store's clock (`timeZone`). */
export function lastUploadText(iso: string, timeZone: string): string {
  const text = formatDateTime(iso, timeZone);
  return text === iso ? iso : text.replace(' ', ' às ');
}

/** '2,4 MB' */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
