import { startTransition, StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { env } from './config/env';
import { followClock } from './lib/clock';
import { holdGatewayUntil } from './lib/gateway';
import { loadRuntimeConfig } from './lib/gateway/runtime-config';
import { discardLegacyDrafts } from './lib/storage';
import { getSessionUser } from './lib/stored-user';
import { createQueryClient } from './lib/query';
import './app/app.css';
import './app/login-shell.css';

type AppRouter = ReturnType<typeof createAppRouter>;

declare global {
  interface Window {
    /**
     * The router, in builds with the simulator only: the end-to-end tests move between screens with it
     * as the app's own links do (no reload), and wait for the screen it commits (tests/e2e/support.ts).
     */
    __router?: AppRouter;
  }
}

/**
 * The demo and development builds' gateway simulator, started beside the portal rather than before it:
 * the shell and the login page render at once, and the gateway's calls wait until it answers
 * (holdGatewayUntil), the first of them starting it. Its developer panel comes last, once the first screen
 * is up and the page is idle.
 */
async function startSimulatorBeside(): Promise<void> {
  // Marks for `npm run startup`, which prints when the simulator started and answered.
  performance.mark('simulator:start');
  const { startSimulator } = await import('./mocks/browser');
  const simulator = await startSimulator();
  // The panel's clock moves reach the portal's "now" at once, not only with the next answer's Date header.
  followClock({ nowMs: () => simulator.nowMs(), subscribe: (listener) => simulator.subscribe(listener) });
  performance.mark('simulator:ready');
}

/** Resolves once the router has finished its first navigation (the first screen's loaders included). */
function firstScreenShown(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const shown = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (shown()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!shown()) return;
      unsubscribe();
      resolve();
    });
  });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * A new task: the entry's modules are evaluated in one task of their own, and what follows them (the router
 * with its first navigation, the simulator's start) in the next ones. Together they were one task of
 * 0.2–0.7 s at 3× CPU on /login (docs/performance.md, 2026-11-29).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  discardLegacyDrafts();
  const queryClient = createQueryClient();
  // Compared with the literal so a production build drops the simulator from the bundle entirely.
  if (import.meta.env.VITE_SIMULATOR === 'on') {
    let started: Promise<void> | undefined;
    const startOnce = () => {
      started ??= startSimulatorBeside();
      started.catch((error: unknown) => console.error('网关模拟器未能启动', error));
      return started;
    };
    // Held before the router exists: its first navigation's loaders may call the gateway (a signed-in
    // screen's reads, a token sign-in), and those start the simulator at once, as a stored session does. A
    // call made once the first screen is up (the login page's captcha) waits until that screen has painted
    // and the page is idle: the simulator's start (its worker's module and seed, the service worker) then
    // no longer competes with the login page's first render for the CPU.
    let firstScreenUp = false;
    let idleAfterFirstScreen: () => void = () => undefined;
    const afterFirstScreen = new Promise<void>((resolve) => (idleAfterFirstScreen = resolve));
    holdGatewayUntil(() => (firstScreenUp ? afterFirstScreen.then(startOnce) : startOnce()));
    if (getSessionUser()) void startOnce();
    const router = createAppRouter(queryClient);
    window.__router = router;
    void firstScreenShown(router).then(() => {
      firstScreenUp = true;
      whenIdle(idleAfterFirstScreen);
    });
    render(router, queryClient);
    // A first screen that asked the gateway nothing: the simulator (and its panel) once the page is idle.
    void afterFirstScreen.then(startOnce).then(mountDevPanel);
    return;
  }
  // Production: the calls wait for the deployment's config.json (which gateway), read once (lib/gateway/runtime-config.ts).
  holdGatewayUntil(() => loadRuntimeConfig({ base: env.gatewayBase, prefix: env.gatewayPrefix }));
  render(createAppRouter(queryClient), queryClient);
}

/**
 * Renders the app into #root once the router's first navigation is done. Meanwhile index.html shows /login's
 * brand panel or, on any other address, the boot screen (config/login-brand.ts), and React takes over in
 * one frame.
 *
 * Not before: the first render is a transition, rendered in slices with the event loop running between
 * them, and RouterProvider reads the router's state when it renders but subscribes to it only when it
 * commits. A first navigation that finished in between was never seen: the page stayed on the boot
 * screen for good (2 of 6 signed-out loads of / on a quiet machine, 2026-11-26; the suite's "boot-screen
 * hang"). Once the first navigation is done the router's state only changes when someone navigates.
 */
function render(router: AppRouter, queryClient: QueryClient): void {
  void firstScreenShown(router).then(() => mount(router, queryClient));
}

/**
 * The first render as a transition: React renders the first screen in slices of a few milliseconds,
 * yielding between them, instead of one task of a third of a second (antd's styles are made as its
 * components render) — a click or a keystroke in the meantime is not kept waiting.
 */
function mount(router: AppRouter, queryClient: QueryClient): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

async function mountDevPanel(): Promise<void> {
  const { mountDevPanel } = await import('./mocks/browser');
  await mountDevPanel();
}

void start();
