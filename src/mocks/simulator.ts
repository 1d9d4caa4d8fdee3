import { clock } from './clock';
import { SESSION } from './rules';
import type { FaultKind, SimulatorState, SmsPurpose } from './state';
import { commit, getState, resetStore, subscribe } from './store';
import { toGatewayIso } from './time-format';

/**
 * The simulator's control API, shared by unit and integration tests, the Playwright tests (through
 * `window.__simulator`) and the developer panel.
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
  reset(options?: { now?: string | Date }): void {
    resetStore(options);
  },

  clock,

  /** Makes the current session idle past its limit: the next authenticated call answers SESSION_EXPIRED. */
  expireSession(): void {
    const session = getState().session;
    if (!session) return;
    session.lastSeen = clock.nowMs() - SESSION.idleMs;
    commit();
  },

  /** The next gateway call (any endpoint) suffers this fault; null clears a pending one. */
  injectFault(kind: FaultKind | null): void {
    getState().pendingFault = kind;
    commit();
  },

  /** The code of the last captcha issued, as a user would read it off the image. */
  peekCaptcha(): string | null {
    return getState().lastCaptcha?.code ?? null;
  },

  /** The last SMS code sent (to `mobile`, when given), as the phone would have received it. */
  peekSms(mobile?: string): SentSms | null {
    const sms = getState().smsOutbox.find((record) => mobile === undefined || record.mobile === mobile);
    return sms ? { mobile: sms.mobile, code: sms.code, purpose: sms.purpose, sentAt: toGatewayIso(sms.issuedAt) } : null;
  },

  /** Read access to the whole store; change it only through the calls above or the gateway. */
  get state(): Readonly<SimulatorState> {
    return getState();
  },

  /** Called after every change of state (gateway calls, clock moves, resets); returns the unsubscribe. */
  subscribe,
};

export type Simulator = typeof simulator;
export type { FaultKind };
