import { simulator } from '@/mocks/simulator';

/** The schedule-change tests' clock and order: agent01's ticketed temporary group of 26 on XY5242 SHA-… 2026-03-18. */
export const NOW = '2026-03-02T09:00:00+08:00';
export const HOUR = 3_600_000;
export const ORDER_NO = 'TO100131';
export const FLIGHT = { flightNo: 'XY5242', flightDate: '2026-03-18' };

export const order = () => simulator.orders.get(ORDER_NO)!;
export const latestNotice = () => simulator.state.flightChangeNotices.at(-1)!;
/** The order's part in the latest change published. */
export const impactOf = (orderNo = ORDER_NO) => latestNotice().orders.find((impact) => impact.orderNo === orderNo)!;
