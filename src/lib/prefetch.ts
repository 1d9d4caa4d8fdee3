import { createContext, useContext, useEffect, useRef, type DOMAttributes } from 'react';

/** A screen's chunk alone (no gateway call), or the chunk and its loader's reads. */
export type PrefetchWhat = 'chunk' | 'screen';

/** Starts what the screen at an address needs (app/screen.ts prefetchScreen); never fails. */
export type PrefetchScreen = (to: string, what: PrefetchWhat) => Promise<void> | void;

const PrefetchContext = createContext<PrefetchScreen>(() => undefined);

/** Given by the app (app.tsx) over its route tree; without it, links prefetch nothing. */
export const PrefetchProvider = PrefetchContext.Provider;

/**
 * How long the pointer or the focus rests on a link before its screen's reads start: a pointer passing
 * over a list, or Tab moving through it, asks the gateway nothing.
 */
export const INTENT_DELAY_MS = 100;

type IntentHandlers = Pick<DOMAttributes<HTMLElement>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onPointerDown'>;

interface IdleEntry {
  to: string;
  prefetch: PrefetchScreen;
}

/** The addresses whose chunk an idle prefetch has fetched already, by prefetch: a list shown again asks nothing. */
const fetched = new WeakMap<PrefetchScreen, Set<string>>();

/** Links waiting for the browser's idle time to fetch their screen's chunk; the newest go first (a screen's own links before the menu's). */
const idleQueue: IdleEntry[] = [];
let idleHandle: number | undefined;

/**
 * One chunk at a time, each in an idle period of its own and the next asked for only once it has arrived:
 * a menu's or a list's links together would otherwise load a dozen chunks at once (Vite's preload links,
 * compilation, evaluation), and with a timeout they ran whether the page was idle or not — inside the
 * next click's work on a busy page. Without a timeout a busy page prefetches nothing; intent still does.
 */
function prefetchNextWhenIdle(): void {
  if (idleHandle !== undefined || idleQueue.length === 0) return;
  idleHandle = window.requestIdleCallback(() => {
    idleHandle = undefined;
    const next = idleQueue.pop();
    if (!next) return;
    void Promise.resolve(next.prefetch(next.to, 'chunk')).finally(() => {
      fetchedBy(next.prefetch).add(next.to);
      prefetchNextWhenIdle();
    });
  });
}

function fetchedBy(prefetch: PrefetchScreen): Set<string> {
  let done = fetched.get(prefetch);
  if (!done) fetched.set(prefetch, (done = new Set()));
  return done;
}

function prefetchWhenIdle(entry: IdleEntry): () => void {
  if (fetchedBy(entry.prefetch).has(entry.to)) return () => undefined;
  if (!idleQueue.some((waiting) => waiting.to === entry.to)) idleQueue.push(entry);
  prefetchNextWhenIdle();
  return () => {
    const index = idleQueue.indexOf(entry);
    if (index >= 0) idleQueue.splice(index, 1);
    if (idleQueue.length === 0 && idleHandle !== undefined) {
      window.cancelIdleCallback(idleHandle);
      idleHandle = undefined;
    }
  };
}

/**
 * Prefetch on intent for a link to a screen (docs/decisions.md, "Prefetch on intent"):
 * - once the browser is idle after the link shows, the screen's chunk (static files, no gateway call), one
 *   link's at a time;
 * - when the pointer or the focus has rested on it for INTENT_DELAY_MS, or at once when it is pressed
 *   (a click comes ~100 ms after the press), the chunk and the screen's reads — its loader's own queries,
 *   so the screen opened next finds them in the cache and the gateway is asked once.
 */
export function useIntentPrefetch(to: string | undefined): IntentHandlers {
  const prefetch = useContext(PrefetchContext);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Where the browser has no idle callback (Safari, jsdom), the chunk comes with the intent instead.
    if (!to || typeof window.requestIdleCallback !== 'function') return undefined;
    return prefetchWhenIdle({ to, prefetch });
  }, [to, prefetch]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!to) return {};
  const cancel = () => window.clearTimeout(timer.current);
  const now = () => {
    cancel();
    prefetch(to, 'screen');
  };
  const soon = () => {
    cancel();
    timer.current = window.setTimeout(now, INTENT_DELAY_MS);
  };
  return { onMouseEnter: soon, onFocus: soon, onMouseLeave: cancel, onBlur: cancel, onPointerDown: now };
}
