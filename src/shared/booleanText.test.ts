import { describe, expect, it } from 'vitest';
import { booleanOf, meansYes } from './booleanText';

describe('booleanOf: which values mean yes and no (one home)', () => {
  it.each([true, 1, '1', 'true', 'TRUE', 'S', 's', 'sim', 'Sim', ' on ', 'yes'])('%j is yes', (value) => {
    expect(booleanOf(value)).toBe(true);
    expect(meansYes(value)).toBe(true);
  });
  it.each([false, 0, '0', 'false', 'N', 'n', 'não', 'nao', 'off', 'no', '', '  '])('%j is no', (value) => {
    expect(booleanOf(value)).toBe(false);
    expect(meansYes(value)).toBe(false);
  });
  it.each([2, -1, Number.NaN, 'talvez', 'x', null, undefined, {}, []])('%j is neither (null), and not a yes', (value) => {
    expect(booleanOf(value)).toBeNull();
    expect(meansYes(value)).toBe(false);
  });
});
