import { formatFen } from '@/domain/format';
import { logEntry } from '../../../kernel/rules/log';
import { toGatewayIso } from '../../../kernel/time-format';
import type { PayableType, TargetState } from './types';

/** A supplementary payment the airline bills on an order (fare difference, fees), paid online. */
export const retroactivePayable: PayableType = {
  candidates: (state, payer) => state.retroOrders.filter((retro) => retro.ownerAccountId === payer).map((retro) => retro.retroNo),

  find(state, payer, payableNo, _asked, now) {
    const retro = state.retroOrders.find((candidate) => candidate.retroNo === payableNo && candidate.ownerAccountId === payer);
    if (!retro) return undefined;
    const passed = now >= Date.parse(retro.deadline);
    const status: TargetState =
      retro.status === 'PAYED' ? 'PAID' : retro.status === 'CANCELED' ? (passed ? 'EXPIRED' : 'GONE') : passed ? 'EXPIRED' : 'DUE';
    return {
      kind: 'RETROACTIVE',
      payableNo,
      orderNo: retro.orderNo,
      amount: status === 'DUE' ? retro.amount : 0,
      covers: `在线补款：${retro.reason}`,
      title: `订单${retro.orderNo}：${retro.detail}`,
      deadline: retro.deadline,
      state: status,
    };
  },

  settle(state, payment, at, methodText) {
    const retro = state.retroOrders.find((candidate) => candidate.retroNo === payment.payableNo);
    if (!retro || retro.status !== 'UNPAID' || retro.amount !== payment.amount + payment.points) return false;
    retro.status = 'PAYED';
    retro.paidTime = toGatewayIso(at);
    retro.paymentNo = payment.paymentNo;
    const order = state.orders.find((candidate) => candidate.orderNo === retro.orderNo);
    order?.log.push(
      logEntry(at, 'RETROACTIVE_PAY', `支付补款单${retro.retroNo}：${retro.reason}${formatFen(retro.amount)}（${methodText}）`, payment.by),
    );
    return true;
  },

  describe: (payment) => `支付订单${payment.orderNo}在线补款（${payment.payableNo}）`,
  byMilestone: false,
};
