import { formatBRL } from '../format';
import { columnsOf, fitColumns, printable, removeAccents, wrapText } from './text';

describe('printable', () => {
  it('replaces [ ] { } by a bar', () => {
    expect(printable('[sem banana] {capricha}')).toBe('|sem banana| |capricha|');
  });

  it('turns typographic punctuation into ASCII before any encoding', () => {
    expect(printable('Interfone — ligar… “urgente” ‘já’ – ok')).toBe('Interfone - ligar... "urgente" \'já\' - ok');
  });

  it('makes one line: breaks, tabs and control characters become spaces', () => {
    expect(printable('a\r\nb\nc\td\u0007e')).toBe('a b c d e');
  });

  it('keeps accents composed (NFC) so one letter is one column, and replaces emoji', () => {
    const decomposed = 'ac\u0327a\u0303o';
    expect(printable(decomposed)).toBe('ação');
    expect(columnsOf(printable(decomposed))).toBe(4);
    expect(printable('Pizza 🍕 boa')).toBe('Pizza ? boa');
  });

  it("turns a no-break space into a space: the screen's money text prints with a plain one", () => {
    expect(printable('R$\u00a010,00')).toBe('R$ 10,00');
    expect(printable('1\u202f000')).toBe('1 000');
    expect(printable(formatBRL(1234.5))).toBe('R$ 1.234,50');
  });
});

describe('removeAccents', () => {
  it('leaves ASCII only', () => {
    expect(removeAccents('Ação ÁÉÍÓÚ ãõ Çç nº 1ª 10°')).toBe('Acao AEIOU ao Cc no 1a 10o');
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries', () => {
    expect(wrapText('Rua Dr. João Pessoa, 1.234 - Apto 56', 16)).toEqual(['Rua Dr. João', 'Pessoa, 1.234 -', 'Apto 56']);
  });

  it('breaks words longer than a line', () => {
    expect(wrapText('abcdefghij xy', 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('never exceeds the width', () => {
    const long = 'Interfone quebrado ligar ao chegar ' + 'x'.repeat(70);
    for (const width of [8, 16, 32, 48]) for (const line of wrapText(long, width)) expect(columnsOf(line)).toBeLessThanOrEqual(width);
  });
});

describe('fitColumns', () => {
  it('pads or cuts to the width', () => {
    expect(fitColumns('ab', 4)).toBe('ab  ');
    expect(fitColumns('ab', 4, 'right')).toBe('  ab');
    expect(fitColumns('abcdef', 4)).toBe('abcd');
  });
});
