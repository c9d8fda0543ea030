import { describe, expect, it } from 'vitest';
import { coerceFields, FieldError } from './fields';

describe('coerceFields', () => {
  it('takes a file field only as a file', () => {
    const file = new File(['a;b'], 'produtos.csv', { type: 'text/csv' });
    expect(coerceFields<{ file: File }>({ file }, { file: 'file' }).file).toBe(file);
    expect(() => coerceFields<{ file: File }>({ file: 'texto' }, { file: 'file' })).toThrow(new FieldError('Envie um arquivo em file.'));
    expect(() => coerceFields<{ file: File }>({}, { file: 'file' })).toThrow(FieldError);
  });

  it('hands a multipart file (uploads.ts) to a file field as a File, and refuses one cut short', async () => {
    const part = { kind: 'file', filename: 'p.csv', mimetype: 'text/csv', data: Buffer.from('a;b'), truncated: false };
    const file = coerceFields<{ file: File }>({ file: part }, { file: 'file' }).file;
    expect([file.name, file.type, await file.text()]).toEqual(['p.csv', 'text/csv', 'a;b']);
    expect(() => coerceFields<{ file: File }>({ file: { ...part, truncated: true } }, { file: 'file' })).toThrow(
      new FieldError('O arquivo é muito grande: o máximo é 10 MB.'),
    );
  });

  it("gathers an object sent as 'name[field]' entries (multipart), and still reads it as JSON text", () => {
    const schema = { columns_disposition: 'json' } as const;
    const multipart = { 'columns_disposition[product_ean_cod]': '1', 'columns_disposition[product_price]': '3', should_update: '0' };
    expect(coerceFields<{ columns_disposition: Record<string, unknown> }>(multipart, schema).columns_disposition).toEqual({ product_ean_cod: '1', product_price: '3' });
    expect(coerceFields<{ columns_disposition: Record<string, unknown> }>({ columns_disposition: '{"product_qty":2}' }, schema).columns_disposition).toEqual({ product_qty: 2 });
  });
});
