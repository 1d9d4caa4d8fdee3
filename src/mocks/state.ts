import type { Draft } from 'immer';
export type { FlightChangeNoticeRecord } from './schedule-change/rules/schedule-change-records';
export type { AccountRecord, TokenRecord, SessionRecord, CaptchaRecord, SmsPurpose, SmsRecord } from './session/rules/session-records';
export type { ScheduledFlight, SeatCount } from './catalogue/rules/catalogue-records';

/** The shape of the simulator's domain store: plain JSON, so it can be persisted as is. */

/** Raised whenever the shape changes; an older saved state is migrated (persistence.ts) or replaced by the seed. */
export const STATE_VERSION = 19;

/** One-shot faults the next gateway call suffers (developer panel, tests). */
export type FaultKind = 'timeout' | 'http500' | 'http400' | 'business';

/** A fault for the next call of one endpoint (its catalogue path, e.g. '/bulletin/flight-change/confirm'). */
export interface PendingFault {
  kind: FaultKind;
  path: string;
}

/** The host's own fields: what the assembly keeps beside the modules' slices. */
export interface HostState {
  version: typeof STATE_VERSION;
  /** Simulator clock = real time + this offset. */
  clockOffsetMs: number;
  /** State of the seeded generator behind captchas, SMS codes and keys. */
  rngState: number;
  /** Counter inside every serialNo. */
  serialCounter: number;
  /** The next call's fault; one aimed at an endpoint waits for a call of that path (other calls pass). */
  pendingFault: FaultKind | PendingFault | null;
}

/**
 * The whole state: the host's fields and every module's slice. A module declares its slice beside its records
 * (src/mocks/<module>/rules/<module>-records.ts) and joins it to this interface there (`declare module`), so a
 * new module touches no line here; persistence.ts checks at compile time that the modules listed in
 * src/mocks/modules.ts hold exactly these slices.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules' slices are merged into it
export interface SimulatorState extends HostState {}

/** The state as rules read it: the committed one, or the draft of a transaction. */
export type AnyState = SimulatorState | Draft<SimulatorState>;
