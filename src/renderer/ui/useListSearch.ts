import { useEffect, useMemo } from 'react';
import { listSearch, type ListSearch } from '../../shared/search';

/** Chromium's idle callback; setTimeout where there is none (jsdom), cancellable either way. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // the timeout: on a busy machine idle time may not come before the person types
    const id = window.requestIdleCallback(work, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}

/**
 * A list's search (listSearch) whose keys are worked out in idle time once the list arrives or
 * changes: the first key typed in a 5,000-product category did that work itself, in the way of
 * the count. `text` is read when the list changes (keep it a module-level function).
 */
export function useListSearch<T>(items: readonly T[], text: (item: T) => string): ListSearch<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- text is fixed by contract
  const search = useMemo(() => listSearch(items, text), [items]);
  useEffect(() => (items.length === 0 ? undefined : whenIdle(search.prepare)), [items, search]);
  return search;
}
