import { generateLinkCode, isLinkCode, LINK_CODE_PATTERN } from './linkCode';

describe('generateLinkCode', () => {
  it("is 'A-' plus 5 digits or uppercase letters", () => {
    for (let i = 0; i < 500; i++) expect(generateLinkCode()).toMatch(LINK_CODE_PATTERN);
  });

  it('draws every character from the random source, edges included', () => {
    const values = [0, 0.999999, 0.5, 0.28, 1];
    let i = 0;
    expect(generateLinkCode(() => values[i++]!)).toBe('A-0ZIAZ');
  });

  it('recognises a code', () => {
    expect(['A-7K2Q9', 'A-7k2q9', 'B-7K2Q9', 'A-7K2Q'].map((value) => isLinkCode(value))).toEqual([true, false, false, false]);
  });
});
