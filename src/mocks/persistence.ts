import { createStore as createIdbStore, get, getMany, type UseStore } from 'idb-keyval';
import type { PersistenceStatus } from './persistence-status';
import { createSeedState } from './seed';
import { MIGRATIONS, type SavedState } from './persistence-migrations';
import { STATE_VERSION, type SimulatorState } from './state';
import type { SimulatorStore, StateOperation, StoreCoordinator } from './store';
import { LEGACY_STORAGE_KEY } from './simulator-protocol';
import type { Layout } from './module-entry';
import { MODULES, type ModuleSlices } from './modules';

/**
 * Keeps the simulator's state in IndexedDB (through idb-keyval), so a busy agency of several MB fits
 * and a reload loses nothing.
 *
 * - One record per root collection ('state/accounts', …) plus 'meta' { version, revision, keyRevisions }.
 *   A save writes only the collections whose identity changed since the last save (the store is
 *   immutable, so identity is change), in one transaction, so a login does not rewrite the orders.
 * - Write-behind: a call answers first; the changes of the calls within `saveDelayMs` are saved
 *   together, off the call's path. A failed save (quota, private mode) never fails a call: the
 *   status says so and the next change tries again.
 * - Tabs: a tab holds a lease (Web Lock) while it runs calls and until their changes are saved; a tab
 *   taking the lease first reloads whatever another tab saved since (revision per collection), so a
 *   second tab never silently undoes the first. A BroadcastChannel tells idle tabs to catch up. Without
 *   Web Locks the lease is per tab and the save is a compare-and-set on the revision: a tab that lost
 *   the race takes the other's state and says so.
 * - Versions: 'meta.version' older than STATE_VERSION is migrated by MIGRATIONS (persistence-migrations.ts)
 *   where one exists, otherwise replaced by the seed with a notice; never a crash.
 */

export const DB_NAME = 'b2b-gateway-simulator';
const OBJECT_STORE = 'state';
const META_KEY = 'meta';
const LEASE_NAME = 'b2b-gateway-simulator-lease';
const CHANNEL_NAME = 'b2b-gateway-simulator';
export { LEGACY_STORAGE_KEY } from './simulator-protocol';

export const RESET_NOTICE = '模拟数据已升级，已重置为初始数据';
export const CONFLICT_NOTICE = '另一个标签页同时修改了模拟数据，本页已改用其数据';

/** Root keys kept in the database; the serial counter lives in memory only. */
export type PersistedKey = Exclude<keyof SimulatorState, 'version' | 'serialCounter'>;
/** Keys a listed module lays out that the state lacks: its records file has not joined its slice to SimulatorState. */
type NotInState = Exclude<keyof ModuleSlices, keyof SimulatorState>;
/**
 * How each root key is kept: whole in one record, or one record per entity by its id field, so that a call
 * changing one order of a busy agency writes that order, not all of them (structured-cloning 5 MB of orders
 * costs ~100 ms of main thread; one order of 200 passengers ~1 ms). Each module declares its slice's layout
 * in its entry (src/mocks/modules.ts lists them); the host keeps its own fields whole. The compiler checks
 * the whole is complete: a key of the state neither the host nor a listed module lays out fails here.
 */
const HOST_PERSISTED = {
  clockOffsetMs: 'whole',
  rngState: 'whole',
  pendingFault: 'whole',
} as const satisfies Record<Exclude<PersistedKey, keyof ModuleSlices>, Layout> & Record<NotInState, never>;
export const PERSISTED: Record<PersistedKey, Layout> = Object.assign(
  { ...HOST_PERSISTED },
  ...MODULES.map((module): Partial<Record<PersistedKey, Layout>> => module.persisted ?? {}),
);
const PERSISTED_KEYS = Object.keys(PERSISTED) as PersistedKey[];
/** A whole key's value, or a per-entity collection's list of ids. */
const dataKey = (key: PersistedKey) => `state/${key}`;
const recordKey = (key: PersistedKey, id: string) => `state/${key}/${id}`;

type Entity = Record<string, unknown>;

/** The saved collections `keys`, assembled; null when any record is missing. */
async function readCollections(db: UseStore, keys: PersistedKey[]): Promise<Partial<Record<PersistedKey, unknown>> | null> {
  const heads = await getMany<unknown>(keys.map(dataKey), db);
  if (heads.some((head) => head === undefined)) return null;
  const result: Partial<Record<PersistedKey, unknown>> = {};
  const perEntity: [PersistedKey, string[]][] = [];
  keys.forEach((key, index) => {
    if (PERSISTED[key] === 'whole') result[key] = heads[index];
    else perEntity.push([key, Array.isArray(heads[index]) ? (heads[index] as string[]) : []]);
  });
  const records = await getMany<unknown>(
    perEntity.flatMap(([key, ids]) => ids.map((id) => recordKey(key, id))),
    db,
  );
  if (records.some((record) => record === undefined)) return null;
  let offset = 0;
  for (const [key, ids] of perEntity) {
    result[key] = records.slice(offset, offset + ids.length);
    offset += ids.length;
  }
  return result;
}

interface Writes {
  puts: [string, unknown][];
  deletes: string[];
}

/** What saving `value` under `key` writes, given the value last saved (undefined: everything). */
function writesOf(key: PersistedKey, value: unknown, saved: unknown, writes: Writes): void {
  const layout = PERSISTED[key];
  if (layout === 'whole') {
    writes.puts.push([dataKey(key), value]);
    return;
  }
  const items = value as Entity[];
  const before = new Map((saved as Entity[] | undefined)?.map((item) => [String(item[layout.recordId]), item]));
  const ids = items.map((item) => String(item[layout.recordId]));
  if (new Set(ids).size !== ids.length) throw new Error(`模拟数据 ${key} 中有重复的 ${layout.recordId}`);
  items.forEach((item, index) => {
    const id = ids[index];
    if (before.get(id) !== item) writes.puts.push([recordKey(key, id), item]);
    before.delete(id);
  });
  for (const id of before.keys()) writes.deletes.push(recordKey(key, id));
  writes.puts.push([dataKey(key), ids]);
}

interface Meta {
  version: number;
  revision: number;
  /** The revision that last wrote each collection. */
  keyRevisions: Partial<Record<PersistedKey, number>>;
}

// ---- versions ----

/** The saved state brought to STATE_VERSION, or null when no chain of migrations reaches it. */
export function migrate(saved: SavedState, from: number): SimulatorState | null {
  let current = saved;
  for (let version = from; version < STATE_VERSION; version += 1) {
    const step = MIGRATIONS[version];
    if (!step) return null;
    current = step(current);
  }
  if (from > STATE_VERSION || PERSISTED_KEYS.some((key) => current[key] === undefined)) return null;
  return { ...current, version: STATE_VERSION } as unknown as SimulatorState;
}

// ---- tabs ----

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const inProcessQueues = new Map<string, Promise<unknown>>();

/** Where Web Locks are missing: a lock within this page (or this test process) only. */
export const inProcessLocks: LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = inProcessQueues.get(name) ?? Promise.resolve();
    const run = previous.then(callback, callback);
    inProcessQueues.set(
      name,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  },
};

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface PersistenceOptions {
  store: SimulatorStore;
  /** Default: the 'state' object store of the DB_NAME database. */
  db?: UseStore;
  /** Default: navigator.locks, else inProcessLocks. */
  locks?: LockManagerLike;
  /** Default: a BroadcastChannel when the platform has one; null for none. */
  channel?: ChannelLike | null;
  /** An older localStorage save to take over once (the browser's localStorage). */
  legacyStorage?: Storage | null;
  /** How long changes gather before they are saved together. */
  saveDelayMs?: number;
  /**
   * Makes the first state when nothing is saved (a new profile). Default: none — the store's own, made
   * on first use in one go. The browser passes one made in steps, so that the page is not blocked meanwhile.
   */
  seed?: () => Promise<SimulatorState>;
  onStatus?: (status: PersistenceStatus) => void;
}

export class Persistence implements StoreCoordinator {
  status: PersistenceStatus = { mode: 'indexeddb', notice: null, saveError: null };

  private readonly store: SimulatorStore;
  private readonly db: UseStore;
  private readonly locks: LockManagerLike;
  private readonly channel: ChannelLike | null;
  private readonly legacyStorage: Storage | null;
  private readonly saveDelayMs: number;
  private readonly seed: (() => Promise<SimulatorState>) | undefined;
  private readonly onStatus: ((status: PersistenceStatus) => void) | undefined;

  /** The revision our copy is at, and that of each collection. */
  private revision = 0;
  private keyRevisions: Meta['keyRevisions'] = {};
  /** The collections as last saved or loaded: what a save compares with, and a refresh starts from. */
  private saved: Partial<Record<PersistedKey, unknown>> = {};
  /** Control-API operations applied here but not saved yet; replayed onto a newer state. */
  private pendingOps: StateOperation[] = [];
  private savedWaiters: (() => void)[] = [];

  private held = false;
  private acquiring: Promise<void> | null = null;
  private releaseLease: (() => void) | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private saving: Promise<void> | null = null;
  private started = false;
  private clearOnSave = false;

  constructor(options: PersistenceOptions) {
    this.store = options.store;
    this.db = options.db ?? createIdbStore(DB_NAME, OBJECT_STORE);
    this.locks = options.locks ?? defaultLocks();
    this.channel = options.channel === undefined ? defaultChannel() : options.channel;
    this.legacyStorage = options.legacyStorage ?? null;
    this.saveDelayMs = options.saveDelayMs ?? 25;
    this.seed = options.seed;
    this.onStatus = options.onStatus;
    this.channel?.addEventListener('message', (event: MessageEvent) => {
      const revision = (event.data as { revision?: unknown } | null)?.revision;
      // Another tab saved: catch up now, so this tab's panel and reads show it.
      if (typeof revision === 'number' && revision > this.revision && !this.held) {
        void this.acquire().then(
          () => this.releaseIfIdle(),
          () => undefined,
        );
      }
    });
  }

  /** Loads the saved state once (or takes over the legacy one, or keeps the seed) and saves from now on. */
  async start(): Promise<void> {
    this.store.attach(this);
    try {
      await this.acquire();
    } catch (error) {
      this.setStatus({ saveError: describe(error) });
    }
  }

  /** Detaches from the store and the channel (tests; a page never stops). */
  async stop(): Promise<void> {
    await this.flush();
    this.store.attach(null);
    this.channel?.close();
  }

  /** Saves what is pending now. */
  async flush(): Promise<void> {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
    }
    await this.acquire().catch(() => undefined);
    await this.saveAndRelease();
  }

  async runCall<T>(fn: () => T): Promise<T> {
    try {
      await this.acquire();
    } catch (error) {
      // The database is unusable: the call still answers, from memory.
      this.setStatus({ saveError: describe(error) });
    }
    let answer: T;
    try {
      answer = fn();
    } finally {
      this.scheduleSave();
    }
    // A gateway answers what it has committed: the caller may leave the page at once (an ONLINE payment
    // goes to the cashier page, another page of this simulator), and what the call changed must be there.
    // A call that changed nothing, with nothing else on its way to the database, has nothing to wait for:
    // a read answers at once instead of after the save delay and a save that writes nothing (most of a
    // detail's latency in the browser: docs/performance.md). The lease stays until the delay's end, so a
    // burst of reads asks for it once.
    if (this.saving === null && this.pendingOps.length === 0 && this.changedKeys().length === 0) return answer;
    await new Promise<void>((resolve) => this.savedWaiters.push(resolve));
    return answer;
  }

  applied(op: StateOperation): Promise<void> {
    this.pendingOps.push(op);
    const saved = new Promise<void>((resolve) => this.savedWaiters.push(resolve));
    void this.acquire().then(
      () => this.scheduleSave(),
      (error: unknown) => {
        // The database is unusable: the change stands in memory; nobody waits for a save that cannot come.
        this.setStatus({ saveError: describe(error) });
        this.savedWaiters.splice(0).forEach((resolve) => resolve());
      },
    );
    return saved;
  }

  // ---- the lease ----

  private acquire(): Promise<void> {
    if (this.held) return Promise.resolve();
    if (this.acquiring) return this.acquiring;
    const acquiring = new Promise<void>((granted, failed) => {
      const fail = (error: unknown) => {
        if (this.acquiring === acquiring) this.acquiring = null;
        failed(error);
      };
      void this.locks
        .request(LEASE_NAME, async () => {
          try {
            await this.refresh();
          } catch (error) {
            fail(error);
            return;
          }
          await new Promise<void>((release) => {
            this.releaseLease = release;
            this.held = true;
            // Cleared as the lease is granted: once it is released, the next call must ask again.
            this.acquiring = null;
            granted();
            this.scheduleSave();
          });
        })
        .catch(fail);
    });
    this.acquiring = acquiring;
    return acquiring;
  }

  /** Hands the lease back at once when there is nothing to save (a catch-up), not after the save delay. */
  private releaseIfIdle(): void {
    if (!this.held || this.saving !== null || this.pendingOps.length > 0 || this.changedKeys().length > 0) return;
    this.release();
  }

  private scheduleSave(): void {
    if (this.saveTimer !== null) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.saveAndRelease();
    }, this.saveDelayMs);
  }

  private async saveAndRelease(): Promise<void> {
    await this.save();
    if (this.changedKeys().length > 0 && this.status.saveError === null) {
      this.scheduleSave();
      return;
    }
    // Nothing is left unsaved (or the save failed): every call still waiting answers now — one that
    // changed nothing while another's save was under way included, which no save would ever resolve.
    this.savedWaiters.splice(0).forEach((resolve) => resolve());
    // Released even after a failed save, so that other tabs are not starved; the next change retries.
    this.release();
  }

  private release(): void {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
    }
    if (!this.held) return;
    this.held = false;
    this.releaseLease?.();
    this.releaseLease = null;
  }

  // ---- loading ----

  /** Brings our copy up to what is saved (everything on the first call, else the newer collections). */
  private async refresh(): Promise<void> {
    const initial = !this.started;
    const meta = await get<Meta>(META_KEY, this.db);
    if (!meta) {
      if (initial && !this.adoptLegacyOrKeep() && this.seed) this.store.replace(await this.seed());
      this.started = true;
      return;
    }
    if (meta.version !== STATE_VERSION) {
      const whole = await readCollections(this.db, PERSISTED_KEYS).catch(() => null);
      this.takeOver(whole ? migrate(whole, meta.version) : null, meta.revision);
      this.started = true;
      return;
    }
    const stale = PERSISTED_KEYS.filter((key) => initial || (meta.keyRevisions[key] ?? 0) > (this.keyRevisions[key] ?? 0));
    if (stale.length === 0 && meta.revision === this.revision) return;
    const collections = await readCollections(this.db, stale);
    if (!collections) {
      // Records removed by hand (devtools) or a damaged database: start over rather than run on half a state.
      this.takeOver(null, meta.revision);
      this.started = true;
      return;
    }
    const loaded = collections as Partial<SimulatorState>;
    // Our unsaved operations are replayed on top of what the other tab saved. The first load reads every
    // collection: the store's own state (the seed, made on first use) is not needed, nor made.
    const ours: Partial<SimulatorState> = initial
      ? { serialCounter: 0 }
      : { ...this.store.getState(), ...(this.saved as Partial<SimulatorState>) };
    const base = { ...ours, ...loaded, version: STATE_VERSION } as SimulatorState;
    this.store.replace(
      this.pendingOps.reduce((state, op) => op(state), base),
      { load: true },
    );
    for (const key of stale) this.saved[key] = loaded[key];
    this.revision = meta.revision;
    this.keyRevisions = { ...meta.keyRevisions };
    this.started = true;
  }

  /** An outdated or damaged save: migrated when possible, else the seed with a notice; all rewritten. */
  private takeOver(state: SimulatorState | null, revision: number): void {
    if (state) this.store.replace(state, { load: true });
    else {
      this.store.replace(createSeedState(Date.now(), 0), { load: true });
      this.setStatus({ notice: RESET_NOTICE });
    }
    this.pendingOps = [];
    this.saved = {};
    this.revision = revision;
    this.keyRevisions = {};
    // Whatever the old version left is dropped with the next save, which writes everything.
    this.clearOnSave = true;
  }

  /** Whether a legacy save was found (and taken over, or replaced by the seed). */
  private adoptLegacyOrKeep(): boolean {
    const json = this.legacyStorage?.getItem(LEGACY_STORAGE_KEY) ?? null;
    if (json === null) return false;
    this.legacyStorage?.removeItem(LEGACY_STORAGE_KEY);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(json);
    } catch {
      // Unreadable: the seed below.
    }
    const version = (parsed as { version?: unknown } | null)?.version;
    this.takeOver(typeof version === 'number' ? migrate(parsed as SavedState, version) : null, 0);
    return true;
  }

  // ---- saving ----

  private changedKeys(): PersistedKey[] {
    const state = this.store.getState();
    return PERSISTED_KEYS.filter((key) => !(key in this.saved) || state[key] !== this.saved[key]);
  }

  private save(): Promise<void> {
    this.saving ??= this.writeChanges().finally(() => {
      this.saving = null;
    });
    return this.saving;
  }

  private async writeChanges(): Promise<void> {
    const state = this.store.getState();
    const changed = this.changedKeys();
    const opsIncluded = this.pendingOps.length;
    const waiters = this.savedWaiters.splice(0);
    try {
      if (changed.length === 0) return;
      const revision = this.revision + 1;
      const keyRevisions = { ...this.keyRevisions };
      for (const key of changed) keyRevisions[key] = revision;
      const writes: Writes = { puts: [], deletes: [] };
      for (const key of changed) writesOf(key, state[key], this.clearOnSave ? undefined : this.saved[key], writes);
      const clear = this.clearOnSave;
      const written = await this.compareAndSet(this.revision, writes, { version: STATE_VERSION, revision, keyRevisions }, clear);
      if (!written) {
        // Only without Web Locks: another tab saved first. Theirs stands; our operations are replayed.
        this.setStatus({ notice: CONFLICT_NOTICE });
        this.saved = {};
        this.keyRevisions = {};
        this.revision = -1;
        await this.refresh();
        return;
      }
      this.revision = revision;
      this.keyRevisions = keyRevisions;
      if (clear) this.clearOnSave = false;
      for (const key of changed) this.saved[key] = state[key];
      this.pendingOps.splice(0, opsIncluded);
      if (this.status.saveError !== null) this.setStatus({ saveError: null });
      this.channel?.postMessage({ revision });
    } catch (error) {
      this.setStatus({ saveError: describe(error) });
    } finally {
      waiters.forEach((resolve) => resolve());
    }
  }

  /** Writes `writes` and `meta` in one transaction if the saved revision is still `expected`. */
  private compareAndSet(expected: number, writes: Writes, meta: Meta, clear: boolean): Promise<boolean> {
    return this.db(
      'readwrite',
      (objectStore) =>
        new Promise<boolean>((resolve, reject) => {
          const transaction = objectStore.transaction;
          let written = false;
          const read = objectStore.get(META_KEY);
          read.onsuccess = () => {
            const current = read.result as Meta | undefined;
            if ((current?.revision ?? 0) !== expected) return;
            if (clear) objectStore.clear();
            for (const key of writes.deletes) objectStore.delete(key);
            for (const [key, value] of writes.puts) objectStore.put(value, key);
            objectStore.put(meta, META_KEY);
            written = true;
          };
          transaction.oncomplete = () => resolve(written);
          transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        }),
    );
  }

  private setStatus(change: Partial<PersistenceStatus>): void {
    this.status = { ...this.status, ...change };
    this.onStatus?.(this.status);
    this.store.notify();
  }
}

function defaultLocks(): LockManagerLike {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (!locks) return inProcessLocks;
  // The DOM typing wraps the callback's promise once more; at run time request() resolves to its result.
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
}

function defaultChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return '浏览器存储空间已满，模拟数据未能保存';
  return `模拟数据未能保存：${error instanceof Error ? error.message : String(error)}`;
}
