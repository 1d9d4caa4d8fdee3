import { open, mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from '../persistence';
import { STATE_VERSION, type SimulatorState } from '../state';
import type { SessionEntry } from './sessions';

/**
 * The HTTP gateway's state on disk: one JSON file, `<data folder>/state.json`, holding the simulator's
 * whole state and the session table. Written atomically (a temporary file in the same folder, synced,
 * then renamed over the old one), so a crash mid-write leaves the previous file whole.
 *
 * Write-behind, as the browser's IndexedDB persistence does: a call answers first; the changes of the
 * calls within `delayMs` are written together, one write at a time. `flush()` writes what is pending
 * (the server's close and its SIGINT/SIGTERM handlers call it).
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

export type LoadOutcome = { kind: 'none' } | { kind: 'loaded'; loaded: LoadedState } | { kind: 'unusable'; reason: string };

/** Reads the saved file: migrated when it is of an older version, `unusable` when it cannot be used. */
export async function loadStateFile(folder: string): Promise<LoadOutcome> {
  let text: string;
  try {
    text = await readFile(join(folder, STATE_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw error;
  }
  let saved: Partial<SavedFile>;
  try {
    saved = JSON.parse(text) as Partial<SavedFile>;
  } catch {
    return { kind: 'unusable', reason: 'not valid JSON' };
  }
  if (typeof saved.version !== 'number' || typeof saved.state !== 'object' || saved.state === null) {
    return { kind: 'unusable', reason: 'not a state file' };
  }
  const sessions = Array.isArray(saved.sessions) ? saved.sessions : [];
  if (saved.version === STATE_VERSION) return { kind: 'loaded', loaded: { state: { ...saved.state, version: STATE_VERSION }, sessions } };
  const migrated = migrate(saved.state as unknown as Record<string, unknown>, saved.version);
  // Sessions name accounts of the old state; after a migration everyone signs in again.
  return migrated ? { kind: 'loaded', loaded: { state: migrated, sessions: [] } } : { kind: 'unusable', reason: `version ${saved.version} cannot be migrated to ${STATE_VERSION}` };
}

/** Writes `content` to `file` atomically: a temporary file beside it, synced, renamed over it. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

export class StateFile {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  private dirty = false;
  /** The last write's failure, if it failed (the next change tries again). */
  lastError: string | null = null;

  constructor(
    private readonly folder: string,
    private readonly snapshot: () => LoadedState,
    private readonly delayMs: number,
  ) {}

  get path(): string {
    return join(this.folder, STATE_FILE);
  }

  async prepare(): Promise<void> {
    await mkdir(this.folder, { recursive: true });
  }

  /** Something changed: written within `delayMs`. */
  changed(): void {
    this.dirty = true;
    if (this.timer !== null || this.writing !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, this.delayMs);
  }

  /** Writes whatever is pending now; resolves once it is on disk. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.writing !== null) await this.writing;
    if (this.dirty) await this.write();
  }

  private write(): Promise<void> {
    this.writing ??= (async () => {
      try {
        while (this.dirty) {
          this.dirty = false;
          const { state, sessions } = this.snapshot();
          const saved: SavedFile = { version: STATE_VERSION, savedAt: new Date().toISOString(), state, sessions };
          try {
            await writeAtomically(this.path, JSON.stringify(saved));
            this.lastError = null;
          } catch (error) {
            this.lastError = error instanceof Error ? error.message : String(error);
            console.error(`gateway: could not save ${this.path}: ${this.lastError}`);
            return;
          }
        }
      } finally {
        this.writing = null;
      }
    })();
    return this.writing;
  }
}
