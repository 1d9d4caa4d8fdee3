import type { Draft } from 'immer';
import { MilestoneKind, OrderChannel, OrderStatus, TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import { PayableKind, PaymentStatus, PayMethod } from '@/domain/payment';
import { RefundState } from '@/domain/refund';
import { isReportPending, REPORT_KEEP_DAYS, ReportKind, reportRangeProblem, ReportStatus, type ReportColumnType } from '@/domain/report';
import type { ReportAction, ReportContent, ReportRow } from '@/lib/gateway/endpoints';
import { refuse } from '../../kernel/refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { gatewayDayAt, toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { DAY, REPORT } from '../../kernel/rules/figures';
import { logEntry, type DueTransitions } from '../../kernel/rules/log';
import { netPaid, orderRoute, ownerIdOf, type OrderRecord } from '../../order/rules/order';
import type { PaymentRecord } from '../../payment/rules/payment';
import type { PaymentRefundRecord } from '../../payment/rules/payment-refunds';
import { mintNo } from '../../kernel/rules/numbers';
import type { ReportOutcome, ReportRecord } from './document-records';
export type { ReportOutcome, ReportRecord } from './document-records';

/**
 * Agent reports (domain.md "Documents"). A report belongs to the organisation (its main account) and
 * covers a date range of its own data: orders booked (SALES), money refunded (REFUNDS), tickets issued
 * (TICKETS), payments made (PAYMENTS).
 *
 * CREATED (queued REPORT.queueMs) → GENERATING for REPORT.generateBaseMs + generatePerRowMs per row (at
 * most generateMaxMs), its progress the share of that time gone on the simulator's clock → SUCCESS, or
 * FAILED when the generation runs into the report service's nightly maintenance (02:00–02:30 Beijing
 * time) — it fails at the moment it meets it. The control API may end a report now with either outcome.
 * A FAILED report can be recreated (queued again). The list keeps the reports of REPORT_KEEP_DAYS days.
 *
 * The content is computed when asked: the rows of the range whose event (booking, issue, refund
 * application, payment) happened by the time the report finished, with their current state.
 */

export const MAINTENANCE_REASON = `报表服务每日${REPORT.maintenanceStart}-${REPORT.maintenanceEnd}维护，生成中断，请稍后重新生成`;
const FORCED_REPORT_FAILURE = '报表服务生成失败（模拟）';

function nextReportNo(state: Draft<SimulatorState>): string {
  return mintNo(state.documentSequences, REPORT.prefix, REPORT.numberDigits, REPORT.sequenceStart);
}

// ---- content ----

interface ColumnDef<T> {
  key: string;
  title: string;
  type: ReportColumnType;
  value(row: T): string | number | null;
}

interface KindDef<T> {
  /** The entries of the organisation, each with the instant of its event. */
  entries(state: AnyState, ownerAccountId: string): { at: number; row: T }[];
  columns: ColumnDef<T>[];
}

interface TicketEntry {
  order: OrderRecord;
  ticket: OrderRecord['tickets'][number];
}

const paidOf = (order: OrderRecord) => order.milestones.reduce((sum, milestone) => sum + milestone.paidAmount, 0);

const SALES: KindDef<OrderRecord> = {
  entries: (state, owner) =>
    state.orders.filter((order) => order.ownerAccountId === owner).map((order) => ({ at: Date.parse(order.createTime), row: order })),
  columns: [
    { key: 'orderNo', title: '订单号', type: 'TEXT', value: (order) => order.orderNo },
    { key: 'createTime', title: '下单时间', type: 'DATETIME', value: (order) => order.createTime },
    { key: 'channel', title: '订单类型', type: 'TEXT', value: (order) => OrderChannel.label(order.channel) },
    { key: 'groupName', title: '团队名称', type: 'TEXT', value: (order) => order.groupName },
    { key: 'route', title: '航线', type: 'TEXT', value: (order) => orderRoute(order.segments) },
    { key: 'flightNo', title: '航班号', type: 'TEXT', value: (order) => order.segments.map((segment) => segment.flightNo).join('/') },
    { key: 'flightDate', title: '首航段日期', type: 'DATE', value: (order) => order.segments[0]?.flightDate ?? null },
    { key: 'groupCount', title: '人数', type: 'INTEGER', value: (order) => order.groupCount },
    { key: 'infantCount', title: '婴儿', type: 'INTEGER', value: (order) => order.infantCount },
    { key: 'status', title: '订单状态', type: 'TEXT', value: (order) => OrderStatus.label(order.status) },
    { key: 'totalAmount', title: '订单金额', type: 'FEN', value: (order) => order.totalAmount },
    { key: 'paidAmount', title: '已付金额', type: 'FEN', value: paidOf },
    { key: 'refundedAmount', title: '已退金额', type: 'FEN', value: (order) => order.refundedAmount },
    { key: 'netAmount', title: '实收金额', type: 'FEN', value: (order) => netPaid(order) },
    { key: 'bookedBy', title: '预订人', type: 'TEXT', value: (order) => order.bookedBy },
  ],
};

const TICKETS: KindDef<TicketEntry> = {
  entries: (state, owner) =>
    state.orders
      .filter((order) => order.ownerAccountId === owner)
      .flatMap((order) => order.tickets.map((ticket) => ({ at: Date.parse(ticket.issueTime), row: { order, ticket } }))),
  columns: [
    { key: 'issueTime', title: '出票时间', type: 'DATETIME', value: ({ ticket }) => ticket.issueTime },
    { key: 'ticketNo', title: '票号', type: 'TEXT', value: ({ ticket }) => ticket.ticketNo },
    { key: 'orderNo', title: '订单号', type: 'TEXT', value: ({ order }) => order.orderNo },
    { key: 'groupName', title: '团队名称', type: 'TEXT', value: ({ order }) => order.groupName },
    { key: 'passengerName', title: '旅客姓名', type: 'TEXT', value: ({ ticket }) => ticket.passengerName },
    { key: 'passengerType', title: '旅客类型', type: 'TEXT', value: ({ ticket }) => PassengerType.label(ticket.passengerType) },
    { key: 'flightNo', title: '航班号', type: 'TEXT', value: ({ ticket }) => ticket.flightNo },
    { key: 'flightDate', title: '航班日期', type: 'DATE', value: ({ ticket }) => ticket.flightDate },
    {
      key: 'route',
      title: '航段',
      type: 'TEXT',
      value: ({ order, ticket }) => {
        const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo);
        return segment ? `${segment.depAirport}-${segment.arrAirport}` : '';
      },
    },
    {
      key: 'cabin',
      title: '舱位',
      type: 'TEXT',
      value: ({ order, ticket }) => order.segments.find((segment) => segment.segmentNo === ticket.segmentNo)?.cabin ?? '',
    },
    { key: 'fare', title: '票价', type: 'FEN', value: ({ ticket }) => ticket.fare },
    { key: 'tax', title: '税费', type: 'FEN', value: ({ ticket }) => ticket.tax },
    { key: 'total', title: '合计', type: 'FEN', value: ({ ticket }) => ticket.fare + ticket.tax },
    { key: 'status', title: '客票状态', type: 'TEXT', value: ({ ticket }) => TicketStatus.label(ticket.status) },
  ],
};

const REFUNDS: KindDef<PaymentRefundRecord> = {
  entries: (state, owner) =>
    state.paymentRefunds
      .filter((refund) => refund.payerAccountId === owner)
      .map((refund) => ({ at: Date.parse(refund.applyTime), row: refund })),
  columns: [
    { key: 'refundNo', title: '退款单号', type: 'TEXT', value: (refund) => refund.refundNo },
    { key: 'applyTime', title: '申请时间', type: 'DATETIME', value: (refund) => refund.applyTime },
    { key: 'orderNo', title: '订单号', type: 'TEXT', value: (refund) => refund.orderNo },
    { key: 'paymentNo', title: '原支付单号', type: 'TEXT', value: (refund) => refund.paymentNo },
    { key: 'reason', title: '退款原因', type: 'TEXT', value: (refund) => refund.reason },
    { key: 'method', title: '退款方式', type: 'TEXT', value: (refund) => PayMethod.label(refund.method) },
    { key: 'amount', title: '退款金额', type: 'FEN', value: (refund) => refund.amount },
    { key: 'state', title: '退款状态', type: 'TEXT', value: (refund) => RefundState.label(refund.state) },
    { key: 'finishTime', title: '完成时间', type: 'DATETIME', value: (refund) => refund.finishTime ?? null },
  ],
};

const PAYMENTS: KindDef<PaymentRecord> = {
  entries: (state, owner) =>
    state.payments
      .filter((payment) => payment.payerAccountId === owner)
      .map((payment) => ({ at: Date.parse(payment.createTime), row: payment })),
  columns: [
    { key: 'paymentNo', title: '支付单号', type: 'TEXT', value: (payment) => payment.paymentNo },
    { key: 'createTime', title: '支付时间', type: 'DATETIME', value: (payment) => payment.createTime },
    { key: 'orderNo', title: '订单号', type: 'TEXT', value: (payment) => payment.orderNo },
    {
      key: 'payable',
      title: '款项',
      type: 'TEXT',
      value: (payment) => (payment.milestone ? MilestoneKind.label(payment.milestone) : PayableKind.label(payment.payableKind)),
    },
    { key: 'method', title: '支付方式', type: 'TEXT', value: (payment) => PayMethod.label(payment.method) },
    { key: 'bankName', title: '银行', type: 'TEXT', value: (payment) => payment.bankName ?? '' },
    { key: 'amount', title: '支付金额', type: 'FEN', value: (payment) => payment.amount },
    { key: 'points', title: '红包抵扣', type: 'FEN', value: (payment) => payment.points },
    { key: 'status', title: '支付状态', type: 'TEXT', value: (payment) => PaymentStatus.label(payment.status) },
    { key: 'finishTime', title: '完成时间', type: 'DATETIME', value: (payment) => payment.finishTime ?? null },
    { key: 'repeated', title: '重复支付', type: 'TEXT', value: (payment) => (payment.repeated ? '是' : '否') },
  ],
};

type Cells = Record<string, string | number | null>;

/** A kind with its row type sealed in: each entry brings its cells, made only when a sheet is written. */
interface SealedKind {
  columns: Omit<ColumnDef<never>, 'value'>[];
  entries(state: AnyState, ownerAccountId: string): { at: number; cells: () => Cells }[];
}

const sealed = <T>(def: KindDef<T>): SealedKind => ({
  columns: def.columns.map(({ key, title, type }) => ({ key, title, type })),
  entries: (state, ownerAccountId) =>
    def.entries(state, ownerAccountId).map(({ at, row }) => ({
      at,
      cells: () => Object.fromEntries(def.columns.map((column) => [column.key, column.value(row)])),
    })),
});

const KINDS: { [K in ReportKind]: SealedKind } = {
  SALES: sealed(SALES),
  REFUNDS: sealed(REFUNDS),
  TICKETS: sealed(TICKETS),
  PAYMENTS: sealed(PAYMENTS),
};

type Scope = Pick<ReportRecord, 'ownerAccountId' | 'kind' | 'dateStart' | 'dateEnd'>;

/** The entries of the report's range whose event happened by `cutoff`, oldest first. */
function entriesOf(state: AnyState, scope: Scope, cutoff: number): { at: number; cells: () => Cells }[] {
  return KINDS[scope.kind]
    .entries(state, scope.ownerAccountId)
    .filter(({ at }) => {
      if (at > cutoff) return false;
      const day = toGatewayDate(at);
      return day >= scope.dateStart && day <= scope.dateEnd;
    })
    .sort((a, b) => a.at - b.at);
}

const reportRowCount = (state: AnyState, scope: Scope, cutoff: number): number => entriesOf(state, scope, cutoff).length;

const reportFileName = (scope: Pick<ReportRecord, 'kind' | 'dateStart' | 'dateEnd'>): string =>
  `${ReportKind.label(scope.kind)}_${scope.dateStart}_${scope.dateEnd}.xlsx`;

export function reportContent(state: AnyState, report: ReportRecord): ReportContent {
  const { columns } = KINDS[report.kind];
  return {
    reportNo: report.reportNo,
    fileName: reportFileName(report),
    sheetName: ReportKind.label(report.kind),
    columns: columns.map((column) => ({ ...column })),
    rows: entriesOf(state, report, report.finishedAt ?? report.finishAt).map(({ cells }) => cells()),
  };
}

// ---- timing ----

/** When a generation queued at `queuedAt` for `rows` rows starts and ends. */
function planGeneration(queuedAt: number, rows: number): Pick<ReportRecord, 'queuedAt' | 'startAt' | 'finishAt'> {
  const startAt = queuedAt + REPORT.queueMs;
  return { queuedAt, startAt, finishAt: startAt + Math.min(REPORT.generateMaxMs, REPORT.generateBaseMs + rows * REPORT.generatePerRowMs) };
}

/** The first instant of [startAt, finishAt) inside the nightly maintenance window, if any. */
function maintenanceHit(startAt: number, finishAt: number): number | undefined {
  for (let day = -1; day <= Math.ceil((finishAt - startAt) / DAY) + 1; day += 1) {
    const windowStart = gatewayDayAt(startAt, day, REPORT.maintenanceStart);
    const windowEnd = gatewayDayAt(startAt, day, REPORT.maintenanceEnd);
    const from = Math.max(startAt, windowStart);
    if (from < Math.min(finishAt, windowEnd)) return from;
  }
  return undefined;
}

export function progressAt(report: Pick<ReportRecord, 'status' | 'startAt' | 'finishAt' | 'failedAtProgress'>, at: number): number {
  switch (report.status) {
    case 'CREATED':
      return 0;
    case 'SUCCESS':
      return 100;
    case 'FAILED':
      return report.failedAtProgress ?? 0;
    case 'GENERATING': {
      const span = report.finishAt - report.startAt;
      if (span <= 0) return 99;
      return Math.max(0, Math.min(99, Math.floor(((at - report.startAt) * 100) / span)));
    }
  }
}

/** When the current generation ends, and how. */
function ending(report: ReportRecord): { at: number; outcome: ReportOutcome; reason?: string } {
  if (report.forcedOutcome === 'FAILED') return { at: report.finishAt, outcome: 'FAILED', reason: FORCED_REPORT_FAILURE };
  if (report.forcedOutcome === 'SUCCESS') return { at: report.finishAt, outcome: 'SUCCESS' };
  const hit = maintenanceHit(report.startAt, report.finishAt);
  return hit === undefined ? { at: report.finishAt, outcome: 'SUCCESS' } : { at: hit, outcome: 'FAILED', reason: MAINTENANCE_REASON };
}

// ---- views and calls ----

/** The words of each report action in a refusal. */
const REPORT_ACTION_WORDS: Record<ReportAction, string> = { DOWNLOAD: '下载', RECREATE: '重新生成' };
/** The one status each report action needs: a finished report is downloaded, a failed one generated again. */
const REPORT_ACTION_STATUS: Record<ReportAction, ReportRecord['status']> = { DOWNLOAD: 'SUCCESS', RECREATE: 'FAILED' };

/** Whether a report allows an action now: what the list offers (allowedActions) is what the write accepts. */
const reportAllows = (report: Pick<ReportRecord, 'status'>, action: ReportAction): boolean =>
  report.status === REPORT_ACTION_STATUS[action];

export function reportActions(report: Pick<ReportRecord, 'status'>): ReportAction[] {
  return (Object.keys(REPORT_ACTION_STATUS) as ReportAction[]).filter((action) => reportAllows(report, action));
}

function requireReportAction(report: Pick<ReportRecord, 'status'>, action: ReportAction): void {
  if (!reportAllows(report, action))
    throw refuse('REPORT_STATE_FORBIDS', { status: ReportStatus.label(report.status), action: REPORT_ACTION_WORDS[action] });
}

export function toReportRow(report: ReportRecord, now: number): ReportRow {
  return {
    reportNo: report.reportNo,
    kind: report.kind,
    dateStart: report.dateStart,
    dateEnd: report.dateEnd,
    status: report.status,
    progress: progressAt(report, now),
    createTime: toGatewayIso(report.createdAt),
    queueTime: toGatewayIso(report.queuedAt),
    ...(report.finishedAt !== undefined ? { finishTime: toGatewayIso(report.finishedAt) } : {}),
    ...(report.failReason ? { failReason: report.failReason } : {}),
    ...(report.rowCount !== undefined ? { rowCount: report.rowCount } : {}),
    attempts: report.attempts,
    createdBy: report.createdBy,
    fileName: reportFileName(report),
    allowedActions: reportActions(report),
  };
}

/** Kept: created within the last REPORT_KEEP_DAYS days. */
const isReportKept = (report: Pick<ReportRecord, 'createdAt'>, now: number): boolean => report.createdAt > now - REPORT_KEEP_DAYS * DAY;

export function keptReports(state: AnyState, ownerAccountId: string, now: number): ReportRecord[] {
  return state.reports
    .filter((report) => report.ownerAccountId === ownerAccountId && isReportKept(report, now))
    .sort((a, b) => b.createdAt - a.createdAt || b.reportNo.localeCompare(a.reportNo));
}

/** The caller's organisation's kept report, or REPORT_NOT_FOUND (another's, or older, answer alike). */
export function findOwnReport<S extends AnyState>(state: S, account: AccountRecord, reportNo: string, now: number): S['reports'][number] {
  const owner = ownerIdOf(state, account);
  const report = state.reports.find((candidate) => candidate.reportNo === reportNo && candidate.ownerAccountId === owner);
  if (!report || !isReportKept(report, now)) throw refuse('REPORT_NOT_FOUND', { reportNo, days: REPORT_KEEP_DAYS });
  return report;
}

function requireRoom(state: AnyState, ownerAccountId: string): void {
  const busy = state.reports.filter((report) => report.ownerAccountId === ownerAccountId && isReportPending(report.status)).length;
  if (busy >= REPORT.maxInProgress) throw refuse('REPORT_TOO_MANY', { count: busy });
}

export interface ReportInput {
  kind: ReportKind;
  dateStart: string;
  dateEnd: string;
}

/** The range rule of domain/report.ts, on the gateway's today. */
function requireReportRange(dateStart: string, dateEnd: string, now: number): void {
  const problem = reportRangeProblem(dateStart, dateEnd, toGatewayDate(now));
  if (problem) throw refuse('REPORT_RANGE_INVALID', { detail: problem });
}

export function createReport(state: Draft<SimulatorState>, caller: AccountRecord, input: ReportInput, now: number): Draft<ReportRecord> {
  requireReportRange(input.dateStart, input.dateEnd, now);
  const ownerAccountId = ownerIdOf(state, caller);
  requireRoom(state, ownerAccountId);
  const scope = { ownerAccountId, ...input };
  const record: ReportRecord = {
    reportNo: nextReportNo(state),
    ownerAccountId,
    createdByAccountId: caller.accountId,
    createdBy: caller.displayName,
    ...input,
    status: 'CREATED',
    createdAt: now,
    ...planGeneration(now, reportRowCount(state, scope, now)),
    attempts: 1,
    log: [logEntry(now, 'CREATE', `创建${ReportKind.label(input.kind)}（${input.dateStart}至${input.dateEnd}）`, caller.displayName)],
  };
  state.reports.push(record);
  return state.reports[state.reports.length - 1];
}

export function recreateReport(state: Draft<SimulatorState>, report: Draft<ReportRecord>, by: string, now: number): void {
  requireReportAction(report, 'RECREATE');
  requireRoom(state, report.ownerAccountId);
  Object.assign(report, planGeneration(now, reportRowCount(state, report, now)));
  report.status = 'CREATED';
  report.attempts += 1;
  delete report.failReason;
  delete report.failedAtProgress;
  delete report.finishedAt;
  delete report.forcedOutcome;
  report.log.push(logEntry(now, 'RECREATE', `重新生成（第${report.attempts}次）`, by));
}

export function requireContent(report: ReportRecord): void {
  requireReportAction(report, 'DOWNLOAD');
}

// ---- the settle step ----

/** CREATED starts generating at startAt; GENERATING ends at its finish, or fails where it meets the maintenance window. */
export const reportDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  for (const report of state.reports) {
    if (report.status === 'CREATED' && report.startAt <= now) {
      due.push({
        dueAt: report.startAt,
        entity: 'report',
        key: report.reportNo,
        apply(draft) {
          const target = draft.reports.find((candidate) => candidate.reportNo === report.reportNo);
          if (!target || target.status !== 'CREATED') return;
          target.status = 'GENERATING';
          target.log.push(logEntry(report.startAt, 'START', '开始生成'));
        },
      });
    }
    if (report.status !== 'GENERATING') continue;
    const end = ending(report);
    if (end.at > now) continue;
    due.push({
      dueAt: end.at,
      entity: 'report',
      key: report.reportNo,
      apply(draft) {
        const target = draft.reports.find((candidate) => candidate.reportNo === report.reportNo);
        if (!target || target.status !== 'GENERATING') return;
        target.finishedAt = end.at;
        delete target.forcedOutcome;
        if (end.outcome === 'FAILED') {
          target.failedAtProgress = progressAt(target, end.at);
          target.status = 'FAILED';
          target.failReason = end.reason;
          target.log.push(logEntry(end.at, 'FAILED', `生成失败：${end.reason}`));
          return;
        }
        target.status = 'SUCCESS';
        target.rowCount = reportRowCount(draft, target, end.at);
        target.log.push(logEntry(end.at, 'SUCCESS', `生成完成，共${target.rowCount}行`));
      },
    });
  }
  return due;
};

/**
 * The control API: the report's current generation ends at `now` with `outcome` (default: the rule's).
 * The settle step applies it. Answers false when the report is not queued or generating.
 */
export function hurryReport(draft: Draft<SimulatorState>, reportNo: string, now: number, outcome?: ReportOutcome): boolean {
  const report = draft.reports.find((candidate) => candidate.reportNo === reportNo);
  if (!report || !isReportPending(report.status)) return false;
  report.startAt = Math.min(report.startAt, now);
  report.finishAt = Math.max(report.startAt, Math.min(report.finishAt, now));
  if (outcome) report.forcedOutcome = outcome;
  return true;
}
