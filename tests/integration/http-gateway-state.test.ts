import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionEntry } from '@/mocks/http-gateway/sessions';
import { STATE_DB, StateDb, StateRefused } from '@/mocks/http-gateway/state-db';
import { STATE_FILE } from '@/mocks/http-gateway/state-file';
import { immer } from '@/mocks/kernel/immer';
import { STATE_VERSION, type SimulatorState } from '@/mocks/state';
import { seedAt } from '@/mocks/seed';

/**
 * The HTTP gateway's database (state-db.ts) on a folder of its own: what a commit writes, what a start
 * reads back, and the states it refuses to start on (the server turns the refusal into the message with
 * the ways out: tests/integration/http-gateway.test.ts).
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const reference = () => seedAt(NOW);
const SESSION: SessionEntry = { session: { accountId: 'AGT0001', createdAt: NOW, lastSeen: NOW }, credential: 'digest' } as SessionEntry;

let folder = '';
const opened: StateDb[] = [];
const open = (options: { reset?: boolean } = {}) => {
  const result = StateDb.open(folder, { reference, ...options });
  opened.push(result.db);
  return result;
};
const refusal = (options: { reset?: boolean } = {}): string => {
  try {
    open(options);
  } catch (error) {
    expect(error).toBeInstanceOf(StateRefused);
    return (error as Error).message;
  }
  throw new Error('the start was not refused');
};
/** Writes rows straight into the folder's database, as a damaged or hand-edited one would hold them. */
const withRaw = (change: (db: Database.Database) => void) => {
  const raw = new Database(join(folder, STATE_DB));
  change(raw);
  raw.close();
};

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'gateway-state-'));
});
afterEach(async () => {
  opened.splice(0).forEach((db) => db.close());
  await rm(folder, { recursive: true, force: true });
});

/** The seed saved and the database closed, as a first start leaves it. */
function savedSeed(sessions = new Map<string, SessionEntry>()): SimulatorState {
  const { db, state, how } = open();
  expect([state, how]).toEqual([null, 'new']);
  const seed = reference();
  db.commit(seed, sessions);
  db.close();
  return seed;
}

describe('the HTTP gateway database', () => {
  it('reads back the state and the sessions it committed', () => {
    const seed = savedSeed(new Map([['cookie-id-0123456789', SESSION]]));
    const { state, sessions, how } = open();
    expect(how).toBe('read');
    expect(state).toEqual(seed);
    expect(sessions).toEqual([['cookie-id-0123456789', SESSION]]);
  });

  it('writes only the records a change touched: one order of many is one row', () => {
    savedSeed();
    const { db, state } = open();
    const orderNo = state!.orders[3]!.orderNo;
    const changed = immer.produce(state!, (draft) => {
      draft.orders[3]!.groupName = '改过的团名';
    });
    db.commit(changed, new Map());
    expect(db.lastCommit).toEqual({ rows: 1, deletes: 0 });
    // A new record: its row and the collection's list of ids; a removed one: its row deleted.
    const added = immer.produce(changed, (draft) => {
      draft.orders.push({ ...draft.orders[0]!, orderNo: 'TO999999' });
      draft.orders.splice(0, 1);
    });
    db.commit(added, new Map());
    expect(db.lastCommit).toEqual({ rows: 2, deletes: 1 });
    db.commit(added, new Map());
    expect(db.lastCommit).toEqual({ rows: 2, deletes: 1 });
    db.close();
    const again = open().state!;
    expect(again.orders.find((order) => order.orderNo === orderNo)!.groupName).toBe('改过的团名');
    expect(again.orders.map((order) => order.orderNo)).toEqual(added.orders.map((order) => order.orderNo));
  });

  it('refuses a state of the right version and the wrong content, naming the first problem', () => {
    savedSeed();
    withRaw((raw) => raw.prepare("DELETE FROM roots WHERE key = 'clockOffsetMs'").run());
    expect(refusal()).toBe('state.clockOffsetMs is missing');
    withRaw((raw) => raw.prepare("INSERT INTO roots (key, value) VALUES ('clockOffsetMs', '\"soon\"')").run());
    expect(refusal()).toBe('state.clockOffsetMs is a string, not a number');
    withRaw((raw) => {
      raw.prepare("UPDATE roots SET value = '0' WHERE key = 'clockOffsetMs'").run();
      raw.prepare("UPDATE roots SET value = '{}' WHERE key = 'orderSequences'").run();
    });
    expect(refusal()).toMatch(/^state\.orderSequences\.\w+ is missing \(numbers would be given again\)$/);
  });

  it('refuses a record whose row is missing or not JSON, and a database of a newer version', () => {
    const seed = savedSeed();
    const orderNo = seed.orders[0]!.orderNo;
    withRaw((raw) => raw.prepare("UPDATE records SET value = '{\"orderNo\":' WHERE collection = 'orders' AND id = ?").run(orderNo));
    expect(refusal()).toBe(`the row of orders ${orderNo} is not valid JSON`);
    withRaw((raw) => raw.prepare("DELETE FROM records WHERE collection = 'orders' AND id = ?").run(orderNo));
    expect(refusal()).toBe(`orders lists ${orderNo}, whose row is missing`);
    withRaw((raw) => raw.prepare("UPDATE meta SET value = ? WHERE key = 'version'").run(String(STATE_VERSION + 1)));
    expect(refusal()).toMatch(/written by a newer gateway/);
  });

  it('refuses a file that is not a database; --reset starts empty', async () => {
    await writeFile(join(folder, STATE_DB), 'this is not a database, it is a note');
    expect(refusal()).toMatch(/cannot be opened as a SQLite database|damaged/);
    expect(open({ reset: true }).state).toBeNull();
  });

  it(`migrates a database of version ${STATE_VERSION - 1} through MIGRATIONS, once; sessions are dropped`, () => {
    // A version-17 state: the seed with its schedule-change notices as they were saved then (none).
    savedSeed(new Map([['cookie-id-0123456789', SESSION]]));
    withRaw((raw) => {
      raw.prepare("UPDATE meta SET value = ? WHERE key = 'version'").run(String(STATE_VERSION - 1));
      raw.prepare("UPDATE roots SET value = '[]' WHERE key = 'flightChangeNotices'").run();
    });
    const { db, state, sessions, how } = open();
    expect(how).toEqual({ migratedFrom: STATE_VERSION - 1 });
    expect(state!.version).toBe(STATE_VERSION);
    expect(state!.flightChangeNotices).toEqual([]);
    expect(sessions).toEqual([]);
    db.close();
    expect(open().how).toBe('read');
  });

  it('imports the JSON state file of the gateway before its database once, and refuses a wrong one', async () => {
    const seed = reference();
    await writeFile(join(folder, STATE_FILE), JSON.stringify({ version: STATE_VERSION, savedAt: '', state: { orders: [] }, sessions: [] }));
    expect(refusal()).toBe(`the ${STATE_FILE} to import (${join(folder, STATE_FILE)}): state.clockOffsetMs is missing`);
    await writeFile(
      join(folder, STATE_FILE),
      JSON.stringify({ version: STATE_VERSION, savedAt: '', state: seed, sessions: [['cookie-id-0123456789', SESSION]] }),
    );
    const { db, state, sessions, how } = open();
    expect(how).toEqual({ imported: join(folder, `${STATE_FILE}.imported`) });
    expect(state).toEqual(seed);
    expect(sessions).toHaveLength(1);
    expect(existsSync(join(folder, STATE_FILE))).toBe(false);
    db.close();
    expect(open().how).toBe('read');
  });
});
