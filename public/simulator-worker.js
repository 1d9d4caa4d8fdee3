/**
 * The gateway simulator's service worker: MSW's own worker (mockServiceWorker.js, as `msw init` writes
 * it, unchanged) behind a filter that lets only the gateway's calls reach it.
 *
 * MSW's worker answers every request of the pages it controls: each script chunk, font and image went
 * through the worker's fetch, was posted to the page's main thread to be matched against the handlers
 * (no match: passthrough) and its response body cloned back to the page for MSW's life-cycle events.
 * A first visit loads ~140 chunks, and every screen opened in the app loads more. The filter runs first
 * and, for anything but a call under the gateway's prefix (`?prefix=`, from VITE_GATEWAY_PREFIX, as the
 * simulator's one handler matches: any origin, that path), stops the event before MSW sees it: the
 * browser then fetches it itself, as it would without a service worker.
 */
const GATEWAY_PREFIX = (new URL(self.location.href).searchParams.get('prefix') ?? '').replace(/\/*$/, '/');

self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes(GATEWAY_PREFIX)) event.stopImmediatePropagation();
});

/*
 * A page that goes (a reload, a link to another document, back or forward) tells MSW's worker
 * CLIENT_CLOSED from its `beforeunload`, and MSW's worker unregisters itself when no other window is its
 * client at that moment — always so on a reload: the next document is not a client yet. Every reload thus
 * started on an uninstalling registration: the new page's `worker.start()` found it, called
 * `registration.update()` on it without awaiting (msw's getWorkerInstance) and the update rejected —
 * "TypeError: Failed to update a ServiceWorker … simulator-worker.js …: Not found", uncaught — whenever
 * the old document was still alive (unloading, in the back/forward cache); else it registered and
 * installed the worker anew (22 registrations in 30 reloads and back/forward navigations).
 * The simulator is on for the whole life of a demo or dev build: its worker stays. The message stops
 * here, before MSW's listener (added by importScripts below, after this one). A closed page's id left in
 * MSW's set of clients is harmless: it only ever matches clients that still exist.
 */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
