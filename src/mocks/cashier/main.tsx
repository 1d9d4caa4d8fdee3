import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Persistence } from '../persistence';
import { setPersistenceStatus } from '../persistence-status';
import { store } from '../store';
import { CashierPage, pageStyle } from './cashier-page';

/**
 * The simulated online cashier (sim-cashier.html): where an ONLINE payment's cashierUrl leads, in place
 * of the airline's real cashier. A page of the simulator, not of the portal, built only when the
 * simulator is (vite.config.ts). It loads the simulator's saved state from IndexedDB like a second tab
 * (persistence.ts: the lease and the channel keep the tabs in step), and returns to the portal's page
 * named by `return` (the result page, which follows the payment) once its answer is saved.
 */

const params = new URLSearchParams(window.location.search);
const paymentNo = (params.get('paymentNo') ?? '').trim().toUpperCase();
const requested = params.get('return') ?? '';
/** Only a path of this site: never another origin. */
const returnPath = requested.startsWith('/') && !requested.startsWith('//') ? requested : '/';

async function start(): Promise<void> {
  const persistence = new Persistence({ store, legacyStorage: window.localStorage, onStatus: setPersistenceStatus });
  setPersistenceStatus(persistence.status);
  await persistence.start();
  window.addEventListener('pagehide', () => void persistence.flush());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <main style={pageStyle}>
        <CashierPage paymentNo={paymentNo} returnPath={returnPath} leave={(path) => window.location.replace(path)} />
      </main>
    </StrictMode>,
  );
}

void start();
