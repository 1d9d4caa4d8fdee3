/**
 * A seeded pseudo-random generator (mulberry32). The simulator never calls Math.random: the seed and
 * every code it issues follow from a state number kept in the store, so a reset replays the same run.
 */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

export interface Rng {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
  /** The state to continue from. */
  readonly state: number;
}

export function createRng(seed: number): Rng {
  let state = seed | 0;
  const next = () => {
    const step = nextRandom(state);
    state = step.state;
    return step.value;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chars: (alphabet, length) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
    get state() {
      return state;
    },
  };
}
