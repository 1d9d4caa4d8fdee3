import type { Draft } from 'immer';
import { clock } from './clock';
import { immer } from './kernel/immer';
import { persistenceStatus, type PersistenceStatus } from './persistence-status';
import { SESSION } from './rules';
import { hurryInvoice, type InvoiceRecord, type PrintOutcome } from './documents/rules/invoice';
import type { OrderRecord } from './order/rules/order';
import { hurryReport, type ReportOutcome, type ReportRecord } from './documents/rules/report';
import { completeOnline, type OnlineOutcome, type PaymentRecord } from './payment/rules/payment';
import { reviewTopUp, type TopUpDecision, type TopUpRecord } from './payment/rules/prepaid';
import { reviewRefund, type RefundDecision, type RefundRecord } from './refund/rules/refund';
import { publishScheduleChange, type PublishedChange } from './schedule-change/rules/schedule-change';
import type { ScheduleChangeInput } from '@/lib/gateway/endpoints';
import type { FaultKind, SimulatorState, SmsPurpose } from './state';
import { seedAt } from './seed';
import { settled, store, subscribe } from './store';
import type { Violation } from './invariants';
import { seedTokens } from './session/seed/accounts';
import { toGatewayIso } from './kernel/time-format';
import { isSettlingInvoice } from '@/domain/invoice';
import { isReportPending } from '@/domain/report';

/**
 * The simulator's control API, shared by unit and integration tests, the Playwright tests (through
 * `window.__simulator`) and the developer panel. Every change takes effect at once (synchronously);
 * the promise each returns resolves when it is saved (in the browser; at once in Node), so a test may
 * reload the page after awaiting it.
 */

export interface SentSms {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  /** ISO date-time of the simulator clock. */
  sentAt: string;
  /** A notice's words (a schedule change told to a group's contact); `code` is then ''. */
  text?: string;
}

export const simulator = {
  /** Restores the seed. `now` sets the clock to that instant (it runs on from there); default: real time. */
  reset(options: { now?: string | Date } = {}): Promise<void> {
    const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
    if (Number.isNaN(now)) throw new Error(`simulator reset: invalid time ${String(options.now)}`);
    const seed = seedAt(now);
    return store.apply(() => seed);
  },

  clock,

  /** The invariants the state broke since the page started (the demo lists them in the panel; tests and development refuse the call instead). */
  violations(): readonly Violation[] {
    return store.violations;
  },

  /** Makes the current session idle past its limit: the next authenticated call answers SESSION_EXPIRED. */
  expireSession(): Promise<void> {
    return store.apply((state) => {
      if (!state.session) return state;
      const now = Date.now() + state.clockOffsetMs;
      return settled({ ...state, session: { ...state.session, lastSeen: now - SESSION.idleMs } }, now);
    });
  },

  /**
   * Issues the README's demo login tokens again: each is single use (the gateway spends a token when it
   * signs someone in), and a reset issues them too.
   */
  reissueDemoTokens(): Promise<void> {
    return store.apply((state) => {
      const spent = seedTokens().filter((token) => !state.tokens.some((kept) => kept.tokenId === token.tokenId));
      return spent.length === 0 ? state : { ...state, tokens: [...state.tokens, ...spent] };
    });
  },

  /**
   * The next gateway call suffers this fault — of any endpoint, or only of `path` (a catalogue path):
   * a test aiming at one call is not spoiled by another that happens to come first. null clears it.
   */
  injectFault(kind: FaultKind | null, path?: string): Promise<void> {
    return store.apply((state) => ({ ...state, pendingFault: kind && path ? { kind, path } : kind }));
  },

  /**
   * The code of a captcha as a user would read it off the image: the one `captchaKey` names (a page's own:
   * another tab may have asked for one since), else the last one issued.
   */
  peekCaptcha(captchaKey?: string): string | null {
    const state = store.getState();
    if (captchaKey === undefined) return state.lastCaptcha?.code ?? null;
    return Object.hasOwn(state.captchas, captchaKey) ? state.captchas[captchaKey].code : null;
  },

  /** The last SMS code sent (to `mobile`, when given), as the phone would have received it. */
  peekSms(mobile?: string): SentSms | null {
    const sms = store
      .getState()
      .smsOutbox.find((record) => record.text === undefined && (mobile === undefined || record.mobile === mobile));
    return sms
      ? {
          mobile: sms.mobile,
          code: sms.code,
          purpose: sms.purpose,
          sentAt: toGatewayIso(sms.issuedAt),
          ...(sms.text ? { text: sms.text } : {}),
        }
      : null;
  },

  /** Orders as the gateway keeps them (tests, e2e and the panel read them; change them through the gateway). */
  orders: {
    get(orderNo: string): Readonly<OrderRecord> | undefined {
      return store.getState().orders.find((order) => order.orderNo === orderNo);
    },
  },

  /**
   * Payments (tests, e2e, the simulated cashier page). `completeOnline` is the cashier's answer for an
   * ONLINE payment: SUCCESS, FAILED, or CLOSED (abandoned); see rules/payment.ts `completeOnline`.
   */
  payments: {
    get(paymentNo: string): Readonly<PaymentRecord> | undefined {
      return store.getState().payments.find((payment) => payment.paymentNo === paymentNo);
    },
    completeOnline(paymentNo: string, outcome: OnlineOutcome): Promise<void> {
      const payment = simulator.payments.get(paymentNo);
      if (!payment) return Promise.reject(new Error(`支付单${paymentNo}不存在`));
      if (payment.method !== 'ONLINE') return Promise.reject(new Error(`支付单${paymentNo}不是在线支付`));
      return applyAtNow((draft, now) => void completeOnline(draft, paymentNo, outcome, now));
    },
  },

  /** Top-up applications: the developer panel plays the airline's reviewer. */
  topUps: airlineReviews<TopUpRecord, TopUpDecision>({
    records: (state) => state.topUps,
    numberOf: (record) => record.applicationNo,
    waiting: (record) => record.status === 'PENDING',
    review: (draft, applicationNo, decision, now) => reviewTopUp(draft, applicationNo, decision, now),
    unknown: (applicationNo) => `充值申请${applicationNo}不存在`,
    reviewed: (applicationNo) => `充值申请${applicationNo}已审核`,
  }),

  /**
   * Refund applications of every kind of order (团队退票, 散客退票单): the developer panel (and tests) play
   * the airline's reviewer before the clock does — approve, reject with a reason, or ask for more files.
   */
  refunds: airlineReviews<RefundRecord, RefundDecision>({
    records: (state) => state.refunds,
    numberOf: (record) => record.refundId,
    waiting: (record) => record.reviewState === 'WAITING',
    review: (draft, refundId, decision, now) => reviewRefund(draft, refundId, decision, now, '航司退票审核'),
    unknown: (refundId) => `退票申请${refundId}不存在`,
    reviewed: (refundId) => `退票申请${refundId}已处理`,
    missing: (decision) => ('askFiles' in decision && decision.askFiles.trim() === '' ? '请填写需补充的材料' : undefined),
  }),

  /**
   * Electronic itineraries (tests, e2e, the panel). `complete` ends the invoice's pending step now: a
   * WAIT_PRINT one with `outcome` (default: the simulator's rule, rules/invoice.ts), a WAIT_CANCEL one
   * with CANCEL_SUCCESS. Rejects when nothing is pending.
   */
  invoices: outsideDocuments<InvoiceRecord, PrintOutcome>({
    records: (state) => state.invoices,
    numberOf: (invoice) => invoice.invoiceNo,
    underWay: (invoice) => isSettlingInvoice(invoice.status),
    hurry: hurryInvoice,
    unknown: (invoiceNo) => `行程单${invoiceNo}不存在`,
    notUnderWay: (invoiceNo) => `行程单${invoiceNo}没有处理中的开具或冲红`,
  }),

  /**
   * Agent reports (tests, e2e, the panel). `complete` ends a queued or generating report now with
   * `outcome` (default: the simulator's rule, rules/report.ts). Rejects when it is neither.
   */
  reports: outsideDocuments<ReportRecord, ReportOutcome>({
    records: (state) => state.reports,
    numberOf: (report) => report.reportNo,
    underWay: (report) => isReportPending(report.status),
    hurry: hurryReport,
    unknown: (reportNo) => `报表${reportNo}不存在`,
    notUnderWay: (reportNo) => `报表${reportNo}不在排队或生成中`,
  }),

  /**
   * The airline's schedule changes (the panel, the control API, tests): `publish` changes one departure
   * now — every order holding seats on it gets the change (rules/schedule-change.ts). Rejects with the
   * reason when the change is not possible (no such departure, departed, a field missing).
   */
  scheduleChanges: {
    publish(input: ScheduleChangeInput): Promise<PublishedChange> {
      let published: PublishedChange | undefined;
      let failure: unknown;
      const saved = changeThenSettle((draft, now) => {
        try {
          published = publishScheduleChange(draft, input, now);
        } catch (error) {
          failure = error;
        }
      });
      if (failure !== undefined) return Promise.reject(failure instanceof Error ? failure : new Error(String(failure)));
      return saved.then(() => published!);
    },
  },

  /** Read access to the whole store; change it only through the calls above or the gateway. */
  get state(): Readonly<SimulatorState> {
    return store.getState();
  },

  /** Where the state is kept and whether the last save worked (developer panel). */
  get persistence(): PersistenceStatus {
    return persistenceStatus();
  },

  /** Called after every change of state (gateway calls, clock moves, resets); returns the unsubscribe. */
  subscribe,
};

/**
 * A control operation at the simulator's now: whatever fell due first (the settle step), then `change`.
 * Pure on the state it is given, so persistence can replay it onto another tab's newer state.
 */
function applyAtNow(change: (draft: Draft<SimulatorState>, now: number) => void): Promise<void> {
  return store.apply((state) => {
    const now = Date.now() + state.clockOffsetMs;
    return immer.produce(settled(state, now), (draft) => change(draft, now));
  });
}

/** A control operation whose change falls due at once: what was due first, then `change`, then the settle step again. */
/**
 * Applications the airline reviews (top-ups, refunds), the developer panel or a test playing the reviewer:
 * those waiting, and `review`, which rejects in words a number that is unknown or already reviewed and a
 * decision without its reason (a rejection's; `missing` names any other), and otherwise reviews it at the
 * gateway's now, unless the clock's settling reviewed it first.
 */
function airlineReviews<R, D extends object>(queue: {
  records: (state: SimulatorState) => readonly R[];
  numberOf: (record: R) => string;
  waiting: (record: R) => boolean;
  review: (draft: Draft<SimulatorState>, no: string, decision: D, now: number) => void;
  unknown: (no: string) => string;
  reviewed: (no: string) => string;
  missing?: (decision: D) => string | undefined;
}) {
  const find = (state: SimulatorState, no: string) => queue.records(state).find((record) => queue.numberOf(record) === no);
  return {
    pending: (): Readonly<R>[] => queue.records(store.getState()).filter(queue.waiting),
    review(no: string, decision: D): Promise<void> {
      const record = find(store.getState(), no);
      if (!record) return Promise.reject(new Error(queue.unknown(no)));
      if (!queue.waiting(record)) return Promise.reject(new Error(queue.reviewed(no)));
      if ('reject' in decision && typeof decision.reject === 'string' && decision.reject.trim() === '')
        return Promise.reject(new Error('请填写驳回原因'));
      const missing = queue.missing?.(decision);
      if (missing) return Promise.reject(new Error(missing));
      return applyAtNow((draft, now) => {
        const current = find(draft, no);
        if (current && queue.waiting(current)) queue.review(draft, no, decision, now);
      });
    },
  };
}

/**
 * An outside service's documents (the tax platform's itineraries, the report service's reports) as the
 * tests and the panel reach them: one by its number, those under way (oldest first), the newest (of
 * `ownerAccountId`, when given), and `complete`, which ends one under way now, rejecting in words a
 * number that is unknown or not under way.
 */
function outsideDocuments<R extends { ownerAccountId: string }, O>(service: {
  records: (state: SimulatorState) => readonly R[];
  numberOf: (record: R) => string;
  underWay: (record: R) => boolean;
  hurry: (draft: Draft<SimulatorState>, no: string, now: number, outcome?: O) => boolean;
  unknown: (no: string) => string;
  notUnderWay: (no: string) => string;
}) {
  const records = () => service.records(store.getState());
  const get = (no: string): Readonly<R> | undefined => records().find((record) => service.numberOf(record) === no);
  return {
    get,
    pending: (): Readonly<R>[] => records().filter(service.underWay),
    latest: (ownerAccountId?: string): Readonly<R> | undefined =>
      records().findLast((record) => ownerAccountId === undefined || record.ownerAccountId === ownerAccountId),
    complete(no: string, outcome?: O): Promise<void> {
      const record = get(no);
      if (!record) return Promise.reject(new Error(service.unknown(no)));
      if (!service.underWay(record)) return Promise.reject(new Error(service.notUnderWay(no)));
      return changeThenSettle((draft, now) => void service.hurry(draft, no, now, outcome));
    },
  };
}

function changeThenSettle(change: (draft: Draft<SimulatorState>, now: number) => void): Promise<void> {
  return store.apply((state) => {
    const now = Date.now() + state.clockOffsetMs;
    return settled(
      immer.produce(settled(state, now), (draft) => change(draft, now)),
      now,
    );
  });
}

export type Simulator = typeof simulator;
export type { FaultKind };
