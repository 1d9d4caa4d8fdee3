import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache, each entry held once by the portal itself. antd counts the mounted users of a component's
 * theme variables and styles, and drops the entry with the last one's unmount: the variables' <style> is taken
 * out of the page, and the next mount works the tokens out again and puts it back. Leaving a screen unmounts
 * its tables, forms and tabs; the next screen mounts its own in the same commit, after the old ones' cleanup, so
 * every navigation paid for the components the two screens share, and a revisit for all of its own, each
 * insertion starting the page's style recalculation over (docs/performance.md). Held once more, an entry stays:
 * the portal has one theme, so what it keeps is bounded by the kinds of components it uses.
 */
export function heldStyleCache(): ReturnType<typeof createCache> {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      // An entry just made: its count starts one higher, so its users' unmounts never bring it to nothing.
      return previous == null && next !== null ? [next[0] + 1, next[1]] : next;
    });
  return cache;
}
