import { href, ROUTES, safeReturnPath, type UserArea } from '@/config/routes';
import { RECORD_NUMBER } from './record-numbers';
import { PayableKind, type PaymentStatus, type PayResultStatus } from '@/domain/payment';

/*
 * Links into the payment screens, for every screen that shows something to pay (order details, name
 * changes, supplementary payments, deposits) and for the payment screens themselves. The payable travels
 * in the address (`?payableKind=ORDER&payableNo=TO100143`), so a reload or a shared link pays the same.
 */

/** What is paid: the gateway's payable kind and number (an order, a name change, an ancillary item …). */
export interface PayableRef {
  payableKind: PayableKind;
  payableNo: string;
}

const PAYABLE_NO = /^[A-Z]{2,3}\d{4,14}$/;

/** The payable named by an address, or null when it names none (or a malformed one). */
export function readPayableRef(search: URLSearchParams): PayableRef | null {
  const payableKind = search.get('payableKind');
  const payableNo = search.get('payableNo')?.trim().toUpperCase() ?? '';
  if (!payableKind || !PayableKind.is(payableKind) || !PAYABLE_NO.test(payableNo)) return null;
  return { payableKind, payableNo };
}

function payableSearch(ref: PayableRef, extra: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams({ payableKind: ref.payableKind, payableNo: ref.payableNo });
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return `?${search.toString()}`;
}

/** The area's payment screen for a payable: /agent/pay/payment?payableKind=ORDER&payableNo=TO100143. */
export function payHref(area: UserArea, ref: PayableRef): string {
  return `${(area === 'agent' ? ROUTES.agentPay : ROUTES.normalPay).path}${payableSearch(ref)}`;
}

/** The stand-alone cashier (/pay), returning to a same-origin path when one is given. */
export function cashierHref(ref: PayableRef, returnTo?: string): string {
  return `${ROUTES.payCashier.path}${payableSearch(ref, { return: safeReturnPath(returnTo) ?? undefined })}`;
}

const PAYMENT_NO = /^[A-Z]{2,4}\d{4,14}$/;

/** The payment a result page's address names (`?paymentNo=`), or null. */
export function readPaymentNo(search: URLSearchParams): string | null {
  const paymentNo = search.get('paymentNo')?.trim().toUpperCase() ?? '';
  return PAYMENT_NO.test(paymentNo) ? paymentNo : null;
}

/** The result page's address segment for a payment's state. */
export function resultStatusOf(status: PaymentStatus): PayResultStatus {
  if (status === 'SUCCESS') return 'success';
  if (status === 'PENDING') return 'pending';
  return 'failed';
}

/** The area's result page of a payment: /agent/pay/result/pending?paymentNo=PAY00000001. */
export function payResultHref(area: UserArea, status: PayResultStatus, paymentNo?: string): string {
  const base = href(area === 'agent' ? 'agentPayResult' : 'normalPayResult', { status });
  return paymentNo ? `${base}?${new URLSearchParams({ paymentNo }).toString()}` : base;
}

/** The stand-alone cashier's result page, keeping where it returns to. */
export function cashierResultHref(paymentNo?: string, returnTo?: string | null): string {
  const search = new URLSearchParams();
  if (paymentNo) search.set('paymentNo', paymentNo);
  const back = safeReturnPath(returnTo);
  if (back) search.set('return', back);
  const query = search.toString();
  return `${ROUTES.payCashierResult.path}${query ? `?${query}` : ''}`;
}

/** The area's refunds of payments. */
export function payRefundHref(area: UserArea, filters: { orderNo?: string } = {}): string {
  const path = (area === 'agent' ? ROUTES.agentPayRefund : ROUTES.normalPayRefund).path;
  return filters.orderNo ? `${path}?${new URLSearchParams({ orderNo: filters.orderNo }).toString()}` : path;
}

const TEAM_ORDER_NO = RECORD_NUMBER.teamOrder;
/** Bid orders are ancillary orders numbered from their own range, AN5… (docs/decisions.md "Team bidding"). */
const BID_ORDER_NO = /^AN5\d{5}$/;
const SCATTERED_ORDER_NO = RECORD_NUMBER.scatteredOrder;
const INDIVIDUAL_ORDER_NO = RECORD_NUMBER.personalOrder;

/** The detail screen of the order behind a number, if the area shows it: its route (whose function guards it) and address. */
export interface OrderDetailTarget {
  key: 'teamOrderDetail' | 'bidOrderDetail' | 'scatteredOrderDetail' | 'normalOrderDetail';
  path: string;
}

/**
 * The detail of an order a payment, a refund, a reward or a points line names, for a user of `area`:
 * team orders (TO…), bid orders (a deposit's, AN5…) and scattered orders (SO…) in the agent area,
 * individual orders (NO…) in the normal area; none for an order the area does not show. The number
 * decides the screen, so the screen's own function decides whether it links (OrderNoLink).
 */
export function orderDetailTarget(area: UserArea, orderNo: string | undefined): OrderDetailTarget | undefined {
  if (!orderNo) return undefined;
  if (area === 'agent' && TEAM_ORDER_NO.test(orderNo)) return { key: 'teamOrderDetail', path: href('teamOrderDetail', { orderNo }) };
  if (area === 'agent' && BID_ORDER_NO.test(orderNo))
    return { key: 'bidOrderDetail', path: href('bidOrderDetail', { ancilOrderNo: orderNo }) };
  if (area === 'agent' && SCATTERED_ORDER_NO.test(orderNo))
    return { key: 'scatteredOrderDetail', path: href('scatteredOrderDetail', { orderNo }) };
  if (area === 'normal' && INDIVIDUAL_ORDER_NO.test(orderNo))
    return { key: 'normalOrderDetail', path: href('normalOrderDetail', { orderNo }) };
  return undefined;
}

/** The address of that detail (above). */
export function orderDetailHref(area: UserArea, orderNo: string | undefined): string | undefined {
  return orderDetailTarget(area, orderNo)?.path;
}
