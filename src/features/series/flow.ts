import { airportsQuery } from '@/components/booking/airports';
import type { SeriesType } from '@/domain/series';
import { readCounts } from '@/lib/booking-search';
import { defineFlow, flowStep, type Flow } from '@/lib/flow-kit';
import type { PassengerCounts, SeriesSearch } from '@/lib/gateway';
import { seriesDeparturesQuery } from './api';

/**
 * A series booking in the address, e.g. 定期 `?from=SHA&to=PEK&wd=2,4&start=2026-12-07&end=2027-01-03&adt=20`
 * or 不定期 `?from=SHA&to=PEK&dates=2026-12-08,2026-12-17&adt=20`, plus `&skip=2026-12-15` for the
 * departures the agent deselected. Search and departures are two steps of the type's route; the verify
 * and the group's details are its `/confirm` sub-route.
 */
export interface SeriesState {
  from: string;
  to: string;
  /** REGULAR: weekday labels 1–7 and the range. */
  weekdays?: number[];
  start?: string;
  end?: string;
  /** UNREGULAR: the chosen dates. */
  dates?: string[];
  counts: PassengerCounts;
  /** Dates deselected from the departures (not booked). */
  skip: string[];
}

const AIRPORT = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const list = (value: string | null) => (value ? value.split(',').filter((part) => part !== '') : []);
const days = (value: string | null) => [...new Set(list(value).filter((day) => DAY.test(day)))].sort();

export function readSeriesState(type: SeriesType, search: URLSearchParams): SeriesState | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const counts = readCounts(search);
  if (!AIRPORT.test(from) || !AIRPORT.test(to) || from === to || !counts) return null;
  const skip = days(search.get('skip'));
  if (type === 'REGULAR') {
    const weekdays = [...new Set(list(search.get('wd')).map(Number))]
      .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
      .sort((a, b) => a - b);
    const start = search.get('start') ?? '';
    const end = search.get('end') ?? '';
    if (weekdays.length === 0 || !DAY.test(start) || !DAY.test(end) || end < start) return null;
    return { from, to, weekdays, start, end, counts, skip };
  }
  const dates = days(search.get('dates'));
  return dates.length > 0 ? { from, to, dates, counts, skip } : null;
}

export function writeSeriesState(state: SeriesState): string {
  const params = new URLSearchParams({ from: state.from, to: state.to });
  if (state.weekdays && state.start && state.end) {
    params.set('wd', state.weekdays.join(','));
    params.set('start', state.start);
    params.set('end', state.end);
  }
  if (state.dates) params.set('dates', state.dates.join(','));
  params.set('adt', String(state.counts.adultCount));
  params.set('chd', String(state.counts.childCount));
  params.set('inf', String(state.counts.infantCount));
  if (state.skip.length > 0) params.set('skip', state.skip.join(','));
  return `?${params.toString()}`;
}

/** The flight query's request of a state. */
export function seriesSearch(type: SeriesType, state: SeriesState): SeriesSearch {
  return {
    seriesType: type,
    depAirport: state.from,
    arrAirport: state.to,
    ...(type === 'REGULAR'
      ? { weekdays: state.weekdays ?? [], startDate: state.start ?? '', endDate: state.end ?? '' }
      : { dates: state.dates ?? [] }),
    ...state.counts,
  };
}

export type SeriesStep = 'search' | 'departures' | 'confirm';

export interface DeparturesNeeds {
  search: SeriesSearch;
  skip: readonly string[];
}

const ROUTES = {
  REGULAR: { search: 'seriesRegular', confirm: 'seriesRegularConfirm' },
  UNREGULAR: { search: 'seriesUnregular', confirm: 'seriesUnregularConfirm' },
} as const;

function seriesFlow(type: SeriesType): Flow<SeriesState, SeriesStep> {
  const needs = (state: SeriesState | null): DeparturesNeeds | null =>
    state ? { search: seriesSearch(type, state), skip: state.skip } : null;
  return defineFlow<SeriesState, SeriesStep>({
    codec: { read: (search) => readSeriesState(type, search), write: writeSeriesState },
    always: [airportsQuery()],
    steps: {
      search: flowStep({ route: ROUTES[type].search, label: '填写系列团需求', needs: () => ({}) }),
      departures: flowStep({
        route: ROUTES[type].search,
        label: '选择航班日期',
        needs,
        reads: ({ search }) => [seriesDeparturesQuery(search)],
        missing: { title: '请先填写系列团需求', action: '填写系列团需求', step: 'search' },
      }),
      confirm: flowStep({
        route: ROUTES[type].confirm,
        label: '核验并预订',
        needs,
        reads: ({ search }) => [seriesDeparturesQuery(search)],
        missing: { title: '请先填写系列团需求并选择航班日期', action: '填写系列团需求', step: 'search' },
      }),
    },
  });
}

/** 定期系列团: a weekly pattern over a date range → its departures, some deselected → verify → the series booked. */
export const regularFlow = seriesFlow('REGULAR');
/** 不定期系列团: chosen dates → their departures → verify → the series booked. */
export const unregularFlow = seriesFlow('UNREGULAR');

export const SERIES_FLOWS = { REGULAR: regularFlow, UNREGULAR: unregularFlow } as const;
