import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { followClock } from './lib/clock';
import { discardLegacyDrafts } from './lib/storage';
import { createQueryClient } from './lib/query';
import './app/app.css';

async function start(): Promise<void> {
  // Compared with the literal so a production build drops the simulator from the bundle entirely.
  if (import.meta.env.VITE_SIMULATOR === 'on') {
    const [{ startSimulator }, { simulator }] = await Promise.all([import('./mocks/browser'), import('./mocks/simulator')]);
    await startSimulator();
    // The panel's clock moves reach the portal's "now" at once, not only with the next answer's Date header.
    followClock({ nowMs: () => simulator.clock.nowMs(), subscribe: (listener) => simulator.subscribe(listener) });
  }
  discardLegacyDrafts();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
