import { seedPromoOffers } from './channels/promotional/seed/promotional';
import { seedCharterAircraft } from './channels/charter/seed/charter';
import { withSeededSeries } from './channels/series/seed/series';
import { withSeededScattered } from './channels/scattered/seed/scattered';
import { refreshedAgentMenu } from './kernel/menu-tree';
import { seedAuctions } from './channels/bidding/seed/auction';
import { AUTH } from '@/config/auth-codes';
import { formatFen } from '@/domain/format';
import type { MenuNode } from '@/lib/gateway/endpoints';
import type { NameChangeItem } from '@/lib/gateway/endpoints';
import type { AncillaryOrderRecord } from './ancillary/rules/ancillary';
import type { AccountRecord, FlightChangeNoticeRecord, ScheduledFlight, SimulatorState } from './state';
import type { OrderRecord } from './order/rules/order';
import { gatewayInstant } from './catalogue/rules/fare';
import { SCHEDULE_CHANGE } from './kernel/rules/figures';
import { actionDeadline, significantReasons, type ScheduleChangeOrderRecord } from './schedule-change/rules/schedule-change';
import { toGatewayIso } from './kernel/time-format';

/**
 * The saved state's version migrations (persistence.ts `migrate` runs them): each turns a state saved
 * at one version into the next, with the legacy shapes they read.
 */

export type SavedState = Record<string, unknown>;

/** An ancillary item as saved before version 9 (rules/payment.ts then). */
interface LegacyAncillaryItem {
  payableNo: string;
  ownerAccountId: string;
  ancillaryType: 'MEAL' | 'BAGGAGE' | 'POINT';
  orderNo: string;
  title: string;
  covers: string;
  amount: number;
  status: 'UNPAID' | 'PAYED' | 'CLOSED';
  createTime: string;
  deadline: string;
  paidTime?: string;
  paymentNo?: string;
  points?: number;
}

/** An order as saved before version 9: its name changes inside it. */
interface LegacyOrder {
  orderNo: string;
  ownerAccountId: string;
  segments: { flightDate: string; depTime: string }[];
  nameChanges?: {
    changeNo: string;
    status: 'WAIT_CONFIRM' | 'CONFIRMED' | 'PAYED' | 'CANCELED';
    feePerPassenger: number;
    totalFee: number;
    items: NameChangeItem[];
    createTime: string;
  }[];
}

const RENAME_STATUS = { WAIT_CONFIRM: 'WAIT_CONFIRM', CONFIRMED: 'UNPAID', PAYED: 'PAYED', CANCELED: 'CANCELED' } as const;

const renameOrdersOf = (order: LegacyOrder): AncillaryOrderRecord[] =>
  (order.nameChanges ?? []).map((change) => ({
    ancilOrderNo: change.changeNo,
    kind: 'RENAME',
    orderNo: order.orderNo,
    ownerAccountId: order.ownerAccountId,
    title: `团队订单${order.orderNo}：名单变更`,
    covers: `名单变更费（${change.items.length}人 × ${formatFen(change.feePerPassenger)}）`,
    lines: change.items.map((item) => ({
      passengerId: item.passengerId,
      passengerName: item.before.name,
      product: '名单变更',
      quantity: 1,
      unitPrice: change.feePerPassenger,
      amount: change.feePerPassenger,
    })),
    amount: change.totalFee,
    status: RENAME_STATUS[change.status],
    createTime: change.createTime,
    createdBy: '',
    deadline: `${order.segments[0]?.flightDate ?? change.createTime.slice(0, 10)}T${order.segments[0]?.depTime ?? '00:00'}:00+08:00`,
    changes: change.items,
  }));

const ancillaryOrderOf = ({ payableNo, ancillaryType, amount, covers, ...item }: LegacyAncillaryItem): AncillaryOrderRecord => ({
  ...item,
  ancilOrderNo: payableNo,
  kind: ancillaryType,
  covers,
  amount,
  lines: [{ product: covers, quantity: 1, unitPrice: amount, amount }],
  createdBy: '',
});

/** MIGRATIONS[n] turns a saved state of version n into version n + 1. */
export const MIGRATIONS: Record<number, (saved: SavedState) => SavedState> = {
  // 3 added the settle step's log.
  2: (saved) => ({ ...saved, version: 3, settleLog: [] }),
  // 8 added team refund applications.
  7: (saved) => ({ ...saved, version: 8, teamRefunds: [], refundFiles: [] }),
  // Ancillary items of the stand-alone cashier and the orders' name changes become ancillary orders
  // (same numbers: an NC name change keeps its number), and payments of name changes pay ancillary orders.
  8: ({ ancillaryItems, orders, payments, ...saved }) => {
    const legacyOrders = (orders ?? []) as LegacyOrder[];
    return {
      ...saved,
      version: 9,
      orders: legacyOrders.map(({ nameChanges: _moved, ...order }) => order),
      payments: ((payments ?? []) as { payableKind: string }[]).map((payment) =>
        payment.payableKind === 'NAME_CHANGE' ? { ...payment, payableKind: 'ANCILLARY' } : payment,
      ),
      ancillaryOrders: [
        ...((ancillaryItems ?? []) as LegacyAncillaryItem[]).map(ancillaryOrderOf),
        ...legacyOrders.flatMap(renameOrdersOf),
      ],
    };
  },
  // 10 added promotional offers: a saved state gets the seeded ones, dated from its own clock.
  9: (saved) => ({
    ...saved,
    version: 10,
    promoOffers: seedPromoOffers(Date.now() + Number(saved.clockOffsetMs ?? 0), (saved.flights ?? []) as ScheduledFlight[]),
  }),
  // 11 added charter (包机): a saved state gets the seeded aircraft types, none of them held.
  10: (saved) => ({ ...saved, version: 11, charterAircraft: seedCharterAircraft() }),
  // 12 added series (系列团): a saved state gets agent01's seeded series (their orders and seats from its
  // own inventory, dated from its own clock; one whose seats are gone is left out), and the agency menus
  // their new names (定期/不定期系列团) and 系列团订单 beside 团队订单.
  11: (saved) => {
    // A state that has the collection already (a test's seed relabelled) keeps its own.
    if (Array.isArray(saved.series)) return { ...saved, version: 12 };
    const accounts = ((saved.accounts ?? []) as AccountRecord[]).map((account) =>
      account.accountType === 'AGENT'
        ? { ...account, menu: refreshedAgentMenu(account.menu, { mainAccount: !account.parentAccount }) }
        : account,
    );
    const state = { ...saved, version: 12, accounts, series: [] } as unknown as SimulatorState;
    return withSeededSeries(state, Date.now() + Number(saved.clockOffsetMs ?? 0), { lenient: true }) as unknown as SavedState;
  },
  // 13 added team bidding (团队竞价): a saved state gets the seeded activities and the other agencies'
  // bids, dated from its own clock; the agency has no bids yet.
  12: (saved) => ({
    ...saved,
    version: 13,
    ...seedAuctions(Date.now() + Number(saved.clockOffsetMs ?? 0), (saved.flights ?? []) as ScheduledFlight[]),
  }),
  // 14 added scattered B2B tickets (散客票): a saved state gets agent01's seeded scattered orders (seats from
  // its own inventory, dated from its own clock; one whose seats are gone is left out), their refunds and
  // the PNRs the agency holds to import.
  13: (saved) => {
    if (Array.isArray(saved.scatteredRefunds) || Array.isArray(saved.scatteredPnrs)) return { ...saved, version: 14 };
    // The seeded requests are written by today's refund rules, into `refunds` (version 17's one array):
    // the step to 17 keeps them as they are and merges the older arrays beside them.
    const state = {
      ...saved,
      version: 14,
      scatteredRefunds: [],
      scatteredPnrs: [],
      refunds: saved.refunds ?? [],
    } as unknown as SimulatorState;
    return withSeededScattered(state, Date.now() + Number(saved.clockOffsetMs ?? 0), { lenient: true }) as unknown as SavedState;
  },
  // 15: each transaction says what it did to 可用 and 冻结 (availableChange, frozenChange: the differences of
  // its after-values in the order it was written); a frozen deposit's release carries its amount, and a
  // forfeited one is FORFEIT.
  14: (saved) => ({ ...saved, version: 15, transactions: withChanges((saved.transactions ?? []) as Record<string, unknown>[]) }),
  // 16: the SMS reminders of what falls due, none sent yet; 待办事项 in the menus and roles.
  15: withDueReminders,
  // 17: one refund entity (docs/decisions.md "One refund entity"): team refund applications and scattered
  // refund requests merge into `refunds`, each with its review state apart from its money (the money is
  // read from the order's money refunds); numbers, amounts, tickets, files and timelines are kept.
  16: ({ teamRefunds, scatteredRefunds, ...saved }) => {
    const orders = new Map(((saved.orders ?? []) as LegacyRefundOrder[]).map((order) => [order.orderNo, order]));
    const merged = [
      ...((teamRefunds ?? []) as LegacyRefund[]).map((refund) => mergedRefund(refund, refund.reviewId!, 'TEAM', orders)),
      ...((scatteredRefunds ?? []) as LegacyRefund[]).map((refund) => mergedRefund(refund, refund.rfdReqSeq!, 'SCATTERED', orders)),
    ];
    return { ...saved, version: 17, refunds: [...((saved.refunds ?? []) as unknown[]), ...merged] };
  },
  // 18: schedule changes reach the orders — each saved notice becomes its change event with its orders.
  17: withScheduleChangeOrders,
  // 19: revisions of the records people edit (rules/revisions.ts): none kept yet, so every saved record is
  // at revision 1; and nobody has a record open.
  18: (saved) => ({ ...saved, version: 19, revisions: {}, presence: [] }),
};

/**
 * Version 16: the reminders outbox (rules/due.ts), empty: the next settle step sends what is due now; and
 * 待办事项 (AGENT_TODO) after 首页 in every agent menu that holds 首页, and in every role, as the seed has them.
 */
export function withDueReminders(saved: SavedState): SavedState {
  const withTodo = (menu: readonly MenuNode[]): MenuNode[] => {
    if (menu.some((node) => node.authCode === AUTH.TODO)) return [...menu];
    const home = menu.findIndex((node) => node.authCode === AUTH.AGENT_HOME);
    return home < 0
      ? [...menu]
      : [...menu.slice(0, home + 1), { authCode: AUTH.TODO, menuName: '待办事项', subMenuDirects: [] }, ...menu.slice(home + 1)];
  };
  const accounts = ((saved.accounts ?? []) as AccountRecord[]).map((account) =>
    account.accountType === 'AGENT' ? { ...account, menu: withTodo(account.menu) } : account,
  );
  const roles = ((saved.roles ?? []) as { functionCodes: string[] }[]).map((role) =>
    role.functionCodes.includes(AUTH.TODO) ? role : { ...role, functionCodes: [AUTH.TODO, ...role.functionCodes] },
  );
  return { ...saved, version: 16, accounts, roles, dueReminders: Array.isArray(saved.dueReminders) ? saved.dueReminders : [] };
}

/** A team refund application or a scattered refund request as saved before version 17. */
interface LegacyRefund {
  reviewId?: string;
  rfdReqSeq?: string;
  orderNo: string;
  groupName?: string;
  pnr?: string;
  state: 'WAITING_REFUND' | 'HAVE_REFUND' | 'REFUND_FAILED';
  reviewAt: number | null;
  finishTime?: string;
  timeline: { action: string }[];
  // Kept as they were: kind, tickets, feeRate, fee, amount, reason, files, applyTime, appliedBy, failReason, supplementAsk, ownerAccountId.
  [field: string]: unknown;
}

/** What the merge reads of a refund's order. */
interface LegacyRefundOrder {
  orderNo: string;
  kind?: string;
  groupName?: string;
  pnr?: string;
}

function mergedRefund(
  refund: LegacyRefund,
  refundId: string,
  menuKind: 'TEAM' | 'SCATTERED',
  orders: ReadonlyMap<string, LegacyRefundOrder>,
): Record<string, unknown> {
  const {
    reviewId: _team,
    rfdReqSeq: _scattered,
    state,
    finishTime,
    passengerNames: _names,
    ticketCount: _count,
    reviewAt,
    ...kept
  } = refund;
  const order = orders.get(refund.orderNo);
  const reviewState =
    state === 'HAVE_REFUND'
      ? 'APPROVED'
      : state === 'REFUND_FAILED'
        ? refund.timeline.some((step) => step.action === 'WITHDRAW')
          ? 'WITHDRAWN'
          : 'REJECTED'
        : reviewAt === null
          ? 'MORE_FILES'
          : 'WAITING';
  return {
    ...kept,
    refundId,
    // The team array also held the individual orders' applications (the same TR numbers): each keeps its order's kind.
    orderKind: order?.kind ?? menuKind,
    groupName: refund.groupName ?? order?.groupName ?? '',
    pnr: refund.pnr ?? order?.pnr ?? '',
    reviewState,
    reviewAt: reviewState === 'WAITING' ? reviewAt : null,
    // The old finish time was the review's end (the money refund opened then): the money's own arrival is read from it.
    ...(state !== 'WAITING_REFUND' && finishTime ? { reviewTime: finishTime } : {}),
  };
}

/**
 * Schedule changes handled on the orders: each saved notice becomes its change event
 * (`changeId`) with its orders and their state — a minor change reported as accepted by the airline, a
 * significant one waiting with its deadline from its publication. The orders themselves are left as
 * they were saved (the airline's proposal stands beside them until handled).
 */
export function withScheduleChangeOrders(saved: SavedState): SavedState {
  const orders = (saved.orders ?? []) as OrderRecord[];
  const notices = ((saved.flightChangeNotices ?? []) as LegacyNotice[]).map((notice): FlightChangeNoticeRecord => {
    const publishedAt = Date.parse(notice.publishTime);
    const deadline = toGatewayIso(actionDeadline(publishedAt, gatewayInstant(notice.flightDate, notice.origDepTime)));
    const reasons = significantReasons(notice);
    const impacts = notice.affectedOrderNos.flatMap((orderNo): ScheduleChangeOrderRecord[] => {
      const order = orders.find((candidate) => candidate.orderNo === orderNo);
      const segment = order?.segments.find(
        (candidate) => candidate.flightNo === notice.flightNo && candidate.flightDate === notice.flightDate,
      );
      if (!order || !segment) return [];
      const significant = reasons.length > 0;
      return [
        {
          orderNo,
          orderKind: order.kind,
          channel: order.channel,
          groupName: order.groupName,
          seats: order.groupCount,
          severity: significant ? 'SIGNIFICANT' : 'MINOR',
          status: significant ? 'PENDING' : 'AUTO_ACCEPTED',
          ...(significant
            ? { deadline }
            : { outcome: '轻微变动，航空公司自动确认', handledAt: notice.publishTime, handledBy: SCHEDULE_CHANGE.airlineActor }),
          segmentNo: segment.segmentNo,
          handledPassengers: {},
          settledSeats: 0,
          moves: [],
        },
      ];
    });
    return {
      ...notice,
      changeId: `${SCHEDULE_CHANGE.changePrefix}${notice.noticeId.replace(/\D/g, '').padStart(SCHEDULE_CHANGE.numberDigits, '0')}`,
      severity: reasons.length > 0 ? 'SIGNIFICANT' : 'MINOR',
      severityReasons: reasons,
      orders: impacts,
    };
  });
  return { ...saved, version: Number(saved.version) + 1, flightChangeNotices: notices };
}

/** A flight-change notice as saved before version 18: no change event, no orders' state. */
type LegacyNotice = Omit<FlightChangeNoticeRecord, 'changeId' | 'severity' | 'severityReasons' | 'orders'>;

function withChanges(records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const last = new Map<string, { balance: number; frozen: number }>();
  return records.map((record) => {
    const owner = String(record.ownerAccountId);
    const before = last.get(owner) ?? { balance: 0, frozen: 0 };
    const external = record.external === true;
    const balance = external ? before.balance : Number(record.balanceAfter);
    const frozen = external ? before.frozen : Number(record.frozenAfter);
    last.set(owner, { balance, frozen });
    const frozenChange = frozen - before.frozen;
    const released = record.kind === 'UNFREEZE';
    return {
      ...record,
      availableChange: balance - before.balance,
      frozenChange,
      ...(released ? { amount: frozenChange, kind: String(record.description).includes('不予退还') ? 'FORFEIT' : 'UNFREEZE' } : {}),
    };
  });
}
