import type { PersistenceStatus } from './persistence-status';
import type { Violation } from './invariants';
import type { SimulatorState } from './state';

/**
 * What the page and the simulator's dedicated worker (simulator.worker.ts) say to each other. The
 * simulator — store, handlers, rules, persistence, seed — runs in the worker; the page keeps MSW's
 * registration (its service worker talks to a window only) and hands each gateway call over.
 */

/** Where the state lived before IndexedDB (localStorage, one JSON string): only the page can read it. */
export const LEGACY_STORAGE_KEY = 'b2b-simulator-state-v1';

/** The parts of the state the developer panel shows: sent while it is open, not the orders. */
export const PANEL_KEYS = [
  'clockOffsetMs',
  'session',
  'accounts',
  'pendingFault',
  'lastCaptcha',
  'smsOutbox',
  'dueReminders',
  'prepaidAccounts',
  'settleLog',
  'topUps',
  'refunds',
  'invoices',
  'reports',
] as const satisfies readonly (keyof SimulatorState)[];
export type PanelState = Pick<SimulatorState, (typeof PANEL_KEYS)[number]>;

/** What the page keeps of the simulator between two changes: enough for the clock and the panel's badge. */
export interface SimulatorView {
  clockOffsetMs: number;
  persistence: PersistenceStatus;
  violations: readonly Violation[];
  /** Only while the panel watches. */
  panel: PanelState | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * A gateway call handed to the simulator's worker, by the page or straight from the service worker over
 * the port the page gave both (public/simulator-worker.js writes these by hand: keep the two alike).
 */
export interface GatewayRequest {
  type: 'request';
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Its answer: the response (null: no route knows the call), or `error`, why answering failed. */
export interface GatewayReply {
  type: 'response';
  id: number;
  response: WireResponse | null;
  error?: string;
}

export type PageMessage =
  | { type: 'start'; legacyState: string | null }
  | GatewayRequest
  /** The service worker's end of a channel is with it: its calls come over `port` (simulator.worker.ts). */
  | { type: 'serviceWorkerPort'; port: MessagePort }
  | { type: 'control'; id: number; path: string[]; args: unknown[] }
  | { type: 'watchPanel'; on: boolean }
  | { type: 'flush' };

export type HostMessage =
  | { type: 'started'; view: SimulatorView }
  | { type: 'changed'; view: SimulatorView }
  | GatewayReply
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: string }
  | { type: 'legacyTaken' };
