import 'fake-indexeddb/auto';
import { createStore as createIdbStore, get, set, setMany, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFLICT_NOTICE,
  inProcessLocks,
  LEGACY_STORAGE_KEY,
  Persistence,
  RESET_NOTICE,
  type LockManagerLike,
  type PersistenceOptions,
} from '@/mocks/persistence';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { createSeedState } from '@/mocks/seed';
import { STATE_VERSION, type SimulatorState } from '@/mocks/state';
import { createStore, type SimulatorStore } from '@/mocks/store';
import { expectEvery } from '../../expect-every';

/**
 * Persistence against an in-memory IndexedDB (fake-indexeddb). A "tab" is a store with its own
 * Persistence and its own database connection; tabs of one test share a database by name.
 */

/** The next turn of the event loop: every promise settled by then has run its callbacks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const T0 = Date.parse('2026-03-02T09:00:00+08:00');
const running: Persistence[] = [];

interface Tab {
  store: SimulatorStore;
  persistence: Persistence;
}

async function openTab(dbName: string, options: Partial<PersistenceOptions> = {}): Promise<Tab> {
  const store = createStore(createSeedState(T0, 0));
  const persistence = new Persistence({ store, db: createIdbStore(dbName, 'state'), channel: null, saveDelayMs: 5, ...options });
  running.push(persistence);
  await persistence.start();
  return { store, persistence };
}

/** A gateway call in miniature: a transaction run under the tab's lease. */
function call(tab: Tab, change: (state: SimulatorState) => void): Promise<void> {
  return tab.persistence.runCall(() => tab.store.update(() => change(tab.store.getState())));
}

/** The collections of version 5 (payment and money), empty, and a state without them (an older save). */
const MONEY_KEYS = [
  'payments',
  'paymentRefunds',
  'ancillaryOrders',
  'prepaidAccounts',
  'transactions',
  'topUps',
  'pointMovements',
  'rewardCredits',
  'retroOrders',
  'moneySequences',
] as const;
const emptyMoney = () => ({ ...Object.fromEntries(MONEY_KEYS.map((key) => [key, []])), moneySequences: {} });
function withoutMoney(state: SimulatorState): Partial<SimulatorState> {
  const copy: Partial<SimulatorState> = { ...state };
  for (const key of MONEY_KEYS) delete copy[key];
  return copy;
}

/** The collections of version 6 (the agency's organisation), empty, and a state without them. */
const AGENCY_KEYS = ['roles', 'registrations', 'organisations', 'supplements', 'deregistrations', 'agencySequences'] as const;
const emptyAgency = () => ({ ...Object.fromEntries(AGENCY_KEYS.map((key) => [key, []])), agencySequences: {} });
function withoutAgency(state: Partial<SimulatorState>): Partial<SimulatorState> {
  const copy: Partial<SimulatorState> = { ...state };
  for (const key of AGENCY_KEYS) delete copy[key];
  return copy;
}

/** The collections of version 7 (documents: invoices and reports), empty, and a state without them. */
const DOCUMENT_KEYS = ['invoices', 'reports', 'documentSequences'] as const;
const emptyDocuments = () => ({ invoices: [], reports: [], documentSequences: {} });
function withoutDocuments(state: Partial<SimulatorState>): Partial<SimulatorState> {
  const copy: Partial<SimulatorState> = { ...state };
  for (const key of DOCUMENT_KEYS) delete copy[key];
  return copy;
}

/**
 * A database no test has used. Not a count from 1: the in-memory IndexedDB outlives this file in its
 * worker (modules are shared, vite.config.ts), and a reused name would open on another run's save.
 */
const freshDb = () => `simulator-test-${crypto.randomUUID()}`;
const raw = (dbName: string): UseStore => createIdbStore(dbName, 'state');

afterEach(async () => {
  await Promise.all(running.splice(0).map((persistence) => persistence.stop()));
});

describe('persistence in IndexedDB', () => {
  it('a reload restores what the calls changed', async () => {
    const dbName = freshDb();
    const first = await openTab(dbName);
    await call(first, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
      state.session = { accountId: 'AGT0001', createdAt: T0, lastSeen: T0 };
    });
    await first.persistence.flush();

    const reloaded = await openTab(dbName);
    expect(reloaded.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
    expect(reloaded.store.getState().session?.accountId).toBe('AGT0001');
    expect(reloaded.persistence.status).toMatchObject({ notice: null, saveError: null });
  });

  it('a call answers once its change is saved: a page opened right after the answer finds it', async () => {
    const dbName = freshDb();
    const first = await openTab(dbName, { saveDelayMs: 25 });
    await call(first, (state) => {
      state.flightChangeNotices[2]!.confirmed = true;
    });
    // No flush, no later timer: the caller leaves at once (an ONLINE payment going to the cashier page),
    // and what is in the database when the answer came is all the next page will find.
    const saved = await get<{ confirmed: boolean }>(
      `state/flightChangeNotices/${first.store.getState().flightChangeNotices[2]!.noticeId}`,
      raw(dbName),
    );
    expect(saved?.confirmed).toBe(true);
  });

  it('a call that changes nothing, with nothing unsaved, answers without waiting for the save delay', async () => {
    const tab = await openTab(freshDb(), { saveDelayMs: 60_000 });
    await tab.persistence.flush();
    const read = call(tab, () => undefined);
    const answered = await Promise.race([read.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waited'), 1000))]);
    expect(answered).toBe('answered');
    // A change still waits for its save (flushed here rather than after the minute's delay).
    let changed = false;
    const before = tab.store.getState().flightChangeNotices[4]!.confirmed;
    const write = call(tab, (state) => {
      state.flightChangeNotices[4]!.confirmed = !state.flightChangeNotices[4]!.confirmed;
    }).then(() => (changed = true));
    // The change is made; an answer given without the save would have settled before the next turn of the event loop.
    await vi.waitFor(() => expect(tab.store.getState().flightChangeNotices[4]!.confirmed).toBe(!before));
    await nextTurn();
    expect(changed).toBe(false);
    await tab.persistence.flush();
    await write;
    expect(changed).toBe(true);
  });

  it('a call that changes nothing while another call’s save is under way answers too', async () => {
    const dbName = freshDb();
    const db = createIdbStore(dbName, 'state');
    let writing = 0;
    const watched: UseStore = (mode, callback) => {
      if (mode === 'readwrite') writing += 1;
      return db(mode, callback);
    };
    const tab = await openTab(dbName, { saveDelayMs: 0, db: watched });
    await tab.persistence.flush();
    const opened = writing;
    const changing = call(tab, (state) => {
      state.flightChangeNotices[3]!.confirmed = true;
    });
    // The first call's save has started writing; then a call that changes nothing.
    await vi.waitFor(() => expect(writing).toBeGreaterThan(opened));
    const idle = call(tab, () => undefined);
    const answered = await Promise.race([
      Promise.all([changing, idle]).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2000)),
    ]);
    expect(answered).toBe('answered');
  });

  it('saves only the collections a call changed; a call that changes nothing writes nothing', async () => {
    const dbName = freshDb();
    const tab = await openTab(dbName);
    await tab.persistence.flush();
    const metaOf = () => get<{ revision: number; keyRevisions: Record<string, number> }>('meta', raw(dbName));
    const before = await metaOf();

    await call(tab, () => undefined);
    await tab.persistence.flush();
    expect((await metaOf())?.revision).toBe(before?.revision);

    await call(tab, (state) => {
      state.flightChangeNotices[1]!.confirmed = true;
    });
    await tab.persistence.flush();
    const after = await metaOf();
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    expect(after?.keyRevisions.flightChangeNotices).toBe(after?.revision);
    expect(after?.keyRevisions.bulletins).toBe(before?.keyRevisions.bulletins);
  });

  it('an older saved state without a migration is replaced by the seed, with a notice, never a crash', async () => {
    const dbName = freshDb();
    await setMany(
      [
        ['meta', { version: 1, revision: 7, keyRevisions: {} }],
        ['state/accounts', [{ userName: 'from-an-old-version' }]],
      ],
      raw(dbName),
    );
    const tab = await openTab(dbName);
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(tab.store.getState().accounts.map((account) => account.userName)).toContain('agent01');
    await tab.persistence.flush();
    expect(await get('meta', raw(dbName))).toMatchObject({ version: STATE_VERSION, revision: 8 });
  });

  it('a version-2 save (localStorage, before IndexedDB) is migrated along the chain, keeping its data', async () => {
    const {
      settleLog: _dropped,
      flights: _f,
      seatInventory: _s,
      orders: _o,
      orderSequences: _q,
      regularPassengers: _r,
      ...v2
    } = {
      ...(structuredClone(withoutDocuments(withoutAgency(withoutMoney(createSeedState(T0, 0))))) as ReturnType<typeof createSeedState>),
      version: 2,
    };
    v2.flightChangeNotices[0]!.confirmed = true;
    const legacy = new Map([[LEGACY_STORAGE_KEY, JSON.stringify(v2)]]);
    const storage = { getItem: (key: string) => legacy.get(key) ?? null, removeItem: (key: string) => void legacy.delete(key) };
    // Version 4 (orders) ships without a migration (an old save is reset); a stand-in step shows the chain at work.
    MIGRATIONS[3] = (saved) => ({
      ...saved,
      version: 4,
      flights: [],
      seatInventory: {},
      orders: [],
      orderSequences: {},
      regularPassengers: [],
    });
    // Version 5 (payment and money) ships without a migration too.
    MIGRATIONS[4] = (saved) => ({ ...saved, version: 5, ...emptyMoney() });
    // Version 6 (the agency's organisation) ships without a migration too.
    MIGRATIONS[5] = (saved) => ({ ...saved, version: 6, ...emptyAgency() });
    // Version 7 (documents) ships without a migration too.
    MIGRATIONS[6] = (saved) => ({ ...saved, version: 7, ...emptyDocuments() });
    try {
      const dbName = freshDb();
      const tab = await openTab(dbName, { legacyStorage: storage as unknown as Storage });
      expect(tab.persistence.status.notice).toBeNull();
      expect(tab.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
      expect(tab.store.getState().settleLog).toEqual([]);
      await tab.persistence.flush();
      const reloaded = await openTab(dbName);
      expect(reloaded.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
    } finally {
      delete MIGRATIONS[3];
      delete MIGRATIONS[4];
      delete MIGRATIONS[5];
      delete MIGRATIONS[6];
    }
  });

  it('a version-3 save has no migration to version 4 (orders): it is replaced by the seed, with the notice', async () => {
    const {
      flights: _f,
      seatInventory: _s,
      orders: _o,
      orderSequences: _q,
      regularPassengers: _r,
      ...v3
    } = { ...createSeedState(T0, 0), version: 3 };
    const legacy = new Map([[LEGACY_STORAGE_KEY, JSON.stringify(v3)]]);
    const storage = { getItem: (key: string) => legacy.get(key) ?? null, removeItem: (key: string) => void legacy.delete(key) };
    const tab = await openTab(freshDb(), { legacyStorage: storage as unknown as Storage });
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(tab.store.getState().orders.length).toBeGreaterThan(0);
  });

  it('a version-4 save has no migration to version 5 (payment and money): it is replaced by the seed, with the notice', async () => {
    const v4 = { ...withoutDocuments(withoutAgency(withoutMoney(createSeedState(T0, 0)))), version: 4 };
    const legacy = new Map([[LEGACY_STORAGE_KEY, JSON.stringify(v4)]]);
    const storage = { getItem: (key: string) => legacy.get(key) ?? null, removeItem: (key: string) => void legacy.delete(key) };
    const tab = await openTab(freshDb(), { legacyStorage: storage as unknown as Storage });
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(tab.store.getState().prepaidAccounts.length).toBeGreaterThan(0);
  });

  it('a version-5 save has no migration to version 6 (agency organisation): it is replaced by the seed, with the notice', async () => {
    const v5 = { ...withoutDocuments(withoutAgency(createSeedState(T0, 0))), version: 5 };
    const legacy = new Map([[LEGACY_STORAGE_KEY, JSON.stringify(v5)]]);
    const storage = { getItem: (key: string) => legacy.get(key) ?? null, removeItem: (key: string) => void legacy.delete(key) };
    const tab = await openTab(freshDb(), { legacyStorage: storage as unknown as Storage });
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(tab.store.getState().roles.length).toBeGreaterThan(0);
  });

  it('a version-6 save has no migration to version 7 (documents): it is replaced by the seed, with the notice', async () => {
    const v6 = { ...withoutDocuments(createSeedState(T0, 0)), version: 6 };
    const legacy = new Map([[LEGACY_STORAGE_KEY, JSON.stringify(v6)]]);
    const storage = { getItem: (key: string) => legacy.get(key) ?? null, removeItem: (key: string) => void legacy.delete(key) };
    const tab = await openTab(freshDb(), { legacyStorage: storage as unknown as Storage });
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(tab.store.getState().invoices.length).toBeGreaterThan(0);
  });

  it('keeps entity collections one record per entity: a call writes the notice it changed, not all 15', async () => {
    const dbName = freshDb();
    const inner = raw(dbName);
    const puts: string[] = [];
    const db: UseStore = (mode, callback) =>
      inner(mode, (objectStore) =>
        callback(
          new Proxy(objectStore, {
            get(target, property) {
              if (property === 'put') {
                return (value: unknown, key: IDBValidKey) => {
                  puts.push(String(key));
                  return target.put(value, key);
                };
              }
              const member = Reflect.get(target, property, target) as unknown;
              return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
            },
          }),
        ),
      );
    const tab = await openTab(dbName, { db });
    await tab.persistence.flush();
    expect(puts.filter((key) => key.startsWith('state/flightChangeNotices/'))).toHaveLength(15);
    puts.length = 0;
    await call(tab, (state) => {
      state.flightChangeNotices[3]!.confirmed = true;
    });
    await tab.persistence.flush();
    expect(puts.sort()).toEqual(['meta', 'state/flightChangeNotices', 'state/flightChangeNotices/FC0004']);
    const reloaded = await openTab(dbName);
    expect(reloaded.store.getState().flightChangeNotices.map((notice) => notice.confirmed)).toEqual(
      tab.store.getState().flightChangeNotices.map((notice) => notice.confirmed),
    );
  });

  it('takes over the localStorage save of earlier versions once, or says it was reset', async () => {
    const legacy = new Map<string, string>([[LEGACY_STORAGE_KEY, JSON.stringify({ version: 1, accounts: [] })]]);
    const storage = {
      getItem: (key: string) => legacy.get(key) ?? null,
      removeItem: (key: string) => void legacy.delete(key),
    } as unknown as Storage;
    const tab = await openTab(freshDb(), { legacyStorage: storage });
    expect(tab.persistence.status.notice).toBe(RESET_NOTICE);
    expect(legacy.has(LEGACY_STORAGE_KEY)).toBe(false);
    expect(tab.store.getState().accounts.map((account) => account.userName)).toContain('agent01');
  });

  it('a failed save (a full quota) does not fail the call: it answers, and the status says so', async () => {
    const dbName = freshDb();
    const failing = raw(dbName);
    let quotaFull = false;
    const db: UseStore = (mode, callback) =>
      quotaFull && mode === 'readwrite' ? Promise.reject(new DOMException('quota', 'QuotaExceededError')) : failing(mode, callback);
    const tab = await openTab(dbName, { db });
    await tab.persistence.flush();
    quotaFull = true;
    let answered = false;
    await call(tab, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
      answered = true;
    });
    expect(answered).toBe(true);
    await tab.persistence.flush();
    expect(tab.persistence.status.saveError).toBe('浏览器存储空间已满，模拟数据未能保存');
    expect(tab.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);

    quotaFull = false;
    await call(tab, (state) => {
      state.flightChangeNotices[1]!.confirmed = true;
    });
    await tab.persistence.flush();
    expect(tab.persistence.status.saveError).toBeNull();
  });
  it('an unusable database (private mode, blocked) leaves the simulator working from memory', async () => {
    const db: UseStore = () => Promise.reject(new Error('IndexedDB 不可用'));
    const tab = await openTab(freshDb(), { db });
    expect(tab.persistence.status.saveError).toBe('模拟数据未能保存：IndexedDB 不可用');
    await call(tab, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
    });
    expect(tab.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
    // A control operation still takes effect, and its promise does not wait forever for a save.
    await tab.store.apply((state) => ({ ...state, pendingFault: 'http400' }));
    expect(tab.store.getState().pendingFault).toBe('http400');
  });
});

describe('two tabs on one database', () => {
  it('a second tab never undoes the first: each call starts from what the other saved', async () => {
    const dbName = freshDb();
    const first = await openTab(dbName);
    const second = await openTab(dbName);
    await call(first, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
    });
    await call(second, (state) => {
      state.flightChangeNotices[1]!.confirmed = true;
    });
    await call(first, (state) => {
      state.bulletins[0]!.top = false;
    });
    await Promise.all([first.persistence.flush(), second.persistence.flush()]);

    const third = await openTab(dbName);
    const notices = third.store.getState().flightChangeNotices;
    expect([notices[0]!.confirmed, notices[1]!.confirmed]).toEqual([true, true]);
    expect(third.store.getState().bulletins[0]!.top).toBe(false);
    expect(second.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
  });

  it('interleaved calls of two tabs all land, under the shared lease', async () => {
    const dbName = freshDb();
    const tabs = [await openTab(dbName), await openTab(dbName)];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(tabs[index % 2]!, (state) => {
          state.flightChangeNotices[index]!.confirmed = true;
        }),
      ),
    );
    await Promise.all(tabs.map((tab) => tab.persistence.flush()));
    const reloaded = await openTab(dbName);
    expectEvery(reloaded.store.getState().flightChangeNotices.slice(0, 10), (notice) => notice.confirmed);
  });

  it('an idle tab catches up when another saves (BroadcastChannel), without a call of its own', async () => {
    const dbName = freshDb();
    const first = await openTab(dbName, { channel: new BroadcastChannel(dbName) });
    // A long save delay: were the catch-up to keep the lease until its save timer, the first tab would wait a minute.
    const second = await openTab(dbName, { channel: new BroadcastChannel(dbName), saveDelayMs: 60_000 });
    await second.persistence.flush();
    let notified = 0;
    second.store.subscribe(() => (notified += 1));
    await call(first, (state) => {
      state.flightChangeNotices[2]!.confirmed = true;
    });
    await first.persistence.flush();
    await vi.waitFor(() => expect(second.store.getState().flightChangeNotices[2]!.confirmed).toBe(true));
    expect(notified).toBeGreaterThan(0);
    // The catch-up handed the lease back at once: the first tab's next call is not held up.
    const next = call(first, (state) => {
      state.flightChangeNotices[3]!.confirmed = true;
    }).then(() => 'answered');
    const blocked = new Promise((resolve) => setTimeout(() => resolve('blocked'), 2000));
    expect(await Promise.race([next, blocked])).toBe('answered');
  });

  it('a control operation made on a stale copy is replayed on the newer state, not lost', async () => {
    const dbName = freshDb();
    const first = await openTab(dbName);
    const second = await openTab(dbName);
    await call(first, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
    });
    await first.persistence.flush();
    await second.store.apply((state) => ({ ...state, pendingFault: 'http500' }));
    const reloaded = await openTab(dbName);
    expect(reloaded.store.getState().pendingFault).toBe('http500');
    expect(reloaded.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
  });

  it('without a shared lock, the tab that saves second takes the other’s state and says so', async () => {
    const dbName = freshDb();
    // Each tab its own lock: as in a browser without Web Locks.
    const ownLocks = (): LockManagerLike => {
      let queue: Promise<unknown> = Promise.resolve();
      return {
        request<T>(_name: string, callback: () => Promise<T>) {
          const run = queue.then(callback, callback);
          queue = run.catch(() => undefined);
          return run;
        },
      };
    };
    const first = await openTab(dbName, { locks: ownLocks(), saveDelayMs: 1000 });
    const second = await openTab(dbName, { locks: ownLocks(), saveDelayMs: 1000 });
    await first.persistence.flush();
    await second.persistence.flush();
    await call(first, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
    });
    await call(second, (state) => {
      state.flightChangeNotices[1]!.confirmed = true;
    });
    await first.persistence.flush();
    await second.persistence.flush();
    expect(second.persistence.status.notice).toBe(CONFLICT_NOTICE);
    expect(second.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
    const saved = await get<SimulatorState['flightChangeNotices'][number]>('state/flightChangeNotices/FC0001', raw(dbName));
    expect(saved?.confirmed).toBe(true);
  });

  it('the in-process lock runs callbacks one at a time, in order', async () => {
    const order: string[] = [];
    const slow = inProcessLocks.request('test-lock', async () => {
      order.push('a-start');
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('a-end');
    });
    const fast = inProcessLocks.request('test-lock', async () => {
      order.push('b');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['a-start', 'a-end', 'b']);
    await set('unused', 1, raw(freshDb()));
  });
});

describe('migration to version 15 (transactions as a ledger)', () => {
  it('gives a version-14 save’s transactions what each did to 可用 and 冻结, a released deposit its amount, a forfeited one its kind', () => {
    const seed = createSeedState(T0, 0);
    // A version-14 save: no changes recorded, a release of 0, a forfeit typed as a release.
    const old = seed.transactions.map(({ availableChange: _available, frozenChange: _frozen, ...record }) =>
      record.kind === 'UNFREEZE' || record.kind === 'FORFEIT' ? { ...record, kind: 'UNFREEZE', amount: 0 } : record,
    );
    const migrated = MIGRATIONS[14]!({ ...seed, version: 14, transactions: old } as unknown as Record<string, unknown>);
    expect(migrated.version).toBe(15);
    expect(migrated.transactions).toEqual(seed.transactions);
  });
});

describe('a new profile’s first state', () => {
  it('is the one the seed option makes, saved: the next tab loads it and makes none', async () => {
    const dbName = freshDb();
    const made = createSeedState(T0 + 60_000, 0);
    const seed = vi.fn(() => Promise.resolve(made));
    const first = await openTab(dbName, { seed });
    expect(seed).toHaveBeenCalledTimes(1);
    expect(first.store.getState()).toBe(made);
    await call(first, (state) => {
      state.flightChangeNotices[0]!.confirmed = true;
    });
    const secondSeed = vi.fn(() => Promise.resolve(createSeedState(T0, 0)));
    const second = await openTab(dbName, { seed: secondSeed });
    expect(secondSeed).not.toHaveBeenCalled();
    expect(second.store.getState().clockOffsetMs).toBe(made.clockOffsetMs);
    expect(second.store.getState().orders).toEqual(made.orders);
    expect(second.store.getState().flightChangeNotices[0]!.confirmed).toBe(true);
  });
});
