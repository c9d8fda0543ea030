/** A small seeded PRNG (mulberry32): the seed data is the same on every machine and run. */
export interface Random {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** n distinct items, order random */
  sample<T>(items: readonly T[], n: number): T[];
  code(length: number, alphabet?: string): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick: lista vazia');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      return out;
    },
    code: (length, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') => {
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
  };
}
