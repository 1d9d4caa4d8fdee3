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

importScripts('./mockServiceWorker.js');
