/** EAN-13 barcodes (spec 02 §3 Catalogue product, §5 bulk upload: 'barcode of 13 digits'). */

/** The check digit of the first 12 digits: weights 1 and 3 alternating from the left. */
export function eanCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 precisa de 12 dígitos antes do verificador: ${first12}`);
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last one is the check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A complete code from its first 12 digits. */
export function ean13(first12: string): string {
  return first12 + String(eanCheckDigit(first12));
}
