/**
 * Imported first by simulator.worker.ts, before msw: msw's cookie store reads `localStorage` when its
 * module loads, and a worker has none. The simulator reads no cookies through msw (it keeps its own
 * session: authenticate.ts), so an in-memory one of the worker's life is enough.
 */
if (typeof (globalThis as { localStorage?: unknown }).localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true });
}

export {};
