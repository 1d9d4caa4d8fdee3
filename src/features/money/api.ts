import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PointMovementKind, RetroactiveStatus, TopUpStatus, TransactionKind } from '@/domain/payment';
import { call, moneyApi, type RequestOptions, type UploadProgress } from '@/lib/gateway';
import { gatewayDayjs } from '@/lib/dates';
import { writeWorkbook } from '@/lib/excel';
import { defineList } from '@/lib/list-kit';
import { dateRangeFilter, enumFilter, orderNoFilter, type Filter, type ListParams } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import { transactionSheet } from './money-export';
import { prepaidQuery } from '@/lib/prepaid';
import { KEY_ROOTS } from '@/lib/query-keys';

/*
 * The agency's money (agent area): the prepaid account and its top-up applications, the
 * transactions, rewards, red-packet points and online supplementary payments. Money is integer fen.
 * Each read is declared once here; loaders, screens and the home widget share the options.
 */

// ---------------------------------------------------------------------------------------------
// The prepaid account

/** /agent/user/preExisted and the home card: balance, frozen, the payee bank, recent movements (lib/prepaid.ts). */
export { prepaidQuery };

/**
 * The account screens' loaders read the account afresh on every arrival (the airline's review or a
 * bank's confirmation moves it from outside); the screen then mounts on that answer.
 */
export const loadPrepaid = (queryClient: QueryClient) => warm(queryClient.query({ ...prepaidQuery(), staleTime: 0 }));

/** /agent/user/preExistedApplication: the agency's top-up applications. */
export const topUpList = defineList({
  entity: KEY_ROOTS.topUp,
  endpoint: moneyApi.topUpList,
  listKey: 'applicationList',
  filters: {
    status: enumFilter(TopUpStatus, { label: '审核状态', placeholder: '全部', width: 140 }),
  },
  formId: 'top-up-filter',
});

/** What the application form sends, plus where the voucher's upload progress goes. */
export interface TopUpInput {
  amount: number;
  transferDate: string;
  voucherImage: string;
  remark?: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * A top-up application (→ PENDING): the voucher travels in the body as a data URL, its upload
 * progress reported through the gateway client. The list and the account read again.
 */
export const applyTopUp = defineWrite({
  write: ({ onUploadProgress, ...body }: TopUpInput, options: RequestOptions) =>
    call(moneyApi.topUpApply, body, { ...options, onUploadProgress }),
  invalidates: [topUpList.keys.all, [KEY_ROOTS.prepaid]],
});

// ---------------------------------------------------------------------------------------------
// Transactions

export const transactionList = defineList({
  entity: KEY_ROOTS.transaction,
  endpoint: moneyApi.transactions,
  listKey: 'transactionList',
  filters: {
    kind: enumFilter(TransactionKind, { label: '交易类型', placeholder: '全部', width: 130 }),
    dates: dateRangeFilter('dateStart', 'dateEnd', { label: '交易日期' }),
    orderNo: orderNoFilter(),
  },
});
export type TransactionListParams = ListParams<typeof transactionList.filters>;

/** The export's filter: the list's filters without the page. */
export function transactionExportQuery(params: TransactionListParams) {
  const { currentPage: _page, perSize: _size, ...filters } = params;
  return filters;
}

/** Every transaction of the filter into an .xlsx (the gateway caps the count and says when it did). */
export const exportTransactions = defineWrite({
  write: async (query: ReturnType<typeof transactionExportQuery>, options: RequestOptions) => {
    const { transactionList: rows, truncated } = await call(moneyApi.transactionExport, query, options);
    await writeWorkbook(`交易明细_${gatewayDayjs().format('YYYYMMDD_HHmm')}.xlsx`, [transactionSheet(rows)]);
    return { count: rows.length, truncated };
  },
});

// ---------------------------------------------------------------------------------------------
// Rewards

const REWARD = KEY_ROOTS.reward;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month, `YYYY-MM`, in the address (set by choosing a month of the year's table). */
const monthFilter: Filter<string, string> = {
  kind: 'text',
  field: undefined,
  keys: undefined,
  parse: (raw) => (MONTH.test(raw) ? raw : undefined),
  format: String,
  toForm: ([value]) => value,
  fromForm: (value) => [value && MONTH.test(value) ? value : undefined],
};

/** The rewards of each month of a year (segments, amount, credited or not). */
export const rewardMonthsQuery = (year: number) =>
  queryOptions({ queryKey: [REWARD, 'months', year] as const, queryFn: () => call(moneyApi.rewardMonths, { year }) });

/** One month's reward lines, paged (the month comes from the address; the screen asks only with one). */
export const rewardLineList = defineList({
  entity: REWARD,
  endpoint: moneyApi.rewardLines,
  listKey: 'rewardList',
  filters: { month: monthFilter },
  request: ({ month, ...page }) => ({ ...page, month: month ?? '' }),
});

/** The year in the address (`?year=2026`), else the gateway's current year. */
export function rewardYear(search: URLSearchParams): number {
  const year = Number(search.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : gatewayDayjs().year();
}

// ---------------------------------------------------------------------------------------------
// Red-packet points

export const pointList = defineList({
  entity: KEY_ROOTS.point,
  endpoint: moneyApi.points,
  listKey: 'movementList',
  filters: {
    kind: enumFilter(PointMovementKind, { label: '变动类型', placeholder: '全部', width: 130 }),
  },
  extra: ({ balance, expiringIn30Days, expiredTotal }) => ({ balance, expiringIn30Days, expiredTotal }),
});

// ---------------------------------------------------------------------------------------------
// Online supplementary payments

const RETROACTIVE = KEY_ROOTS.retroactive;

export const retroactiveList = defineList({
  entity: RETROACTIVE,
  endpoint: moneyApi.retroactiveList,
  listKey: 'retroList',
  filters: {
    status: enumFilter(RetroactiveStatus, { label: '补款状态', placeholder: '全部', width: 130 }),
    orderNo: orderNoFilter(),
  },
});

/** One supplementary payment order (the detail drawer), under the list's key root. */
export const retroactiveDetailQuery = (retroNo: string) =>
  queryOptions({
    queryKey: [RETROACTIVE, 'detail', retroNo] as const,
    queryFn: async () => (await call(moneyApi.retroactiveDetail, { retroNo })).retro,
  });
