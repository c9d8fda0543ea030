import { useEffect, useState } from 'react';

/**
 * False while a component is first drawn, true from the browser task after it: for a part that
 * makes the opening task long and is not needed in the first frame. Unlike useDeferredValue, that
 * render is not interrupted (and started again) by the screen's other updates.
 */
export function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
