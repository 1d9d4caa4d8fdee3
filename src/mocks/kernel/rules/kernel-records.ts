/**
 * The kernel records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */

export interface RevisionEntry {
  revision: number;
  /** The account display name of the last accepted write. */
  revisedBy: string;
  /** Clock ms of the last accepted write. */
  revisedAt: number;
}
