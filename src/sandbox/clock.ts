/**
 * The sandbox's notion of "now". Tests move it forward (recovery codes expire after 5 minutes,
 * pending orders count down) without waiting.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}
