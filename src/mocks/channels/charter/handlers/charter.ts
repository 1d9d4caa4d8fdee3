import { charterApi } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import { authed } from '../../../gateway';
import { bookOrder, bookedAnswer, checkExpectedTotal, logEntry } from '../../../rules';
import { aircraftPool, aircraftSummary, charterIncludes, charterLogText, charterTripLegs, priceCharter } from '../rules/charter';
import { BOOKING } from '../../../kernel/rules/figures';
import { getState } from '../../../store';
import { groupOrderFields } from '../../../order/handlers/group-order';

/**
 * Charter (包机): the aircraft types chartered, a whole aircraft priced for a route and dates, and the
 * booking — a team order booked through `bookOrder` from the aircraft's pool (rules/charter.ts), its
 * seats the aircraft's, its fare one lump sum. Every call needs the 包机 function (DUE_CHARTER).
 */
export const charterHandlers = [
  authed(charterApi.aircraft, () => ({
    aircraftList: getState()
      .charterAircraft.map(aircraftSummary)
      .sort((a, b) => a.seats - b.seats),
    includes: charterIncludes(),
  })),

  authed(charterApi.quote, ({ body }) => ({ quote: priceCharter(getState(), body, clock.nowMs()).quote })),

  authed(charterApi.create, ({ body, account }) => {
    const now = clock.nowMs();
    const state = getState();
    // Checked and held in this one transaction: of two agencies after the last aircraft of a day, the second finds none.
    const booking = priceCharter(state, body, now);
    const { aircraft, quote } = booking;
    const counts = { adultCount: aircraft.seats, childCount: 0, infantCount: 0 };
    // `passengers` of a charter request is the number expected; names, if any, come as `names`.
    const { remark, ...fields } = groupOrderFields({ ...body, passengers: body.names }, counts);
    checkExpectedTotal(body.expectedTotal, quote.totalAmount);
    const legs = charterTripLegs(state, booking);
    const order = bookOrder(state, {
      kind: 'TEAM',
      channel: 'CHARTER',
      booker: account,
      cabin: BOOKING.groupCabin,
      ...fields,
      legs,
      pool: aircraftPool(aircraft.aircraftType),
      counts,
      fares: quote.fares,
      fareRules: quote.rules,
      ...(remark ? { remark } : {}),
      now,
    });
    order.log.push(logEntry(now, 'CHARTER', charterLogText(booking, legs), account.displayName));
    return bookedAnswer(order, now);
  }),
];
