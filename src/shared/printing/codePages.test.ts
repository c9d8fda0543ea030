import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { removeAccents } from './text';
import { CODE_PAGES, CODE_PAGE_INFO, codepointsOf, decodeText, encodeText, expectedPrint, parseCodePage, TABLE_BY_ESC_T } from './codePages';
import { ACCENTS_TEST_LINE } from './testPage';

describe('code pages', () => {
  it('selects them with the ESC t numbers of the Epson set', () => {
    expect(Object.fromEntries(CODE_PAGES.map((c) => [c, CODE_PAGE_INFO[c].escT]))).toEqual({
      cp850: 2,
      cp860: 3,
      cp858: 19,
      wpc1252: 16,
      'sem-acentos': 0,
    });
  });

  it('encodes pt-BR letters to the bytes of each table', () => {
    expect([...encodeText('ãõçÇé', 'cp850')]).toEqual([0xc6, 0xe4, 0x87, 0x80, 0x82]);
    expect([...encodeText('ãõçÇé', 'cp860')]).toEqual([0x84, 0x94, 0x87, 0x80, 0x82]);
    expect([...encodeText('ãõçÇé', 'cp858')]).toEqual([0xc6, 0xe4, 0x87, 0x80, 0x82]);
    expect([...encodeText('ãõçÇé', 'wpc1252')]).toEqual([0xe3, 0xf5, 0xe7, 0xc7, 0xe9]);
    expect([...encodeText('ãõçÇé', 'sem-acentos')]).toEqual([...'aocCe'].map((c) => c.charCodeAt(0)));
  });

  it.each(CODE_PAGES.filter((c) => c !== 'sem-acentos'))('%s prints every pt-BR letter of the test line', (codePage) => {
    expect(expectedPrint(ACCENTS_TEST_LINE, codePage)).toBe(ACCENTS_TEST_LINE);
  });

  it('prints the test line without accents on sem-acentos', () => {
    expect(expectedPrint(ACCENTS_TEST_LINE, 'sem-acentos')).toBe('Teste de acentuacao: AEIOU aeiou AEO aeo AO ao Cc oao');
  });

  it('prints ? for a missing character and never a control byte', () => {
    expect(decodeText(encodeText('€', 'cp850'), 'cp850')).toBe('?');
    expect(decodeText(encodeText('€', 'cp858'), 'cp858')).toBe('€');
    const bytes = encodeText('☺♥', 'sem-acentos');
    expect([...bytes].every((b) => b >= 0x20)).toBe(true);
  });

  it.each(CODE_PAGES)('%s encodes every character as the library does', (codePage) => {
    // every BMP character up to U+2FFF, a surrogate pair (emoji) and the replacement character
    const text = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i)).join('') + '🍕 x \uFFFD';
    const source = codePage === 'sem-acentos' ? removeAccents(text) : text;
    const library = CodepageEncoder.encode(source, CODE_PAGE_INFO[codePage].table).map((b) => (b < 0x20 || b === 0x7f ? 0x3f : b));
    expect([...encodeText(text, codePage)]).toEqual([...library]);
  });

  it.each(Object.values(TABLE_BY_ESC_T))('%s: the copied table is the library\u2019s, byte by byte', (table) => {
    const library = CodepageEncoder.getCodepoints(table, true);
    expect(codepointsOf(table)).toEqual(library);
    const bytes = Array.from({ length: 0x80 }, (_, i) => 0x80 + i);
    expect(decodeText(bytes, table)).toBe(String.fromCharCode(...library.slice(0x80)));
  });

  it('reads the names people write', () => {
    expect(['CP850', 'windows-1252', 'WPC1252', 'sem acentos', 'cp437'].map((value) => parseCodePage(value))).toEqual(['cp850', 'wpc1252', 'wpc1252', 'sem-acentos', null]);
  });
});
