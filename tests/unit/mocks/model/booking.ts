import fc from 'fast-check';
import { expect } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { auctionApi, charterApi, promoApi, scatteredApi, seriesApi, tempGroupApi } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { adult } from '../order-support';
import { actor, booked, call, can, CONTACT, dateAhead, expectAsOffered, pick, signIn, type Actor, type Model, type Step } from './support';

/**
 * Booking each channel, as its screens do: search or price, then create at the price seen. A role
 * without the channel's function is refused at the first call; an accepted booking's orders join the model.
 */

const FLIGHTS = [
  { flightNo: 'XY5103', dep: 'PVG', arr: 'CTU' },
  { flightNo: 'XY5101', dep: 'PVG', arr: 'CTU' },
  { flightNo: 'XY5203', dep: 'CAN', arr: 'PEK' },
  { flightNo: 'XY5311', dep: 'SHA', arr: 'XIY' },
] as const;

/** A role lacking the channel's function is refused, whatever else it is refused for. */
function refusedWithoutFunction(who: Actor, authCode: string | undefined, errorCode: string | undefined): void {
  if (!can(who, authCode)) expect(errorCode).toBe(ERRORS.PERMISSION_DENIED.code);
}

/** 临时团: a flight priced for the group, then booked with some of its names. */
class BookTemporary implements Step {
  constructor(
    readonly actor: Actor,
    readonly flight: number,
    readonly daysAhead: number,
    readonly seats: number,
    readonly named: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const { flightNo } = FLIGHTS[this.flight % FLIGHTS.length]!;
    const selections = [{ direction: 'O' as const, flightNo, flightDate: dateAhead(this.daysAhead) }];
    const counts = { adultCount: this.seats, childCount: 0, infantCount: 0 };
    const priced = await call(tempGroupApi.price, { selections, ...counts });
    if (!priced.btCommonRes.isOk) return refusedWithoutFunction(this.actor, tempGroupApi.price.authCode, priced.btCommonRes.errorCode);
    const passengers = Array.from({ length: Math.min(this.named, this.seats) }, () => adult());
    const created = await call(tempGroupApi.create, {
      selections,
      ...counts,
      groupName: `模型测试团${model.booked.length + 1}`,
      contact: CONTACT,
      passengers,
      expectedTotal: priced.quote!.totalAmount,
    });
    booked(model, 'book temporary', created, created.order ? [created.order.orderNo] : []);
  }
  toString = () =>
    `book(${this.actor}, ${FLIGHTS[this.flight % FLIGHTS.length]!.flightNo} +${this.daysAhead}d, ${this.seats} seats, ${this.named} named)`;
}

/** 系列团: one weekday over two to four weeks on SHA→PEK, every bookable departure in one go. */
class BookSeries implements Step {
  constructor(
    readonly actor: Actor,
    readonly weekday: number,
    readonly daysAhead: number,
    readonly weeks: number,
    readonly seats: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const search = {
      seriesType: 'REGULAR' as const,
      depAirport: 'SHA',
      arrAirport: 'PEK',
      weekdays: [this.weekday],
      startDate: dateAhead(this.daysAhead),
      endDate: dateAhead(this.daysAhead + 7 * this.weeks - 1),
      adultCount: this.seats,
      childCount: 0,
      infantCount: 0,
    };
    const found = await call(seriesApi.flightQuery, search);
    if (!found.btCommonRes.isOk) return refusedWithoutFunction(this.actor, AUTH.SERIES_REGULAR, found.btCommonRes.errorCode);
    const departures = found
      .departures!.filter((departure) => departure.bookable && departure.flight)
      .map((departure) => ({ flightDate: departure.flightDate, flightNo: departure.flight!.flightNo, seenTotal: departure.totalAmount }));
    if (departures.length === 0) return;
    const verified = await call(seriesApi.verify, { ...search, departures });
    if (!verified.btCommonRes.isOk) return;
    const created = await call(seriesApi.create, {
      ...search,
      departures,
      groupName: `模型系列团${model.booked.length + 1}`,
      contact: CONTACT,
      expectedTotal: verified.totalAmount!,
    });
    booked(model, 'book series', created, created.series?.orders.map((row) => row.orderNo) ?? []);
  }
  toString = () =>
    `bookSeries(${this.actor}, SHA-PEK weekday ${this.weekday} from +${this.daysAhead}d for ${this.weeks} weeks, ${this.seats} seats)`;
}

const AIRCRAFT = ['A320', 'B737-800', 'A330-300'] as const;

/** 包机: a whole aircraft PVG→SYX one way. */
class BookCharter implements Step {
  constructor(
    readonly actor: Actor,
    readonly aircraft: number,
    readonly daysAhead: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const request = {
      aircraftType: AIRCRAFT[this.aircraft % AIRCRAFT.length]!,
      depAirport: 'PVG',
      arrAirport: 'SYX',
      tripType: 'OW' as const,
      flightDate: dateAhead(this.daysAhead),
      passengers: 100,
    };
    const quoted = await call(charterApi.quote, request);
    if (!quoted.btCommonRes.isOk) return refusedWithoutFunction(this.actor, charterApi.quote.authCode, quoted.btCommonRes.errorCode);
    const created = await call(charterApi.create, {
      ...request,
      groupName: `模型包机${model.booked.length + 1}`,
      contact: CONTACT,
      expectedTotal: quoted.quote!.totalAmount,
    });
    booked(model, 'book charter', created, created.order ? [created.order.orderNo] : []);
  }
  toString = () => `bookCharter(${this.actor}, ${AIRCRAFT[this.aircraft % AIRCRAFT.length]} PVG-SYX +${this.daysAhead}d)`;
}

/** 特惠团: an offer on sale, one of its bookable dates, a flight offered there (CHOOSE), within the offer's group sizes. */
class BookPromotional implements Step {
  constructor(
    readonly actor: Actor,
    readonly offer: number,
    readonly date: number,
    readonly seats: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const listed = await call(promoApi.list, { currentPage: 1, perSize: 20, status: 'ON_SALE' });
    if (!listed.btCommonRes.isOk) return refusedWithoutFunction(this.actor, promoApi.list.authCode, listed.btCommonRes.errorCode);
    const summary = pick(listed.offerList ?? [], this.offer);
    if (!summary) return;
    const detail = await call(promoApi.detail, { offerNo: summary.offerNo });
    const date = pick(detail.offer?.dates.filter((candidate) => candidate.bookable) ?? [], this.date);
    if (!date) return;
    const flights = await call(promoApi.flights, { offerNo: summary.offerNo, flightDate: date.flightDate });
    const flight = flights.flights?.find((candidate) => candidate.allowedActions.includes('CHOOSE'));
    if (!flight) return;
    const selection = { offerNo: summary.offerNo, flightNo: flight.flightNo, flightDate: date.flightDate };
    const counts = { adultCount: Math.max(summary.minGroup, Math.min(summary.maxGroup, this.seats)), childCount: 0, infantCount: 0 };
    const priced = await call(promoApi.price, { ...selection, ...counts });
    if (!priced.btCommonRes.isOk) return;
    const created = await call(promoApi.create, {
      ...selection,
      ...counts,
      groupName: `模型特惠团${model.booked.length + 1}`,
      contact: CONTACT,
      expectedTotal: priced.quote!.totalAmount,
    });
    booked(model, 'book promotional', created, created.order ? [created.order.orderNo] : []);
  }
  toString = () => `bookPromotional(${this.actor}, offer #${this.offer}, date #${this.date}, ${this.seats} seats)`;
}

/** 散客: the first class with seats on a PVG→CTU flight, for one to three named passengers. */
class BookScattered implements Step {
  constructor(
    readonly actor: Actor,
    readonly daysAhead: number,
    readonly flight: number,
    readonly people: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const flightDate = dateAhead(this.daysAhead);
    const counts = { adultCount: this.people, childCount: 0, infantCount: 0 };
    const shopped = await call(scatteredApi.shopping, { depAirport: 'PVG', arrAirport: 'CTU', flightDate, tripType: 'OW', ...counts });
    if (!shopped.btCommonRes.isOk) return refusedWithoutFunction(this.actor, scatteredApi.shopping.authCode, shopped.btCommonRes.errorCode);
    const offer = pick(shopped.outbound ?? [], this.flight);
    const cabin = offer?.cabins.find((candidate) => candidate.seatsLeft >= this.people);
    if (!offer || !cabin) return;
    const selections = [{ direction: 'O' as const, flightNo: offer.flightNo, flightDate, cabin: cabin.cabin }];
    const passengers = Array.from({ length: this.people }, () => adult());
    const confirmed = await call(scatteredApi.confirm, { selections, passengers });
    if (!confirmed.btCommonRes.isOk) return;
    const created = await call(scatteredApi.create, {
      selections,
      passengers,
      contact: CONTACT,
      expectedTotal: confirmed.quote!.totalAmount,
    });
    booked(model, 'book scattered', created, created.order ? [created.order.orderNo] : []);
  }
  toString = () => `bookScattered(${this.actor}, PVG-CTU +${this.daysAhead}d flight #${this.flight}, ${this.people} people)`;
}

/** 竞价: a bid on a running activity at the floor plus some steps, for its smallest seat count; offered as the activity's BID. */
class PlaceBid implements Step {
  constructor(
    readonly actor: Actor,
    readonly activity: number,
    readonly steps: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const listed = await call(auctionApi.list, { currentPage: 1, perSize: 20 });
    if (!listed.btCommonRes.isOk) return refusedWithoutFunction(this.actor, auctionApi.list.authCode, listed.btCommonRes.errorCode);
    const summary = pick(listed.activityList ?? [], this.activity);
    if (!summary) return;
    const detail = await call(auctionApi.detail, { prodNo: summary.prodNo });
    const activity = detail.activity!;
    const seats = activity.minSeats;
    const answer = await call(auctionApi.bid, {
      prodNo: activity.prodNo,
      seats,
      unitPrice: activity.floorPrice + this.steps * activity.step,
      groupName: `模型竞价团${model.bids.length + 1}`,
      contact: CONTACT,
      expectedDeposit: seats * activity.depositPerSeat,
    });
    expectAsOffered(
      `${this} on ${activity.prodNo}`,
      activity.allowedActions.includes('BID') && can(this.actor, auctionApi.bid.authCode),
      answer,
    );
    if (answer.bidOrder) model.bids.push(answer.bidOrder.ancilOrderNo);
  }
  toString = () => `bid(${this.actor}, activity #${this.activity}, floor + ${this.steps} steps)`;
}

export const bookingCommands = [
  fc
    .tuple(
      actor,
      fc.nat(FLIGHTS.length - 1),
      fc.integer({ min: 4, max: 40 }),
      fc.integer({ min: 10, max: 30 }),
      fc.integer({ min: 0, max: 30 }),
    )
    .map(([who, flight, days, seats, named]) => new BookTemporary(who, flight, days, seats, named)),
  fc
    .tuple(
      actor,
      fc.integer({ min: 1, max: 7 }),
      fc.integer({ min: 10, max: 40 }),
      fc.integer({ min: 2, max: 4 }),
      fc.integer({ min: 10, max: 25 }),
    )
    .map(([who, weekday, days, weeks, seats]) => new BookSeries(who, weekday, days, weeks, seats)),
  fc
    .tuple(actor, fc.nat(AIRCRAFT.length - 1), fc.integer({ min: 10, max: 60 }))
    .map(([who, aircraft, days]) => new BookCharter(who, aircraft, days)),
  fc
    .tuple(actor, fc.nat(5), fc.nat(10), fc.integer({ min: 10, max: 40 }))
    .map(([who, offer, date, seats]) => new BookPromotional(who, offer, date, seats)),
  fc
    .tuple(actor, fc.integer({ min: 1, max: 30 }), fc.nat(3), fc.integer({ min: 1, max: 3 }))
    .map(([who, days, flight, people]) => new BookScattered(who, days, flight, people)),
  fc.tuple(actor, fc.nat(4), fc.nat(8)).map(([who, activity, steps]) => new PlaceBid(who, activity, steps)),
];
