import type { Draft } from 'immer';
import { RECORD_NUMBERS } from '@/domain/figures';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import type { AncillaryOrderRecord } from './ancillary-records';
import type { OrderRecord } from '../../order/rules/order-records';

/**
 * Opening an ancillary order: what the ancillary rules, a delay (ancillary-delay.ts) and a name change
 * (order-passengers.ts) share, apart from the rest of the ancillary rules so that none of them imports the
 * others back.
 */

const NUMBER_PREFIX = RECORD_NUMBERS.ancillaryOrder.prefix;
const NUMBER_START = 300_001;

/** The next ancillary order number: AN300001, AN300002, … after every AN number there is (name changes saved before version 9 keep their NC numbers). */
export function nextAncillaryNo(state: AnyState): string {
  const last = state.ancillaryOrders
    .filter((record) => record.ancilOrderNo.startsWith(NUMBER_PREFIX))
    .reduce((max, record) => Math.max(max, Number(record.ancilOrderNo.slice(NUMBER_PREFIX.length)) || 0), NUMBER_START - 1);
  return `${NUMBER_PREFIX}${last + 1}`;
}

export interface AncillaryOpening extends Pick<
  AncillaryOrderRecord,
  'kind' | 'status' | 'title' | 'covers' | 'lines' | 'deadline' | 'createdBy'
> {
  changes?: AncillaryOrderRecord['changes'];
  delay?: AncillaryOrderRecord['delay'];
  points?: number;
  at: number;
}

/** Opens an ancillary order of the order's owner with the next number; its amount is its lines'. */
export function openAncillaryOrder(
  state: Draft<SimulatorState>,
  order: Pick<OrderRecord, 'orderNo' | 'ownerAccountId'>,
  opening: AncillaryOpening,
): Draft<AncillaryOrderRecord> {
  const { at, ...fields } = opening;
  const record: AncillaryOrderRecord = {
    ...fields,
    ancilOrderNo: nextAncillaryNo(state),
    orderNo: order.orderNo,
    ownerAccountId: order.ownerAccountId,
    amount: opening.lines.reduce((sum, line) => sum + line.amount, 0),
    createTime: toGatewayIso(at),
  };
  state.ancillaryOrders.push(record);
  return record;
}
