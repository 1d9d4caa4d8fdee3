/// <reference lib="webworker" />
import './simulator-worker-globals';
import { freeze } from 'immer';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { Persistence } from './persistence';
import { persistenceStatus, setPersistenceStatus } from './persistence-status';
import { simulator } from './simulator';
import {
  LEGACY_STORAGE_KEY,
  PANEL_KEYS,
  type GatewayReply,
  type GatewayRequest,
  type HostMessage,
  type PageMessage,
  type PanelState,
  type SimulatorView,
} from './simulator-protocol';
import { store } from './store';

/**
 * The in-browser gateway simulator, in a dedicated worker of its page: the store, the handlers and their
 * rules, the seed and persistence run here, off the page's main thread (at 3× CPU an order's detail cost
 * the page 60–120 ms a call, and the start beside /login its long tasks; docs/performance.md). The page
 * (browser.ts) keeps MSW's service worker, hands each gateway call over and answers with what comes back;
 * the control API (`window.__simulator`, the developer panel) is called over the same messages.
 *
 * Each tab has its own worker, as each tab had its own simulator on its main thread: they share one
 * state through IndexedDB, a Web Lock and a BroadcastChannel (persistence.ts), all of which workers have.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: HostMessage, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

let started: Promise<void> | null = null;
let persistence: Persistence | null = null;
let watchingPanel = false;

function panelState(): PanelState {
  const state = store.getState();
  return Object.fromEntries(PANEL_KEYS.map((key) => [key, state[key]])) as PanelState;
}

function view(): SimulatorView {
  return {
    clockOffsetMs: store.getState().clockOffsetMs,
    persistence: persistenceStatus(),
    violations: store.violations,
    panel: watchingPanel ? panelState() : null,
  };
}

/** A call's changes, a clock move and a save's status told to the page once, after the task that made them. */
let announcing = false;
function announce(): void {
  if (announcing || started === null) return;
  announcing = true;
  setTimeout(() => {
    announcing = false;
    post({ type: 'changed', view: view() });
  }, 0);
}

/** The page's localStorage as persistence reads it: the one legacy save the page found, taken over once. */
function legacyStorage(json: string | null): Storage {
  return {
    getItem: (key: string) => (key === LEGACY_STORAGE_KEY ? json : null),
    removeItem: (key: string) => {
      if (key === LEGACY_STORAGE_KEY) post({ type: 'legacyTaken' });
    },
  } as Storage;
}

async function start(legacyState: string | null): Promise<void> {
  persistence = new Persistence({
    store,
    legacyStorage: legacyStorage(legacyState),
    onStatus: (status) => {
      setPersistenceStatus(status);
      announce();
    },
    // Saved as soon as a call has answered: the page may go any moment, and the saving is off its thread.
    saveDelayMs: 0,
    // The store's own seed, made on first use: the page's first announcement has usually read it already, and a
    // second seed, checked against the first, doubled the worker's start. Frozen as the store's states are
    // (immer.ts): the first write would otherwise walk the whole seed.
    seed: () => Promise.resolve(freeze(store.getState(), true)),
  });
  setPersistenceStatus(persistence.status);
  store.subscribe(announce);
  await persistence.start();
}

/**
 * A gateway call answered: its response (null when no route knows it), or why it failed. The same
 * answer whether the call came from the page (its fallback) or straight from the service worker.
 */
async function answer(message: GatewayRequest, reply: (message: GatewayReply, transfer: Transferable[]) => void): Promise<void> {
  try {
    await started;
    const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body });
    const response = await getResponse(handlers, request);
    if (!response) return reply({ type: 'response', id: message.id, response: null }, []);
    const body = await response.arrayBuffer();
    reply(
      {
        type: 'response',
        id: message.id,
        response: { status: response.status, statusText: response.statusText, headers: [...response.headers], body },
      },
      [body],
    );
  } catch (error) {
    reply({ type: 'response', id: message.id, response: null, error: describe(error) }, []);
  }
}

/**
 * The service worker's own line to this worker (simulator-worker.js): its gateway calls come and are
 * answered here without a task on the page's main thread. The page makes the channel; a service worker
 * the browser restarted asks it for another, so an older port may stay open here, unused.
 */
function listenToServiceWorker(port: MessagePort): void {
  port.addEventListener('message', (event: MessageEvent<GatewayRequest>) => {
    const message = event.data;
    if (message?.type !== 'request') return;
    void answer(message, (reply, transfer) => {
      // The page's console shows what its own answering path showed: a call no route knows, a failure.
      if (reply.error !== undefined) console.error(`网关模拟器：处理 ${message.method} ${message.url} 时出错：${reply.error}`);
      else if (reply.response === null) console.error(`网关模拟器：没有处理 ${message.method} ${message.url} 的路由`);
      port.postMessage(reply, transfer);
    });
  });
  port.start();
}

/** `path` names a member of the control API (simulator.ts): a method is called with `args`, a value (`state`, `persistence`) read. */
async function control(message: Extract<PageMessage, { type: 'control' }>): Promise<void> {
  try {
    await started;
    let owner: unknown = null;
    let member: unknown = simulator;
    for (const key of message.path) {
      if (key === 'subscribe' || member === null || typeof member !== 'object' || !Object.hasOwn(member, key))
        throw new Error(`模拟器没有 ${message.path.join('.')}`);
      owner = member;
      member = (member as Record<string, unknown>)[key];
    }
    const value: unknown =
      typeof member === 'function' ? await (member as (...args: unknown[]) => unknown).apply(owner, message.args) : member;
    post({ type: 'result', id: message.id, ok: true, value });
  } catch (error) {
    post({ type: 'result', id: message.id, ok: false, error: describe(error) });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

scope.addEventListener('message', (event: MessageEvent<PageMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      // A start that failed still answers (from the seed in memory): the panel says why saving fails.
      started ??= start(message.legacyState)
        .catch((error: unknown) => console.error('网关模拟器未能载入保存的数据', error))
        .then(() => post({ type: 'started', view: view() }));
      return;
    case 'request':
      void answer(message, post);
      return;
    case 'serviceWorkerPort':
      listenToServiceWorker(message.port);
      return;
    case 'control':
      void control(message);
      return;
    case 'watchPanel':
      watchingPanel = message.on;
      announce();
      return;
    case 'flush':
      void persistence?.flush();
      return;
  }
});
