import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_CHOICES } from '../../../shared/bulkUpload/columns';
import { EMPTY_UPLOAD_FORM, fileSizeText, fileStart, formProblems, hasProblems, lastUploadText, previewRows, setColumn, toggleColumn, uploadRequest } from './model';

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
  it('reads only the start of a big file, up to its last whole line', async () => {
    const line = '7891000100103;1;2,50\n';
    const big = new Blob([line.repeat(5000)]);
    const start = await fileStart(big);
    expect(start.length).toBeLessThanOrEqual(64 * 1024);
    expect(start.endsWith('\n')).toBe(true);
    expect(start.split('\n').every((l) => l === '' || l === line.trim())).toBe(true);
  });

  it('reads the first rows with the mapping', () => {
    const rows = previewRows('7891000100103;1;2,50\n123;x;1\n', DEFAULT_COLUMN_CHOICES);
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [1, []],
      [2, ['Código de barras precisa ter 13 dígitos.', 'Estoque inválido: use apenas números.']],
    ]);
  });
});

describe('texts', () => {
  it("says the last upload's moment as dd/MM/yyyy às HH:mm and file sizes in KB or MB", () => {
    // on the store's clock: 21:30 UTC is 18:30 in São Paulo, 17:30 in Manaus
    expect(lastUploadText('2026-05-20T21:30:00.000Z', 'America/Sao_Paulo')).toBe('20/05/2026 às 18:30');
    expect(lastUploadText('2026-05-20T21:30:00.000Z', 'America/Manaus')).toBe('20/05/2026 às 17:30');
    expect(lastUploadText('nunca', 'America/Manaus')).toBe('nunca');
    expect(fileSizeText(2048)).toBe('2 KB');
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});
