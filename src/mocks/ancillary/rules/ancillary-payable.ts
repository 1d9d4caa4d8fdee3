import { markAncillaryPaid } from './ancillary';
import { earnPoints } from '../../payment/rules/points';
import type { PayableType, TargetState } from '../../payment/rules/payables/types';

/** An ancillary order (meals, baggage, red-packet points, …), paid through the payment screens or the stand-alone cashier. */
export const ancillaryPayable: PayableType = {
  candidates: (state, payer) =>
    state.ancillaryOrders.filter((record) => record.ownerAccountId === payer).map((record) => record.ancilOrderNo),

  find(state, payer, payableNo, _asked, now) {
    const record = state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payableNo && candidate.ownerAccountId === payer);
    if (!record) return undefined;
    const passed = now >= Date.parse(record.deadline);
    const status: TargetState = record.status === 'PAYED' ? 'PAID' : record.status !== 'UNPAID' ? 'GONE' : passed ? 'EXPIRED' : 'DUE';
    return {
      kind: 'ANCILLARY',
      payableNo,
      orderNo: record.orderNo,
      amount: status === 'DUE' ? record.amount : 0,
      covers: record.covers,
      title: record.title,
      deadline: record.deadline,
      state: status,
    };
  },

  settle(state, payment, at, methodText) {
    const record = state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payment.payableNo);
    if (!record || record.status !== 'UNPAID' || record.amount !== payment.amount + payment.points) return false;
    markAncillaryPaid(state, record, payment.paymentNo, methodText, payment.by, at);
    if (record.kind === 'POINT' && record.points)
      earnPoints(state, record.ownerAccountId, record.points, `购买红包积分（${record.ancilOrderNo}）`, at);
    return true;
  },

  describe: (payment) => `支付附加服务${payment.payableNo}`,
  byMilestone: false,
  ancillaryType: (state, payableNo) => state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payableNo)?.kind,
};
