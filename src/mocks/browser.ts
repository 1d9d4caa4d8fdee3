import { env } from '@/config/env';
import { startServiceWorkerBridge } from './service-worker-bridge';
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
 * handlers, persistence and the seed, off the page's main thread) and MSW's service worker, whose calls
 * the page hands to it (service-worker-bridge.ts). main.tsx imports this module dynamically only when the
 * simulator is on, so none of it (panel included) reaches a production bundle; it renders the portal
 * meanwhile and holds the gateway's calls until this resolves.
 */
export async function startSimulator(): Promise<SimulatorClient> {
  const started = new SimulatorClient(
    new Worker(new URL('./simulator.worker.ts', import.meta.url), { type: 'module', name: 'gateway-simulator' }),
  );
  client = started;
  // The simulator's start (saved state, seed) and the service worker's registration are independent: both at once.
  await Promise.all([
    started.start(window.localStorage.getItem(LEGACY_STORAGE_KEY)),
    startServiceWorkerBridge({
      // MSW's worker behind a filter: only the gateway's calls reach it (public/simulator-worker.js).
      url: `${WORKER_SCRIPT}?prefix=${encodeURIComponent(env.gatewayPrefix)}`,
      prefix: env.gatewayPrefix,
      answer: (request) => started.answer(request),
      // The service worker's calls straight to the simulator's worker, the page's main thread out of their path.
      channel: () => started.serviceWorkerPort(),
    }),
  ]);
  // Best effort: what the last calls changed is saved before the page goes (a reload, a closed tab).
  window.addEventListener('pagehide', () => started.flush());
  window.__simulator = started.remote;
  return started;
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
