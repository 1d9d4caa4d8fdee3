import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { userArea, type UserArea } from '@/config/routes';
import type { AncillaryType } from '@/domain/order';
import { RefundState } from '@/domain/refund';
import { call, payApi, type Payment, type PayRequest, type RequestOptions } from '@/lib/gateway';
import { defineList } from '@/lib/list-kit';
import { applyDatesFilter, booleanFilter, enumFilter, orderNoFilter } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { readPayableRef, type PayableRef } from '@/lib/pay-links';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { PAYABLE_SCREENS } from './payable-kinds';
import { KEY_ROOTS } from '@/lib/query-keys';

/*
 * The payment screens' reads and writes: what is due on a payable and the methods offered for it, a
 * payment and its state (the result page follows it), deposits due and paid, refunds of payments.
 * Everything sits under one key root, 'payment'. A payment moves money across the portal (the order,
 * the prepaid account, points, transactions): once it has an answer every read of the portal is marked
 * stale (`afterPayment`), so each screen asks afresh when it is next shown, and none is asked now.
 */

const PAYMENT = KEY_ROOTS.payment;

const keys = {
  payable: (ref: PayableRef) => [PAYMENT, 'payable', ref.payableKind, ref.payableNo] as const,
  methods: (area: UserArea, ref: PayableRef) => [PAYMENT, 'methods', area, ref.payableKind, ref.payableNo] as const,
  payment: (paymentNo: string) => [PAYMENT, 'status', paymentNo] as const,
};

/** Refusals the payment screens show in place (a result, not a toast): nothing is due, or it is too late. */
const quietly: RequestOptions = { hideError: true };

/** What is due on a payable now (amount, what it covers, deadline, points, the prepaid account). */
export const payableQuery = (ref: PayableRef) =>
  queryOptions({ queryKey: keys.payable(ref), queryFn: async () => (await call(payApi.payable, ref, quietly)).payable });

/** The methods offered to the area's users: the normal list for persons, the B2B list for agents. */
export const methodsQuery = (area: UserArea, ref: PayableRef) =>
  queryOptions({
    queryKey: keys.methods(area, ref),
    queryFn: async () => (await call(area === 'agent' ? payApi.b2bMethods : payApi.normalMethods, ref, quietly)).methods,
  });

/** A payment as it is now (the result page polls it while PENDING and shows a failure in place). */
export const paymentQuery = (paymentNo: string) =>
  queryOptions({ queryKey: keys.payment(paymentNo), queryFn: async () => (await call(payApi.status, { paymentNo }, quietly)).payment });

/** The payable and its methods, re-read (after a refusal that says they have changed). */
export function refreshPayable(queryClient: QueryClient, area: UserArea, ref: PayableRef): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.payable(ref) }),
    queryClient.invalidateQueries({ queryKey: keys.methods(area, ref) }),
  ]).then(() => undefined);
}

/** Money has moved: every read of the portal is stale, and asked again when next shown. */
export function afterPayment(queryClient: QueryClient, payment?: Payment): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  if (payment) queryClient.setQueryData(keys.payment(payment.paymentNo), payment);
}

/** A payment attempt: the body the gateway gets, and for an ancillary item its type. */
export interface PayInput {
  request: PayRequest;
  ancillaryType?: AncillaryType;
}

/**
 * Pays: ancillary items of the spec's types (meal, baggage, points) through the ancillary payment, B2B
 * through the B2B payment, PREPAID and ONLINE (and the other ancillary orders: a name change's fee)
 * through the payment. The body carries the attempt's idempotency key (pay-attempt.ts).
 */
export const pay = defineWrite({
  write: async ({ request, ancillaryType }: PayInput, options: RequestOptions) => {
    if (PAYABLE_SCREENS[request.payableKind].ancillaryPayment && ancillaryType) {
      return (await call(payApi.ancillaryPayment, { ...request, ancillaryType }, options)).payment;
    }
    return (await call(request.method === 'B2B' ? payApi.b2bPayment : payApi.payment, request, options)).payment;
  },
});

/** /agent/pay/payment without a payable, the agent home: everything owed now, soonest deadline first. */
export const dueList = defineList({
  entity: PAYMENT,
  endpoint: payApi.dueList,
  listKey: 'payableList',
  filters: {},
  formId: 'pay-due-filter',
});

/** The agent home's card: the five soonest. */
export const DUE_SOON_PARAMS = { currentPage: 1, perSize: 5 };
export const dueSoonQuery = () => dueList.query(DUE_SOON_PARAMS);

/** /agent/pay/paydeposit, /normal/pay/paydeposit: deposits due and paid. */
export const depositList = defineList({
  entity: PAYMENT,
  endpoint: payApi.depositQuery,
  listKey: 'depositList',
  filters: {
    paid: booleanFilter({ label: '定金状态', yes: '已支付', no: '待支付', width: 140 }),
  },
  formId: 'pay-deposit-filter',
});

/** /agent/pay/refund, /normal/pay/refund: refunds of payments. */
export const refundList = defineList({
  entity: `${PAYMENT}-refund`,
  endpoint: payApi.refundList,
  listKey: 'refundList',
  filters: {
    state: enumFilter(RefundState, { label: '退款状态', placeholder: '全部', width: 140 }),
    orderNo: orderNoFilter(),
    applyDates: applyDatesFilter(),
  },
  formId: 'pay-refund-filter',
});

/** A repeated payment refunded in full. */
export const repeatedRefund = defineWrite({
  write: async (input: { paymentNo: string }, options: RequestOptions) => (await call(payApi.repeatedRefund, input, options)).refund,
  invalidates: [refundList.keys.all, [PAYMENT, 'status']],
});

/**
 * The pay screens' loader (the area pages and the stand-alone cashier): warms what is due and the
 * methods; an address without a payable warms the list of everything owed now instead.
 */
export async function payableLoader({ request, queryClient, user }: ScreenLoaderArgs) {
  const ref = readPayableRef(new URL(request.url).searchParams);
  if (!ref) return dueList.loader({ request, queryClient });
  const area = userArea(user?.accountType);
  return warm(Promise.all([queryClient.query(payableQuery(ref)), queryClient.query(methodsQuery(area, ref))]));
}
