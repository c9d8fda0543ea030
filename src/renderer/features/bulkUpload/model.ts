import { formatNumberBR } from '../../../shared/format';
import type { ColumnType, ProductFileUpload } from '../../../shared/api';
import { formatDateTime } from '../../../shared/time';
import { columnProblems, columnsDisposition, DEFAULT_COLUMN_CHOICES, type ColumnChoices } from '../../../shared/bulkUpload/columns';
import { parseProductFile, productFileProblem, productFileText, type ProductFileText } from '../../../shared/bulkUpload/csv';
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

/**
 * The chosen file's text, read whole (10 MB at most) with the service's own reading
 * (productFileText), or why it is not a text file.
 */
export async function readProductFile(file: Blob): Promise<ProductFileText> {
  return productFileText(new Uint8Array(await file.arrayBuffer()));
}

export interface PreviewRow extends ReadRow {
  line: number;
}

export interface FilePreview {
  /** the first product rows as the service will read them, each with what is wrong in it */
  rows: PreviewRow[];
  /** no product row in the whole file (empty, blank lines or only the header): nothing to send */
  empty: boolean;
}

/** The first rows as the service will read them with this mapping (columns without problems). */
export function filePreview(text: string, columns: ColumnChoices): FilePreview {
  const disposition = columnsDisposition(columns);
  const first = parseProductFile(text, disposition, PREVIEW_ROWS).rows;
  // the preview reads a few lines past its rows: a file that starts with many blank lines is read whole
  const empty = first.length === 0 && parseProductFile(text, disposition).rows.length === 0;
  return { rows: first.map((row) => ({ line: row.line, ...readRow(row.cells, disposition) })), empty };
}

/** 'Último upload' as dd/MM/yyyy 'às' HH:mm (spec 02 §2.20), on the store's clock (`timeZone`). */
export function lastUploadText(iso: string, timeZone: string): string {
  const text = formatDateTime(iso, timeZone);
  return text === iso ? iso : text.replace(' ', ' às ');
}

/** '2,4 MB' */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${formatNumberBR(bytes / (1024 * 1024), 1)} MB`;
}
