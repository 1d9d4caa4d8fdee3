/**
 * The page's half of MSW's service worker (public/mockServiceWorker.js, behind public/simulator-worker.js),
 * in place of msw's `setupWorker`: register or find the worker, tell it this page answers (MOCK_ACTIVATE),
 * keep it alive, and answer each gateway call it posts (REQUEST) with the simulator's response
 * (MOCK_RESPONSE) or let it through (PASSTHROUGH). Before MOCK_ACTIVATE it gives the worker a line to the
 * simulator's own worker (SIMULATOR_PORT, simulator-worker.js), over which the calls then go without the
 * page: REQUEST is what comes the page's way while the worker has no line.
 *
 * msw's page module did the same with its request-handler machinery, cookie store (tough-cookie with the
 * public suffix list), path matching and life-cycle events: ~430 KB of script evaluated on the page's
 * main thread at every demo page load, 0.1–0.4 s at 3× CPU, for one handler that forwards everything to
 * the simulator's worker. The simulator's handlers keep msw itself, in that worker (simulator.worker.ts).
 * The messages and their order are msw's (its ServiceWorkerSource, msw 2.x); the worker script is msw's,
 * unchanged.
 */

/** A call as MSW's worker serialises it (serializeRequest in mockServiceWorker.js). */
interface SerializedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  mode: RequestMode;
  cache: RequestCache;
  credentials: RequestCredentials;
  integrity: string;
  redirect: RequestRedirect;
  referrer: string;
  referrerPolicy: ReferrerPolicy;
  body: ArrayBuffer | null;
  keepalive: boolean;
}

interface WorkerMessage {
  type?: string;
  payload?: unknown;
}

export interface BridgeOptions {
  /** The worker script's URL (with its query). */
  url: string;
  /** The gateway's path prefix: the calls under it are the simulator's (its one route: POST). */
  prefix: string;
  /** The simulator's answer to a call; undefined when no route knows it. */
  answer(request: Request): Promise<Response | undefined>;
  /**
   * A new channel to whoever answers (the simulator's worker keeps the other end): the service worker's
   * end. Given, the service worker sends its calls over it and the page's main thread is out of their
   * path (public/simulator-worker.js); `answer` stays for a call that comes the page's way.
   */
  channel?(): MessagePort;
}

/** Resolves once MSW's worker has this page among the clients whose calls it hands over. */
export async function startServiceWorkerBridge({ url, prefix, answer, channel }: BridgeOptions): Promise<void> {
  const container = navigator.serviceWorker;
  const scriptUrl = new URL(url, window.location.href).href;
  const registrations = (await container.getRegistrations()).filter((registration) => workerOf(registration, scriptUrl));
  // A hard reload leaves the page without a controller while the worker stays registered: its calls would
  // never reach the worker. msw reloads the page in that case; so does this.
  if (!container.controller && registrations.length > 0) window.location.reload();
  let registration = registrations[0];
  if (registration) {
    // A newer worker script, if any, for the next page. The check failing (the server away for a moment)
    // changes nothing: the running worker stays and the browser checks again on the next navigation.
    registration.update().catch((error: unknown) => console.warn(`模拟器：服务工作线程更新检查失败（不影响使用）：${String(error)}`));
  } else {
    registration = await container.register(url);
  }
  let worker = workerOf(registration, scriptUrl);
  if (!worker) throw new Error(`网关模拟器：找不到服务工作线程 ${scriptUrl}`);

  // The line to the simulator first, then msw's activation: the worker has it before this page's first call.
  const connect = (target: ServiceWorker) => {
    const port = channel?.();
    if (port) target.postMessage({ type: 'SIMULATOR_PORT' }, [port]);
    target.postMessage('MOCK_ACTIVATE');
  };
  const enabled = new Promise<void>((resolve) => {
    container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      if (event.source !== null && event.source !== worker) return;
      const { type, payload } = event.data ?? {};
      if (type === 'MOCKING_ENABLED') resolve();
      else if (type === 'REQUEST') void reply(event.ports[0]!, payload as SerializedRequest, prefix, answer);
      // The worker restarted by the browser (idle, or from DevTools) has lost the line and msw its clients.
      else if (type === 'SIMULATOR_PORT_WANTED' && channel) connect(worker!);
    });
  });
  // A newer worker script taking over this page (skipWaiting and claim) knows neither.
  container.addEventListener('controllerchange', () => {
    const next = container.controller;
    if (!next || next === worker || next.scriptURL !== scriptUrl) return;
    worker = next;
    connect(next);
  });
  const installing = worker;
  if (installing.state !== 'activated') {
    await new Promise<void>((resolve) => {
      const activated = () => {
        if (installing.state !== 'activated') return;
        installing.removeEventListener('statechange', activated);
        resolve();
      };
      installing.addEventListener('statechange', activated);
    });
  }
  // The worker forgets its clients when the browser stops it for being idle (30 s in Chromium): a message
  // every 5 s keeps it running, as msw's page does.
  window.setInterval(() => worker!.postMessage('KEEPALIVE_REQUEST'), 5000);
  // No CLIENT_CLOSED when the page goes: the worker is to stay for the next page (simulator-worker.js).
  connect(installing);
  await enabled;
}

function workerOf(registration: ServiceWorkerRegistration, scriptUrl: string): ServiceWorker | null {
  return [registration.active, registration.installing, registration.waiting].find((worker) => worker?.scriptURL === scriptUrl) ?? null;
}

async function reply(port: MessagePort, serialized: SerializedRequest, prefix: string, answer: BridgeOptions['answer']): Promise<void> {
  const { url, method } = serialized;
  try {
    const request = new Request(url, { ...serialized, body: method === 'GET' || method === 'HEAD' ? null : serialized.body });
    const response = method === 'POST' && new URL(url).pathname.includes(`${prefix}/`) ? await answer(request) : undefined;
    if (!response) {
      // A gateway call no route knows is a bug to surface; the browser then sends it on.
      console.error(`网关模拟器：没有处理 ${method} ${url} 的路由`);
      port.postMessage({ type: 'PASSTHROUGH' });
      return;
    }
    await send(port, response);
  } catch (error) {
    console.error(`网关模拟器：处理 ${method} ${url} 时出错`, error);
    const failure = error instanceof Error ? error : new Error(String(error));
    await send(
      port,
      new Response(JSON.stringify({ name: failure.name, message: failure.message, stack: failure.stack }), {
        status: 500,
        statusText: 'Request Handler Error',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  }
}

async function send(port: MessagePort, response: Response): Promise<void> {
  const body = response.body === null ? null : await response.arrayBuffer();
  const data = { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), body };
  port.postMessage({ type: 'MOCK_RESPONSE', data }, body ? [body] : []);
}
