import type { PersistenceStatus } from './persistence-status';
import type { Violation } from './invariants';
import type { Simulator } from './simulator';
import { LEGACY_STORAGE_KEY, type HostMessage, type PageMessage, type PanelState, type SimulatorView } from './simulator-protocol';

/**
 * The control API as the page reaches it in the simulator's worker: every member of simulator.ts, each
 * a promise — a method's result, or a value (`state()`, `persistence()`) read. Structured clones: a
 * record read is a copy, changed only through the calls.
 */
export type RemoteSimulator = Remote<Omit<Simulator, 'subscribe'>>;
type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : K extends 'state' | 'persistence'
      ? () => Promise<T[K]>
      : Remote<T[K]>;
};

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * The page's side of the simulator's worker (simulator.worker.ts): forwards the gateway's calls and the
 * control API, and keeps the little the page reads synchronously — the clock's offset (the portal's
 * one clock follows it: lib/clock.ts), the save status and violations (the panel's badge), and, while
 * the panel is open, the parts of the state it shows.
 */
export class SimulatorClient {
  private readonly host: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<() => void>();
  private current: SimulatorView | null = null;
  private whenStarted: Promise<void> | null = null;
  private markStarted: () => void = () => undefined;

  constructor(host: Worker) {
    this.host = host;
    host.addEventListener('message', (event: MessageEvent<HostMessage>) => this.receive(event.data));
  }

  /** Starts the simulator in its worker (an older localStorage save handed over once); resolves when it answers. */
  start(legacyState: string | null): Promise<void> {
    this.whenStarted ??= new Promise<void>((resolve) => {
      this.markStarted = resolve;
      this.send({ type: 'start', legacyState });
    });
    return this.whenStarted;
  }

  /** A gateway call answered in the worker; undefined when no route knows it (the page then reports it: service-worker-bridge.ts). */
  async answer(request: Request): Promise<Response | undefined> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = this.nextId++;
    const reply = new Promise<Extract<HostMessage, { type: 'response' }>>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject }),
    );
    this.send({ type: 'request', id, url: request.url, method: request.method, headers: [...request.headers], body }, body ? [body] : []);
    const { response, error } = await reply;
    if (error !== undefined) throw new Error(`网关模拟器：${error}`);
    if (!response) return undefined;
    return new Response(response.status === 204 || response.status === 304 ? null : response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  /**
   * A new channel to the worker for the service worker's gateway calls (public/simulator-worker.js): the
   * worker keeps one end, the other is returned, to hand over. Their answers then skip this thread.
   */
  serviceWorkerPort(): MessagePort {
    const { port1, port2 } = new MessageChannel();
    this.send({ type: 'serviceWorkerPort', port: port1 }, [port1]);
    return port2;
  }

  /** A member of the control API called (or read) in the worker. */
  call(path: string[], args: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.send({ type: 'control', id, path, args });
    });
  }

  /** `window.__simulator`: the control API by its members' names (a proxy, so simulator.ts stays the one list). */
  readonly remote: RemoteSimulator = remoteAt(this, []) as RemoteSimulator;

  /** The clock the gateway answers by, read without a round trip. */
  nowMs(): number {
    return Date.now() + (this.current?.clockOffsetMs ?? 0);
  }

  get persistence(): PersistenceStatus {
    return this.current?.persistence ?? { mode: 'indexeddb', notice: null, saveError: null };
  }

  get violations(): readonly Violation[] {
    return this.current?.violations ?? [];
  }

  /** What the panel shows, while it watches (null before the first state arrives). */
  get panel(): PanelState | null {
    return this.current?.panel ?? null;
  }

  /** The panel open: the worker sends the parts of the state it shows after every change. */
  watchPanel(on: boolean): void {
    this.send({ type: 'watchPanel', on });
  }

  /** Saves what is pending (the page is going). */
  flush(): void {
    this.send({ type: 'flush' });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private send(message: PageMessage, transfer: Transferable[] = []): void {
    this.host.postMessage(message, transfer);
  }

  private receive(message: HostMessage): void {
    switch (message.type) {
      case 'started':
      case 'changed':
        this.current = message.view;
        if (message.type === 'started') this.markStarted();
        this.listeners.forEach((listener) => listener());
        return;
      case 'legacyTaken':
        window.localStorage.removeItem(LEGACY_STORAGE_KEY);
        return;
      case 'response':
      case 'result': {
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.type === 'response') waiting.resolve(message as never);
        else if (message.ok) waiting.resolve(message.value as never);
        else waiting.reject(new Error(message.error));
        return;
      }
    }
  }
}

/** A callable proxy: `a.b.c(x)` calls the member a.b.c of the worker's control API with x. */
function remoteAt(client: SimulatorClient, path: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? remoteAt(client, [...path, key]) : undefined),
    apply: (_target, _this, args: unknown[]) => client.call(path, args),
  });
}
