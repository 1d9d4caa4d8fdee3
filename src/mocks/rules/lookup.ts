import { isDraft } from 'immer';

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
