import { describe, expect, it } from 'vitest';
import { readScatteredState, scatteredSearch, scatteredSelections, type ScatteredState } from '@/features/scattered/flow';
import { changeSearch, readChangeState } from '@/features/scattered/change-state';
import { arrangeFlights } from '@/features/scattered/shopping';
import type { ScatteredFlightOffer } from '@/lib/gateway';

/** The scattered booking's address codec, the change flow's, and the shopping's sort and departure windows. */

const STATE: ScatteredState = {
  trip: { from: 'PVG', to: 'CTU', date: '2026-12-01', trip: 'RT', ret: '2026-12-05' },
  counts: { adultCount: 2, childCount: 0, infantCount: 0 },
  out: { flightNo: 'XY5101', cabin: 'B' },
  in: { flightNo: 'XY5102', cabin: 'B' },
  seen: [163000, 163000],
  pnr: 'KQ7M2A',
};

const flight = (flightNo: string, depTime: string, fares: number[]): ScatteredFlightOffer =>
  ({ flightNo, depTime, cabins: fares.map((ADT) => ({ fares: { ADT, CHD: 0, INF: 0 } })) }) as unknown as ScatteredFlightOffer;

describe('scattered flow codec', () => {
  it('writes and reads back the search, the choice, the fares seen and the PNR; both legs chosen make the selections', () => {
    expect(readScatteredState(new URLSearchParams(scatteredSearch(STATE)))).toEqual(STATE);
    expect(scatteredSelections(STATE)).toEqual([
      { direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'B', seenFare: 163000 },
      { direction: 'I', flightNo: 'XY5102', flightDate: '2026-12-05', cabin: 'B', seenFare: 163000 },
    ]);
    expect(scatteredSelections({ ...STATE, in: undefined })).toBeNull();
    expect(readScatteredState(new URLSearchParams('?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=1&pnr=bad!&seen=x'))).toEqual({
      trip: { from: 'PVG', to: 'CTU', date: '2026-12-01', trip: 'OW' },
      counts: { adultCount: 1, childCount: 0, infantCount: 0 },
      count: undefined,
      out: undefined,
      in: undefined,
    });
  });

  it('keeps the change flow in the address, dropping what does not belong to the order', () => {
    const state = {
      orderNo: 'SO300103',
      passengerIds: ['SO300103-P001'],
      segmentNo: 1,
      flightDate: '2026-12-06',
      flightNo: 'XY5105',
      cabin: 'Y',
    };
    expect(readChangeState(new URLSearchParams(changeSearch(state)))).toEqual(state);
    expect(readChangeState(new URLSearchParams('?orderNo=SO300103&pax=TO100101-P001&seg=x&flight=bad'))).toEqual({ orderNo: 'SO300103' });
    expect(readChangeState(new URLSearchParams('?orderNo=TO100101'))).toBeNull();
  });
});

describe('shopping: sort and departure windows', () => {
  const flights = [
    flight('XY5105', '20:10', [90000, 120000]),
    flight('XY5101', '08:35', [100000]),
    flight('XY5103', '13:15', [80000, 150000]),
  ];
  it('sorts by departure time or by the lowest adult fare, and keeps a window’s departures', () => {
    expect(arrangeFlights(flights, 'time', 'all').map((item) => item.flightNo)).toEqual(['XY5101', 'XY5103', 'XY5105']);
    expect(arrangeFlights(flights, 'price', 'all').map((item) => item.flightNo)).toEqual(['XY5103', 'XY5105', 'XY5101']);
    expect(arrangeFlights(flights, 'time', 'afternoon').map((item) => item.flightNo)).toEqual(['XY5103']);
    expect(arrangeFlights(flights, 'price', 'evening').map((item) => item.flightNo)).toEqual(['XY5105']);
  });
});
