import type { Draft } from 'immer';
import { aircraftPool, charterLogText, charterTripLegs, priceCharter, type CharterAircraftRecord } from '../rules/charter';
import type { SeededCharter } from '../../../order/seed/orders';
import type { ScheduledFlight, SimulatorState } from '../../../state';
import { AIRCRAFT } from '../../../catalogue/seed/flights';

/**
 * The aircraft types the airline charters (包机): its own fleet's types with every seat of their cabins
 * (seed/flights.ts AIRCRAFT), a price per block hour and how many of each are free for charters on a
 * day. None is held at seed time; the seeded charter order (seed/orders.ts) holds its own.
 */
const TYPES: [aircraftType: keyof typeof AIRCRAFT, name: string, hourlyRateYuan: number, fleet: number][] = [
  ['A320', '空客A320', 70_000, 2],
  ['B737-800', '波音737-800', 72_000, 2],
  ['A321', '空客A321', 80_000, 1],
  ['B787-9', '波音787-9', 165_000, 1],
  ['A330-300', '空客A330-300', 150_000, 1],
];

export function seedCharterAircraft(): CharterAircraftRecord[] {
  return TYPES.map(([aircraftType, name, rate, fleet]) => {
    const { first, economy } = AIRCRAFT[aircraftType]!;
    return {
      aircraftType,
      name,
      seats: first + economy,
      cabins: `头等舱${first}座、经济舱${economy}座`,
      fleet,
      hourlyRate: rate * 100,
      held: {},
    };
  });
}

/**
 * The seeded charter order's aircraft, flights and lump sum, priced and numbered by the charter rules at
 * its booking time `created`: what the order core's seed books it with (seedOrderSteps), at the turn it
 * always had there. `flights` are the route's scheduled flights and dates, out and (when a round trip) back.
 */
export function seedCharterBooking(
  state: Draft<SimulatorState>,
  flights: readonly { flight: ScheduledFlight; date: string }[],
  charter: { aircraftType: string; passengers: number },
  created: number,
): SeededCharter {
  const [out, back] = flights;
  const booking = priceCharter(
    state as SimulatorState,
    {
      aircraftType: charter.aircraftType,
      depAirport: out!.flight.depAirport,
      arrAirport: out!.flight.arrAirport,
      tripType: back ? 'RT' : 'OW',
      flightDate: out!.date,
      ...(back ? { returnDate: back.date } : {}),
      passengers: charter.passengers,
    },
    created,
  );
  const legs = charterTripLegs(state, booking);
  return {
    legs,
    pool: aircraftPool(booking.aircraft.aircraftType),
    seats: booking.aircraft.seats,
    fares: booking.quote.fares,
    fareRules: booking.quote.rules,
    logText: charterLogText(booking, legs),
  };
}
