/** A small seeded PRNG (mulberry32) so the demo and scale data are the same on every run. */
export interface Prng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Decimal in [min, max) rounded to `decimals`. */
  decimal(min: number, max: number, decimals: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    decimal: (min, max, decimals) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() de uma lista vazia');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
