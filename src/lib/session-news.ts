import type { SessionUser } from './session-user';

/**
 * What one tab tells the portal's other tabs of the same browser about the session they share — the
 * gateway's cookie is the browser's, not the tab's, while each tab keeps its own copy of the signed-in
 * user (sessionStorage). Without this, a tab went on showing a user whose session another tab had
 * replaced or ended.
 */
export type SessionNews = { kind: 'signed-in'; user: SessionUser } | { kind: 'signed-out'; reason: SignOutReason };

/** Why a session ended: the user signed out, or the gateway found it expired (or gone). */
export type SignOutReason = 'logout' | 'expired';

export const SESSION_CHANNEL = 'b2b.session';

/**
 * One channel per tab, for telling and hearing: a BroadcastChannel never delivers a message to the
 * object that posted it, so a tab does not hear its own news. Null where the browser has none.
 */
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
    // Node's (vitest): an open channel must not keep the process alive.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells the other tabs. */
export function announceSession(news: SessionNews): void {
  try {
    sessionChannel()?.postMessage(news);
  } catch {
    // A closed or unavailable channel: the other tabs find out from the gateway's next answer.
  }
}

/** Hears the other tabs' news; returns the unsubscribe. */
export function hearSessionNews(listener: (news: SessionNews) => void): () => void {
  const source = sessionChannel();
  if (!source) return () => {};
  const onMessage = (event: MessageEvent<SessionNews>) => listener(event.data);
  source.addEventListener('message', onMessage as EventListener);
  return () => source.removeEventListener('message', onMessage as EventListener);
}
