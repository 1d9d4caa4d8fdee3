import { describe, expect, it } from 'vitest';
import { patternDates, weekdayNumberOfDate } from '@/domain/weekdays';
import { readSeriesState, regularFlow, seriesSearch, unregularFlow, writeSeriesState, type SeriesState } from '@/features/series/flow';

/** The series flow's address codec (定期 and 不定期) and the pattern's dates the form and the gateway share. */

const REGULAR: SeriesState = {
  from: 'SHA',
  to: 'PEK',
  weekdays: [2, 4],
  start: '2026-12-07',
  end: '2027-01-03',
  counts: { adultCount: 20, childCount: 1, infantCount: 0 },
  skip: ['2026-12-15'],
};
const UNREGULAR: SeriesState = {
  from: 'SHA',
  to: 'PEK',
  dates: ['2026-12-08', '2026-12-17'],
  counts: { adultCount: 12, childCount: 0, infantCount: 1 },
  skip: [],
};

const read = (type: 'REGULAR' | 'UNREGULAR', query: string) => readSeriesState(type, new URLSearchParams(query));

describe('series flow codec', () => {
  it('writes and reads back each type, the deselected dates included', () => {
    expect(writeSeriesState(REGULAR)).toBe('?from=SHA&to=PEK&wd=2%2C4&start=2026-12-07&end=2027-01-03&adt=20&chd=1&inf=0&skip=2026-12-15');
    expect(read('REGULAR', writeSeriesState(REGULAR))).toEqual(REGULAR);
    expect(read('UNREGULAR', writeSeriesState(UNREGULAR))).toEqual(UNREGULAR);
  });

  it('reads nothing usable from a malformed address, and cleans what it can', () => {
    expect(read('REGULAR', '?from=SHA&to=SHA&wd=2&start=2026-12-07&end=2026-12-31&adt=20')).toBeNull();
    expect(read('REGULAR', '?from=SHA&to=PEK&wd=9&start=2026-12-07&end=2026-12-31&adt=20')).toBeNull();
    expect(read('REGULAR', '?from=SHA&to=PEK&wd=2&start=2026-12-31&end=2026-12-07&adt=20')).toBeNull();
    expect(read('UNREGULAR', '?from=SHA&to=PEK&dates=&adt=20')).toBeNull();
    expect(read('REGULAR', '?from=SHA&to=PEK&wd=4,2,2,8&start=2026-12-07&end=2026-12-31&adt=20&skip=x,2026-12-10')).toMatchObject({
      weekdays: [2, 4],
      skip: ['2026-12-10'],
      counts: { adultCount: 20, childCount: 0, infantCount: 0 },
    });
    expect(read('UNREGULAR', '?from=SHA&to=PEK&dates=2026-12-17,2026-12-08,2026-12-17&adt=12')?.dates).toEqual([
      '2026-12-08',
      '2026-12-17',
    ]);
  });

  it('asks the gateway for the type’s dates, and the steps share the type’s routes', () => {
    expect(seriesSearch('REGULAR', REGULAR)).toEqual({
      seriesType: 'REGULAR',
      depAirport: 'SHA',
      arrAirport: 'PEK',
      weekdays: [2, 4],
      startDate: '2026-12-07',
      endDate: '2027-01-03',
      adultCount: 20,
      childCount: 1,
      infantCount: 0,
    });
    expect(seriesSearch('UNREGULAR', UNREGULAR)).toMatchObject({ seriesType: 'UNREGULAR', dates: ['2026-12-08', '2026-12-17'] });
    expect(regularFlow.href('confirm', REGULAR)).toMatch(/^\/agent\/due\/series\/regular-group\/confirm\?from=SHA/);
    expect(unregularFlow.href('departures', UNREGULAR)).toMatch(/^\/agent\/due\/series\/unregular-group\?from=SHA/);
    expect(regularFlow.backTo('confirm', null)).toBe('/agent/due/series/regular-group');
  });

  it('a pattern’s dates: its weekdays in the range, both ends included', () => {
    expect(patternDates([2, 4], '2026-12-07', '2027-01-03')).toEqual([
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
      '2026-12-17',
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
    ]);
    expect(patternDates([1], '2026-12-07', '2026-12-07')).toEqual(['2026-12-07']);
    expect(patternDates([3], '2026-12-07', '2026-12-08')).toEqual([]);
    expect(weekdayNumberOfDate('2026-12-13')).toBe(7);
  });
});
