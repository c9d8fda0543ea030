/** Characters of a courier link code: digits and uppercase letters (spec 01 §9). */
export const LINK_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LINK_CODE_PREFIX = 'A-';
export const LINK_CODE_LENGTH = 5;
export const LINK_CODE_PATTERN = /^A-[0-9A-Z]{5}$/;

/**
 * A code to link a courier to an order ('Vincular Motoboy'): 'A-' plus 5 random digits or
 * uppercase letters. `random` returns a number in [0, 1) like Math.random.
 */
export function generateLinkCode(random: () => number = Math.random): string {
  let code = LINK_CODE_PREFIX;
  for (let i = 0; i < LINK_CODE_LENGTH; i++) {
    const r = Math.min(Math.max(random(), 0), 0.999999999);
    code += LINK_CODE_ALPHABET[Math.floor(r * LINK_CODE_ALPHABET.length)];
  }
  return code;
}

export function isLinkCode(value: string): boolean {
  return LINK_CODE_PATTERN.test(value);
}
