import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/domain/format';
import type { PageRequest } from './gateway/envelope';
import { DEFAULT_PAGE_SIZE } from './query';

/**
 * A list screen's page and filters live in the address, so reload, back/forward, a shared link and
 * the return after a session expiry all show the same list. Each filter is declared once with its
 * type; from that come three codecs:
 *
 *   address (strings)  ⇄  params (typed: the query key and, usually, the request)  ⇄  form values
 *
 * A filter owns one address parameter named like its field, except a date range, which owns two
 * (`flightDateStart` / `flightDateEnd`) and joins them into one `[Dayjs, Dayjs]` form value.
 */
export type FilterKind = 'text' | 'enum' | 'date' | 'dateRange' | 'boolean' | 'number';

/**
 * How a filter shows in the list's filter bar (`FilterForm` renders the control its kind implies:
 * Input, Select, DatePicker, RangePicker, InputNumber). A filter without one lives in the address
 * only (set by links, e.g. the home card's "未确认").
 */
export interface FilterField {
  label: string;
  placeholder?: string;
  /** The control's width in px. */
  width?: number;
  maxLength?: number;
  /** A format check shown at the field before anything is asked. */
  pattern?: { regex: RegExp; message: string };
  /** An enum's or a yes/no filter's choices (an enum filter takes its enum's labels by default). */
  options?: readonly { value: string; label: string }[];
}

export interface Filter<V, Fm, Keys extends readonly string[] | undefined = undefined> {
  readonly kind: FilterKind;
  readonly field?: FilterField;
  /** The address (and param) names of a range; other filters use the field's name. */
  readonly keys: Keys;
  /** One address string → typed value; undefined when it is not a valid value (ignored, not sent). */
  parse(raw: string): V | undefined;
  /** Typed value → address string. */
  format(value: V): string;
  /** The typed values of its keys (in order) → the form field's value. */
  toForm(values: readonly (V | undefined)[]): Fm | undefined;
  /** The form field's value → the typed values of its keys (in order); empty → undefined. */
  fromForm(value: Fm | null | undefined): (V | undefined)[];
}

/** Any filter (methods are bivariant in their parameters, so every typed filter fits). */
export type AnyFilter = Filter<unknown, unknown, readonly string[] | undefined>;
export type Filters = Record<string, AnyFilter>;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ParamsOfFilter<N extends string, F> =
  F extends Filter<infer V, unknown, infer Keys>
    ? Keys extends readonly string[]
      ? { [P in Keys[number]]?: V }
      : { [P in N]?: V }
    : never;

/** The typed filter params of a set of filters: `{ title?: string; confirmed?: boolean; … }`. */
export type FilterParams<Fs extends Filters> = Simplify<
  UnionToIntersection<{ [N in keyof Fs & string]: ParamsOfFilter<N, Fs[N]> }[keyof Fs & string]>
>;

/** Page plus typed filters: what the query key holds and what the address encodes. */
export type ListParams<Fs extends Filters> = PageRequest & FilterParams<Fs>;

/** What the filter bar's antd Form holds: `{ title?: string; flightDates?: [Dayjs, Dayjs]; … }`. */
export type FilterFormValues<Fs extends Filters> = {
  [N in keyof Fs]?: Fs[N] extends Filter<unknown, infer Fm, readonly string[] | undefined> ? Fm : never;
};

function keysOf(name: string, filter: AnyFilter): readonly string[] {
  return filter.keys ?? [name];
}

// ---------------------------------------------------------------------------------------------
// The filter types

const single = <V, Fm>(
  kind: FilterKind,
  field: FilterField | undefined,
  parse: (raw: string) => V | undefined,
  format: (value: V) => string,
  toForm: (value: V) => Fm,
  fromForm: (value: Fm) => V | undefined,
): Filter<V, Fm> => ({
  kind,
  field,
  keys: undefined,
  parse,
  format,
  toForm: ([value]) => (value === undefined ? undefined : toForm(value)),
  fromForm: (value) => [value === undefined || value === null ? undefined : fromForm(value)],
});

/** Free text, trimmed (and normalised, e.g. upper case for a flight number); empty = no filter. */
export function textFilter(options: { normalize?: (text: string) => string } & Partial<FilterField> = {}): Filter<string, string> {
  const { normalize, ...field } = options;
  const clean = (raw: string) => {
    const text = (normalize ?? ((value: string) => value))(raw.trim());
    return text === '' ? undefined : text;
  };
  return single<string, string>(
    'text',
    fieldOf(field),
    clean,
    String,
    (value) => value,
    (value) => clean(String(value)),
  );
}

/** Codes are typed in any case and sent upper case (order numbers, PNRs, airports). */
export const upperCase = (text: string) => text.toUpperCase();

/** A three-letter airport code (出发, 到达). */
export function airportFilter(label: string, placeholder: string): Filter<string, string> {
  return textFilter({
    label,
    placeholder,
    normalize: upperCase,
    maxLength: 3,
    width: 90,
    pattern: { regex: /^[A-Za-z]{3}$/, message: '请输入三字机场代码，如 PVG' },
  });
}

/** The route's two airports, 出发 and 到达, as the bar shows them side by side. */
export function routeFilters(arrivalExample: string) {
  return { depAirport: airportFilter('出发', '如 PVG'), arrAirport: airportFilter('到达', arrivalExample) };
}

/** An order number, sent upper case; the list says its kind's example and may widen the field. */
export function orderNoFilter(field: Partial<FilterField> = {}): Filter<string, string> {
  return textFilter({ label: '订单号', placeholder: '如 TO100101', normalize: upperCase, maxLength: 8, width: 140, ...field });
}

/** A PNR locator, sent upper case. */
export function pnrFilter(field: Partial<FilterField> = {}): Filter<string, string> {
  return textFilter({ label: 'PNR', placeholder: '编码', normalize: upperCase, maxLength: 6, width: 110, ...field });
}

/** A ticket number (880-2460000001). */
export function ticketNoFilter(field: Partial<FilterField> = {}): Filter<string, string> {
  return textFilter({ label: '票号', placeholder: '如 880-2460000001', maxLength: 14, width: 160, ...field });
}

/** A passenger's name or part of it. */
export function passengerNameFilter(field: Partial<FilterField> = {}): Filter<string, string> {
  return textFilter({ label: '旅客姓名', placeholder: '姓名', maxLength: 30, width: 120, ...field });
}

/** A bar field when a label is given. */
function fieldOf(field: Partial<FilterField>): FilterField | undefined {
  return field.label ? (field as FilterField) : undefined;
}

/** One of an enumeration's values (a `defineEnum` or any `{ values }`); unknown values are dropped. */
export function enumFilter<K extends string>(
  enumeration: { readonly values: readonly K[]; readonly options?: readonly { value: K; label: string }[] },
  field: Partial<FilterField> = {},
): Filter<K, K> {
  const parse = (raw: string) => ((enumeration.values as readonly string[]).includes(raw) ? (raw as K) : undefined);
  return single<K, K>('enum', fieldOf({ options: enumeration.options, ...field }), parse, String, (value) => value, parse);
}

function parseDate(raw: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = dayjs(raw, DATE_FORMAT);
  return date.isValid() && date.format(DATE_FORMAT) === raw ? raw : undefined;
}

/** A day: `YYYY-MM-DD` in the address and the request, a Dayjs in the form. */
export function dateFilter(field: Partial<FilterField> = {}): Filter<string, Dayjs> {
  return single<string, Dayjs>(
    'date',
    fieldOf(field),
    parseDate,
    String,
    (value) => dayjs(value),
    (value) => (value.isValid() ? value.format(DATE_FORMAT) : undefined),
  );
}

/**
 * A range of days: two address params (and request fields), `[Dayjs, Dayjs]` in the form (a
 * RangePicker). Half a range is no range; a reversed one is put in order.
 */
export function dateRangeFilter<const S extends string, const E extends string>(
  start: S,
  end: E,
  field: Partial<FilterField> = {},
): Filter<string, [Dayjs, Dayjs], readonly [S, E]> {
  return {
    kind: 'dateRange',
    field: fieldOf(field),
    keys: [start, end] as const,
    parse: parseDate,
    format: String,
    toForm: ([from, to]) => (from && to ? [dayjs(from), dayjs(to)] : undefined),
    fromForm: (value) => {
      const [from, to] = (value ?? []).map((day) => (day?.isValid() ? day.format(DATE_FORMAT) : undefined));
      if (!from || !to) return [undefined, undefined];
      return from <= to ? [from, to] : [to, from];
    },
  };
}

/** 航班日期: the flights' days, `flightDateStart` / `flightDateEnd`. */
export const flightDatesFilter = () => dateRangeFilter('flightDateStart', 'flightDateEnd', { label: '航班日期' });
/** 预订日期: the days the orders were booked, `bookDateStart` / `bookDateEnd`. */
export const bookDatesFilter = () => dateRangeFilter('bookDateStart', 'bookDateEnd', { label: '预订日期' });
/** 申请日期: the days the applications were made, `applyDateStart` / `applyDateEnd`. */
export const applyDatesFilter = () => dateRangeFilter('applyDateStart', 'applyDateEnd', { label: '申请日期' });

/**
 * The status tabs' ALL (every status) is no status at all for the gateway: the request without it.
 */
export function withoutAll<T extends { status?: string }>(params: T): Omit<T, 'status'> & { status?: Exclude<T['status'], 'ALL'> } {
  const { status, ...rest } = params;
  return { ...rest, ...(status && status !== 'ALL' ? { status: status as Exclude<T['status'], 'ALL'> } : {}) };
}

/** Yes / no / either: 'true' / 'false' in the address and the form (a Select), a boolean in the request. */
export function booleanFilter(options: { yes?: string; no?: string } & Partial<FilterField> = {}): Filter<boolean, 'true' | 'false'> {
  const { yes = '是', no = '否', ...field } = options;
  const parse = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
  const choices = [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return single<boolean, 'true' | 'false'>(
    'boolean',
    fieldOf({ options: choices, ...field }),
    parse,
    String,
    (value) => (value ? 'true' : 'false'),
    parse,
  );
}

/** A number (an InputNumber in the form); `integer` and `min` reject what the gateway would. */
export function numberFilter(
  options: { integer?: boolean; min?: number; max?: number } & Partial<FilterField> = {},
): Filter<number, number> {
  const { integer, min, max, ...field } = options;
  const valid = (value: number) =>
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max);
  const parse = (raw: string) => {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return valid(value) ? value : undefined;
  };
  return single<number, number>(
    'number',
    fieldOf(field),
    parse,
    String,
    (value) => value,
    (value) => (valid(Number(value)) ? Number(value) : undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// The codecs

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The address → typed params (page and the valid filters; absent keys are left out, not undefined). */
export function readListParams<Fs extends Filters>(search: URLSearchParams, filters: Fs, perSize = DEFAULT_PAGE_SIZE): ListParams<Fs> {
  const params: Record<string, unknown> = {
    currentPage: positive(search.get('currentPage'), 1),
    perSize: positive(search.get('perSize'), perSize),
  };
  for (const [name, filter] of Object.entries(filters)) {
    const keys = keysOf(name, filter);
    const values = keys.map((key) => {
      const raw = search.get(key);
      return raw === null ? undefined : filter.parse(raw);
    });
    // A range is both ends or nothing, put in order, as the form would write it.
    const kept = filter.keys ? filter.fromForm(filter.toForm(values)) : values;
    keys.forEach((key, index) => {
      if (kept[index] !== undefined) params[key] = kept[index];
    });
  }
  return params as ListParams<Fs>;
}

/** Typed filter params → address strings; undefined for a filter that is not set (to delete it). */
export function filterSearchEntries<Fs extends Filters>(
  filters: Fs,
  params: Partial<FilterParams<Fs>>,
): Record<string, string | undefined> {
  const entries: Record<string, string | undefined> = {};
  const values = params as Record<string, unknown>;
  for (const [name, filter] of Object.entries(filters)) {
    for (const key of keysOf(name, filter)) {
      if (!(key in values)) continue;
      const value = values[key];
      entries[key] = value === undefined || value === null ? undefined : filter.format(value);
    }
  }
  return entries;
}

/** A query string for a link to a filtered list: `?confirmed=false`. Empty filters are left out. */
export function listSearch<Fs extends Filters>(filters: Fs, params: Partial<FilterParams<Fs>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filterSearchEntries(filters, params))) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Typed params → what the filter bar shows (every filter named, unset ones undefined). */
export function toFilterFormValues<Fs extends Filters>(filters: Fs, params: Partial<FilterParams<Fs>>): FilterFormValues<Fs> {
  const values = params as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, filter.toForm(keysOf(name, filter).map((key) => values[key]))]),
  ) as FilterFormValues<Fs>;
}

/** What the filter bar holds → typed params, every filter key present (undefined = clear it). */
export function fromFilterFormValues<Fs extends Filters>(filters: Fs, form: FilterFormValues<Fs>): FilterParams<Fs> {
  const params: Record<string, unknown> = {};
  const values = form as Record<string, unknown>;
  for (const [name, filter] of Object.entries(filters)) {
    const typed = filter.fromForm(values[name]);
    keysOf(name, filter).forEach((key, index) => {
      params[key] = typed[index];
    });
  }
  return params as FilterParams<Fs>;
}

/**
 * The next address after a change: new filters start from page 1, a page change keeps the filters.
 * Other parameters of the address are kept.
 */
export function nextListSearch<Fs extends Filters>(
  previous: URLSearchParams,
  filters: Fs,
  change: Partial<FilterParams<Fs>> & Partial<PageRequest>,
  perSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const { currentPage, perSize: size, ...filterChange } = change as Partial<PageRequest> & Record<string, unknown>;
  const entries = filterSearchEntries(filters, filterChange as Partial<FilterParams<Fs>>);
  if (Object.keys(entries).length > 0) next.delete('currentPage');
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  if (currentPage !== undefined) {
    if (currentPage > 1) next.set('currentPage', String(currentPage));
    else next.delete('currentPage');
  }
  if (size !== undefined) {
    if (size !== perSize) next.set('perSize', String(size));
    else next.delete('perSize');
  }
  return next;
}
