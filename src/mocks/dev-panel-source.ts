import type { PanelState } from './simulator-protocol';
import type { SimulatorClient } from './simulator-client';
import type { PersistenceStatus } from './persistence-status';
import type { Violation } from './invariants';
import type { PublishedChange } from './schedule-change/rules/schedule-change';
import type { InvoiceRecord, PrintOutcome } from './documents/rules/invoice';
import type { TopUpDecision, TopUpRecord } from './payment/rules/prepaid';
import type { RefundDecision, RefundRecord } from './refund/rules/refund';
import type { ReportOutcome, ReportRecord } from './documents/rules/report';
import type { FaultKind } from './state';
import type { ScheduleChangeInput } from '@/lib/gateway/endpoints';

/**
 * What the panel reads and does: the members of simulator.ts it uses. In the browser the simulator runs
 * in its worker (simulator.worker.ts), so the panel reads the parts of the state the worker sends while
 * the panel is open (simulator-protocol.ts PANEL_KEYS) and its buttons are control calls to the worker
 * (`workerSource`); unit tests hand it the simulator itself, in process.
 */
export interface PanelSource {
  readonly state: PanelState;
  clock: { nowMs(): number; advance(ms: number): Promise<void>; useRealTime(): Promise<void> };
  expireSession(): Promise<void>;
  reissueDemoTokens(): Promise<void>;
  injectFault(kind: FaultKind | null): Promise<void>;
  reset(): Promise<void>;
  scheduleChanges: { publish(input: ScheduleChangeInput): Promise<PublishedChange> };
  topUps: { pending(): readonly Readonly<TopUpRecord>[]; review(applicationNo: string, decision: TopUpDecision): Promise<void> };
  refunds: { pending(): readonly Readonly<RefundRecord>[]; review(refundId: string, decision: RefundDecision): Promise<void> };
  invoices: { pending(): readonly Readonly<InvoiceRecord>[]; complete(invoiceNo: string, outcome?: PrintOutcome): Promise<void> };
  reports: { pending(): readonly Readonly<ReportRecord>[]; complete(reportNo: string, outcome?: ReportOutcome): Promise<void> };
  readonly persistence: PersistenceStatus;
  violations(): readonly Violation[];
  subscribe(listener: () => void): () => void;
  /** Whether the state's parts have arrived (absent: always). */
  readonly ready?: boolean;
  /** The panel opened or closed (absent: nothing to tell). */
  watch?(open: boolean): void;
}

/** The simulator in its worker, as the panel reads it (see PanelSource): the page's client of it, given by the page's start (browser.ts). */
export function workerSource(client: SimulatorClient): PanelSource {
  const { remote } = client;
  const source: PanelSource = {
    get state() {
      const panel = client.panel;
      if (!panel) throw new Error('模拟器面板：尚未收到状态');
      return panel;
    },
    clock: { nowMs: () => client.nowMs(), advance: (ms) => remote.clock.advance(ms), useRealTime: () => remote.clock.useRealTime() },
    expireSession: () => remote.expireSession(),
    reissueDemoTokens: () => remote.reissueDemoTokens(),
    injectFault: (kind) => remote.injectFault(kind),
    reset: () => remote.reset(),
    scheduleChanges: { publish: (input) => remote.scheduleChanges.publish(input) },
    topUps: {
      pending: () => source.state.topUps.filter((record) => record.status === 'PENDING'),
      review: (applicationNo, decision) => remote.topUps.review(applicationNo, decision),
    },
    refunds: {
      pending: () => source.state.refunds.filter((record) => record.reviewState === 'WAITING'),
      review: (refundId, decision) => remote.refunds.review(refundId, decision),
    },
    invoices: {
      pending: () => source.state.invoices.filter((invoice) => invoice.status === 'WAIT_PRINT' || invoice.status === 'WAIT_CANCEL'),
      complete: (invoiceNo, outcome) => remote.invoices.complete(invoiceNo, outcome),
    },
    reports: {
      pending: () => source.state.reports.filter((report) => report.status === 'CREATED' || report.status === 'GENERATING'),
      complete: (reportNo, outcome) => remote.reports.complete(reportNo, outcome),
    },
    get persistence() {
      return client.persistence;
    },
    violations: () => client.violations,
    subscribe: (listener) => client.subscribe(listener),
    get ready() {
      return client.panel !== null;
    },
    watch: (open) => client.watchPanel(open),
  };
  return source;
}
