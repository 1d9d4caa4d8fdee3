import { pinyin } from 'pinyin-pro';
import { AUTH } from '@/config/auth-codes';
import { BidOrderStatus } from '@/domain/auction';
import { ScheduleChangeStatus } from '@/domain/bulletin';
import { maskIdNo, maskMobile } from '@/domain/format';
import { AncillaryStatus, OrderChannel, OrderStatus } from '@/domain/order';
import { IdType } from '@/domain/passenger';
import { RefundReview } from '@/domain/refund';
import { SearchKind, type SearchScreen, type SearchTab } from '@/domain/search';
import { SeriesType } from '@/domain/series';
import type { SearchDue, SearchHit, SearchTarget } from '@/lib/gateway/endpoints';
import type { AnyState } from '../../state';
import { dueItemsOf } from '../../due/rules/due';
import type { OrderKind, OrderRecord } from '../../order/rules/order';
import type { RefundRecord } from '../../refund/rules/refund';

/**
 * One search across every channel (docs/decisions.md "One search box"): what an agency holds — its
 * orders of every kind with their passengers and tickets, series, bid and ancillary orders, refund
 * applications and schedule changes — found by number, name (also by pinyin and initials), the last 4
 * characters of an ID number, a phone, a flight or a date. Every word typed must match the record (a
 * passenger's words or its order's). Only the caller's agency's records, and of those only the channels
 * its functions open (`SEARCH_CHANNEL_FUNCTIONS`). ID numbers and phones leave masked.
 *
 * The index: each record's searchable fields are derived once per record object (`WeakMap`) — the
 * store's states are immutable and share every record a call did not change, so a new state re-derives
 * only the records that changed, and the pinyin of a name is computed once per distinct name. A search is
 * then one pass over the prepared fields (`npm run bench:search`: the seed plus 5,000 orders).
 */

// ---- which function opens which channel ----

/**
 * Per kind of order: the function its orders are seen under (its detail's and its list's), the hit's kind
 * and screen, the tab of its page that shows its ancillary orders, and where its refund applications are
 * seen (团队退票, 散客退票; a person's on the order itself).
 */
const ORDER_KIND_SEARCH: Readonly<
  Record<
    OrderKind,
    { fn: string; kind: SearchKind; screen: SearchScreen; ancillaryTab?: SearchTab; refunds: { fn: string; screen: SearchScreen } }
  >
> = {
  TEAM: {
    fn: AUTH.TEAM_ORDER,
    kind: 'TEAM_ORDER',
    screen: 'TEAM_ORDER',
    ancillaryTab: 'ancillary',
    refunds: { fn: AUTH.TEAM_REFUND, screen: 'TEAM_REFUND' },
  },
  SCATTERED: {
    fn: AUTH.SCATTERED_ORDER,
    kind: 'SCATTERED_ORDER',
    screen: 'SCATTERED_ORDER',
    refunds: { fn: AUTH.SCATTERED_REFUND, screen: 'SCATTERED_REFUND' },
  },
  INDIVIDUAL: {
    fn: AUTH.NORMAL_ORDER,
    kind: 'PERSONAL_ORDER',
    screen: 'PERSONAL_ORDER',
    refunds: { fn: AUTH.NORMAL_ORDER, screen: 'PERSONAL_ORDER' },
  },
};

/** The function an order of each kind is seen under. */
export const ORDER_KIND_FUNCTION = Object.fromEntries(
  Object.entries(ORDER_KIND_SEARCH).map(([kind, entry]) => [kind, entry.fn]),
) as Readonly<Record<OrderKind, string>>;

const refundChannel = (refund: Pick<RefundRecord, 'orderKind'>) => ORDER_KIND_SEARCH[refund.orderKind].refunds;

/** What each kind of hit needs (documentation and tests; the rules below ask per record). */
export const SEARCH_CHANNEL_FUNCTIONS: Readonly<Record<SearchKind, string>> = {
  PASSENGER: '订单所属渠道的订单功能（团队订单、散客订单、我的订单）',
  TEAM_ORDER: AUTH.TEAM_ORDER,
  SERIES: AUTH.SERIES_ORDER,
  SCATTERED_ORDER: AUTH.SCATTERED_ORDER,
  PERSONAL_ORDER: AUTH.NORMAL_ORDER,
  BID_ORDER: AUTH.AUCTION_ORDER,
  ANCILLARY: '所属订单的订单功能',
  REFUND: `${AUTH.TEAM_REFUND} / ${AUTH.SCATTERED_REFUND}`,
  SCHEDULE_CHANGE: `${AUTH.FLIGHT_CHANGE_NOTICE}，或订单的订单功能`,
};

// ---- fields and words ----

type FieldKind = 'NO' | 'TEXT' | 'PINYIN' | 'INITIALS' | 'ID4' | 'PHONE' | 'DATE';

interface Field {
  kind: FieldKind;
  /** Prepared for comparison: upper case without separators (NO), upper case (TEXT), lower-case letters (PINYIN, INITIALS). */
  value: string;
  /** What matched, in words ('票号 880-2460000884'). */
  label: string;
  /** A ticket number: the hit opens 客票 at it. */
  ticketNo?: string;
}

/** A word of the query, prepared once for every kind of field. */
interface Word {
  raw: string;
  upper: string;
  /** Upper case without '-', '/' and spaces: how numbers compare. */
  code: string;
  /** Lower-case letters only, when the word is nothing else: pinyin compares. */
  letters?: string;
  digits: boolean;
  /** YYYY-MM-DD, or '-MM-DD' for a day without its year. */
  date?: string;
  monthDay?: string;
  /** What a record's text must hold for the word to match any of its fields (the forms above, each once). */
  needles: string[];
}

const pad2 = (text: string) => text.padStart(2, '0');

export function searchWords(text: string): Word[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((raw): Word => {
      const upper = raw.toUpperCase();
      const code = upper.replace(/[-/]/g, '');
      const full = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(raw);
      const short = full ? null : /^(\d{1,2})[-/.月](\d{1,2})日?$/.exec(raw);
      const letters = /^[a-z]+$/i.test(raw) ? raw.toLowerCase() : undefined;
      const date = full ? `${full[1]}-${pad2(full[2])}-${pad2(full[3])}` : undefined;
      const monthDay = short ? `-${pad2(short[1])}-${pad2(short[2])}` : undefined;
      const needles = [
        ...new Set([upper, code, letters, date, monthDay].filter((needle): needle is string => needle !== undefined && needle !== '')),
      ];
      return {
        raw,
        upper,
        code,
        ...(letters ? { letters } : {}),
        digits: /^\d+$/.test(code),
        ...(date ? { date } : {}),
        ...(monthDay ? { monthDay } : {}),
        needles,
      };
    });
}

/** How well a word matches a field: 0 the whole field, 1 its start, 2 inside it; -1 not at all. */
function score(field: Field, word: Word): number {
  const { value } = field;
  switch (field.kind) {
    case 'NO':
      if (word.code.length < 2) return -1;
      if (value === word.code) return 0;
      if (value.startsWith(word.code)) return 1;
      // A ticket number typed without its airline prefix (2460000884).
      return word.code.length >= 6 && value.includes(word.code) ? 2 : -1;
    case 'TEXT':
      if (value === word.upper) return 0;
      return value.includes(word.upper) ? 2 : -1;
    case 'PINYIN':
    case 'INITIALS':
      if (!word.letters || word.letters.length < 2) return -1;
      if (value === word.letters) return 0;
      return value.startsWith(word.letters) ? 1 : -1;
    case 'ID4':
      return word.upper.length === 4 && value === word.upper ? 0 : -1;
    case 'PHONE':
      if (!word.digits || word.code.length < 7) return -1;
      if (value === word.code) return 0;
      return value.includes(word.code) ? 2 : -1;
    case 'DATE':
      if (word.date) return value === word.date ? 0 : -1;
      return word.monthDay && value.endsWith(word.monthDay) ? 1 : -1;
  }
}

interface WordMatch {
  score: number;
  field: Field;
}

/** Fills `out` with the best field of `fields` for each word (undefined: none matches); answers how many words matched. */
function matchInto(fields: readonly Field[], words: readonly Word[], out: (WordMatch | undefined)[]): number {
  let matched = 0;
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at];
    let bestScore = -1;
    let bestField: Field | undefined;
    for (const field of fields) {
      const found = score(field, word);
      if (found >= 0 && (bestScore < 0 || found < bestScore)) {
        bestScore = found;
        bestField = field;
        if (found === 0) break;
      }
    }
    out[at] = bestField ? { score: bestScore, field: bestField } : undefined;
    if (bestField) matched += 1;
  }
  return matched;
}

function bestFields(fields: readonly Field[], words: readonly Word[]): (WordMatch | undefined)[] {
  const out = new Array<WordMatch | undefined>(words.length);
  matchInto(fields, words, out);
  return out;
}

/**
 * The prepared values of a record's fields in one string, each after a separator: every way a word can
 * match a field (whole, start, inside) finds the word in it, so a record whose text lacks one of the
 * words is passed over with one native search per word, before any field is compared.
 */
const SEPARATOR = '\u0001';
const textOf = (fields: readonly Field[]) => SEPARATOR + fields.map((field) => field.value).join(SEPARATOR);

function mayMatch(text: string, word: Word): boolean {
  for (const needle of word.needles) if (text.includes(needle)) return true;
  return false;
}

const mayMatchAll = (text: string, words: readonly Word[]) => words.every((word) => mayMatch(text, word));
const mayMatchAny = (text: string, words: readonly Word[]) => words.some((word) => mayMatch(text, word));

// ---- pinyin, once per distinct name ----

const pinyinMemo = new Map<string, { full: string; initials: string }>();

function pinyinOf(text: string, surname: boolean): { full: string; initials: string } {
  const key = `${surname ? 'N' : 'G'}${text}`;
  let known = pinyinMemo.get(key);
  if (!known) {
    // A name's surname read as a surname (曾 zeng, 单 shan); the other characters as words.
    const syllables = /[\u4e00-\u9fff]/.test(text)
      ? pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', surname: surname ? 'head' : 'off' })
          .map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, ''))
          .filter(Boolean)
      : [];
    known = { full: syllables.join(''), initials: syllables.map((syllable) => syllable[0]).join('') };
    pinyinMemo.set(key, known);
  }
  return known;
}

const no = (value: string | undefined, label: string, extra: Partial<Field> = {}): Field[] =>
  value ? [{ kind: 'NO', value: value.toUpperCase().replace(/[-/\s]/g, ''), label: `${label} ${value}`, ...extra }] : [];

function name(value: string | undefined, label: string, surname: boolean): Field[] {
  if (!value) return [];
  const { full, initials } = pinyinOf(value, surname);
  const fields: Field[] = [{ kind: 'TEXT', value: value.toUpperCase(), label }];
  if (full)
    fields.push({ kind: 'PINYIN', value: full, label: `${label}拼音` }, { kind: 'INITIALS', value: initials, label: `${label}拼音首字母` });
  return fields;
}

const phone = (value: string | undefined, label: string): Field[] =>
  value ? [{ kind: 'PHONE', value: value.replace(/\D/g, ''), label }] : [];
const date = (value: string | undefined, label: string): Field[] => (value ? [{ kind: 'DATE', value, label: `${label} ${value}` }] : []);

// ---- the index: fields per record object ----

interface PassengerDoc {
  passengerId: string;
  index: number;
  fields: Field[];
  text: string;
}

interface OrderDoc {
  fields: Field[];
  passengers: PassengerDoc[];
  /** The order's fields and all its passengers'; its passengers'. */
  text: string;
  passengersText: string;
}

const orderDocs = new WeakMap<OrderRecord, OrderDoc>();
const otherDocs = new WeakMap<object, Field[]>();

function orderDoc(order: OrderRecord): OrderDoc {
  let doc = orderDocs.get(order);
  if (doc) return doc;
  const fields: Field[] = [
    ...no(order.orderNo, '订单号'),
    ...no(order.pnr, 'PNR'),
    ...name(order.groupName, '团队名称', false),
    ...name(order.contact.name, '联系人', true),
    ...phone(order.contact.mobile, '联系电话'),
    ...order.segments.flatMap((segment) => [...no(segment.flightNo, '航班号'), ...date(segment.flightDate, '航班日期')]),
    ...no(order.links?.seriesNo, '系列团'),
  ];
  const ticketsByPassenger = new Map<string, string[]>();
  for (const ticket of order.tickets) {
    const list = ticketsByPassenger.get(ticket.passengerId) ?? [];
    list.push(ticket.ticketNo);
    ticketsByPassenger.set(ticket.passengerId, list);
  }
  const passengers = order.passengers.map((passenger, index): PassengerDoc => {
    const tickets = new Set([
      ...(ticketsByPassenger.get(passenger.passengerId) ?? []),
      ...(passenger.ticketNo ? [passenger.ticketNo] : []),
    ]);
    const fields: Field[] = [
      ...name(passenger.name, '姓名', true),
      ...(passenger.idNo && passenger.idNo.length > 4
        ? [{ kind: 'ID4' as const, value: passenger.idNo.slice(-4).toUpperCase(), label: '证件号后4位' }]
        : []),
      ...phone(passenger.mobile, '旅客手机'),
      ...[...tickets].flatMap((ticketNo) => no(ticketNo, '票号', { ticketNo })),
    ];
    return { passengerId: passenger.passengerId, index, fields, text: textOf(fields) };
  });
  const passengersText = passengers.map((passenger) => passenger.text).join('');
  doc = { fields, passengers, text: textOf(fields) + passengersText, passengersText };
  orderDocs.set(order, doc);
  return doc;
}

function fieldsOf<T extends object>(record: T, derive: (record: T) => Field[]): Field[] {
  let fields = otherDocs.get(record);
  if (!fields) {
    fields = derive(record);
    otherDocs.set(record, fields);
  }
  return fields;
}

// ---- what falls due next: the due list's own items ----

/**
 * The page's hits with the soonest item of the due list (rules/due.ts) for each — the list derived as the
 * caller sees it, over the page's orders only: each order's items follow from its own record (and the
 * payments, refunds and changes that name it), and deriving the whole agency's list for 20 rows cost as
 * much as the search itself.
 */
export function withDue(scope: SearchScope, hits: readonly SearchHit[]): SearchHit[] {
  if (hits.length === 0) return [];
  const { state, owner, now, functions } = scope;
  const orderNos = new Set(hits.flatMap((hit) => [hit.no, ...(hit.orderNo ? [hit.orderNo] : [])]));
  const orders = state.orders.filter((order) => orderNos.has(order.orderNo));
  const items = dueItemsOf({ ...state, orders: orders as OrderRecord[] }, owner, now, (code) => functions.has(code));
  const soonest = new Map<string, SearchDue>();
  for (const item of items) {
    const due: SearchDue = { kind: item.kind, what: item.what, deadline: item.deadline };
    if (!soonest.has(item.entityNo)) soonest.set(item.entityNo, due);
    if (item.orderNo && !soonest.has(item.orderNo)) soonest.set(item.orderNo, due);
  }
  return hits.map((hit) => {
    const due = soonest.get(hit.no) ?? (hit.orderNo ? soonest.get(hit.orderNo) : undefined);
    return due ? { ...hit, due } : hit;
  });
}

// ---- the search ----

export interface SearchScope {
  state: AnyState;
  /** The agency (main account) whose records are read, or the person. */
  owner: string;
  now: number;
  /** The caller's functions (its menu tree's codes). */
  functions: ReadonlySet<string>;
}

/** A hit found: how it ranks, and how its row is made (only the rows of the page asked for are made). */
export interface Found {
  kind: SearchKind;
  score: number;
  order: number;
  hit: () => SearchHit;
}

const KIND_ORDER = new Map(SearchKind.values.map((kind, index) => [kind, index]));

/** Every word matched: the sum of the best scores and the first word's field; undefined when one word matches nothing. */
function combine(matches: readonly (WordMatch | undefined)[]): { score: number; field: Field } | undefined {
  let total = 0;
  let first: Field | undefined;
  let ticketField: Field | undefined;
  for (const match of matches) {
    if (!match) return undefined;
    total += match.score;
    first ??= match.field;
    if (!ticketField && match.field.ticketNo) ticketField = match.field;
  }
  return first && { score: total, field: ticketField ?? first };
}

/** A record's state as a hit shows it: its code and its words. */
const stateOf = <S extends string>(status: S, words: { label: (status: S) => string }) => ({ status, statusText: words.label(status) });

// ---- the searchable fields of each kind but the orders' (those are indexed above) ----

/** A group's name and its contact, as a series and a bid order both carry them. */
const groupAndContact = (record: { groupName: string; contact: { name: string; mobile: string } }): Field[] => [
  ...name(record.groupName, '团队名称', false),
  ...name(record.contact.name, '联系人', true),
  ...phone(record.contact.mobile, '联系电话'),
];

const seriesFields = (record: AnyState['series'][number]): Field[] => [...no(record.seriesNo, '系列团号'), ...groupAndContact(record)];

const bidFields = (record: AnyState['bidOrders'][number]): Field[] => [
  ...no(record.ancilOrderNo, '竞价订单号'),
  ...no(record.orderNo, '订单号'),
  ...groupAndContact(record),
];

const ancillaryFields = (record: AnyState['ancillaryOrders'][number]): Field[] => [
  ...no(record.ancilOrderNo, '附加服务单号'),
  ...no(record.orderNo, '订单号'),
  ...name(record.title, '服务', false),
];

const refundFields = (record: RefundRecord): Field[] => [
  ...no(record.refundId, '退票申请号'),
  ...no(record.orderNo, '订单号'),
  ...no(record.pnr, 'PNR'),
  ...name(record.groupName, '团队名称', false),
  ...record.tickets.flatMap((ticket) => [...no(ticket.ticketNo, '票号'), ...name(ticket.passengerName, '姓名', true)]),
];

const impactFields = (record: AnyState['flightChangeNotices'][number]['orders'][number]): Field[] => [
  ...no(record.orderNo, '订单号'),
  ...name(record.groupName, '团队名称', false),
];

const flightText = (order: OrderRecord) => {
  const first = order.segments[0];
  return first ? `${first.flightNo} ${first.flightDate} ${first.depAirport}-${first.arrAirport}` : '';
};

/**
 * What the caller finds for `text`: every hit, best first (whole-field matches, then starts, then
 * insides; by kind; then in the records' order). Paging is the handler's: it makes the page's rows.
 */
export function findRecords(scope: SearchScope, text: string): Found[] {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const { state, owner, now, functions } = scope;
  const can = (code: string) => functions.has(code);
  const found: Found[] = [];
  let order = 0;
  const add = (kind: SearchKind, score: number, hit: () => SearchHit) => found.push({ kind, score, order: order++, hit });
  /**
   * A record the caller may see, `id` its number (with what else makes its hit one of a kind): a hit when
   * every word matches one of its fields; the hit is built only when shown.
   */
  const consider = (
    kind: SearchKind,
    id: string,
    fields: readonly Field[],
    hit: (matched: string) => Omit<SearchHit, 'hitId' | 'kind'>,
  ) => {
    const match = combine(bestFields(fields, words));
    if (match) add(kind, match.score, () => ({ hitId: `${kind}:${id}`, kind, ...hit(match.field.label) }));
  };

  const own = new Array<WordMatch | undefined>(words.length);
  const mine = new Array<WordMatch | undefined>(words.length);
  for (const record of state.orders) {
    if (record.ownerAccountId !== owner || !can(ORDER_KIND_FUNCTION[record.kind])) continue;
    const doc = orderDoc(record);
    if (!mayMatchAll(doc.text, words)) continue;
    const { kind, screen } = ORDER_KIND_SEARCH[record.kind];
    if (matchInto(doc.fields, words, own) === words.length) {
      const whole = combine(own)!;
      add(kind, whole.score, () => ({
        hitId: `${kind}:${record.orderNo}`,
        kind,
        title: record.groupName,
        no: record.orderNo,
        ...stateOf(record.status, OrderStatus),
        details: [
          OrderChannel.label(record.channel),
          flightText(record),
          `${record.groupCount + record.infantCount}人`,
          `联系人 ${record.contact.name} ${maskMobile(record.contact.mobile)}`,
        ],
        matched: whole.field.label,
        target: { screen, no: record.orderNo },
      }));
    }
    // Most orders a word finds are found by their own fields (a flight, a contact's phone): their passengers hold none of the words.
    if (!mayMatchAny(doc.passengersText, words)) continue;
    for (const passenger of doc.passengers) {
      // A passenger is found by at least one of its own words; the others may be its order's.
      if (!mayMatchAny(passenger.text, words) || matchInto(passenger.fields, words, mine) === 0) continue;
      for (let at = 0; at < words.length; at += 1) mine[at] ??= own[at];
      const match = combine(mine);
      if (!match) continue;
      const person = record.passengers[passenger.index];
      const ticketNo = match.field.ticketNo;
      const target: SearchTarget = ticketNo
        ? { screen, no: record.orderNo, tab: 'tickets', passengerId: person.passengerId, ticketNo }
        : { screen, no: record.orderNo, tab: 'passengers', passengerId: person.passengerId };
      add('PASSENGER', match.score, () => ({
        hitId: `PASSENGER:${record.orderNo}:${person.passengerId}`,
        kind: 'PASSENGER',
        title: person.name,
        no: record.orderNo,
        orderNo: record.orderNo,
        ...stateOf(record.status, OrderStatus),
        place: { index: passenger.index + 1, count: record.passengers.length },
        details: [
          record.groupName,
          flightText(record),
          `${IdType.label(person.idType)} ${maskIdNo(person.idNo)}`,
          ...(person.mobile ? [maskMobile(person.mobile)] : []),
        ],
        matched: match.field.label,
        target,
      }));
    }
  }

  if (can(AUTH.SERIES_ORDER)) {
    for (const series of state.series) {
      if (series.ownerAccountId !== owner) continue;
      consider('SERIES', series.seriesNo, fieldsOf(series, seriesFields), (matched) => ({
        title: series.groupName,
        no: series.seriesNo,
        ...stateOf(series.seriesType, SeriesType),
        details: [
          `${series.depAirport}-${series.arrAirport}`,
          `${series.orderNos.length}个团期`,
          `联系人 ${series.contact.name} ${maskMobile(series.contact.mobile)}`,
        ],
        matched,
        target: { screen: 'SERIES', no: series.seriesNo },
      }));
    }
  }

  if (can(AUTH.AUCTION_ORDER) && owner !== '') {
    for (const bid of state.bidOrders) {
      if (bid.ownerAccountId !== owner) continue;
      consider('BID_ORDER', bid.ancilOrderNo, fieldsOf(bid, bidFields), (matched) => ({
        title: bid.groupName,
        no: bid.ancilOrderNo,
        ...(bid.orderNo ? { orderNo: bid.orderNo } : {}),
        ...stateOf(bid.status, BidOrderStatus),
        details: [`${bid.seats}座`, `联系人 ${bid.contact.name} ${maskMobile(bid.contact.mobile)}`],
        matched,
        target: { screen: 'BID_ORDER', no: bid.ancilOrderNo },
      }));
    }
  }

  const ordersByNo = new Map<string, OrderRecord>();
  const orderOf = (orderNo: string) => {
    if (ordersByNo.size === 0)
      for (const record of state.orders) if (record.ownerAccountId === owner) ordersByNo.set(record.orderNo, record);
    return ordersByNo.get(orderNo);
  };

  for (const ancillary of state.ancillaryOrders) {
    if (ancillary.ownerAccountId !== owner) continue;
    const parent = orderOf(ancillary.orderNo);
    if (!parent || !can(ORDER_KIND_FUNCTION[parent.kind])) continue;
    consider('ANCILLARY', ancillary.ancilOrderNo, fieldsOf(ancillary, ancillaryFields), (matched) => ({
      title: ancillary.title,
      no: ancillary.ancilOrderNo,
      orderNo: ancillary.orderNo,
      ...stateOf(ancillary.status, AncillaryStatus),
      details: [ancillary.covers, parent.groupName],
      matched,
      target: {
        screen: ORDER_KIND_SEARCH[parent.kind].screen,
        no: ancillary.orderNo,
        ...(ORDER_KIND_SEARCH[parent.kind].ancillaryTab ? { tab: ORDER_KIND_SEARCH[parent.kind].ancillaryTab } : {}),
      },
    }));
  }

  for (const refund of state.refunds) {
    if (refund.ownerAccountId !== owner) continue;
    const channel = refundChannel(refund);
    if (!can(channel.fn)) continue;
    consider('REFUND', refund.refundId, fieldsOf(refund, refundFields), (matched) => ({
      title: refund.groupName,
      no: refund.refundId,
      orderNo: refund.orderNo,
      ...stateOf(refund.reviewState, RefundReview),
      details: [
        `${refund.tickets.length}张客票`,
        [...new Set(refund.tickets.map((ticket) => ticket.passengerName))].slice(0, 3).join('、'),
      ],
      matched,
      target:
        channel.screen === 'PERSONAL_ORDER'
          ? { screen: 'PERSONAL_ORDER', no: refund.orderNo }
          : { screen: channel.screen, no: refund.refundId },
    }));
  }

  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== owner || Date.parse(notice.publishTime) > now) continue;
    const noticeFields = fieldsOf(notice, (record) => [
      ...no(record.flightNo, '航班号'),
      ...date(record.flightDate, '航班日期'),
      ...no(record.newFlightNo, '新航班号'),
    ]);
    for (const impact of notice.orders) {
      const orderFn = ORDER_KIND_FUNCTION[impact.orderKind];
      // The notice's orders are the agency's own; one that changed hands is not its to show.
      if ((!can(AUTH.FLIGHT_CHANGE_NOTICE) && !can(orderFn)) || !orderOf(impact.orderNo)) continue;
      consider(
        'SCHEDULE_CHANGE',
        `${notice.noticeId}:${impact.orderNo}`,
        [...noticeFields, ...fieldsOf(impact, impactFields)],
        (matched) => ({
          title: `${notice.flightNo} ${notice.flightDate} ${notice.reason}`,
          no: notice.noticeId,
          orderNo: impact.orderNo,
          ...stateOf(impact.status, ScheduleChangeStatus),
          details: [impact.groupName, `${notice.depAirport}-${notice.arrAirport}`],
          matched,
          // The order's page handles it (需处理：航班变动) for a caller who sees the order; otherwise the notices.
          target: can(orderFn)
            ? { screen: ORDER_KIND_SEARCH[impact.orderKind].screen, no: impact.orderNo }
            : { screen: 'FLIGHT_CHANGE', no: notice.noticeId },
        }),
      );
    }
  }

  return found.sort((a, b) => a.score - b.score || KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || a.order - b.order);
}

/** Hits by kind, in the box's order of kinds. */
export function kindCounts(hits: readonly Pick<Found, 'kind'>[]): { kind: SearchKind; count: number }[] {
  const counts = new Map<SearchKind, number>();
  for (const hit of hits) counts.set(hit.kind, (counts.get(hit.kind) ?? 0) + 1);
  return SearchKind.values.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind)! }));
}
