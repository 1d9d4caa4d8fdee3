import { beforeEach, describe, expect, it } from 'vitest';
import { clearedSessionCookie, SessionTable, sessionIdFromCookie, withCallScope, type CallScope } from '@/mocks/http-gateway/sessions';
import type { SimulatorState } from '@/mocks/state';
import { seedAt } from '@/mocks/seed';
import { createStore, type SimulatorStore } from '@/mocks/store';

/**
 * The HTTP gateway's session table on a store of its own (the HTTP test, tests/integration/
 * http-gateway.test.ts, shows the same over real HTTP): what a call does to `state.session` decides
 * the table and the cookie; rules acting on an account end its other sessions at their next call.
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');

let store: SimulatorStore;
let table: SessionTable;
let changes = 0;
/** The database refuses the next commits (a full disk): the callback throws, as state-db.ts's commit would. */
let commitFails = false;

beforeEach(() => {
  store = createStore(seedAt(NOW));
  changes = 0;
  commitFails = false;
  table = new SessionTable(store, () => {
    changes += 1;
    if (commitFails) throw new Error('database or disk is full');
  });
  store.attach(table);
});

/** One gateway call from a browser holding `cookie`: `act` plays the route on the swapped-in session. */
async function call(
  cookie: string | null,
  act: (state: SimulatorState) => void = () => {},
): Promise<{ call: CallScope; seen: SimulatorState['session'] }> {
  const scope: CallScope = { sessionId: sessionIdFromCookie(cookie ?? undefined), setCookie: null };
  let seen: SimulatorState['session'] = null;
  await withCallScope(scope, () =>
    store.runCall(() =>
      store.update(() => {
        const state = store.getState();
        seen = state.session === null ? null : { ...state.session };
        act(state);
      }),
    ),
  );
  return { call: scope, seen };
}

const signIn = (accountId: string) => (state: SimulatorState) => {
  state.session = { accountId, createdAt: NOW, lastSeen: NOW };
};

async function signedIn(accountId: string): Promise<string> {
  const { call: scope } = await call(null, signIn(accountId));
  expect(scope.setCookie).toMatch(/^b2b_gw_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  return scope.setCookie!.split(';')[0]!;
}

describe('the HTTP gateway session table', () => {
  it('swaps the cookie’s own session in, and none between calls', async () => {
    const agent = await signedIn('AGT0001');
    const corp = await signedIn('AGT0002');
    expect((await call(agent)).seen?.accountId).toBe('AGT0001');
    expect((await call(corp)).seen?.accountId).toBe('AGT0002');
    expect((await call(null)).seen).toBeNull();
    expect(store.getState().session).toBeNull();
    expect(table.size).toBe(2);
    expect(changes).toBeGreaterThan(0);
  });

  it('gives a new cookie to a sign-in over an existing session and forgets the old one', async () => {
    const first = await signedIn('AGT0001');
    const { call: again } = await call(first, (state) => {
      state.session = { accountId: 'AGT0002', createdAt: NOW + 1, lastSeen: NOW + 1 };
    });
    expect(again.setCookie).not.toContain(first);
    expect(table.size).toBe(1);
    const { call: stale, seen } = await call(first);
    expect(seen).toBeNull();
    expect(stale.setCookie).toBe(clearedSessionCookie());
  });

  it('ends a session when the call closes it, clearing the cookie', async () => {
    const agent = await signedIn('AGT0001');
    const { call: logout } = await call(agent, (state) => {
      state.session = null;
    });
    expect(logout.setCookie).toBe(clearedSessionCookie());
    expect(table.size).toBe(0);
  });

  it('ends the other sessions of an account deregistered or whose password changed elsewhere', async () => {
    const here = await signedIn('AGT0001');
    const there = await signedIn('AGT0001');
    const corp = await signedIn('AGT0002');
    // agent01 changes its password from `here`: its own session stays, `there` ends at its next call.
    await call(here, (state) => {
      state.accounts.find((account) => account.accountId === 'AGT0001')!.password = 'Agent@2027';
    });
    expect((await call(here)).seen?.accountId).toBe('AGT0001');
    const { call: ended, seen } = await call(there);
    expect(seen).toBeNull();
    expect(ended.setCookie).toBe(clearedSessionCookie());
    // corp01 deregistered by a rule (no session of its own in the call).
    await call(null, (state) => {
      state.accounts.find((account) => account.accountId === 'AGT0002')!.deregistered = true;
    });
    expect((await call(corp)).seen).toBeNull();
    expect(table.list().map(([, entry]) => entry.session.accountId)).toEqual(['AGT0001']);
  });

  it('keeps an expired session filed under its cookie', async () => {
    const agent = await signedIn('AGT0001');
    await call(agent, (state) => {
      state.session!.expired = true;
    });
    expect((await call(agent)).seen).toMatchObject({ accountId: 'AGT0001', expired: true });
  });

  it('forgets sessions idle longer than asked', async () => {
    await signedIn('AGT0001');
    expect(table.prune(NOW + 60_000, 120_000)).toBe(0);
    expect(table.prune(NOW + 120_000, 120_000)).toBe(1);
    expect(table.size).toBe(0);
  });

  it('rolls a call back when its changes cannot be committed: the state and the table as they were, no cookie', async () => {
    const agent = await signedIn('AGT0001');
    const before = store.getState();
    commitFails = true;
    const orderNo = before.orders[0]!.orderNo;
    const scope: CallScope = { sessionId: null, setCookie: null };
    const removing = withCallScope(scope, () =>
      store.runCall(() =>
        store.update(() => {
          const state = store.getState();
          state.orders.splice(0, 1);
          state.session = { accountId: 'AGT0002', createdAt: NOW, lastSeen: NOW };
        }),
      ),
    );
    await expect(removing).rejects.toThrow('database or disk is full');
    expect(store.getState()).toBe(before);
    expect(store.getState().orders[0]!.orderNo).toBe(orderNo);
    expect(scope.setCookie).toBeNull();
    expect(table.size).toBe(1);
    commitFails = false;
    expect((await call(agent)).seen?.accountId).toBe('AGT0001');
  });
});
