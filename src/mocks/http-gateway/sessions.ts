import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { SessionRecord, SimulatorState } from '../state';
import type { SimulatorStore, StateOperation, StoreCoordinator } from '../store';

/**
 * The HTTP gateway's session table: one session per cookie, so several browsers can be signed in to
 * different organisations at once.
 *
 * The simulator's rules know one session, `state.session` (authenticate.ts: the browser simulator plays
 * the cookie jar and the session table at once). The HTTP gateway keeps that seam and plugs in as the
 * store's coordinator (store.ts `StoreCoordinator`): every gateway call already runs through
 * `store.runCall(fn)`, synchronously, so around `fn` the table swaps the caller's session in (named
 * by the request's cookie, carried to here by an AsyncLocalStorage scope the HTTP adapter opens per
 * request) and reads it back afterwards. Between calls `state.session` is null. Because the swap and
 * the call are one synchronous stretch, concurrent requests need no queue.
 *
 * What the call did to `state.session` decides the cookie:
 * - a session opened (a login kind: a new createdAt or another account) → a new cookie id; the one the
 *   request carried, if any, is deleted (a new sign-in in the same browser replaces its session, as
 *   authenticate.ts says; the id changes so a cookie known before sign-in is worth nothing after);
 * - the session gone (logout, a password reset, a deregistration) → the entry deleted, the cookie cleared;
 * - otherwise the entry takes the touched record (lastSeen, `expired`): an expired session stays in the
 *   table, still named by its cookie, and keeps answering SESSION_EXPIRED until a login or logout.
 *
 * Sessions of other cookies for the same account live on (a second sign-in elsewhere opens a second
 * session; the spec asks nothing else). What the rules do to "the account's session" when it is not the
 * caller's — a password reset by SMS, a deregistration falling due — the table applies when that session
 * next calls: its account deregistered, gone, or its password changed since the session's own last call
 * ends it (NOT_LOGGED_IN, as the browser simulator answers after closing it).
 */

export const SESSION_COOKIE = 'b2b_gw_session';

export interface SessionEntry {
  session: SessionRecord;
  /** A digest of the account's password as of the session's last call: a change made elsewhere ends it. */
  credential: string;
}

/** What the HTTP adapter tells the table about one request, and what the table answers back. */
export interface CallScope {
  /** The session id the request's cookie names, if any. */
  sessionId: string | null;
  /** A Set-Cookie value for the answer, when the call opened or ended a session. */
  setCookie: string | null;
}

const scope = new AsyncLocalStorage<CallScope>();

/** Runs `fn` (a request's handling, awaits included) with `call` as the session scope of its gateway calls. */
export function withCallScope<T>(call: CallScope, fn: () => T): T {
  return scope.run(call, fn);
}

export function credentialOf(password: string): string {
  return createHash('sha256').update(password).digest('base64url').slice(0, 22);
}

export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** The session id in a Cookie header, if it names one. */
export function sessionIdFromCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

export class SessionTable implements StoreCoordinator {
  private readonly entries = new Map<string, SessionEntry>();

  constructor(
    private readonly store: SimulatorStore,
    /**
     * Called, synchronously, after every change of the state or of the table: the gateway commits it to
     * its database there (state-db.ts), inside the call's run, before the answer is made. When it
     * throws, the call's changes are rolled back and the call fails.
     */
    private readonly changed: () => void,
  ) {}

  /** The table as it is now (its entries are replaced, never changed in place: identity is change). */
  get view(): ReadonlyMap<string, SessionEntry> {
    return this.entries;
  }

  get size(): number {
    return this.entries.size;
  }

  list(): [string, SessionEntry][] {
    return [...this.entries];
  }

  load(entries: Iterable<[string, SessionEntry]>): void {
    this.entries.clear();
    for (const [id, entry] of entries) this.entries.set(id, entry);
  }

  /** Forgets sessions without a call for `idleMs` of the simulator clock (the server's start-up does, with a week). */
  prune(now: number, idleMs: number): number {
    let count = 0;
    for (const [id, entry] of this.entries) {
      if (now - entry.session.lastSeen < idleMs) continue;
      this.entries.delete(id);
      count += 1;
    }
    if (count > 0) this.changed();
    return count;
  }

  clear(): void {
    this.entries.clear();
    this.changed();
  }

  /** Changes the sessions `ids` (every one when absent) by `change`; answers how many it changed. */
  alter(change: (session: SessionRecord) => SessionRecord, ids?: readonly string[]): number {
    let count = 0;
    for (const [id, entry] of this.entries) {
      if (ids && !ids.includes(id)) continue;
      this.entries.set(id, { ...entry, session: change(entry.session) });
      count += 1;
    }
    if (count > 0) this.changed();
    return count;
  }

  // ---- StoreCoordinator ----

  runCall<T>(fn: () => T): Promise<T> {
    const call = scope.getStore() ?? { sessionId: null, setCookie: null };
    const before = this.store.getState();
    const entriesBefore = new Map(this.entries);
    const entered = this.enter(call);
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: fn() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    this.leave(call, entered);
    try {
      this.changed();
    } catch (error) {
      // Not committed: the call did not happen (its answer is an error; no number it minted is out).
      this.store.replace(before);
      this.entries.clear();
      for (const [id, entry] of entriesBefore) this.entries.set(id, entry);
      call.setCookie = null;
      outcome = { ok: false, error };
    }
    if (outcome.ok) return Promise.resolve(outcome.value);
    return Promise.reject(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
  }

  applied(_op: StateOperation): Promise<void> {
    try {
      this.changed();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.resolve();
  }

  // ---- the swap ----

  /** Puts the caller's session (or none) into the state; answers it. */
  private enter(call: CallScope): SessionRecord | null {
    let session: SessionRecord | null = null;
    if (call.sessionId !== null) {
      const entry = this.entries.get(call.sessionId);
      if (entry && this.stillValid(entry)) session = entry.session;
      else {
        // Unknown to the table (reset, or ended elsewhere): the cookie is worth nothing; tell the browser.
        this.entries.delete(call.sessionId);
        call.setCookie = clearedSessionCookie();
      }
    }
    this.setSession(session);
    return session;
  }

  /** Reads the session back after the call and files it under the cookie; the state keeps none. */
  private leave(call: CallScope, entered: SessionRecord | null): void {
    const after = this.store.getState().session;
    this.setSession(null);
    if (after === null) {
      if (call.sessionId !== null) {
        this.entries.delete(call.sessionId);
        if (entered !== null) call.setCookie = clearedSessionCookie();
      }
      return;
    }
    const entry: SessionEntry = { session: after, credential: this.credentialFor(after.accountId) };
    const opened = entered === null || after.createdAt !== entered.createdAt || after.accountId !== entered.accountId;
    if (opened || call.sessionId === null) {
      if (call.sessionId !== null) this.entries.delete(call.sessionId);
      const id = randomBytes(24).toString('base64url');
      this.entries.set(id, entry);
      call.sessionId = id;
      call.setCookie = sessionCookie(id);
      return;
    }
    this.entries.set(call.sessionId, entry);
  }

  private stillValid(entry: SessionEntry): boolean {
    const account = this.store.getState().accounts.find((candidate) => candidate.accountId === entry.session.accountId);
    return account !== undefined && !account.deregistered && credentialOf(account.password) === entry.credential;
  }

  private credentialFor(accountId: string): string {
    const account = this.store.getState().accounts.find((candidate) => candidate.accountId === accountId);
    return account ? credentialOf(account.password) : '';
  }

  private setSession(session: SessionRecord | null): void {
    const state: SimulatorState = this.store.getState();
    if (state.session !== session) this.store.replace({ ...state, session });
  }
}
