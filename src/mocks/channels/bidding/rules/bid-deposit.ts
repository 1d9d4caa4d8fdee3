import { formatFen } from '@/domain/format';
import type { Draft } from 'immer';
import { toGatewayIso } from '../../../kernel/time-format';
import type { BidOrderRecord } from './auction-records';
import { logEntry } from '../../../kernel/rules/log';
import type { PayableType, TargetState } from '../../../payment/rules/payables/types';

/** A bid order's deposit (团队竞价保证金): due while BOOKED, until its deadline; paid, the bid ranks. */
export const bidDepositPayable: PayableType = {
  candidates: (state, payer) =>
    state.bidOrders.filter((bid) => bid.ownerAccountId === payer && payer !== '' && bid.status === 'BOOKED').map((bid) => bid.ancilOrderNo),

  find(state, payer, payableNo, _asked, now) {
    const bid = state.bidOrders.find(
      (candidate) => candidate.ancilOrderNo === payableNo && candidate.ownerAccountId === payer && payer !== '',
    );
    if (!bid) return undefined;
    const activity = state.auctions.find((candidate) => candidate.prodNo === bid.prodNo);
    const passed = now >= Date.parse(bid.depositDeadline);
    const status: TargetState = bid.depositPaidTime
      ? 'PAID'
      : bid.status === 'BOOKED'
        ? passed
          ? 'EXPIRED'
          : 'DUE'
        : bid.status === 'CANCELED' && bid.cancelTime && Date.parse(bid.cancelTime) >= Date.parse(bid.depositDeadline)
          ? 'EXPIRED'
          : 'GONE';
    return {
      kind: 'BID_DEPOSIT',
      payableNo,
      orderNo: bid.ancilOrderNo,
      amount: status === 'DUE' ? bid.depositAmount : 0,
      covers: `竞价保证金（${bid.seats}座 × ${formatFen(activity?.depositPerSeat ?? 0)}）`,
      title: `${activity?.title ?? bid.prodNo}（竞价订单${bid.ancilOrderNo}，${bid.seats}座）`,
      deadline: bid.depositDeadline,
      state: status,
    };
  },

  settle(state, payment, at, methodText) {
    const bid = state.bidOrders.find((candidate) => candidate.ancilOrderNo === payment.payableNo);
    if (!bid || bid.status !== 'BOOKED' || bid.depositAmount !== payment.amount + payment.points) return false;
    markDepositPaid(bid, payment.paymentNo, methodText, payment.by, at);
    return true;
  },

  describe: (payment) => `支付竞价订单${payment.payableNo}保证金`,
  byMilestone: false,
};

/** The deposit was paid: by a payment of the payable above, or in the seed (through rules/auction.ts). */
export function markDepositPaid(bid: Draft<BidOrderRecord>, paymentNo: string, methodText: string, by: string, at: number): void {
  bid.status = 'DEPOSIT_PAYED';
  bid.depositPaidTime = toGatewayIso(at);
  bid.paymentNo = paymentNo;
  bid.log.push(logEntry(at, 'PAY_DEPOSIT', `支付保证金${formatFen(bid.depositAmount)}（${methodText}）`, by));
}
