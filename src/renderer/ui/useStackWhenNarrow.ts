import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

interface Fit {
  stacked: boolean;
  /** the width the full column set needed when it last overflowed its box */
  fullWidth: number;
}

/**
 * Stacked once the full column set overflows the box; whole again once the box has that width.
 * True when that changed.
 */
function refit(box: HTMLElement, fit: Fit): boolean {
  const before = fit.stacked;
  if (!fit.stacked && box.scrollWidth > box.clientWidth + 1) {
    fit.stacked = true;
    fit.fullWidth = box.scrollWidth;
  } else if (fit.stacked && box.clientWidth >= fit.fullWidth) {
    fit.stacked = false;
  }
  return fit.stacked !== before;
}

/**
 * Whether a table's secondary columns are to go under their primary ones: true once the box that
 * holds the table (its horizontally scrolling container) is narrower than the full column set
 * needs, false again when the box has grown to that width. Checked after every render (new rows
 * may need more room), before the paint, and whenever the box or the table changes size (the
 * window, the side menu).
 */
export function useStackWhenNarrow(box: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [stacked, setStacked] = useState(false);
  const fit = useRef<Fit>({ stacked: false, fullWidth: 0 });

  // after every render, on purpose: new rows may need more room. No chain of updates: the state
  // changes only when the fit does, and the fit settles at once (see refit).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (enabled && box.current && refit(box.current, fit.current)) setStacked(fit.current.stacked);
  });

  useEffect(() => {
    const element = box.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (refit(element, fit.current)) setStacked(fit.current.stacked);
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box, enabled]);

  return enabled && stacked;
}
