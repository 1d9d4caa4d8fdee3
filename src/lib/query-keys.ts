import { FEATURES } from '@/config/features';
import { mergeManifests } from '@/config/route-meta';

/**
 * The query-key root of every entity the portal caches, in one place: a feature's lists, details and
 * tabs sit under their entity's root (`[root, 'list', params]`, `[root, 'detail', id]`), and a write that
 * changes another feature's entity invalidates that entity's root from here, never a repeated literal.
 * A team refund, for instance, changes the order's tickets and the refund list together. Each feature
 * declares the roots of what it caches in its manifest (features/<x>/manifest.ts), as a list of names: each is its
 * own key here (`KEY_ROOTS.bidOrder` is 'bidOrder').
 */
export const KEY_ROOTS = mergeManifests(FEATURES, 'keyRoots');

export type KeyRoot = (typeof KEY_ROOTS)[keyof typeof KEY_ROOTS];

/** Everything cached of an entity: what a write that changes it invalidates. */
export const rootKey = (root: keyof typeof KEY_ROOTS) => [KEY_ROOTS[root]] as const;
