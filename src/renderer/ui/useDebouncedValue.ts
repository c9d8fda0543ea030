import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a search box that asks the server shows each
 * key at once and sends one request when typing pauses, not one per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
