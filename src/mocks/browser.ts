import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { handlers } from './handlers';
import { Persistence } from './persistence';
import { setPersistenceStatus } from './persistence-status';
import { simulator, type Simulator } from './simulator';
import { store } from './store';

declare global {
  interface Window {
    /** The simulator's control API, for Playwright tests (captcha and SMS codes, the clock, faults). */
    __simulator?: Simulator;
  }
}

/**
 * Starts the gateway simulator in the browser: loads the saved store from IndexedDB, starts the MSW
 * worker, then mounts the developer panel in its own React root. main.tsx imports this module
 * dynamically only when the simulator is on, so none of it (panel included) reaches a production bundle.
 */
export async function startSimulator(): Promise<void> {
  const persistence = new Persistence({ store, legacyStorage: window.localStorage, onStatus: setPersistenceStatus });
  setPersistenceStatus(persistence.status);
  await persistence.start();
  // Best effort: what the last calls changed is saved before the page goes (a reload, a closed tab).
  window.addEventListener('pagehide', () => void persistence.flush());

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    // A gateway call no handler knows is a bug to surface; assets, chunks and the rest pass through.
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith(env.gatewayPrefix)) print.error();
    },
  });
  window.__simulator = simulator;

  const container = document.createElement('div');
  container.id = 'gateway-simulator-panel';
  document.body.appendChild(container);
  const [{ createRoot }, { createElement }, { DevPanel }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./dev-panel'),
  ]);
  createRoot(container).render(createElement(DevPanel));
}
