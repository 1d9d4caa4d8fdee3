import { freeze } from 'immer';
import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { handlers } from './handlers';
import { Persistence } from './persistence';
import { setPersistenceStatus } from './persistence-status';
import { createSeedStateInChunks } from './seed';
import { simulator, type Simulator } from './simulator';
import type { SimulatorState } from './state';
import { store } from './store';

/** The simulator's service worker (public/simulator-worker.js): MSW's behind a filter. */
const WORKER_SCRIPT = '/simulator-worker.js';

declare global {
  interface Window {
    /** The simulator's control API, for Playwright tests (captcha and SMS codes, the clock, faults). */
    __simulator?: Simulator;
  }
}

/**
 * Starts the gateway simulator in the browser: loads the saved store from IndexedDB and starts the MSW
 * worker. main.tsx imports this module dynamically only when the simulator is on, so none of it (panel
 * included) reaches a production bundle; it renders the portal meanwhile and holds the gateway's calls
 * until this resolves.
 */
export async function startSimulator(): Promise<void> {
  const persistence = new Persistence({ store, legacyStorage: window.localStorage, onStatus: setPersistenceStatus, seed: seedInSteps });
  setPersistenceStatus(persistence.status);
  const worker = setupWorker(...handlers);
  window.addEventListener('unhandledrejection', quietWorkerUpdateFailure);
  // The saved state and the worker's registration are independent: both at once.
  await Promise.all([
    persistence.start(),
    worker.start({
      // MSW's worker behind a filter: only the gateway's calls reach it (public/simulator-worker.js).
      serviceWorker: { url: `${WORKER_SCRIPT}?prefix=${encodeURIComponent(env.gatewayPrefix)}` },
      quiet: true,
      // A gateway call no handler knows is a bug to surface; assets, chunks and the rest pass through.
      onUnhandledRequest(request, print) {
        if (new URL(request.url).pathname.startsWith(env.gatewayPrefix)) print.error();
      },
    }),
  ]);
  // Best effort: what the last calls changed is saved before the page goes (a reload, a closed tab).
  window.addEventListener('pagehide', () => void persistence.flush());
  window.__simulator = simulator;
}

/**
 * Lets the event loop run (a paint, a keystroke, the page's own tasks) and resumes: `scheduler.yield()`
 * where the browser has it (the rest of the work keeps its place in the queue), else a new task.
 */
function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** How many entities of a collection are frozen between two pauses. */
const FREEZE_SLICE = 100;

/**
 * A new profile's first state: the seed made and frozen a step at a time with the page running between
 * the steps. Made in one go it was a task of half a second beside the login page (Lighthouse's total
 * blocking time; docs/performance.md). Frozen here as the store's states are (src/mocks/immer.ts): the
 * first call's write would otherwise walk the whole unfrozen seed in its own task.
 */
async function seedInSteps(): Promise<SimulatorState> {
  const state = await createSeedStateInChunks(Date.now(), 0, pause);
  for (const value of Object.values(state) as unknown[]) {
    if (Array.isArray(value)) {
      for (let start = 0; start < value.length; start += FREEZE_SLICE) {
        for (const item of value.slice(start, start + FREEZE_SLICE) as unknown[]) freeze(item, true);
        await pause();
      }
    }
    freeze(value, true);
  }
  return freeze(state, true);
}

/**
 * msw's `worker.start()` asks the browser to look for a newer worker script (`registration.update()`) and
 * drops the promise. The check failing (the server away for a moment, a registration going away) changes
 * nothing — the running worker stays and the browser checks again on the next navigation — but left alone
 * it is an uncaught error of the page. Only that rejection, and only for the simulator's worker, is
 * handled here: logged as a warning. (The registration going away on every reload was the cause of the
 * one seen: public/simulator-worker.js.)
 */
export function quietWorkerUpdateFailure(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (!(reason instanceof TypeError) || !reason.message.startsWith('Failed to update a ServiceWorker')) return;
  if (!reason.message.includes(WORKER_SCRIPT)) return;
  event.preventDefault();
  console.warn(`模拟器：服务工作线程更新检查失败（不影响使用）：${reason.message}`);
}

/**
 * The developer panel, in its own React root beside the portal. It needs antd pieces (drawer, table,
 * tree…) that no first screen loads: main.tsx mounts it once the portal's first screen is up.
 */
export async function mountDevPanel(): Promise<void> {
  const container = document.createElement('div');
  container.id = 'gateway-simulator-panel';
  document.body.appendChild(container);
  const [{ createRoot }, { createElement, startTransition }, { DevPanel }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./dev-panel'),
  ]);
  // A transition: React renders the panel (and antd makes its button's and drawer's styles) in slices of
  // a few milliseconds, not in one task of ~150 ms at 3x CPU that a click on the portal would wait behind.
  const root = createRoot(container);
  startTransition(() => root.render(createElement(DevPanel)));
}
