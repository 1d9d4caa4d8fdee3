import { formatFen } from '@/domain/format';
import type { SimulatorState } from '../../state';
import type { Draft } from 'immer';
import { writeTransaction } from './prepaid';

/**
 * Deposits frozen in the prepaid account (domain.md "Money"): a team deposit paid from the prepaid
 * account is frozen there until the order is paid in full (then it becomes fare) or ends unpaid (then
 * it is forfeited).
 */

/** Releases the order's frozen deposit: it became fare (order paid) or was forfeited (order ended unpaid). */
export function releaseHolds(state: Draft<SimulatorState>, orderNo: string, at: number): void {
  const order = state.orders.find((candidate) => candidate.orderNo === orderNo);
  for (const payment of state.payments) {
    if (payment.orderNo !== orderNo || payment.hold !== 'HELD') continue;
    payment.hold = 'RELEASED';
    const forfeited = order?.status === 'CANCELED';
    writeTransaction(
      state,
      payment.payerAccountId,
      {
        // The frozen deposit leaves the account either way: as fare, or kept by the airline.
        kind: forfeited ? 'FORFEIT' : 'UNFREEZE',
        amount: -payment.amount,
        availableChange: 0,
        frozenChange: -payment.amount,
        orderNo,
        paymentNo: payment.paymentNo,
        method: 'PREPAID',
        description: forfeited
          ? `订单${orderNo}已取消，冻结的定金${formatFen(payment.amount)}不予退还`
          : `订单${orderNo}已付清，冻结的定金${formatFen(payment.amount)}转为票款`,
      },
      at,
    );
  }
}
