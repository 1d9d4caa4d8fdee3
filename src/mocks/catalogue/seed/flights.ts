import type { ScheduledFlight, SeatCount } from '../../state';
import { toGatewayDate } from '../../kernel/time-format';
import { distanceKm } from '../../kernel/airports';
import { DAY } from '../../kernel/rules/figures';

/**
 * The airline's timetable (XY, "祥云航空"): trunk routes between 18 mainland airports, most of them
 * daily, with return directions so round trips work. Every flight named by a seeded flight-change notice
 * is here with the route and times the notice calls original. Narrowbodies sell about a third of their
 * economy seats to groups; widebodies (A330 / B787) hold up to 200 group seats, for the large groups.
 *
 * Seats: `cabinSeats` is what individual bookings can buy (F first class, Y full-fare economy, B the
 * discounted economy class), `groupQuota` the rest of economy, sold to groups only.
 */

const DAILY = [1, 2, 3, 4, 5, 6, 7];

interface AircraftConfig {
  first: number;
  economy: number;
  groupQuota: number;
}

export const AIRCRAFT: Record<string, AircraftConfig> = {
  A320: { first: 8, economy: 150, groupQuota: 50 },
  A321: { first: 8, economy: 182, groupQuota: 60 },
  'B737-800': { first: 8, economy: 156, groupQuota: 50 },
  'A330-300': { first: 12, economy: 280, groupQuota: 200 },
  'B787-9': { first: 12, economy: 278, groupQuota: 200 },
};

/** [flightNo, dep, arr, depTime, arrTime, aircraft, weekdays?] */
type Row = [string, string, string, string, string, keyof typeof AIRCRAFT, number[]?];

const TIMETABLE: Row[] = [
  // Shanghai – Chengdu
  ['XY5101', 'PVG', 'CTU', '08:35', '11:50', 'A321'],
  ['XY5103', 'PVG', 'CTU', '13:15', '16:30', 'A330-300'],
  ['XY5105', 'PVG', 'CTU', '20:10', '23:20', 'A320'],
  ['XY5102', 'CTU', 'PVG', '12:50', '15:35', 'A321'],
  ['XY5104', 'CTU', 'PVG', '17:40', '20:30', 'A330-300'],
  ['XY5119', 'PVG', 'TFU', '06:50', '10:05', 'A321'],
  ['XY5120', 'TFU', 'PVG', '11:20', '14:10', 'A321'],
  ['XY5463', 'CTU', 'SHA', '18:10', '20:50', 'A320'],
  ['XY5465', 'CTU', 'SHA', '19:30', '22:10', 'A320'],
  ['XY5461', 'SHA', 'CTU', '09:05', '12:15', 'A320'],
  // Shanghai – Beijing
  ['XY5451', 'SHA', 'PEK', '07:30', '09:45', 'A321'],
  ['XY5453', 'SHA', 'PEK', '12:00', '14:20', 'A330-300'],
  ['XY5452', 'PEK', 'SHA', '10:45', '13:00', 'A321'],
  ['XY5454', 'PEK', 'SHA', '16:30', '18:45', 'A330-300'],
  ['XY5001', 'PVG', 'PKX', '09:20', '11:40', 'B787-9'],
  ['XY5002', 'PKX', 'PVG', '13:10', '15:25', 'B787-9'],
  // Shanghai – south
  ['XY5011', 'PVG', 'CAN', '08:00', '10:35', 'A330-300'],
  ['XY5012', 'CAN', 'PVG', '12:05', '14:25', 'A330-300'],
  ['XY5021', 'PVG', 'SZX', '10:30', '13:05', 'A321'],
  ['XY5022', 'SZX', 'PVG', '14:30', '16:55', 'A321'],
  ['XY5031', 'PVG', 'SYX', '09:45', '13:10', 'B787-9'],
  ['XY5032', 'SYX', 'PVG', '14:40', '17:50', 'B787-9'],
  ['XY5125', 'SHA', 'XIY', '19:40', '22:15', 'B737-800'],
  ['XY5126', 'XIY', 'SHA', '07:20', '09:40', 'B737-800'],
  ['XY5341', 'CKG', 'PVG', '16:20', '18:40', 'A321'],
  ['XY5342', 'PVG', 'CKG', '10:10', '13:00', 'A321'],
  // Beijing – south and west
  ['XY5203', 'PEK', 'CAN', '13:20', '16:35', 'A330-300'],
  ['XY5205', 'PEK', 'CAN', '15:10', '18:25', 'A330-300'],
  ['XY5271', 'CAN', 'PEK', '20:00', '23:15', 'A321'],
  ['XY5273', 'CAN', 'PEK', '09:40', '12:55', 'A330-300'],
  ['XY5211', 'PEK', 'CTU', '08:15', '11:15', 'B787-9'],
  ['XY5212', 'CTU', 'PEK', '12:40', '15:30', 'B787-9'],
  ['XY5221', 'PKX', 'SYX', '08:50', '12:55', 'A330-300'],
  ['XY5222', 'SYX', 'PKX', '14:10', '18:05', 'A330-300'],
  ['XY5231', 'PEK', 'KMG', '07:55', '11:35', 'A321'],
  ['XY5232', 'KMG', 'PEK', '13:00', '16:30', 'A321'],
  ['XY5402', 'XIY', 'PKX', '12:40', '14:50', 'A320'],
  ['XY5401', 'PKX', 'XIY', '09:00', '11:15', 'A320'],
  ['XY5241', 'PEK', 'SZX', '18:30', '21:50', 'A321'],
  ['XY5242', 'SZX', 'PEK', '07:40', '10:55', 'A321'],
  ['XY5251', 'PEK', 'HGH', '11:10', '13:20', 'B737-800'],
  ['XY5252', 'HGH', 'PEK', '15:00', '17:15', 'B737-800'],
  ['XY5261', 'PEK', 'XMN', '09:10', '12:10', 'B737-800', [1, 3, 5, 7]],
  ['XY5262', 'XMN', 'PEK', '13:30', '16:30', 'B737-800', [1, 3, 5, 7]],
  // South and west
  ['XY5311', 'SZX', 'KMG', '07:50', '10:30', 'B737-800'],
  ['XY5312', 'KMG', 'SZX', '11:40', '14:05', 'B737-800'],
  ['XY5321', 'CAN', 'CTU', '10:05', '12:35', 'A320'],
  ['XY5322', 'CTU', 'CAN', '13:40', '16:05', 'A320'],
  ['XY5331', 'CAN', 'SYX', '16:45', '18:05', 'A320'],
  ['XY5332', 'SYX', 'CAN', '19:00', '20:20', 'A320'],
  ['XY5351', 'SZX', 'CKG', '08:25', '10:40', 'B737-800'],
  ['XY5352', 'CKG', 'SZX', '11:50', '14:00', 'B737-800'],
  ['XY5385', 'KMG', 'HGH', '13:55', '16:50', 'A320'],
  ['XY5386', 'HGH', 'KMG', '08:20', '11:35', 'A320'],
  // East and centre
  ['XY5167', 'HGH', 'TFU', '14:05', '17:00', 'B787-9'],
  ['XY5168', 'TFU', 'HGH', '18:20', '21:00', 'B787-9'],
  ['XY5233', 'NKG', 'XMN', '09:30', '11:20', 'B737-800'],
  ['XY5235', 'NKG', 'XMN', '11:45', '13:35', 'B737-800'],
  ['XY5234', 'XMN', 'NKG', '14:30', '16:15', 'B737-800'],
  ['XY5157', 'WUH', 'SZX', '10:15', '12:10', 'B737-800'],
  ['XY5158', 'SZX', 'WUH', '13:20', '15:10', 'B737-800'],
  ['XY5171', 'NKG', 'CAN', '07:45', '10:05', 'A320'],
  ['XY5172', 'CAN', 'NKG', '11:15', '13:25', 'A320'],
  ['XY5181', 'TAO', 'CSX', '10:20', '12:45', 'A320', [2, 4, 6]],
  ['XY5182', 'CSX', 'TAO', '13:50', '16:10', 'A320', [2, 4, 6]],
  ['XY5191', 'HGH', 'SYX', '12:30', '15:35', 'A321'],
  ['XY5192', 'SYX', 'HGH', '16:40', '19:30', 'A321'],
];

function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Y full fare per adult in fen: a base of ¥300 plus ¥1.10 per great-circle km, rounded to ¥10 —
 * Shanghai–Chengdu comes out near ¥2,200, Shanghai–Beijing near ¥1,600.
 */
export function fullFareForDistance(km: number): number {
  return Math.round((300 + km * 1.1) / 10) * 10 * 100;
}

export function seedFlights(): ScheduledFlight[] {
  return TIMETABLE.map(([flightNo, dep, arr, depTime, arrTime, aircraftType, weekdays]) => {
    const config = AIRCRAFT[aircraftType] ?? { first: 8, economy: 150, groupQuota: 50 };
    const individualEconomy = config.economy - config.groupQuota;
    const discounted = Math.round(individualEconomy * 0.3);
    return {
      flightNo,
      depAirport: dep,
      arrAirport: arr,
      depTime,
      arrTime,
      aircraftType,
      durationMinutes: (minutesOf(arrTime) - minutesOf(depTime) + 24 * 60) % (24 * 60),
      weekdays: weekdays ?? DAILY,
      cabinSeats: { F: config.first, Y: individualEconomy - discounted, B: discounted },
      groupQuota: config.groupQuota,
      baseFare: fullFareForDistance(distanceKm(dep, arr)),
    };
  });
}

/**
 * Departures sold by others before the demo starts: one sold out, some nearly full. Added on top of
 * `base` (the seats the seeded orders hold), never beyond a flight's seats.
 */
export const SOLD_OUT_DEPARTURE = { flightNo: 'XY5105', daysAhead: 2 } as const;

type Sold = number | 'all';

const BACKGROUND_SALES: { flightNo: string; daysAhead: number; group: Sold; cabins: Record<string, Sold> }[] = [
  // PVG→CTU 20:10 the day after tomorrow: nothing left for anyone (tests and the demo's "售罄").
  { ...SOLD_OUT_DEPARTURE, group: 'all', cabins: { F: 'all', Y: 'all', B: 'all' } },
  // SZX→PVG in ten days: 5 group seats and 2 discounted seats left.
  { flightNo: 'XY5022', daysAhead: 10, group: 55, cabins: { B: 35, Y: 60 } },
  // SHA→PEK in three days: the discounted class sold out, first class nearly.
  { flightNo: 'XY5451', daysAhead: 3, group: 20, cabins: { B: 'all', F: 6, Y: 40 } },
];

export function seedSeatInventory(
  now: number,
  flights: readonly ScheduledFlight[],
  base: Record<string, SeatCount> = {},
): Record<string, SeatCount> {
  const inventory: Record<string, SeatCount> = { ...base };
  const add = (already: number, sold: Sold, capacity: number) => (sold === 'all' ? capacity : Math.min(capacity, already + sold));
  for (const sale of BACKGROUND_SALES) {
    const flight = flights.find((candidate) => candidate.flightNo === sale.flightNo);
    if (!flight) continue;
    const key = `${sale.flightNo}|${toGatewayDate(now + sale.daysAhead * DAY)}`;
    const before = inventory[key] ?? { group: 0, cabins: {} };
    const cabins = { ...before.cabins };
    for (const [cabin, sold] of Object.entries(sale.cabins)) {
      cabins[cabin] = add(cabins[cabin] ?? 0, sold, flight.cabinSeats[cabin] ?? 0);
    }
    inventory[key] = { group: add(before.group, sale.group, flight.groupQuota), cabins };
  }
  return inventory;
}
