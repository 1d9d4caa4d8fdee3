import { PointMovementKind, RetroactiveStatus, TopUpStatus, TransactionKind } from '@/domain/payment';
import { moneyApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  optionalCode,
  optionalDateRange,
  optionalEnum,
  paginate,
  refuse,
  requirePage,
  requireCode,
  requireText,
} from '../../gateway';
import {
  applyTopUp,
  filterTransactions,
  ownerIdOf,
  pointMovementsOf,
  pointsBalance,
  pointsExpiredTotal,
  pointsExpiringSoon,
  PREPAID,
  prepaidOf,
  prepaidView,
  requireTopUp,
  retrosOf,
  rewardLinesOf,
  rewardMonthsOf,
  toPointMovement,
  toRetro,
  topUpsOf,
  toTopUp,
  toTransaction,
  type TransactionFilter,
} from '../../rules';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * The agency's money (spec §7 "Agent" and the user centre): the prepaid account and its top-ups,
 * transactions, rewards, red-packet points, online supplementary payments. Each endpoint's authCode is
 * in the catalogue (handle() refuses a forged call); staff see their agency's money.
 */

const ownerOf = (account: AccountRecord) => ownerIdOf(getState(), account);

function readTransactionFilter(body: Partial<TransactionFilter>): TransactionFilter {
  const [dateStart, dateEnd] = optionalDateRange(body.dateStart, body.dateEnd, ['开始日期', '结束日期']);
  return {
    kind: optionalEnum(body.kind, TransactionKind.values, '交易类型'),
    dateStart,
    dateEnd,
    orderNo: optionalCode(body.orderNo, '订单号'),
  };
}

export const moneyHandlers = [
  authed(moneyApi.prepaid, ({ account }) => {
    const owner = ownerOf(account);
    const record = prepaidOf(getState(), owner) ?? {
      ownerAccountId: owner,
      accountName: account.organName ?? account.displayName,
      balance: 0,
      frozen: 0,
    };
    return {
      account: prepaidView(record),
      recent: filterTransactions(getState(), owner, {})
        .slice(0, PREPAID.recentCount)
        .map((record) => toTransaction(getState(), record)),
    };
  }),

  authed(moneyApi.topUpList, ({ body, account }) => {
    const page = requirePage(body);
    const status = optionalEnum(body.status, TopUpStatus.values, '审核状态');
    return paginate('applicationList', topUpsOf(getState(), ownerOf(account), status).map(toTopUp), page);
  }),

  authed(moneyApi.topUpApply, ({ body, account }) => {
    const now = clock.nowMs();
    const input = requireTopUp(body, now);
    return { application: toTopUp(applyTopUp(getState(), ownerOf(account), account.displayName, input, now)) };
  }),

  authed(moneyApi.transactions, ({ body, account }) => {
    const page = requirePage(body);
    return paginate(
      'transactionList',
      filterTransactions(getState(), ownerOf(account), readTransactionFilter(body)).map((record) => toTransaction(getState(), record)),
      page,
    );
  }),

  authed(moneyApi.transactionExport, ({ body, account }) => {
    const rows = filterTransactions(getState(), ownerOf(account), readTransactionFilter(body));
    return {
      transactionList: rows.slice(0, PREPAID.exportLimit).map((record) => toTransaction(getState(), record)),
      truncated: rows.length > PREPAID.exportLimit,
    };
  }),

  authed(moneyApi.rewardMonths, ({ body, account }) => {
    const { year } = body;
    const months = rewardMonthsOf(getState(), ownerOf(account), year);
    return { months, total: months.reduce((sum, month) => sum + month.amount, 0) };
  }),

  authed(moneyApi.rewardLines, ({ body, account }) => {
    const page = requirePage(body);
    const month = requireText(body.month, '月份').trim();
    return paginate('rewardList', rewardLinesOf(getState(), ownerOf(account), month), page);
  }),

  authed(moneyApi.points, ({ body, account }) => {
    const page = requirePage(body);
    const kind = optionalEnum(body.kind, PointMovementKind.values, '积分变动类型');
    const owner = ownerOf(account);
    const state = getState();
    return {
      ...paginate('movementList', pointMovementsOf(state, owner, kind).map(toPointMovement), page),
      balance: pointsBalance(state, owner),
      expiringIn30Days: pointsExpiringSoon(state, owner, clock.nowMs()),
      expiredTotal: pointsExpiredTotal(state, owner),
    };
  }),

  authed(moneyApi.retroactiveList, ({ body, account }) => {
    const page = requirePage(body);
    const filter = {
      status: optionalEnum(body.status, RetroactiveStatus.values, '补款状态'),
      orderNo: optionalCode(body.orderNo, '订单号'),
    };
    return paginate('retroList', retrosOf(getState(), ownerOf(account), filter).map(toRetro), page);
  }),

  authed(moneyApi.retroactiveDetail, ({ body, account }) => {
    const retroNo = requireCode(body.retroNo, '补款单号');
    const record = retrosOf(getState(), ownerOf(account)).find((candidate) => candidate.retroNo === retroNo);
    if (!record) throw refuse('RETROACTIVE_NOT_FOUND', { retroNo });
    return { retro: toRetro(record) };
  }),
];
