import { queryOptions, type FetchQueryOptions } from '@tanstack/react-query';
import { call, scheduleChangeApi, type Endpoint, type OrderDetail } from '@/lib/gateway';
import { KEY_ROOTS } from './query-keys';
import { defineDetail } from './detail-kit';
import { defineWrite } from './mutation-kit';

/*
 * The calls every kind of order shares (team, individual, scattered): the detail by its number and
 * the cancel with a reason differ only by their path, their key root and the number's shape. Each
 * kind's api.ts makes its own from here; the list filters and the kind's own writes stay there.
 */

/** The order's schedule changes (the 需处理：航班变动 banner at the top of every order page). */
export const orderScheduleChangesQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [KEY_ROOTS.flightChangeNotice, 'order', orderNo] as const,
    queryFn: () => call(scheduleChangeApi.orderChanges, { orderNo }),
  });

interface OrderKindCalls<D extends OrderDetail> {
  /** The key root of the kind's orders (its list shares it). */
  entity: string;
  detail: Endpoint<{ orderNo: string }, { order: D }>;
  cancel: Endpoint<{ orderNo: string; reason: string }, { order: D }>;
  /** The shape of the kind's order numbers (TO123456): another is 页面不存在 without asking. */
  orderNo: RegExp;
  /** What a cancel changes besides the kind's orders (what is payable). */
  cancelInvalidates?: readonly (readonly unknown[])[];
}

/** One kind's detail (route loader, cache) and cancel, the same way for every kind. */
export function orderKindCalls<D extends OrderDetail>({ entity, detail, cancel, orderNo, cancelInvalidates = [] }: OrderKindCalls<D>) {
  return {
    detail: defineDetail({
      entity,
      endpoint: detail,
      param: 'orderNo',
      select: (res) => res.order,
      idPattern: orderNo,
      // The banner's read leaves with the order's, not after the order has rendered.
      alongside: (no) => [orderScheduleChangesQuery(no) as FetchQueryOptions],
    }),
    cancel: defineWrite({ endpoint: cancel, invalidates: [[entity], ...cancelInvalidates] }),
  };
}
