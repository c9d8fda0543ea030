import { describe, expect, it } from 'vitest';
import { columnProblems, columnsDisposition, DEFAULT_COLUMN_CHOICES, dispositionProblems, type ColumnChoices } from './columns';
import { decodeCsv, parseProductFile, productFileProblem } from './csv';
import { moneyCents, readRow, ROW_PROBLEMS } from './rows';

const ALL: ColumnChoices = {
  product_ean_cod: { checked: true, column: '1' },
  product_name: { checked: true, column: '2' },
  product_qty: { checked: true, column: '3' },
  product_price: { checked: true, column: '4' },
  product_promo_price: { checked: true, column: '5' },
  product_category: { checked: true, column: '6' },
  product_pdv_cod: { checked: true, column: '7' },
};
const DISPOSITION = columnsDisposition(ALL);

describe('the column mapping', () => {
  it('starts with barcode, quantity and price on, in columns 1 to 3', () => {
    expect(columnProblems(DEFAULT_COLUMN_CHOICES)).toEqual({});
    expect(columnsDisposition(DEFAULT_COLUMN_CHOICES)).toEqual({ product_ean_cod: 1, product_qty: 2, product_price: 3 });
  });

  it('needs a column number from 1 for every type checked, and the required ones always', () => {
    const problems = columnProblems({
      ...DEFAULT_COLUMN_CHOICES,
      product_ean_cod: { checked: true, column: '' },
      product_name: { checked: true, column: '0' },
      product_category: { checked: true, column: '2.5' },
      product_qty: { checked: false, column: '' },
    });
    expect(problems).toEqual({
      product_ean_cod: 'Informe o número da coluna.',
      product_name: 'A primeira coluna é a 1: informe um número inteiro a partir de 1.',
      product_category: 'A primeira coluna é a 1: informe um número inteiro a partir de 1.',
      product_qty: 'Informe o número da coluna.',
    });
  });

  it("refuses two types on one column ('Não é possível ter dois tipos de dados na mesma coluna.')", () => {
    const problems = columnProblems({ ...DEFAULT_COLUMN_CHOICES, product_name: { checked: true, column: '3' } });
    expect(problems).toEqual({
      product_name: 'Não é possível ter dois tipos de dados na mesma coluna.',
      product_price: 'Não é possível ter dois tipos de dados na mesma coluna.',
    });
  });

  it('leaves an unchecked type out of columns_disposition, whatever column it had', () => {
    expect(columnsDisposition({ ...DEFAULT_COLUMN_CHOICES, product_name: { checked: false, column: '3' } })).not.toHaveProperty('product_name');
    expect(columnProblems({ ...DEFAULT_COLUMN_CHOICES, product_name: { checked: false, column: '3' } })).toEqual({});
  });

  it("checks a disposition as the service receives it", () => {
    expect(dispositionProblems({ product_ean_cod: '1', product_qty: 2, product_price: '3' })).toEqual([]);
    expect(dispositionProblems({ product_ean_cod: 1, product_qty: 1, product_price: 3, product_colour: 4 })).toEqual([
      'Tipo de dado desconhecido: product_colour.',
      'Não é possível ter dois tipos de dados na mesma coluna.',
    ]);
    expect(dispositionProblems({ product_ean_cod: 0 })).toEqual([
      'Quantidade em estoque: Informe o número da coluna.',
      'Preço: Informe o número da coluna.',
      'A primeira coluna é a 1: informe um número inteiro a partir de 1.',
    ]);
    expect(dispositionProblems('x')).toEqual(['Informe as colunas do arquivo (columns_disposition).']);
  });
});

describe('a product row (spec 02 §5)', () => {
  it('reads every column into the product, prices in cents', () => {
    const row = readRow(['7891000100103', ' Refrigerante Cola 2L ', '12', '10,5', '9.99', 'Bebidas', '4410'], DISPOSITION);
    expect(row.problems).toEqual([]);
    expect(row.product).toEqual({
      barcode: '7891000100103',
      name: 'Refrigerante Cola 2L',
      quantity: 12,
      priceCents: 1050,
      promoCents: 999,
      category: 'Bebidas',
      pdvCode: '4410',
    });
    expect(row.unavailable).toBe(false);
    expect(row.needsCatalogue).toBe(false);
  });

  it('needs a barcode of 13 digits', () => {
    expect(readRow(['789100010010', 'X', '1', '1'], DISPOSITION).problems).toContain(ROW_PROBLEMS.barcode);
    expect(readRow(['78910001001034', 'X', '1', '1'], DISPOSITION).problems).toContain(ROW_PROBLEMS.barcode);
    expect(readRow(['789100010010A', 'X', '1', '1'], DISPOSITION).problems).toContain(ROW_PROBLEMS.barcode);
  });

  it('takes prices with up to two decimals, and a promotional price below the price', () => {
    expect(['12.345', '1.234,50', '12', '0,5'].map((value) => moneyCents(value))).toEqual([null, null, 1200, 50]);
    expect(readRow(['7891000100103', 'X', '1', '12.345'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.price]);
    expect(readRow(['7891000100103', 'X', '1', '10', '12,999'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.promo]);
    expect(readRow(['7891000100103', 'X', '1', '10', '10'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.promoNotLower]);
    expect(readRow(['7891000100103', 'X', '1', '10000'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.tooExpensive]);
  });

  it("refuses names longer than the menu's: the product's 100 characters, the category's 60", () => {
    const row = (name: string, category: string) => readRow(['7891000100103', name, '1', '10', '', category], DISPOSITION);
    expect(row('P'.repeat(100), 'C'.repeat(60)).problems).toEqual([]);
    expect(row('P'.repeat(101), 'C'.repeat(60)).problems).toEqual([ROW_PROBLEMS.nameTooLong]);
    expect(row('P'.repeat(100), 'C'.repeat(61)).problems).toEqual([ROW_PROBLEMS.categoryTooLong]);
    expect(ROW_PROBLEMS.categoryTooLong).toBe('Nome da categoria com mais de 60 caracteres.');
    // spaces are counted as the menu keeps the name: runs of them are one
    expect(row('P'.repeat(50), `${'C'.repeat(30)}     ${'C'.repeat(29)}`).problems).toEqual([]);
  });

  it('takes numbers only for the stock and the PDV code', () => {
    expect(readRow(['7891000100103', 'X', '12un', '10'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.quantity]);
    expect(readRow(['7891000100103', 'X', '-1', '10'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.quantity]);
    expect(readRow(['7891000100103', 'X', '1', '10', '', '', 'PDV-1'], DISPOSITION).problems).toEqual([ROW_PROBLEMS.pdv]);
  });

  it('makes a product with price or stock zero unavailable', () => {
    expect(readRow(['7891000100103', 'X', '0', '10'], DISPOSITION).unavailable).toBe(true);
    expect(readRow(['7891000100103', 'X', '5', '0'], DISPOSITION).unavailable).toBe(true);
    expect(readRow(['7891000100103', 'X', '5', '0,01'], DISPOSITION).unavailable).toBe(false);
  });

  it('marks a row without a name as depending on the catalogue', () => {
    expect(readRow(['7891000100103', '', '5', '10'], DISPOSITION)).toMatchObject({ needsCatalogue: true, problems: [] });
    const withoutNameColumn = readRow(['7891000100103', '5', '10'], { product_ean_cod: 1, product_qty: 2, product_price: 3 });
    expect(withoutNameColumn).toMatchObject({ needsCatalogue: true, product: { name: '', quantity: 5, priceCents: 1000 } });
  });

  it('says which column a short row lacks (a wrong column number is caught here)', () => {
    const row = readRow(['7891000100103', '5', '10'], { product_ean_cod: 1, product_qty: 2, product_price: 4 });
    expect(row.problems).toEqual(['A linha não tem a coluna 4 (Preço).']);
    expect(row.product).toBeNull();
  });
});

describe('the file', () => {
  it('is a .csv of at most 10 MB', () => {
    expect(productFileProblem(null)).toBe('Selecione um arquivo CSV.');
    expect(productFileProblem({ name: 'produtos.xlsx', size: 10 })).toMatch(/^Formato não aceito/);
    expect(productFileProblem({ name: 'PRODUTOS.CSV', size: 10 * 1024 * 1024 })).toBeNull();
    expect(productFileProblem({ name: 'produtos.csv', size: 10 * 1024 * 1024 + 1 })).toBe(
      'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
    );
  });

  it('is read with semicolons, quoted cells, blank lines skipped and a header line left out', () => {
    const text = 'EAN;Nome;Qtd;Preço\r\n7891000100103;"Biscoito; recheado";3;4,50\r\n\r\n7891000100110;Água;10;2\r\n';
    const parsed = parseProductFile(text, { product_ean_cod: 1, product_name: 2, product_qty: 3, product_price: 4 });
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([
      { line: 2, cells: ['7891000100103', 'Biscoito; recheado', '3', '4,50'] },
      { line: 4, cells: ['7891000100110', 'Água', '10', '2'] },
    ]);
    expect(parseProductFile(text, { product_ean_cod: 1, product_qty: 3, product_price: 4 }, 1).rows).toHaveLength(1);
  });

  it('reads a file saved as Windows-1252 as well as UTF-8', () => {
    const latin1 = new Uint8Array([0x50, 0xe3, 0x6f, 0x20, 0x64, 0x65, 0x20, 0x71, 0x75, 0x65, 0x69, 0x6a, 0x6f]); // 'Pão de queijo'
    expect(decodeCsv(latin1)).toBe('Pão de queijo');
    expect(decodeCsv(new TextEncoder().encode('\uFEFFPão'))).toBe('Pão');
  });
});
