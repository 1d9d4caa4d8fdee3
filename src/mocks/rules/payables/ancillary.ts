import { earnPoints } from '../points';
import { toGatewayIso } from '../../time-format';
import type { PayableType, TargetState } from './types';

/** An ancillary item (meal, baggage, red-packet points) paid at the stand-alone cashier. */
export const ancillaryPayable: PayableType = {
  candidates: (state, payer) => state.ancillaryItems.filter((item) => item.ownerAccountId === payer).map((item) => item.payableNo),

  find(state, payer, payableNo, _asked, now) {
    const item = state.ancillaryItems.find((candidate) => candidate.payableNo === payableNo && candidate.ownerAccountId === payer);
    if (!item) return undefined;
    const passed = now >= Date.parse(item.deadline);
    const status: TargetState = item.status === 'PAYED' ? 'PAID' : item.status === 'CLOSED' ? 'GONE' : passed ? 'EXPIRED' : 'DUE';
    return {
      kind: 'ANCILLARY',
      payableNo,
      orderNo: item.orderNo,
      amount: status === 'DUE' ? item.amount : 0,
      covers: item.covers,
      title: item.title,
      deadline: item.deadline,
      state: status,
    };
  },

  settle(state, payment, at) {
    const item = state.ancillaryItems.find((candidate) => candidate.payableNo === payment.payableNo);
    if (!item || item.status !== 'UNPAID' || item.amount !== payment.amount + payment.points) return false;
    item.status = 'PAYED';
    item.paidTime = toGatewayIso(at);
    item.paymentNo = payment.paymentNo;
    if (item.ancillaryType === 'POINT' && item.points) earnPoints(state, item.ownerAccountId, item.points, `购买红包积分（${item.payableNo}）`, at);
    return true;
  },

  describe: (payment) => `支付附加服务${payment.payableNo}`,
};
