import type { SettleLogAction } from '@/domain/log-action';
import type { LogEntry } from './log';

/**
 * The kernel records the simulator's state keeps. A leaf (types of domain/, the gateway catalogue and log.ts only), so
 * state.ts and the rules both import it without an import cycle.
 */

export interface RevisionEntry {
  revision: number;
  /** The account display name of the last accepted write. */
  revisedBy: string;
  /** Clock ms of the last accepted write. */
  revisedAt: number;
}

/** The kernel's part of the state: revisions of edited records and the settle step's log. */
export interface KernelSlice {
  /**
   * Revisions of the records people edit, by `revisionKey` (rules/revisions.ts); a record without an
   * entry is at revision 1.
   */
  revisions: Record<string, RevisionEntry>;
  /** What the settle step did to entities without a history of their own, newest first. */
  settleLog: LogEntry<SettleLogAction>[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends KernelSlice {}
}
