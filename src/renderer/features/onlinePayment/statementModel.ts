/**
 * The statement and transfer screens of the spec are static and show sample figures (spec 02
 * §2.8, §9: 'placeholders'). The one figure the contract holds, what is still to receive, is the
 * calendar's total; the available balance has no call, so it is a sample, always labelled
 * 'Valores ilustrativos' on screen. This is the only home of that sample.
 */
export const ILLUSTRATIVE_AVAILABLE_BALANCE = 1250;

/** Money typed in the transfer wizard ('125.50', '125,50') as reais; null when it is not a positive amount. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 ? value : null;
}
