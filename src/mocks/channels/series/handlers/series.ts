import { AUTH } from '@/config/auth-codes';
import { SeriesStatus, SeriesType } from '@/domain/series';
import { seriesApi } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import { authed, optionalCode, optionalEnum, paginate, refuse, requirePage } from '../../../gateway';
import { treeHasFunction } from '../../../kernel/menu-tree';
import {
  addPeople,
  applySeriesCancel,
  BOOKING,
  bookOrder,
  checkExpectedTotal,
  checkSeriesSearch,
  departuresToBook,
  findOwnSeries,
  listSeries,
  nextSeriesNo,
  openSeries,
  priceAddPeople,
  resolveTrip,
  seriesAdvance,
  seriesCancelQuote,
  seriesDepartures,
  seriesDetail,
  verifySeries,
} from '../../../rules';
import type { AccountRecord } from '../../../state';
import { getState } from '../../../store';
import { groupOrderFields } from '../../../order/handlers/group-order';

/**
 * Series (系列团, spec §7 "Series and charter"): the flight query, verify and create of both series types
 * (the caller needs the function of the type asked: 定期 or 不定期), and a booked series' list, detail,
 * advance details, add people (its fare first) and cancel apply (its quote first), under 系列团订单.
 * Rules in rules/series.ts; each departure is a team order booked through `bookOrder`.
 */

const BOOKING_FUNCTION = { REGULAR: AUTH.SERIES_REGULAR, UNREGULAR: AUTH.SERIES_UNREGULAR } as const;

/** PERMISSION_DENIED unless the caller holds the booking function of the series' type. */
function requireBookingFunction(account: AccountRecord, seriesType: unknown): void {
  const code = SeriesType.is(seriesType) ? BOOKING_FUNCTION[seriesType] : undefined;
  if (code && !treeHasFunction(account.menu, code)) throw refuse('PERMISSION_DENIED');
}

export const seriesHandlers = [
  authed(seriesApi.flightQuery, ({ body, account }) => {
    requireBookingFunction(account, body.seriesType);
    const now = clock.nowMs();
    return seriesDepartures(getState(), checkSeriesSearch(body, now), now);
  }),

  authed(seriesApi.verify, ({ body, account }) => {
    requireBookingFunction(account, body.seriesType);
    const now = clock.nowMs();
    return verifySeries(getState(), checkSeriesSearch(body, now), body.departures, now);
  }),

  authed(seriesApi.create, ({ body, account }) => {
    requireBookingFunction(account, body.seriesType);
    const now = clock.nowMs();
    const state = getState();
    const search = checkSeriesSearch(body, now);
    const fields = groupOrderFields({ ...body, passengers: undefined }, search.counts);
    // Checked and held in this one transaction: a departure gone meanwhile refuses the whole series.
    const departures = departuresToBook(state, search, body.departures, now);
    checkExpectedTotal(
      body.expectedTotal,
      departures.reduce((sum, departure) => sum + departure.totalAmount, 0),
    );
    const seriesNo = nextSeriesNo(state);
    const orders = departures.map((departure) => {
      const legs = resolveTrip(
        state,
        [{ direction: 'O', flightNo: departure.flight!.flightNo, flightDate: departure.flightDate }],
        now,
        BOOKING.groupCloseMs,
      );
      return bookOrder(state, {
        kind: 'TEAM',
        channel: 'SERIES',
        booker: account,
        groupName: fields.groupName,
        legs,
        cabin: BOOKING.groupCabin,
        pool: { kind: 'group' },
        counts: search.counts,
        fares: departure.fares,
        links: { seriesNo },
        contact: fields.contact,
        passengers: [],
        ...(fields.remark ? { remark: fields.remark } : {}),
        now,
      });
    });
    const series = openSeries(state, {
      search,
      booker: account,
      groupName: fields.groupName,
      contact: fields.contact,
      orders,
      now,
      seriesNo,
    });
    return { series: seriesDetail(state, series, now) };
  }),

  authed(seriesApi.list, ({ body, account }) => {
    const filters = {
      seriesType: optionalEnum(body.seriesType, SeriesType.values, '系列团类型'),
      status: optionalEnum(body.status, SeriesStatus.values, '状态'),
      seriesNo: optionalCode(body.seriesNo, '系列团编号'),
      depAirport: optionalCode(body.depAirport, '出发机场'),
      arrAirport: optionalCode(body.arrAirport, '到达机场'),
    };
    return paginate('seriesList', listSeries(getState(), account, filters, clock.nowMs()), requirePage(body));
  }),

  authed(seriesApi.detail, ({ body, account }) => {
    const state = getState();
    return { series: seriesDetail(state, findOwnSeries(state, account, body.seriesNo), clock.nowMs()) };
  }),

  authed(seriesApi.advance, ({ body, account }) => {
    const state = getState();
    return { advance: seriesAdvance(state, findOwnSeries(state, account, body.seriesNo), clock.nowMs()) };
  }),

  authed(seriesApi.fare, ({ body, account }) => {
    const state = getState();
    const series = findOwnSeries(state, account, body.seriesNo);
    requireBookingFunction(account, series.seriesType);
    return { quote: priceAddPeople(state, series, body, clock.nowMs()).quote };
  }),

  authed(seriesApi.addPeople, ({ body, account }) => {
    const now = clock.nowMs();
    const state = getState();
    const series = findOwnSeries(state, account, body.seriesNo);
    requireBookingFunction(account, series.seriesType);
    // Priced again in this transaction: the seats and the fare the agent confirmed, or a refusal.
    const pricing = priceAddPeople(state, series, body, now);
    checkExpectedTotal(body.expectedTotal, pricing.quote.addedAmount);
    addPeople(state, series, pricing, account.displayName, now);
    return { series: seriesDetail(state, series, now) };
  }),

  authed(seriesApi.cancelQuote, ({ body, account }) => {
    const state = getState();
    return { quote: seriesCancelQuote(state, findOwnSeries(state, account, body.seriesNo), body, clock.nowMs()) };
  }),

  authed(seriesApi.cancelApply, ({ body, account }) => {
    if (!treeHasFunction(account.menu, AUTH.TEAM_ORDER_CANCEL)) throw refuse('PERMISSION_DENIED');
    const now = clock.nowMs();
    const state = getState();
    const series = findOwnSeries(state, account, body.seriesNo);
    const quote = applySeriesCancel(state, series, body, account.displayName, now);
    return { series: seriesDetail(state, series, now), quote };
  }),
];
