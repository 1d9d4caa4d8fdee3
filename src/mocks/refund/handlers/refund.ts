import { RefundStage, type RefundStage as Stage } from '@/domain/refund';
import { refundApi, scatteredRefundApi, type RefundQuery } from '@/lib/gateway/endpoints';
import type { PageRequest } from '@/lib/gateway/envelope';
import { clock } from '../../clock';
import { authed, optionalCode, optionalDateRange, optionalEnum, optionalText, paginate, requirePage, requireCode } from '../../gateway';
import {
  applyRefund,
  cancelRefundSeats,
  deleteRefundFile,
  findOwnOrder,
  findOwnRefund,
  ownerIdOf,
  refundQuote,
  refundApplicationsOf,
  stageOf,
  supplementRefund,
  TEAM_REFUND,
  toRefundDetail,
  toRefundSummary,
  uploadRefundFile,
  withdrawRefund,
} from '../../rules';
import type { OrderKind } from '../../order/rules/order-kinds';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * Refunds (spec §7 "Refunds" and the scattered tickets' refund calls): both menus' calls, served by the
 * one refund entity (rules/refund.ts). 团队退票 answers on /refund/… for team orders, 散客退票单 on
 * /scattered/refund/… for scattered orders; each menu sees only its kind of order's applications. The
 * authCodes are declared on each endpoint and checked by handle(); another agency's order or
 * application answers NOT_FOUND.
 */

type Filter = RefundQuery & { refundId?: string };

function readFilter(body: Partial<RefundQuery>, refundId: unknown): Filter {
  const [applyDateStart, applyDateEnd] = optionalDateRange(body.applyDateStart, body.applyDateEnd, ['申请开始日期', '申请结束日期']);
  return {
    refundId: optionalCode(refundId, '退票单号'),
    orderNo: optionalCode(body.orderNo, '订单号'),
    passengerName: optionalText(body.passengerName, '旅客姓名'),
    ticketNo: optionalText(body.ticketNo, '票号'),
    stage: optionalEnum(body.stage, RefundStage.values, '退票状态'),
    applyDateStart,
    applyDateEnd,
  };
}

/** One menu's view of the applications: its kind of order's, filtered; the stage apart (the tabs count every stage). */
function matching(account: AccountRecord, orderKind: OrderKind, body: Partial<RefundQuery>, refundId: unknown) {
  const { stage, ...filter } = readFilter(body, refundId);
  const state = getState();
  const staged = refundApplicationsOf(state, ownerIdOf(state, account), orderKind, filter).map((record) => ({
    record,
    stage: stageOf(state, record),
  }));
  return { stage, staged };
}

function listAnswer(account: AccountRecord, orderKind: OrderKind, body: Partial<RefundQuery> & Partial<PageRequest>, refundId: unknown) {
  const page = requirePage(body);
  const { stage, staged } = matching(account, orderKind, body, refundId);
  const stageCounts: Partial<Record<Stage, number>> = {};
  for (const item of staged) stageCounts[item.stage] = (stageCounts[item.stage] ?? 0) + 1;
  const shown = staged.filter((item) => !stage || item.stage === stage).map((item) => toRefundSummary(getState(), item.record));
  return { ...paginate('refundList', shown, page), stageCounts };
}

function exportAnswer(account: AccountRecord, orderKind: OrderKind, body: Partial<RefundQuery>, refundId: unknown) {
  const { stage, staged } = matching(account, orderKind, body, refundId);
  const shown = staged.filter((item) => !stage || item.stage === stage);
  return {
    refundList: shown.slice(0, TEAM_REFUND.exportLimit).map((item) => toRefundSummary(getState(), item.record)),
    truncated: shown.length > TEAM_REFUND.exportLimit,
  };
}

const orderOf = (account: AccountRecord, orderKind: OrderKind, orderNo: unknown) =>
  findOwnOrder(getState(), account, orderKind, requireCode(orderNo, '订单号'));

const ownRefund = (account: AccountRecord, orderKind: OrderKind, refundId: unknown) =>
  findOwnRefund(getState(), ownerIdOf(getState(), account), orderKind, requireCode(refundId, '退票单号'));

const detail = (record: Parameters<typeof toRefundDetail>[1]) => ({ refund: toRefundDetail(getState(), record) });

/** The applicant withdraws, or sends the files the reviewer asked for: the same for both menus. */
function withdraw(account: AccountRecord, orderKind: OrderKind, refundId: unknown) {
  const record = ownRefund(account, orderKind, refundId);
  withdrawRefund(getState(), record, account.displayName, clock.nowMs());
  return detail(record);
}

function supplement(account: AccountRecord, orderKind: OrderKind, refundId: unknown, fileIds: unknown) {
  const record = ownRefund(account, orderKind, refundId);
  supplementRefund(getState(), record, fileIds, account.displayName, clock.nowMs());
  return detail(record);
}

const quote = (account: AccountRecord, orderKind: OrderKind, body: { orderNo: unknown; ticketNos: unknown; kind: unknown }) => ({
  quote: refundQuote(getState(), orderOf(account, orderKind, body.orderNo), body.ticketNos, body.kind, clock.nowMs()),
});

/** Both menus apply through the one entity; the scattered menu fixes the kind by the call it came in on. */
function apply(account: AccountRecord, orderKind: OrderKind, body: { orderNo: unknown }, application: Parameters<typeof applyRefund>[2]) {
  return detail(applyRefund(getState(), orderOf(account, orderKind, body.orderNo), application, account.displayName, clock.nowMs()));
}

const upload = (account: AccountRecord, body: { name: unknown; dataUrl: unknown }) => ({
  file: uploadRefundFile(getState(), ownerIdOf(getState(), account), body.name, body.dataUrl, clock.nowMs()),
});

const removeFile = (account: AccountRecord, fileId: unknown) => {
  deleteRefundFile(getState(), ownerIdOf(getState(), account), fileId);
  return {};
};

export const refundHandlers = [
  // 团队退票: team orders.
  authed(refundApi.advance, ({ body, account }) => quote(account, 'TEAM', body)),
  authed(refundApi.apply, ({ body, account }) => apply(account, 'TEAM', body, body)),
  authed(refundApi.fileUpload, ({ body, account }) => upload(account, body)),
  authed(refundApi.fileDelete, ({ body, account }) => removeFile(account, body.fileId)),
  authed(refundApi.list, ({ body, account }) => listAnswer(account, 'TEAM', body, body.reviewId)),
  authed(refundApi.export, ({ body, account }) => exportAnswer(account, 'TEAM', body, body.reviewId)),
  authed(refundApi.detail, ({ body, account }) => detail(ownRefund(account, 'TEAM', body.reviewId))),
  authed(refundApi.withdraw, ({ body, account }) => withdraw(account, 'TEAM', body.reviewId)),
  authed(refundApi.supplement, ({ body, account }) => supplement(account, 'TEAM', body.reviewId, body.fileIds)),

  // 散客退票单: scattered orders, the same application.
  authed(scatteredRefundApi.refundFee, ({ body, account }) => quote(account, 'SCATTERED', body)),
  authed(scatteredRefundApi.seatCancel, ({ body, account }) => ({
    cancelled: cancelRefundSeats(
      getState(),
      orderOf(account, 'SCATTERED', body.orderNo),
      body.ticketNos,
      account.displayName,
      clock.nowMs(),
    ),
  })),
  authed(scatteredRefundApi.apply, ({ body, account }) =>
    apply(account, 'SCATTERED', body, { ...body, kind: 'VOLUNTARY', fileIds: undefined }),
  ),
  authed(scatteredRefundApi.errorApply, ({ body, account }) => apply(account, 'SCATTERED', body, { ...body, kind: 'INVOLUNTARY' })),
  authed(scatteredRefundApi.fileUpload, ({ body, account }) => upload(account, body)),
  authed(scatteredRefundApi.fileDelete, ({ body, account }) => removeFile(account, body.fileId)),
  authed(scatteredRefundApi.refundList, ({ body, account }) => listAnswer(account, 'SCATTERED', body, body.rfdReqSeq)),
  authed(scatteredRefundApi.refundExport, ({ body, account }) => exportAnswer(account, 'SCATTERED', body, body.rfdReqSeq)),
  authed(scatteredRefundApi.refundDetail, ({ body, account }) => detail(ownRefund(account, 'SCATTERED', body.rfdReqSeq))),
  authed(scatteredRefundApi.withdraw, ({ body, account }) => withdraw(account, 'SCATTERED', body.rfdReqSeq)),
  authed(scatteredRefundApi.supplement, ({ body, account }) => supplement(account, 'SCATTERED', body.rfdReqSeq, body.fileIds)),
];
