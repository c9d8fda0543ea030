/**
 * Which values mean yes and which mean no, wherever a yes/no arrives as text or a number: the
 * platform's answers (1, '1', 'S'), form fields ('true', 'on', 'sim') and saved settings.
 */

const YES = new Set(['true', '1', 's', 'sim', 'on', 'yes']);
const NO = new Set(['false', '0', 'n', 'não', 'nao', 'off', 'no', '']);

/**
 * true or false for a value that spells yes or no (true, 1, '1', 'true', 'S', 'sim', 'on'; false,
 * 0, '0', 'false', 'N', 'não', 'off', ''), case and surrounding spaces aside; null for anything
 * else (another number or text, null, an object).
 */
export function booleanOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return YES.has(text) ? true : NO.has(text) ? false : null;
}

/** Whether a value spells yes (booleanOf); anything else, a no or not a yes/no at all, is false. */
export function meansYes(value: unknown): boolean {
  return booleanOf(value) === true;
}
