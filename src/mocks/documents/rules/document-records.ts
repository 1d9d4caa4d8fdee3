/**
 * The document records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { InvoiceBuyerType, InvoiceStatus } from '@/domain/invoice';
import type { InvoicePush, InvoicePushRecord, ItineraryTicketLine } from '@/lib/gateway/endpoints';
import type { LogEntry } from '../../kernel/rules/log';
import type { InvoiceLogAction, ReportLogAction } from '@/domain/log-action';
import type { ReportKind, ReportStatus } from '@/domain/report';

export type ReportOutcome = Extract<ReportStatus, 'SUCCESS' | 'FAILED'>;

export interface ReportRecord {
  reportNo: string;
  ownerAccountId: string;
  createdByAccountId: string;
  createdBy: string;
  kind: ReportKind;
  dateStart: string;
  dateEnd: string;
  status: ReportStatus;
  /** Clock ms. */
  createdAt: number;
  /** The current attempt: queued, generation starts, generation ends (planned). */
  queuedAt: number;
  startAt: number;
  finishAt: number;
  attempts: number;
  /** The control API's outcome, whatever the rule says. */
  forcedOutcome?: ReportOutcome;
  finishedAt?: number;
  failReason?: string;
  /** FAILED: the progress it had reached. */
  failedAtProgress?: number;
  /** SUCCESS: rows of the content. */
  rowCount?: number;
  log: LogEntry<ReportLogAction>[];
}

export type PrintOutcome = Extract<InvoiceStatus, 'PRINT_SUCCESS' | 'PRINT_FAILED'>;

export interface InvoiceRecord {
  invoiceNo: string;
  /** The organisation: its main account (staff issue for it). */
  ownerAccountId: string;
  issuedByAccountId: string;
  issuedBy: string;
  status: InvoiceStatus;
  buyerType: InvoiceBuyerType;
  buyerName: string;
  /** ENTERPRISE and DEPARTMENT only. */
  buyerCreditCode?: string;
  /** Where the first push goes, once printed. */
  push: InvoicePush;
  pushes: InvoicePushRecord[];
  tickets: ItineraryTicketLine[];
  /** Clock ms. */
  appliedAt: number;
  /** When the pending step (WAIT_PRINT, WAIT_CANCEL) ends, clock ms. */
  dueAt?: number;
  /** The control API's outcome for the pending print, whatever the rule says. */
  forcedOutcome?: PrintOutcome;
  printedAt?: number;
  serialNo?: string;
  failReason?: string;
  cancelReason?: string;
  cancelAppliedAt?: number;
  cancelledAt?: number;
  log: LogEntry<InvoiceLogAction>[];
}

/** The documents and reports module's part of the state. */
export interface DocumentsSlice {
  /** Documents (rules/invoice.ts, rules/report.ts): electronic itineraries and agent reports. */
  invoices: InvoiceRecord[];
  reports: ReportRecord[];
  /** Last number given per document prefix (IV invoices, SERIAL document numbers, RPT reports). */
  documentSequences: Record<string, number>;
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends DocumentsSlice {}
}
