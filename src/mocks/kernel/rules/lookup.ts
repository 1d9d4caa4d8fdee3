import { isDraft } from 'immer';
import type { SimulatorRefusal } from '../refusal';

/**
 * Look-ups by key in the store's record arrays, indexed once per array. A stored state's arrays are frozen
 * (states are immutable: a change makes a new array), so an index made for one holds while the array
 * lives and goes with it (WeakMap). A draft's array, or any unfrozen one, may change under an index: it
 * is searched as `find` would. The settle step asks "the order numbered X" for every payable of every
 * agency at every call; searching made that quadratic in the orders (most of a booking's time).
 */

type Index = Map<string, unknown>;
const indexes = new WeakMap<readonly unknown[], Map<string, Index>>();

/**
 * The first item whose `keyOf` is `key` (`items.find((item) => keyOf(item) === key)`); `keyOf` answers
 * null for an item never looked up. `name` names the key function: one index per array and name.
 */
export function lookUp<T>(items: readonly T[], name: string, keyOf: (item: T) => string | null, key: string): T | undefined {
  if (isDraft(items) || !Object.isFrozen(items)) return items.find((item) => keyOf(item) === key);
  let byName = indexes.get(items);
  if (!byName) indexes.set(items, (byName = new Map()));
  let index = byName.get(name);
  if (!index) {
    index = new Map();
    for (const item of items) {
      const itemKey = keyOf(item);
      if (itemKey !== null && !index.has(itemKey)) index.set(itemKey, item);
    }
    byName.set(name, index);
  }
  return index.get(key) as T | undefined;
}

/**
 * The first item `matches` accepts, typed as found. `orElse` says what a miss is: a refusal to answer (the
 * caller asked for a record that is not there), or, as a text naming what was looked for, a state that
 * broke its own links (a bid's activity, an order's own segment), thrown as a fault rather than read on
 * as undefined.
 */
export function mustFind<T>(items: readonly T[], matches: (item: T) => boolean, orElse: string | (() => SimulatorRefusal)): T {
  const found = items.find(matches);
  if (found !== undefined) return found;
  throw typeof orElse === 'string' ? new Error(`The simulator's state has no ${orElse}`) : orElse();
}

/**
 * Where `next` differs from `previous`: the indexes of its items that are not the same object at the
 * same place (those a transaction changed or appended). States are immutable and Immer keeps every
 * record a transaction did not change as the same object, so for a record array that only grows or
 * changes in place (the orders) this is what the transaction touched, found by comparing references,
 * not by indexing either array. `sameRecord` tells an item changed in place (the same record, another
 * version) from another record: null when the arrays do not line up (an item removed, inserted or
 * moved) or `next` is shorter — the caller then compares by key.
 */
export function changedSince<T>(previous: readonly T[], next: readonly T[], sameRecord: (before: T, after: T) => boolean): number[] | null {
  if (next.length < previous.length) return null;
  const changed: number[] = [];
  if (next === previous) return changed;
  for (let index = 0; index < previous.length; index += 1) {
    const before = previous[index]!;
    const after = next[index]!;
    if (before === after) continue;
    if (!sameRecord(before, after)) return null;
    changed.push(index);
  }
  for (let index = previous.length; index < next.length; index += 1) changed.push(index);
  return changed;
}

/** How many items have each key, for the latest frozen array asked about under a name. */
interface KeyCounts {
  items: readonly unknown[];
  counts: Map<string, number>;
}
const keyCounts = new Map<string, KeyCounts>();

/**
 * Whether an item's `keyOf` is `key` (`items.some((item) => keyOf(item) === key)`). For a frozen array the
 * keys are counted once and the count is carried to the next array asked about (a transaction's) by the
 * items that differ, found by reference (`changedSince`): an index made again for each new array cost a
 * pass over every item at every write. One count per name, for the latest array; another array is counted
 * again (or carried over from the latest when it lines up).
 */
export function hasKey<T>(items: readonly T[], name: string, keyOf: (item: T) => string | null, key: string): boolean {
  if (isDraft(items) || !Object.isFrozen(items)) return items.some((item) => keyOf(item) === key);
  let kept = keyCounts.get(name);
  if (kept?.items !== items) {
    const changed = kept ? changedSince(kept.items as readonly T[], items, () => true) : null;
    if (kept && changed) {
      const { counts } = kept;
      const add = (item: T, by: number) => {
        const itemKey = keyOf(item);
        if (itemKey !== null) counts.set(itemKey, (counts.get(itemKey) ?? 0) + by);
      };
      for (const at of changed) {
        if (at < kept.items.length) add(kept.items[at] as T, -1);
        add(items[at]!, 1);
      }
      kept.items = items;
    } else {
      const counts = new Map<string, number>();
      for (const item of items) {
        const itemKey = keyOf(item);
        if (itemKey !== null) counts.set(itemKey, (counts.get(itemKey) ?? 0) + 1);
      }
      kept = { items, counts };
      keyCounts.set(name, kept);
    }
  }
  return (kept.counts.get(key) ?? 0) > 0;
}
