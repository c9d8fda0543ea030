import { afterEach, beforeEach } from 'vitest';

/**
 * Test-only: jsdom has no window.matchMedia. stubMatchMedia answers the listed media queries as
 * matching and every other as not (e.g. '(prefers-reduced-motion: reduce)' so charts draw at
 * once, without animation). Returns the undo.
 */
export function stubMatchMedia(matching: readonly string[]): () => void {
  const had = Object.hasOwn(window, 'matchMedia');
  const previous = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query.replace(/^@media\s*/, '').trim()),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  return () => {
    if (had) window.matchMedia = previous;
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * For a test file that draws charts: every test in it runs as for a person who asked for less motion,
 * so the charts draw at once (the e2e tests run that way too).
 */
export function drawChartsAtOnce(): void {
  let restore = (): void => undefined;
  beforeEach(() => {
    restore = stubMatchMedia([REDUCED_MOTION]);
  });
  afterEach(() => restore());
}
