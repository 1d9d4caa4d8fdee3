import { PassengerType } from '@/domain/passenger';
import type { PassengerCounts, PassengerInput } from '@/lib/gateway/endpoints';
import { invalidParam, optionalRemark, refuse } from '../../gateway';
import { requireBoundedText } from '../../kernel/refusal';
import { BOOKING, bookedAnswer, bookOrder, countOf, requireContact, type BookOrderRequest } from '../../rules';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * A group order as every group channel books it (temporary, series, charter, promotional): its own
 * fields as sent and the booking itself. The order core's, not one channel's, so the channels' handlers
 * never import each other.
 */

const PASSENGER_TYPES = PassengerType.values;

/** The passengers as sent (openOrder validates each one); their counts by type. */
export function requirePassengers(value: unknown, required: boolean): { passengers: PassengerInput[]; counts: PassengerCounts } {
  if (value === undefined || value === null) {
    if (required) throw invalidParam('请填写乘机人');
    return { passengers: [], counts: { adultCount: 0, childCount: 0, infantCount: 0 } };
  }
  if (!Array.isArray(value)) throw invalidParam('乘机人须为列表');
  const passengers = value as PassengerInput[];
  passengers.forEach((passenger, index) => {
    if (typeof passenger !== 'object' || passenger === null || !PassengerType.is(passenger.passengerType)) {
      throw refuse('PASSENGER_INVALID', { row: index + 1, field: '旅客类型', reason: '须为成人、儿童或婴儿' });
    }
  });
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.passengerType === type).length;
  return { passengers, counts: { adultCount: count('ADT'), childCount: count('CHD'), infantCount: count('INF') } };
}

const requireGroupName = (value: unknown) => requireBoundedText(value, { label: '团队名称', max: BOOKING.groupNameMaxLength });

/** A group order's own fields as sent (name, contact, remark, names so far): never more names of a type than booked. */
export function groupOrderFields(
  body: { groupName?: unknown; contact?: unknown; remark?: unknown; passengers?: unknown },
  counts: PassengerCounts,
) {
  const groupName = requireGroupName(body.groupName);
  const contact = requireContact(body.contact);
  const remark = optionalRemark(body.remark);
  const named = requirePassengers(body.passengers, false);
  if (PASSENGER_TYPES.some((type) => countOf(named.counts, type) > countOf(counts, type))) {
    const text = (type: PassengerType) => `${PassengerType.label(type)}${countOf(named.counts, type)}/${countOf(counts, type)}`;
    throw invalidParam(`已录入的名单多于预订人数：${PASSENGER_TYPES.map(text).join('，')}`);
  }
  return { groupName, contact, remark, passengers: named.passengers };
}

/** Books a group order from its checked fields: a team order in the group class, its seats from `booking.pool`. */
export function bookGroupOrder(
  account: AccountRecord,
  { remark, ...fields }: ReturnType<typeof groupOrderFields>,
  booking: Pick<BookOrderRequest, 'channel' | 'legs' | 'pool' | 'counts' | 'fares' | 'links' | 'fareRules'>,
  now: number,
) {
  const order = bookOrder(getState(), {
    kind: 'TEAM',
    booker: account,
    cabin: BOOKING.groupCabin,
    ...fields,
    ...booking,
    ...(remark ? { remark } : {}),
    now,
  });
  return bookedAnswer(order, now);
}
