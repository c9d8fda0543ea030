import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_CHOICES } from '../../../shared/bulkUpload/columns';
import { FILE_NOT_TEXT } from '../../../shared/bulkUpload/csv';
import { EMPTY_UPLOAD_FORM, filePreview, fileSizeText, formProblems, hasProblems, lastUploadText, readProductFile, setColumn, toggleColumn, uploadRequest } from './model';

describe('the bulk upload form', () => {
  it('unchecking a type removes its column; checking it again asks for one', () => {
    const named = setColumn(toggleColumn(DEFAULT_COLUMN_CHOICES, 'product_name', true), 'product_name', '4');
    expect(named.product_name).toEqual({ checked: true, column: '4' });
    expect(toggleColumn(named, 'product_name', false).product_name).toEqual({ checked: false, column: '' });
    expect(setColumn(named, 'product_name', '4a-').product_name.column).toBe('4');
  });

  it('is ready only with a CSV and a mapping without problems', () => {
    expect(hasProblems(formProblems(EMPTY_UPLOAD_FORM))).toBe(true);
    const file = new File(['x'], 'p.csv');
    expect(hasProblems(formProblems({ ...EMPTY_UPLOAD_FORM, file }))).toBe(false);
    expect(formProblems({ ...EMPTY_UPLOAD_FORM, file, columns: setColumn(DEFAULT_COLUMN_CHOICES, 'product_qty', '1') }).columns).toEqual({
      product_ean_cod: 'Não é possível ter dois tipos de dados na mesma coluna.',
      product_qty: 'Não é possível ter dois tipos de dados na mesma coluna.',
    });
  });

  it('makes the request: the checked columns, should_update 0 or 1, the store', () => {
    const file = new File(['x'], 'p.csv');
    expect(uploadRequest({ file, columns: DEFAULT_COLUMN_CHOICES, shouldUpdate: true }, 101)).toEqual({
      file,
      columns_disposition: { product_ean_cod: 1, product_qty: 2, product_price: 3 },
      should_update: 1,
      id_estabelecimento: 101,
    });
  });
});

describe('the preview', () => {
  it('decodes a UTF-8 file over 64 KB as UTF-8, whatever byte a character falls on', async () => {
    // 'Pão' straddles the 64 KB mark: a slice there is not valid UTF-8 and read as Windows-1252 ('PÃ£o')
    const head = '7891000100103;1;2,50\n'.repeat(3000);
    const pad = 'x'.repeat(64 * 1024 - new TextEncoder().encode(head).length - 4);
    const text = `${head}${pad}\n;Pão de queijo;1;2\n`;
    const read = await readProductFile(new Blob([new TextEncoder().encode(text)]));
    expect(read).toEqual({ text, problem: null });
    expect(read.text).not.toContain('PÃ£o');
  });

  it('still reads a file saved as Windows-1252', async () => {
    const read = await readProductFile(new Blob([new Uint8Array([0x50, 0xe3, 0x6f, 0x0a])]));
    expect(read.text).toBe('Pão\n');
  });

  it('refuses a file that is not text (a PNG renamed .csv), saying why in Portuguese', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await readProductFile(new Blob([png]))).toEqual({ text: null, problem: FILE_NOT_TEXT });
    expect(FILE_NOT_TEXT).toMatch(/^O arquivo não é um CSV de texto/);
  });

  it('reads the first rows with the mapping', () => {
    const { rows, empty } = filePreview('7891000100103;1;2,50\n123;x;1\n', DEFAULT_COLUMN_CHOICES);
    expect(empty).toBe(false);
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [1, []],
      [2, ['Código de barras precisa ter 13 dígitos.', 'Estoque inválido: use apenas números.']],
    ]);
  });

  it('knows a file without product rows: empty, blank lines, or only the header', () => {
    expect(filePreview('', DEFAULT_COLUMN_CHOICES).empty).toBe(true);
    expect(filePreview('\r\n \r\n', DEFAULT_COLUMN_CHOICES).empty).toBe(true);
    expect(filePreview('codigo_barras;estoque;preco\r\n', DEFAULT_COLUMN_CHOICES).empty).toBe(true);
    // products after more blank lines than the preview reads are still products
    expect(filePreview(`${'\n'.repeat(40)}7891000100103;1;2,50\n`, DEFAULT_COLUMN_CHOICES)).toMatchObject({ empty: false, rows: [] });
  });
});

describe('texts', () => {
  it("says the last upload's moment as dd/MM/yyyy às HH:mm and file sizes in KB or MB", () => {
    // on the store's clock: 21:30 UTC is 18:30 in São Paulo, 17:30 in Manaus
    expect(([['2026-05-20T21:30:00.000Z', 'America/Sao_Paulo'], ['2026-05-20T21:30:00.000Z', 'America/Manaus'], ['nunca', 'America/Manaus']] as const).map(([a, b]) => lastUploadText(a, b))).toEqual(
      ['20/05/2026 às 18:30', '20/05/2026 às 17:30', 'nunca'],
    );
    expect(fileSizeText(2048)).toBe('2 KB');
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});
