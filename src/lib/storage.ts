/**
 * JSON in Web Storage, tolerant of a full or unavailable store (private mode, quota).
 *
 * Which store: `sessionStore` lives as long as the tab (it survives a reload, not the tab's close),
 * so the signed-in user, form drafts and anything personal (passengers' ID numbers, phones) go
 * there: an agency PC is shared, and the next person must not find them days later. `localStore`
 * outlives the tab and holds only preferences that say nothing about anyone (the last login kind).
 */
function read<T>(store: Storage | undefined, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function readText(store: Storage | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the portal keeps working, only persistence is lost.
  }
}

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function keysOf(store: Storage | undefined): string[] {
  if (!store) return [];
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key != null);
}

export const sessionStore = {
  get: <T>(key: string) => read<T>(session(), key),
  /** The stored text, unparsed: to tell whether a value changed without parsing it. */
  text: (key: string) => readText(session(), key),
  set: (key: string, value: unknown) => write(session(), key, value),
  remove: (key: string) => session()?.removeItem(key),
  keys: (): string[] => keysOf(session()),
};

export const localStore = {
  get: <T>(key: string) => read<T>(local(), key),
  set: (key: string, value: unknown) => write(local(), key, value),
  remove: (key: string) => local()?.removeItem(key),
  keys: (): string[] => keysOf(local()),
};

/** Form drafts (lib/drafts.ts) are session data: their keys share this prefix. */
export const DRAFT_PREFIX = 'b2b.draft:';

/**
 * Every draft of the tab, of every account: at logout nothing typed may stay behind. Here rather than
 * in drafts.ts so logout, whose code loads with /login, does not load the draft hook with it.
 */
export function clearDrafts(): void {
  for (const key of sessionStore.keys()) if (key.startsWith(DRAFT_PREFIX)) sessionStore.remove(key);
  discardLegacyDrafts();
}

/** Drafts an earlier version kept in localStorage for days: removed at start, never read. */
export function discardLegacyDrafts(): void {
  for (const key of localStore.keys()) if (key.startsWith(DRAFT_PREFIX)) localStore.remove(key);
}
