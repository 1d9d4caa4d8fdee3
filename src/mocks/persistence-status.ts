/** What the developer panel and `simulator.persistence` show about saving (set by persistence.ts). */
export interface PersistenceStatus {
  /** Where the state lives: 'memory' in Node, 'indexeddb' in the browser. */
  mode: 'memory' | 'indexeddb';
  /** A one-off notice about the saved state, e.g. that an outdated one was replaced by the seed. */
  notice: string | null;
  /** Why the last save failed (quota, private mode); null once a save works again. */
  saveError: string | null;
}

let status: PersistenceStatus = { mode: 'memory', notice: null, saveError: null };

export function persistenceStatus(): PersistenceStatus {
  return status;
}

export function setPersistenceStatus(change: Partial<PersistenceStatus>): void {
  status = { ...status, ...change };
}
