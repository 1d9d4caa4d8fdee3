import { useEffect, useState } from 'react';

/**
 * The one clock the portal shares with the gateway. Every gateway answer carries the gateway's
 * current time in its HTTP `Date` header (the airline's gateway sends it anyway; the simulator sends
 * its own clock there). The portal keeps the offset between that and the browser's clock and reads
 * "now" only from here: countdowns, "must be later than now", date defaults, "today".
 */

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The gateway's time now, in epoch ms. */
export function gatewayNow(): number {
  return Date.now() + offsetMs;
}

/** The offset from the browser's clock to the gateway's, in ms. */
export function gatewayClockOffset(): number {
  return offsetMs;
}

/**
 * Takes the gateway's time as seen in an answer. `receivedAtMs` is the browser's time when the
 * answer arrived. The HTTP `Date` header has whole seconds: a reading within a second of the current
 * offset is noise and is ignored, so countdowns do not jitter.
 */
export function syncGatewayClock(gatewayMs: number, receivedAtMs = Date.now(), toleranceMs = 1000): void {
  if (!Number.isFinite(gatewayMs)) return;
  const next = gatewayMs - receivedAtMs;
  if (Math.abs(next - offsetMs) <= toleranceMs) return;
  offsetMs = next;
  listeners.forEach((listener) => listener());
}

/** Reads an HTTP `Date` header value (whole seconds: the middle of that second is the best guess). */
export function syncGatewayClockFromHeader(dateHeader: string | null | undefined, receivedAtMs = Date.now()): void {
  // A clock followed directly is the truth: an answer computed before it moved (the panel moved it while
  // the call was on its way) carries the time of before, and taking it rolled the portal's clock back
  // until the next answer — a deadline just passed was not passed any more (docs/decisions.md).
  if (followed) {
    syncFollowed(followed);
    return;
  }
  if (!dateHeader) return;
  const parsed = Date.parse(dateHeader);
  if (!Number.isNaN(parsed)) syncGatewayClock(parsed + 500, receivedAtMs);
}

/** A clock the portal can read directly: the gateway simulator's, when it runs in the same page. */
export interface ClockSource {
  nowMs(): number;
  /** Calls the listener after every change of the source (a call answered, the clock moved). */
  subscribe(listener: () => void): () => void;
}

/**
 * Follows a clock in the same page at once, not only at its next answer: main.tsx points it at the
 * simulator, so moving the simulator's clock in the developer panel moves the portal's "now" (and
 * every countdown) immediately. Readings within FOLLOW_TOLERANCE_MS of the offset are ignored: they
 * are the few ms between two reads of the same clock. Returns the unsubscribe.
 */
export const FOLLOW_TOLERANCE_MS = 50;

let followed: ClockSource | null = null;

const syncFollowed = (source: ClockSource) => syncGatewayClock(source.nowMs(), Date.now(), FOLLOW_TOLERANCE_MS);

export function followClock(source: ClockSource): () => void {
  followed = source;
  const sync = () => syncFollowed(source);
  sync();
  const unsubscribe = source.subscribe(sync);
  return () => {
    if (followed === source) followed = null;
    unsubscribe();
  };
}

/** For tests: back to the browser's clock. */
export function resetGatewayClock(): void {
  offsetMs = 0;
  listeners.forEach((listener) => listener());
}

export function subscribeGatewayClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The gateway's now, re-rendering every `intervalMs` and whenever the offset moves (countdowns). */
export function useGatewayNow(intervalMs = 1000): number {
  const [now, setNow] = useState(gatewayNow);
  useEffect(() => {
    const tick = () => setNow(gatewayNow());
    const timer = window.setInterval(tick, intervalMs);
    const unsubscribe = subscribeGatewayClock(tick);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [intervalMs]);
  return now;
}
