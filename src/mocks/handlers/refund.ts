import { RefundState } from '@/domain/refund';
import { refundApi, type TeamRefundQuery } from '@/lib/gateway/endpoints';
import type { PageRequest } from '@/lib/gateway/envelope';
import { clock } from '../clock';
import { authed, optionalDateRange, optionalEnum, optionalText, paginate, requirePage, requireText } from '../gateway';
import {
  applyTeamRefund,
  deleteRefundFile,
  findOwnOrder,
  findOwnTeamRefund,
  ownerIdOf,
  refundQuote,
  teamRefundsOf,
  TEAM_REFUND,
  toTeamRefundDetail,
  toTeamRefundSummary,
  uploadRefundFile,
  withdrawTeamRefund,
} from '../rules';
import type { AccountRecord } from '../state';
import { getState } from '../store';

/**
 * Team refunds (spec §7 "Refunds"): refund advance (the quote), apply, supporting files, the review list
 * and detail, withdraw. The 团队退票 authCode is declared on each endpoint and checked by handle();
 * another agency's order or application answers NOT_FOUND; the rules are rules/team-refund.ts.
 */

function readFilter(body: Partial<TeamRefundQuery>): TeamRefundQuery {
  const [applyDateStart, applyDateEnd] = optionalDateRange(body.applyDateStart, body.applyDateEnd, ['申请开始日期', '申请结束日期']);
  return {
    reviewId: optionalText(body.reviewId, '退票单号')?.toUpperCase(),
    orderNo: optionalText(body.orderNo, '订单号')?.toUpperCase(),
    passengerName: optionalText(body.passengerName, '旅客姓名'),
    state: optionalEnum(body.state, RefundState.values, '退票状态'),
    applyDateStart,
    applyDateEnd,
  };
}

const teamOrder = (account: AccountRecord, orderNo: unknown) =>
  findOwnOrder(getState(), account, 'TEAM', requireText(orderNo, '订单号').trim().toUpperCase());

const ownApplication = (account: AccountRecord, reviewId: unknown) =>
  findOwnTeamRefund(getState(), ownerIdOf(getState(), account), requireText(reviewId, '退票单号').trim().toUpperCase());

export const refundHandlers = [
  authed(refundApi.advance, ({ body, account }) => ({
    quote: refundQuote(getState(), teamOrder(account, body.orderNo), body.ticketNos, body.kind, clock.nowMs()),
  })),

  authed(refundApi.apply, ({ body, account }) => {
    const order = teamOrder(account, body.orderNo);
    const record = applyTeamRefund(getState(), order, body, account.displayName, clock.nowMs());
    return { refund: toTeamRefundDetail(getState(), record) };
  }),

  authed(refundApi.fileUpload, ({ body, account }) => ({
    file: uploadRefundFile(getState(), ownerIdOf(getState(), account), body.name, body.dataUrl, clock.nowMs()),
  })),

  authed(refundApi.fileDelete, ({ body, account }) => {
    deleteRefundFile(getState(), ownerIdOf(getState(), account), body.fileId);
    return {};
  }),

  authed(refundApi.list, ({ body, account }) => {
    const page = requirePage(body as Partial<PageRequest>);
    const { state, ...filter } = readFilter(body);
    const matching = teamRefundsOf(getState(), ownerIdOf(getState(), account), filter);
    const stateCounts: Partial<Record<RefundState, number>> = {};
    for (const refund of matching) stateCounts[refund.state] = (stateCounts[refund.state] ?? 0) + 1;
    const shown = state ? matching.filter((refund) => refund.state === state) : matching;
    return { ...paginate('refundList', shown.map(toTeamRefundSummary), page), stateCounts };
  }),

  authed(refundApi.export, ({ body, account }) => {
    const filter = readFilter(body);
    const matching = teamRefundsOf(getState(), ownerIdOf(getState(), account), filter).filter((refund) => !filter.state || refund.state === filter.state);
    return { refundList: matching.slice(0, TEAM_REFUND.exportLimit).map(toTeamRefundSummary), truncated: matching.length > TEAM_REFUND.exportLimit };
  }),

  authed(refundApi.detail, ({ body, account }) => ({ refund: toTeamRefundDetail(getState(), ownApplication(account, body.reviewId)) })),

  authed(refundApi.withdraw, ({ body, account }) => {
    const record = ownApplication(account, body.reviewId);
    withdrawTeamRefund(getState(), record.reviewId, account.displayName, clock.nowMs());
    return { refund: toTeamRefundDetail(getState(), record) };
  }),
];
