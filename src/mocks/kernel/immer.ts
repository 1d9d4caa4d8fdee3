import { Immer } from 'immer';

/**
 * The simulator's own Immer instance (the portal's code is not affected by its settings). States are
 * frozen: besides making a stray write outside a transaction throw, freezing is what keeps a
 * transaction cheap on a several-MB state — Immer skips frozen subtrees when it finishes a draft, and
 * walks every unfrozen one (`npm run bench:store`, bench/store-cost.bench.ts: a write ~0.06 ms frozen against ~50 ms not).
 */
export const immer = new Immer({ autoFreeze: true });
