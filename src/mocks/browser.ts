import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { SimulatorClient, type RemoteSimulator } from './simulator-client';
import { LEGACY_STORAGE_KEY } from './simulator-protocol';

/** The simulator's service worker (public/simulator-worker.js): MSW's behind a filter. */
const WORKER_SCRIPT = '/simulator-worker.js';

declare global {
  interface Window {
    /**
     * The simulator's control API, for Playwright tests (captcha and SMS codes, the clock, faults): every
     * member of simulator.ts, answered by the simulator's worker, so each returns a promise.
     */
    __simulator?: RemoteSimulator;
  }
}

let client: SimulatorClient | null = null;

/** The page's side of the simulator (started by startSimulator). */
export function simulatorClient(): SimulatorClient {
  if (!client) throw new Error('网关模拟器尚未启动');
  return client;
}

/**
 * Starts the gateway simulator in the browser: its dedicated worker (simulator.worker.ts: the store, the
 * handlers, persistence and the seed, off the page's main thread) and MSW's service worker, whose one
 * handler here hands every gateway call to it. main.tsx imports this module dynamically only when the
 * simulator is on, so none of it (panel included) reaches a production bundle; it renders the portal
 * meanwhile and holds the gateway's calls until this resolves.
 */
export async function startSimulator(): Promise<SimulatorClient> {
  const started = new SimulatorClient(
    new Worker(new URL('./simulator.worker.ts', import.meta.url), { type: 'module', name: 'gateway-simulator' }),
  );
  client = started;
  // Matched as the simulator's own handler matches (gateway.ts): any origin, under the gateway's prefix.
  const worker = setupWorker(http.post(`*${env.gatewayPrefix}/*`, ({ request }) => started.answer(request)));
  window.addEventListener('unhandledrejection', quietWorkerUpdateFailure);
  // The simulator's start (saved state, seed) and the service worker's registration are independent: both at once.
  await Promise.all([
    started.start(window.localStorage.getItem(LEGACY_STORAGE_KEY)),
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
  window.addEventListener('pagehide', () => started.flush());
  window.__simulator = started.remote;
  return started;
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
 * The developer panel, in its own React root beside the portal: main.tsx mounts it once the portal's
 * first screen is up. First a plain button (dev-panel-launcher.tsx); the panel, with the antd pieces no
 * first screen loads (drawer, table, descriptions…), is fetched when the pointer or focus comes to that
 * button and replaces it, open, on its first click.
 */
export async function mountDevPanel(): Promise<void> {
  const container = document.createElement('div');
  container.id = 'gateway-simulator-panel';
  document.body.appendChild(container);
  const [{ createRoot }, { createElement }, { DevPanelLauncher }, { workerSource }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./dev-panel-launcher'),
    import('./dev-panel-source'),
  ]);
  const source = workerSource(simulatorClient());
  const root = createRoot(container);
  let panel: ReturnType<typeof loadPanel> | undefined;
  const loadPanel = () => import('./dev-panel');
  const fetchPanel = () => (panel ??= loadPanel());
  const open = () => {
    void fetchPanel().then(({ DevPanel }) => root.render(createElement(DevPanel, { source, initiallyOpen: true })));
  };
  root.render(createElement(DevPanelLauncher, { source, onOpen: open, onIntent: () => void fetchPanel() }));
}
