import { clock } from './clock';
import { persistenceStatus, type PersistenceStatus } from './persistence-status';
import { SESSION } from './rules';
import type { OrderRecord } from './rules/order';
import type { FaultKind, SimulatorState, SmsPurpose } from './state';
import { seedAt, settled, store, subscribe } from './store';
import { toGatewayIso } from './time-format';

/**
 * The simulator's control API, shared by unit and integration tests, the Playwright tests (through
 * `window.__simulator`) and the developer panel. Every change takes effect at once (synchronously);
 * the promise each returns resolves when it is saved (in the browser; at once in Node), so a test may
 * reload the page after awaiting it.
 */

export interface SentSms {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  /** ISO date-time of the simulator clock. */
  sentAt: string;
}

export const simulator = {
  /** Restores the seed. `now` sets the clock to that instant (it runs on from there); default: real time. */
  reset(options: { now?: string | Date } = {}): Promise<void> {
    const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
    if (Number.isNaN(now)) throw new Error(`simulator reset: invalid time ${String(options.now)}`);
    const seed = seedAt(now);
    return store.apply(() => seed);
  },

  clock,

  /** Makes the current session idle past its limit: the next authenticated call answers SESSION_EXPIRED. */
  expireSession(): Promise<void> {
    return store.apply((state) => {
      if (!state.session) return state;
      const now = Date.now() + state.clockOffsetMs;
      return settled({ ...state, session: { ...state.session, lastSeen: now - SESSION.idleMs } }, now);
    });
  },

  /** The next gateway call (any endpoint) suffers this fault; null clears a pending one. */
  injectFault(kind: FaultKind | null): Promise<void> {
    return store.apply((state) => ({ ...state, pendingFault: kind }));
  },

  /** The code of the last captcha issued, as a user would read it off the image. */
  peekCaptcha(): string | null {
    return store.getState().lastCaptcha?.code ?? null;
  },

  /** The last SMS code sent (to `mobile`, when given), as the phone would have received it. */
  peekSms(mobile?: string): SentSms | null {
    const sms = store.getState().smsOutbox.find((record) => mobile === undefined || record.mobile === mobile);
    return sms ? { mobile: sms.mobile, code: sms.code, purpose: sms.purpose, sentAt: toGatewayIso(sms.issuedAt) } : null;
  },

  /** Orders as the gateway keeps them (tests, e2e and the panel read them; change them through the gateway). */
  orders: {
    get(orderNo: string): Readonly<OrderRecord> | undefined {
      return store.getState().orders.find((order) => order.orderNo === orderNo);
    },
  },

  /** Read access to the whole store; change it only through the calls above or the gateway. */
  get state(): Readonly<SimulatorState> {
    return store.getState();
  },

  /** Where the state is kept and whether the last save worked (developer panel). */
  get persistence(): PersistenceStatus {
    return persistenceStatus();
  },

  /** Called after every change of state (gateway calls, clock moves, resets); returns the unsubscribe. */
  subscribe,
};

export type Simulator = typeof simulator;
export type { FaultKind };
