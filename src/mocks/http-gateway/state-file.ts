import { readFileSync } from 'node:fs';
import { migrate } from '../persistence';
import { STATE_VERSION, type SimulatorState } from '../state';
import type { SessionEntry } from './sessions';

/**
 * The state file of the gateway before its database (state-db.ts): one JSON file, `<data folder>/state.json`,
 * holding the whole state and the session table. Only read now, once, when a data folder that has one
 * gets its database: state-db.ts imports it and keeps it renamed `state.json.imported`.
 */

export const STATE_FILE = 'state.json';

interface SavedFile {
  version: number;
  savedAt: string;
  state: SimulatorState;
  sessions: [string, SessionEntry][];
}

export interface LoadedState {
  state: SimulatorState;
  sessions: [string, SessionEntry][];
}

export type LoadOutcome = { kind: 'loaded'; loaded: LoadedState } | { kind: 'unusable'; reason: string };

/** Reads a state file: migrated when it is of an older version, `unusable` when it cannot be used. */
export function loadStateFile(file: string): LoadOutcome {
  let saved: Partial<SavedFile>;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedFile>;
  } catch {
    return { kind: 'unusable', reason: 'not valid JSON' };
  }
  if (typeof saved.version !== 'number' || typeof saved.state !== 'object' || saved.state === null) {
    return { kind: 'unusable', reason: 'not a state file' };
  }
  const sessions = Array.isArray(saved.sessions) ? saved.sessions : [];
  if (saved.version === STATE_VERSION) return { kind: 'loaded', loaded: { state: { ...saved.state, version: STATE_VERSION }, sessions } };
  if (saved.version > STATE_VERSION)
    return { kind: 'unusable', reason: `of version ${saved.version}, newer than this gateway's ${STATE_VERSION}` };
  const migrated = migrate(saved.state as unknown as Record<string, unknown>, saved.version);
  // Sessions name accounts of the old state; after a migration everyone signs in again.
  return migrated
    ? { kind: 'loaded', loaded: { state: migrated, sessions: [] } }
    : { kind: 'unusable', reason: `of version ${saved.version}, which cannot be migrated to ${STATE_VERSION}` };
}
