import { describe, expect, it } from 'vitest';
import { airportMatches } from '@/components/booking/airports';
import { bookingSearch, readBookingState, toFlightSearch, toSelections } from '@/lib/booking-search';

const read = (query: string) => readBookingState(new URLSearchParams(query));

describe('the booking address', () => {
  it('round-trips a round trip with counts, group size and both choices', () => {
    const state = {
      trip: { from: 'PVG', to: 'CTU', date: '2026-12-01', trip: 'RT' as const, ret: '2026-12-05' },
      counts: { adultCount: 2, childCount: 1, infantCount: 1 },
      count: 3,
      out: { flightNo: 'XY5101', cabin: 'Y' },
      in: { flightNo: 'XY5102', cabin: 'B' },
    };
    const search = bookingSearch(state);
    expect(search).toBe('?from=PVG&to=CTU&date=2026-12-01&trip=RT&ret=2026-12-05&count=3&adt=2&chd=1&inf=1&out=XY5101%7EY&in=XY5102%7EB');
    expect(read(search)).toEqual(state);
    expect(toFlightSearch(state.trip)).toEqual({
      depAirport: 'PVG',
      arrAirport: 'CTU',
      flightDate: '2026-12-01',
      tripType: 'RT',
      returnDate: '2026-12-05',
    });
    expect(toSelections(state)).toEqual([
      { direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'Y' },
      { direction: 'I', flightNo: 'XY5102', flightDate: '2026-12-05', cabin: 'B' },
    ]);
  });

  it('reads a group choice without a cabin, and no selections while a leg is unchosen', () => {
    const state = read('from=PVG&to=CTU&date=2026-12-01&trip=OW&count=20&out=XY5103');
    expect(state).toEqual({
      trip: { from: 'PVG', to: 'CTU', date: '2026-12-01', trip: 'OW' },
      counts: undefined,
      count: 20,
      out: { flightNo: 'XY5103' },
      in: undefined,
    });
    expect(toSelections(state!)).toEqual([{ direction: 'O', flightNo: 'XY5103', flightDate: '2026-12-01' }]);
    expect(toSelections(read('from=PVG&to=CTU&date=2026-12-01&trip=RT&ret=2026-12-03&out=XY5103')!)).toBeNull();
  });

  it('refuses a malformed itinerary: same airports, bad dates, a return before departure', () => {
    expect(read('from=PVG&to=PVG&date=2026-12-01&trip=OW')).toBeNull();
    expect(read('from=pvg&to=CTU&date=2026-12-01&trip=OW')).toBeNull();
    expect(read('from=PVG&to=CTU&date=12/01&trip=OW')).toBeNull();
    expect(read('from=PVG&to=CTU&date=2026-12-05&trip=RT&ret=2026-12-01')).toBeNull();
    expect(read('from=PVG&to=CTU&date=2026-12-05&trip=RT')).toBeNull();
    // Counts need adults; a bad flight number is no choice.
    expect(read('from=PVG&to=CTU&date=2026-12-01&chd=1&out=X')?.counts).toBeUndefined();
    expect(read('from=PVG&to=CTU&date=2026-12-01&chd=1&out=X')?.out).toBeUndefined();
  });
});

describe('airport type-ahead', () => {
  const pvg = { code: 'PVG', name: '上海浦东', city: '上海', cityPinyin: 'shanghai' };
  it('matches code, name, city, pinyin and pinyin initials', () => {
    for (const text of ['pv', 'PVG', '浦东', '上海', 'shang', 'sh']) expect(airportMatches(pvg, text)).toBe(true);
    for (const text of ['ctu', '成都', 'chengdu', 'cd']) expect(airportMatches(pvg, text)).toBe(false);
  });
});
