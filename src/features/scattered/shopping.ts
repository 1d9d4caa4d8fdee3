import type { ScatteredFlightOffer } from '@/lib/gateway';

/** Departure windows of the shopping filter (local hours, from ≤ time < to). */
export const WINDOWS = [
  { value: 'all', label: '全部时段', from: '00:00', to: '24:00' },
  { value: 'morning', label: '上午 06:00-12:00', from: '06:00', to: '12:00' },
  { value: 'afternoon', label: '下午 12:00-18:00', from: '12:00', to: '18:00' },
  { value: 'evening', label: '晚上 18:00-24:00', from: '18:00', to: '24:00' },
] as const;
export type WindowKey = (typeof WINDOWS)[number]['value'];
export type SortKey = 'time' | 'price';

const cheapest = (flight: ScatteredFlightOffer) => Math.min(...flight.cabins.map((cabin) => cabin.fares.ADT), Number.MAX_SAFE_INTEGER);

/** The flights of a leg in the window, by departure time or by the lowest adult fare. */
export function arrangeFlights(flights: readonly ScatteredFlightOffer[], sort: SortKey, window: WindowKey): ScatteredFlightOffer[] {
  const { from, to } = WINDOWS.find((candidate) => candidate.value === window)!;
  const shown = flights.filter((flight) => flight.depTime >= from && flight.depTime < to);
  return [...shown].sort((a, b) => (sort === 'price' ? cheapest(a) - cheapest(b) : 0) || a.depTime.localeCompare(b.depTime));
}
