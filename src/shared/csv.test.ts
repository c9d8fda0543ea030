import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatCentsBRL } from './format';
import { CSV_BOM, csvDate, csvDateTime, csvMoney, csvText, toCsv, type CsvColumn } from './csv';

interface Row {
  hash: string;
  cliente: string;
  criado: string;
  total: number;
  itens: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Pedido', value: (r) => r.hash },
  { header: 'Cliente', value: (r) => r.cliente },
  { header: 'Data', value: (r) => csvDate(r.criado, 'America/Sao_Paulo') },
  { header: 'Total (R$)', value: (r) => csvMoney(r.total) },
  { header: 'Itens', value: (r) => r.itens },
];

describe('toCsv', () => {
  const text = toCsv<Row>(
    [
      { hash: 'AB12CD34', cliente: 'Conceição Araújo', criado: '2026-03-09', total: 123450, itens: 3 },
      { hash: 'ZX98', cliente: 'Loja "Da Esquina"; filial', criado: '2026-12-31', total: -590, itens: 1 },
    ],
    columns,
  );

  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toHaveLength(4);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('separates fields by semicolon, with decimal comma and dd/MM/yyyy', () => {
    const [header, first] = text.slice(1).split('\r\n');
    expect(header).toBe('Pedido;Cliente;Data;Total (R$);Itens');
    expect(first).toBe('AB12CD34;Conceição Araújo;09/03/2026;1234,50;3');
  });

  it('quotes a field holding the separator or quotes, and reads back as it was', () => {
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    expect(parsed[2]).toEqual(['ZX98', 'Loja "Da Esquina"; filial', '31/12/2026', '-5,90', '1']);
  });
});

describe('csvText', () => {
  it('writes money in reais without thousands separators, negative with a minus', () => {
    expect([csvMoney(123456789), csvMoney(5), csvMoney(-3000), csvMoney(0)].map((value) => csvText(value))).toEqual(['1234567,89', '0,05', '-30,00', '0,00']);
  });

  it('writes plain numbers with a decimal comma and nothing for a missing value', () => {
    expect([2.5, -1200, null, undefined, Number.NaN].map((value) => csvText(value))).toEqual(['2,5', '-1200', '', '', '']);
  });

  it("keeps a calendar day and writes a date-time on the store's clock, whatever the computer's", () => {
    expect(csvText(csvDate('2026-01-05', 'Pacific/Auckland'))).toBe('05/01/2026');
    // 00:07 UTC on 10/07: still 09/07 21:07 in São Paulo, 20:07 in Manaus
    const instant = Date.parse('2026-07-10T00:07:00.000Z');
    expect([csvDate(instant, 'America/Sao_Paulo'), csvDate(instant, 'UTC'), csvDateTime(new Date(instant).toISOString(), 'America/Sao_Paulo'), csvDateTime(new Date(instant), 'America/Manaus')].map((value) => csvText(value))).toEqual(
      ['09/07/2026', '10/07/2026', '09/07/2026 21:07', '09/07/2026 20:07'],
    );
    // the platform's text without a zone is São Paulo's clock
    expect([csvDateTime('2026-07-09 21:07:00', 'America/Sao_Paulo'), csvDateTime('2026-07-09 21:07:00', 'America/Manaus'), csvDateTime('=1+1', 'America/Sao_Paulo')].map((value) => csvText(value))).toEqual(
      ['09/07/2026 21:07', '09/07/2026 20:07', "'=1+1"],
    );
  });

  it("writes the screen's money text with a plain space: no no-break space reaches the file", () => {
    expect(formatCentsBRL(1000)).toBe('R$\u00a010,00');
    expect(csvText(`Cupom de ${formatCentsBRL(1000)}`)).toBe('Cupom de R$ 10,00');
    expect(csvText('1\u202f000')).toBe('1 000');
    const file = toCsv([{ valor: formatCentsBRL(-550) }], [{ header: 'Valor\u00a0(R$)', value: (r) => r.valor }]);
    expect(file).toBe(`${CSV_BOM}Valor (R$)\r\n'-R$ 5,50\r\n`);
  });

  it('never lets a text cell run as a formula', () => {
    expect(['=HYPERLINK("http://x")', '+5511', '@soma', 'Pizza'].map((value) => csvText(value))).toEqual(['\'=HYPERLINK("http://x")', "'+5511", "'@soma", 'Pizza']);
  });
});
