import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { createQueryClient } from './lib/query';
import './app/app.css';

async function start(): Promise<void> {
  // Compared with the literal so a production build drops the simulator from the bundle entirely.
  if (import.meta.env.VITE_SIMULATOR === 'on') {
    const { startSimulator } = await import('./mocks/browser');
    await startSimulator();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
