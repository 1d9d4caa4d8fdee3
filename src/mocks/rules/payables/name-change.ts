import { formatFen } from '@/domain/format';
import { logEntry } from '../log';
import { departureMs, type OrderRecord } from '../order';
import { toGatewayIso } from '../../time-format';
import { orderTitle } from './order';
import type { PayableType, TargetState } from './types';

/** A confirmed name change's fee (per passenger changed), due before the first departure. */
export const nameChangePayable: PayableType = {
  candidates: (state, payer) =>
    (state.orders as OrderRecord[])
      .filter((order) => order.ownerAccountId === payer)
      .flatMap((order) => order.nameChanges.filter((change) => change.status === 'CONFIRMED').map((change) => change.changeNo)),

  find(state, payer, payableNo, _asked, now) {
    for (const order of state.orders as OrderRecord[]) {
      if (order.ownerAccountId !== payer) continue;
      const change = order.nameChanges.find((candidate) => candidate.changeNo === payableNo);
      if (!change) continue;
      const deadline = toGatewayIso(departureMs(order.segments[0]!));
      const status: TargetState =
        change.status === 'PAYED' ? 'PAID' : change.status !== 'CONFIRMED' ? 'GONE' : now >= Date.parse(deadline) ? 'EXPIRED' : 'DUE';
      return {
        kind: 'NAME_CHANGE',
        payableNo,
        orderNo: order.orderNo,
        amount: status === 'DUE' ? change.totalFee : 0,
        covers: `名单变更费（${change.items.length}人 × ${formatFen(change.feePerPassenger)}）`,
        title: orderTitle(order),
        deadline,
        state: status,
      };
    }
    return undefined;
  },

  settle(state, payment, at, methodText) {
    const order = state.orders.find((candidate) => candidate.orderNo === payment.orderNo);
    const change = order?.nameChanges.find((candidate) => candidate.changeNo === payment.payableNo);
    if (!order || !change || change.status !== 'CONFIRMED' || change.totalFee !== payment.amount + payment.points) return false;
    change.status = 'PAYED';
    order.log.push(logEntry(at, 'NAME_CHANGE_PAY', `支付名单变更费${formatFen(change.totalFee)}（${change.changeNo}；${methodText}）`, payment.by));
    return true;
  },

  describe: (payment) => `支付订单${payment.orderNo}名单变更费（${payment.payableNo}）`,
};
