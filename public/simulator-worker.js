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

/**
 * Each page's line to its simulator (its dedicated worker, simulator.worker.ts), by the page's client id:
 * one end of a channel the page made, the other end with that worker. A gateway call of a page with a
 * line goes over it and back here, without a task on the page's main thread — msw's path posts the call to
 * the page, which hands it to the worker and the answer back (at 3× CPU, tens of ms a call on a busy
 * page). The browser's fetch is unchanged: the call is the page's, seen in its network panel.
 * A worker the browser stopped and started again has lost these lines, as msw has lost its clients: a
 * call of a page without one takes msw's path (the page answers), and the page is asked for a new line.
 */
const simulatorLines = new Map();
const linesAsked = new Set();

function simulatorLine(port) {
  const waiting = new Map();
  let nextId = 1;
  port.onmessage = (event) => {
    const reply = event.data;
    const resolve = waiting.get(reply?.id);
    if (!resolve) return;
    waiting.delete(reply.id);
    resolve(reply);
  };
  return {
    port,
    /** The answer to a POST (simulator.worker.ts `answer`: the messages of simulator-protocol.ts, GatewayRequest and GatewayReply). */
    async answer(request) {
      const passthrough = request.clone();
      const body = await request.arrayBuffer();
      const id = nextId++;
      const replied = new Promise((resolve) => waiting.set(id, resolve));
      port.postMessage({ type: 'request', id, url: request.url, method: request.method, headers: [...request.headers], body }, [body]);
      const { response, error } = await replied;
      if (error !== undefined) {
        // As the page answered a failure: a 500 naming it.
        return new Response(JSON.stringify({ name: 'Error', message: `网关模拟器：${error}` }), {
          status: 500,
          statusText: 'Request Handler Error',
          headers: { 'Content-Type': 'application/json' },
        });
      }
      // No route knows the call (the simulator's worker reported it): the browser sends it on.
      if (!response) return fetch(passthrough);
      return new Response(response.status === 204 || response.status === 304 ? null : response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };
}

/** Asks a page for a line (once until one comes): it answers with SIMULATOR_PORT and MOCK_ACTIVATE (service-worker-bridge.ts). */
function askForLine(client) {
  if (!client || linesAsked.has(client.id)) return;
  linesAsked.add(client.id);
  client.postMessage({ type: 'SIMULATOR_PORT_WANTED' });
}

/** Lines of pages gone (a reload, a closed tab) closed. */
async function forgetGoneClients() {
  const present = new Set((await self.clients.matchAll({ type: 'window' })).map((client) => client.id));
  for (const [clientId, line] of simulatorLines) {
    if (present.has(clientId)) continue;
    line.port.close();
    simulatorLines.delete(clientId);
    linesAsked.delete(clientId);
  }
}

self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes(GATEWAY_PREFIX)) {
    event.stopImmediatePropagation();
    return;
  }
  // The simulator's one route is a POST; anything else takes msw's path, whose page reports it.
  if (event.request.method !== 'POST' || event.request.mode === 'navigate') return;
  const line = simulatorLines.get(event.clientId);
  if (!line) {
    if (event.clientId) event.waitUntil(self.clients.get(event.clientId).then(askForLine));
    return;
  }
  event.stopImmediatePropagation();
  event.respondWith(line.answer(event.request));
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
  const clientId = event.source?.id;
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
  else if (event.data?.type === 'SIMULATOR_PORT') {
    // The page's line to its simulator (above); msw's listener has nothing to do with it.
    event.stopImmediatePropagation();
    const port = event.ports[0];
    if (!clientId || !port) return;
    // A line it replaces is left open, not closed: calls made over it may still be answered.
    simulatorLines.set(clientId, simulatorLine(port));
    linesAsked.delete(clientId);
    event.waitUntil(forgetGoneClients());
  } else if (event.data === 'KEEPALIVE_REQUEST' && clientId && !simulatorLines.has(clientId)) {
    // A page still there after this worker restarted: a new line (msw answers the keep-alive itself).
    askForLine(event.source);
  }
});

importScripts('./mockServiceWorker.js');
