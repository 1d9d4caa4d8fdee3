import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrate, PERSISTED } from '../persistence';
import { changedSince } from '../kernel/rules/lookup';
import { STATE_VERSION, type SimulatorState } from '../state';
import type { SessionEntry } from './sessions';
import { firstShapeProblem, GATEWAY_KEYS, type GatewayKey } from './state-shape';
import { loadStateFile, STATE_FILE } from './state-file';

/**
 * The HTTP gateway's state in SQLite (better-sqlite3), `<data folder>/state.db`, in WAL mode.
 *
 * Rows follow the browser persistence's layout (persistence.ts PERSISTED): a root key kept whole is one
 * row of `roots`; a per-record collection is one row of `records` per entity plus its list of ids (the
 * order) in `roots`; `sessions` holds the session table, one row per cookie. `commit()` compares the
 * store's state with what it last wrote by identity (the store is immutable: identity is change) and
 * writes only the rows that changed, in one transaction. The gateway commits inside each call's run,
 * synchronously, before the answer is made: an answered call's changes — the sequence numbers it
 * minted included, they live in the state — are in the database, and a crash loses none of them.
 *
 * `synchronous`: NORMAL (the default) keeps every committed transaction over a crash of the process
 * (kill -9): the WAL is written before commit() returns; only an operating-system crash or a power loss
 * may lose the last transactions. FULL syncs the WAL at every commit and keeps them over those too, at
 * the price of a disk sync per call.
 */

export const STATE_DB = 'state.db';

/** The start was refused: the message names the first problem; the server adds the ways out. */
export class StateRefused extends Error {}

export type Durability = 'normal' | 'full';

export interface OpenOptions {
  /** Discard whatever the folder holds and start empty (the caller seeds). */
  reset?: boolean;
  durability?: Durability;
  /** A state of this version to compare shapes with (a fresh seed). */
  reference: () => SimulatorState;
}

export interface Opened {
  db: StateDb;
  /** null: nothing saved yet; the caller seeds and commits. */
  state: SimulatorState | null;
  sessions: [string, SessionEntry][];
  /** How the state came: read, migrated from an older version, or imported from a state.json. */
  how: 'new' | 'read' | { migratedFrom: number } | { imported: string };
}

type Row = { key: string; value: string };
type RecordRow = { collection: string; id: string; value: string };

const layoutOf = (key: GatewayKey) => (key === 'serialCounter' ? 'whole' : PERSISTED[key]);

export class StateDb {
  /** What was last written (or read), per root key: a commit writes what differs by identity. */
  private saved: Partial<Record<GatewayKey, unknown>> = {};
  private savedSessions = new Map<string, SessionEntry>();
  private readonly statements: {
    putRoot: Database.Statement;
    putRecord: Database.Statement;
    deleteRecord: Database.Statement;
    putSession: Database.Statement;
    deleteSession: Database.Statement;
    putMeta: Database.Statement;
  };
  private readonly writeRows: (rows: Writes) => void;
  /** What the last commit that wrote wrote: rows put and deleted (for tests and the benchmark's profile). */
  lastCommit = { rows: 0, deletes: 0 };

  private constructor(
    private readonly db: Database.Database,
    readonly path: string,
  ) {
    this.statements = {
      putRoot: db.prepare('INSERT OR REPLACE INTO roots (key, value) VALUES (?, ?)'),
      putRecord: db.prepare('INSERT OR REPLACE INTO records (collection, id, value) VALUES (?, ?, ?)'),
      deleteRecord: db.prepare('DELETE FROM records WHERE collection = ? AND id = ?'),
      putSession: db.prepare('INSERT OR REPLACE INTO sessions (id, value) VALUES (?, ?)'),
      deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
      putMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    };
    this.writeRows = db.transaction((rows: Writes) => {
      const s = this.statements;
      if (rows.clear) db.exec('DELETE FROM roots; DELETE FROM records; DELETE FROM sessions;');
      for (const [collection, id] of rows.deletes) s.deleteRecord.run(collection, id);
      for (const [collection, id, value] of rows.records) s.putRecord.run(collection, id, value);
      for (const [key, value] of rows.roots) s.putRoot.run(key, value);
      for (const id of rows.sessionDeletes) s.deleteSession.run(id);
      for (const [id, value] of rows.sessions) s.putSession.run(id, value);
      s.putMeta.run('version', String(STATE_VERSION));
    });
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  /**
   * Writes what changed since the last commit, in one transaction; nothing when nothing changed. Throws
   * when the database refuses (disk full…): what it had stays as it was, and so does this object's
   * idea of it, so the caller may roll the call back and the next commit tries again.
   */
  commit(state: SimulatorState, sessions: ReadonlyMap<string, SessionEntry>, clear = false): void {
    const rows: Writes = { clear, roots: [], records: [], deletes: [], sessions: [], sessionDeletes: [], written: [] };
    const saved = clear ? {} : this.saved;
    const savedSessions = clear ? new Map<string, SessionEntry>() : this.savedSessions;
    const changedKeys: GatewayKey[] = [];
    for (const key of GATEWAY_KEYS) {
      const value = state[key] as unknown;
      if (key in saved && saved[key] === value) continue;
      changedKeys.push(key);
      rowsOf(key, value, saved[key], rows);
    }
    for (const [id, entry] of sessions) if (savedSessions.get(id) !== entry) rows.sessions.push([id, JSON.stringify(entry)]);
    for (const id of savedSessions.keys()) if (!sessions.has(id)) rows.sessionDeletes.push(id);
    if (!clear && changedKeys.length === 0 && rows.sessions.length === 0 && rows.sessionDeletes.length === 0) return;
    this.writeRows(rows);
    this.lastCommit = {
      rows: rows.roots.length + rows.records.length + rows.sessions.length,
      deletes: rows.deletes.length + rows.sessionDeletes.length,
    };
    if (clear) this.saved = {};
    for (const key of changedKeys) this.saved[key] = state[key];
    for (const remember of rows.written) remember();
    this.savedSessions = new Map(sessions);
  }

  /** A consistent copy of the database as it is now, taken while calls go on (SQLite's online backup). */
  async backup(file: string): Promise<void> {
    mkdirSync(dirname(file), { recursive: true });
    await this.db.backup(file);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Opens (or creates) the folder's database and reads its state, checked; throws StateRefused. */
  static open(folder: string, options: OpenOptions): Opened {
    mkdirSync(folder, { recursive: true });
    const path = join(folder, STATE_DB);
    if (options.reset) for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
    const existed = existsSync(path);
    let db: Database.Database;
    try {
      db = new Database(path);
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
      if (existed) {
        const check = db.pragma('quick_check', { simple: true }) as string;
        if (check !== 'ok') throw new StateRefused(`the database is damaged (SQLite quick_check: ${check})`);
      }
      db.exec(`
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS roots (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS records (collection TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      `);
    } catch (error) {
      if (error instanceof StateRefused) throw error;
      throw new StateRefused(`it cannot be opened as a SQLite database (${error instanceof Error ? error.message : String(error)})`);
    }
    const stateDb = new StateDb(db, path);
    try {
      return { db: stateDb, ...stateDb.load(folder, options) };
    } catch (error) {
      stateDb.close();
      throw error;
    }
  }

  private load(folder: string, options: OpenOptions): Omit<Opened, 'db'> {
    const versionRow = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('version') as { value: string } | undefined;
    if (versionRow === undefined) return this.importStateFile(folder, options);
    const version = Number(versionRow.value);
    if (!Number.isInteger(version)) throw new StateRefused(`its version is ${versionRow.value}, not a number`);
    if (version > STATE_VERSION)
      throw new StateRefused(`it was written by a newer gateway (state version ${version}; this one knows ${STATE_VERSION})`);
    const read = this.readState();
    if (version === STATE_VERSION) {
      const state = { ...read.state, version: STATE_VERSION } as SimulatorState;
      checkShape(state, options);
      this.saved = Object.fromEntries(GATEWAY_KEYS.map((key) => [key, state[key]]));
      this.savedSessions = new Map(read.sessions);
      return { state, sessions: read.sessions, how: 'read' };
    }
    const migrated = migrate(read.state, version);
    if (!migrated) throw new StateRefused(`its state version ${version} cannot be migrated to ${STATE_VERSION}`);
    const state = { ...migrated, serialCounter: migrated.serialCounter ?? 0 } as SimulatorState;
    checkShape(state, options);
    // Sessions name accounts of the old state; after a migration everyone signs in again.
    this.commit(state, new Map(), true);
    return { state, sessions: [], how: { migratedFrom: version } };
  }

  /** An empty database: the folder's state.json of the JSON-file gateway taken over once, else nothing. */
  private importStateFile(folder: string, options: OpenOptions): Omit<Opened, 'db'> {
    const file = join(folder, STATE_FILE);
    if (!existsSync(file)) return { state: null, sessions: [], how: 'new' };
    const outcome = loadStateFile(file);
    if (outcome.kind === 'unusable') throw new StateRefused(`the ${STATE_FILE} to import (${file}) is ${outcome.reason}`);
    const state = { ...outcome.loaded.state, serialCounter: outcome.loaded.state.serialCounter ?? 0 } as SimulatorState;
    try {
      checkShape(state, options);
    } catch (error) {
      throw new StateRefused(`the ${STATE_FILE} to import (${file}): ${(error as Error).message}`);
    }
    const sessions = new Map(outcome.loaded.sessions);
    this.commit(state, sessions, true);
    const kept = `${file}.imported`;
    renameSync(file, kept);
    return { state, sessions: outcome.loaded.sessions, how: { imported: kept } };
  }

  /** Every row, assembled into a state (of whatever version it was written at). */
  private readState(): { state: Record<string, unknown>; sessions: [string, SessionEntry][] } {
    const parse = (text: string, where: string): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new StateRefused(`${where} is not valid JSON`);
      }
    };
    const state: Record<string, unknown> = {};
    const lists = new Map<string, string[]>();
    for (const { key, value } of this.db.prepare('SELECT key, value FROM roots').all() as Row[]) {
      const parsed = parse(value, `the row of ${key}`);
      const layout = (GATEWAY_KEYS as readonly string[]).includes(key) ? layoutOf(key as GatewayKey) : 'whole';
      if (layout === 'whole') state[key] = parsed;
      else {
        if (!Array.isArray(parsed) || parsed.some((id) => typeof id !== 'string'))
          throw new StateRefused(`the list of ids of ${key} is not a list of ids`);
        lists.set(key, parsed as string[]);
      }
    }
    const records = new Map<string, Map<string, unknown>>();
    for (const { collection, id, value } of this.db.prepare('SELECT collection, id, value FROM records').all() as RecordRow[]) {
      let byId = records.get(collection);
      if (!byId) records.set(collection, (byId = new Map()));
      byId.set(id, parse(value, `the row of ${collection} ${id}`));
    }
    for (const [key, ids] of lists) {
      const byId = records.get(key) ?? new Map<string, unknown>();
      state[key] = ids.map((id) => {
        if (!byId.has(id)) throw new StateRefused(`${key} lists ${id}, whose row is missing`);
        return byId.get(id);
      });
    }
    const sessions = (this.db.prepare('SELECT id AS key, value FROM sessions').all() as Row[]).map(
      ({ key, value }): [string, SessionEntry] => [key, parse(value, `the row of session ${key.slice(0, 6)}…`) as SessionEntry],
    );
    return { state, sessions };
  }
}

interface Writes {
  clear: boolean;
  roots: [string, string][];
  records: [string, string, string][];
  deletes: [string, string][];
  sessions: [string, string][];
  sessionDeletes: string[];
  /** What to remember of each collection once the rows are written (see `IdList`). */
  written: (() => void)[];
}

/** A written collection's ids and their row (the JSON list): kept so that the next commit need not make them again. */
interface IdList {
  ids: Set<string>;
  json: string;
}
/** By the collection's array as last written; one entry per collection (a later write moves it). */
const idLists = new WeakMap<readonly unknown[], IdList>();

/**
 * The rows saving `value` under `key` writes, given the value last written (undefined: none).
 *
 * A collection that only grew or changed in place since (the orders after a booking: the same records at
 * the same places, found by reference, lookup.ts `changedSince`) writes its changed records and, when it
 * grew, its id list extended — without making a set of every record and every id again (a booking cost
 * more the more orders there were). Anything else (removed or moved records, the first write) compares
 * the whole collection.
 */
function rowsOf(key: GatewayKey, value: unknown, saved: unknown, rows: Writes): void {
  const layout = layoutOf(key);
  if (layout === 'whole') {
    rows.roots.push([key, JSON.stringify(value)]);
    return;
  }
  const items = value as Record<string, unknown>[];
  const idOf = (item: Record<string, unknown>) => String(item[layout.recordId]);
  const before = saved as Record<string, unknown>[] | undefined;
  const known = before && idLists.get(before);
  const changed = before && known ? changedSince(before, items, (was, is) => idOf(was) === idOf(is)) : null;
  if (before && known && changed) {
    const added: string[] = [];
    for (const index of changed) {
      const id = idOf(items[index]);
      if (index >= before.length) {
        if (known.ids.has(id) || added.includes(id)) throw new Error(`state.${key} holds a ${layout.recordId} twice`);
        added.push(id);
      }
      rows.records.push([key, id, JSON.stringify(items[index])]);
    }
    const json =
      added.length === 0
        ? known.json
        : `${known.json.slice(0, -1)}${before.length > 0 ? ',' : ''}${added.map((id) => JSON.stringify(id)).join(',')}]`;
    if (added.length > 0) rows.roots.push([key, json]);
    rows.written.push(() => {
      for (const id of added) known.ids.add(id);
      known.json = json;
      idLists.delete(before);
      idLists.set(items, known);
    });
    return;
  }
  const previous = before ?? [];
  const unchanged = new Set(previous);
  const ids = items.map(idOf);
  const current = new Set(ids);
  if (current.size !== ids.length) throw new Error(`state.${key} holds a ${layout.recordId} twice`);
  items.forEach((item, index) => {
    if (!unchanged.has(item)) rows.records.push([key, ids[index], JSON.stringify(item)]);
  });
  const beforeIds = previous.map(idOf);
  for (const id of beforeIds) if (!current.has(id)) rows.deletes.push([key, id]);
  const json = JSON.stringify(ids);
  if (saved === undefined || beforeIds.length !== ids.length || beforeIds.some((id, index) => id !== ids[index]))
    rows.roots.push([key, json]);
  rows.written.push(() => {
    if (before) idLists.delete(before);
    idLists.set(items, { ids: current, json });
  });
}

function checkShape(state: SimulatorState, options: OpenOptions): void {
  const problem = firstShapeProblem(state, options.reference());
  if (problem !== null) throw new StateRefused(problem);
}
