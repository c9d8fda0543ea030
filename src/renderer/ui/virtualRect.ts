import { observeElementRect } from '@tanstack/react-virtual';

/**
 * A virtual list's view size for @tanstack/react-virtual. Before the list is laid out (or in a
 * hidden tab) its height reads 0, which would render no row at all: count on the window's height
 * until the real one is known.
 */
export const observeRectOrWindow: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }));
