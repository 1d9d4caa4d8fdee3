import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { BulletinCategory } from '@/domain/bulletin';
import {
  booleanFilter,
  dateFilter,
  dateRangeFilter,
  enumFilter,
  fromFilterFormValues,
  listSearch,
  nextListSearch,
  numberFilter,
  readListParams,
  textFilter,
  toFilterFormValues,
} from '@/lib/list-params';

/** One filter of every type, as a list definition declares them. */
const FILTERS = {
  flightNo: textFilter({ normalize: (text) => text.toUpperCase() }),
  category: enumFilter(BulletinCategory),
  departDate: dateFilter(),
  flightDates: dateRangeFilter('flightDateStart', 'flightDateEnd'),
  confirmed: booleanFilter(),
  minSeats: numberFilter({ integer: true, min: 1 }),
};

const read = (query: string) => readListParams(new URLSearchParams(query), FILTERS);

describe('address → typed params', () => {
  it('reads page and every filter type, typed', () => {
    expect(
      read(
        'currentPage=2&perSize=20&flightNo=%20xy5101%20&category=POLICY&departDate=2026-12-01' +
          '&flightDateStart=2026-12-01&flightDateEnd=2026-12-31&confirmed=false&minSeats=12&other=1',
      ),
    ).toEqual({
      currentPage: 2,
      perSize: 20,
      flightNo: 'XY5101',
      category: 'POLICY',
      departDate: '2026-12-01',
      flightDateStart: '2026-12-01',
      flightDateEnd: '2026-12-31',
      confirmed: false,
      minSeats: 12,
    });
  });

  it('drops what is not a valid value instead of sending it, and pages from 1', () => {
    expect(read('currentPage=-1&perSize=abc&flightNo=%20&category=NOPE&departDate=2026-02-30&confirmed=yes&minSeats=1.5')).toEqual({
      currentPage: 1,
      perSize: 10,
    });
    expect(read('minSeats=0')).toEqual({ currentPage: 1, perSize: 10 });
  });

  it('keeps a range only with both ends, in order', () => {
    expect(read('flightDateStart=2026-12-01')).toEqual({ currentPage: 1, perSize: 10 });
    expect(read('flightDateStart=2026-12-31&flightDateEnd=2026-12-01')).toMatchObject({
      flightDateStart: '2026-12-01',
      flightDateEnd: '2026-12-31',
    });
  });

  it('takes the list’s own page size when the address has none', () => {
    expect(readListParams(new URLSearchParams(''), {}, 5)).toEqual({ currentPage: 1, perSize: 5 });
  });
});

describe('typed params ⇄ form values', () => {
  it('gives the form Dayjs for dates, [Dayjs, Dayjs] for a range and strings for booleans', () => {
    const form = toFilterFormValues(
      FILTERS,
      read('departDate=2026-12-01&flightDateStart=2026-12-01&flightDateEnd=2026-12-31&confirmed=true&minSeats=3'),
    );
    expect(form.departDate?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(form.flightDates?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-12-01', '2026-12-31']);
    expect(form.confirmed).toBe('true');
    expect(form.minSeats).toBe(3);
    // Every filter is named, unset ones undefined, so the bar clears what the address dropped.
    expect(Object.keys(form).sort()).toEqual(Object.keys(FILTERS).sort());
    expect(form.flightNo).toBeUndefined();
  });

  it('splits a range into its two params and cleans text', () => {
    expect(
      fromFilterFormValues(FILTERS, {
        flightNo: ' xy51 ',
        flightDates: [dayjs('2026-12-31'), dayjs('2026-12-01')],
        confirmed: 'false',
        category: undefined,
      }),
    ).toEqual({
      flightNo: 'XY51',
      category: undefined,
      departDate: undefined,
      flightDateStart: '2026-12-01',
      flightDateEnd: '2026-12-31',
      confirmed: false,
      minSeats: undefined,
    });
  });

  it('round-trips through the address', () => {
    const params = fromFilterFormValues(FILTERS, {
      flightNo: 'XY5101',
      category: 'PROMOTION',
      departDate: dayjs('2026-12-05'),
      flightDates: [dayjs('2026-12-01'), dayjs('2026-12-31')],
      confirmed: 'true',
      minSeats: 20,
    });
    const search = nextListSearch(new URLSearchParams('currentPage=3'), FILTERS, params);
    expect(search.toString()).toBe(
      'flightNo=XY5101&category=PROMOTION&departDate=2026-12-05&flightDateStart=2026-12-01&flightDateEnd=2026-12-31&confirmed=true&minSeats=20',
    );
    expect(readListParams(search, FILTERS)).toEqual({ currentPage: 1, perSize: 10, ...params });
  });
});

describe('address changes', () => {
  it('starts new filters from page 1 and deletes cleared ones', () => {
    const previous = new URLSearchParams('currentPage=4&flightNo=XY5101&confirmed=true&tab=x');
    expect(nextListSearch(previous, FILTERS, { flightNo: undefined, confirmed: false }).toString()).toBe('confirmed=false&tab=x');
  });

  it('keeps the filters on a page change, and leaves defaults out of the address', () => {
    const previous = new URLSearchParams('flightNo=XY5101');
    expect(nextListSearch(previous, FILTERS, { currentPage: 2, perSize: 10 }).toString()).toBe('flightNo=XY5101&currentPage=2');
    expect(nextListSearch(new URLSearchParams('currentPage=2'), FILTERS, { currentPage: 1, perSize: 50 }).toString()).toBe('perSize=50');
  });

  it('writes a link’s query string from typed filters', () => {
    expect(listSearch(FILTERS, { confirmed: false })).toBe('?confirmed=false');
    expect(listSearch(FILTERS, {})).toBe('');
  });
});

describe('filter bar fields', () => {
  it('shows a filter in the bar only when it has a label; an enum takes its labels, a yes/no its words', () => {
    expect(textFilter().field).toBeUndefined();
    expect(numberFilter({ integer: true, min: 1 }).field).toBeUndefined();
    expect(enumFilter(BulletinCategory, { label: '类别' }).field?.options).toEqual(BulletinCategory.options);
    expect(booleanFilter({ label: '状态', yes: '已确认', no: '未确认' }).field).toMatchObject({
      label: '状态',
      options: [
        { value: 'true', label: '已确认' },
        { value: 'false', label: '未确认' },
      ],
    });
    const flightNo = textFilter({ label: '航班号', normalize: (text) => text.toUpperCase(), maxLength: 6 });
    expect(flightNo.field).toEqual({ label: '航班号', maxLength: 6 });
    expect(flightNo.parse(' xy5101 ')).toBe('XY5101');
  });
});
