import type { Draft } from 'immer';
import type { KernelSlice } from './kernel/rules/kernel-records';
import type { SessionSlice } from './session/rules/session-records';
import type { CatalogueSlice } from './catalogue/rules/catalogue-records';
import type { OrderSlice } from './order/rules/order-records';
import type { PaymentSlice } from './payment/rules/payment-records';
import type { RefundSlice } from './refund/rules/refund-records';
import type { ScheduleChangeSlice } from './schedule-change/rules/schedule-change-records';
import type { AncillarySlice } from './ancillary/rules/ancillary-records';
import type { SeriesSlice } from './channels/series/rules/series-records';
import type { CharterSlice } from './channels/charter/rules/charter-records';
import type { PromotionalSlice } from './channels/promotional/rules/promotional-records';
import type { ScatteredSlice } from './channels/scattered/rules/scattered-records';
import type { BiddingSlice } from './channels/bidding/rules/auction-records';
import type { DueSlice } from './due/rules/due-records';
import type { DocumentsSlice } from './documents/rules/document-records';
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
 * The whole state: the host's fields and every module's slice (declared beside its records,
 * src/mocks/<module>/rules/<module>-records.ts). A new module adds its slice here.
 */
export interface SimulatorState
  extends
    HostState,
    KernelSlice,
    SessionSlice,
    CatalogueSlice,
    OrderSlice,
    PaymentSlice,
    RefundSlice,
    ScheduleChangeSlice,
    AncillarySlice,
    SeriesSlice,
    CharterSlice,
    PromotionalSlice,
    ScatteredSlice,
    BiddingSlice,
    DueSlice,
    DocumentsSlice {}

/** The state as rules read it: the committed one, or the draft of a transaction. */
export type AnyState = SimulatorState | Draft<SimulatorState>;
