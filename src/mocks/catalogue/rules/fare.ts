import type { PassengerType } from '@/domain/passenger';
import type { FareLine, FareRule, PassengerCounts } from '@/lib/gateway/endpoints';
import type { ScheduledFlight } from '../../state';
import { ANCILLARY, type CabinFigure, DAY, FARE, GATEWAY_UTC_OFFSET_MINUTES, HOUR, ORDER, SCATTERED } from '../../kernel/rules/figures';

/**
 * Fares (figures in figures.ts FARE): the individual fares of each booking class, and the group fare
 * for a count and an advance purchase. Pure functions of the timetable and the figures. Every amount is
 * integer fen; fares are rounded to ¥10 as the airline files them.
 */

export type FaresByType = Record<PassengerType, number>;

const PASSENGER_TYPES: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];

/** Rounds fen to the airline's fare unit (¥10). */
const roundFare = (fen: number): number => Math.round(fen / FARE.roundingFen) * FARE.roundingFen;

/** A share as whole percent (0.05 → 5), so that fare arithmetic stays in integers. */
const percent = (share: number): number => Math.round(share * 100);

/** `fen` × `share`, rounded to ¥10 (integer arithmetic on whole percents). */
const shareOf = (fen: number, share: number): number => roundFare((fen * percent(share)) / 100);

export function cabinFigure(cabin: string): CabinFigure | undefined {
  return FARE.cabins.find((candidate) => candidate.cabin === cabin);
}

/** The booking classes a flight sells to individuals, in the figures' order (F, Y, B). */
export function cabinsOf(flight: ScheduledFlight): CabinFigure[] {
  return FARE.cabins.filter((figure) => (flight.cabinSeats[figure.cabin] ?? 0) > 0);
}

/** Individual fares of one class on one flight, per person by type (without taxes). */
export function cabinFares(flight: ScheduledFlight, figure: CabinFigure): FaresByType {
  const full = shareOf(flight.baseFare, figure.fullFareOfY);
  return {
    ADT: shareOf(flight.baseFare, figure.fareOfY),
    CHD: shareOf(full, FARE.childShare),
    INF: shareOf(full, FARE.infantShare),
  };
}

/** Taxes of one segment per person by type: airport fee (adults) + fuel surcharge (children half, infants none). */
export function segmentTaxes(): FaresByType {
  return {
    ADT: FARE.airportFee + FARE.fuelSurcharge,
    CHD: Math.round(FARE.fuelSurcharge * FARE.childFuelShare),
    INF: 0,
  };
}

const pct = (share: number) => `${percent(share)}%`;

function changeText(figure: CabinFigure): string {
  return figure.changeFee === 0 ? '起飞前免费改期' : `起飞前改期收取票面价${pct(figure.changeFee)}`;
}

/** The one-line rule a flight offer shows per class. */
export function cabinRuleSummary(figure: CabinFigure): string {
  return [
    `退票：起飞前收取${pct(figure.refundBefore)}，起飞后收取${pct(figure.refundAfter)}`,
    `改期：${changeText(figure)}`,
    figure.endorsable ? '可签转' : '不得签转',
  ].join('；');
}

/** A class's change (改期) rule: what a change of its ticket costs. */
export function changeRule(figure: CabinFigure): FareRule {
  return {
    title: `${figure.cabinName}（${figure.cabin}舱）改期`,
    content: `${changeText(figure)}，如有票价差额需补齐；起飞后不得改期，须按退票办理。`,
  };
}

/** The full rules of a class (退票 / 改期 / 签转), as the price step shows them. */
export function cabinRules(figure: CabinFigure): FareRule[] {
  return [
    {
      title: `${figure.cabinName}（${figure.cabin}舱）退票`,
      content: `航班起飞前申请退票，收取票面价${pct(figure.refundBefore)}的退票费；航班起飞后收取${pct(figure.refundAfter)}。税费（机场建设费、燃油附加费）全额退还。`,
    },
    changeRule(figure),
    {
      title: `${figure.cabinName}（${figure.cabin}舱）签转`,
      content: figure.endorsable ? '可签转至其他承运人，须在原航班起飞前办理。' : '优惠舱位客票不得签转至其他承运人。',
    },
  ];
}

/** A class's rules as a scattered (散客) fare states them: refund, change, endorsement and baggage. */
export function scatteredRules(figure: CabinFigure): FareRule[] {
  return [
    ...cabinRules(figure),
    {
      title: `${figure.cabinName}（${figure.cabin}舱）行李`,
      content: `成人、儿童每人免费托运行李${figure.baggageKg}公斤，婴儿${SCATTERED.infantBaggageKg}公斤；超出部分按逾重行李收费。`,
    },
  ];
}

// ---- time ----

const OFFSET_MS = GATEWAY_UTC_OFFSET_MINUTES * 60_000;

/** The instant (clock ms) of `hhmm` on a YYYY-MM-DD date, Beijing time. */
export function gatewayInstant(date: string, hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + (hours * 60 + minutes) * 60_000;
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** A YYYY-MM-DD date plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

// ---- group fares ----

export interface GroupFactor {
  /** Adult group fare = Y full fare × percent / 100. */
  percent: number;
  /** How the fare was reached, in Chinese. */
  adjustments: string[];
}

function groupCountTier(seats: number) {
  return FARE.groupCountTiers.find((tier) => seats >= tier.min && seats <= tier.max);
}

function advancePurchaseTier(advanceDays: number) {
  return FARE.advancePurchase.find((tier) => advanceDays >= tier.minDays) ?? FARE.advancePurchase[FARE.advancePurchase.length - 1];
}

function advanceLabel(index: number): string {
  const tier = FARE.advancePurchase[index];
  const upper = index === 0 ? undefined : FARE.advancePurchase[index - 1].minDays - 1;
  if (upper === undefined) return `提前${tier.minDays}天以上`;
  if (tier.minDays === 0) return `出发前${upper + 1}天内`;
  return `提前${tier.minDays}-${upper}天`;
}

/** The group adult fare's share of the Y full fare for `seats` seat holders booked `advanceDays` ahead. */
export function groupFactor(seats: number, advanceDays: number): GroupFactor {
  const tier = groupCountTier(seats);
  const advance = advancePurchaseTier(advanceDays);
  const tierPercent = percent(tier?.discount ?? 0);
  const advancePercent = percent(advance.discount);
  const tierText = tier ? `${tier.min}-${tier.max}人团体` : `${seats}人团体`;
  const advanceText = advanceLabel(FARE.advancePurchase.indexOf(advance));
  return {
    percent: 100 - tierPercent - advancePercent,
    adjustments: [
      tierPercent === 0 ? `${tierText} 无人数优惠` : `${tierText}优惠 ${tierPercent}%`,
      advancePercent === 0
        ? `${advanceText} 无提前购票优惠`
        : advancePercent > 0
          ? `${advanceText}优惠 ${advancePercent}%`
          : `${advanceText}加价 ${-advancePercent}%`,
    ],
  };
}

/** Group fares of one flight per person by type: adults the factor of Y, children and infants from it. */
export function groupFares(flight: ScheduledFlight, factor: GroupFactor): FaresByType {
  return faresFromAdult(flight, roundFare((flight.baseFare * factor.percent) / 100));
}

/** Group fares per person by type from an adult group fare (a promotional offer's price): children 75 % of it, infants 10 % of Y. */
export function faresFromAdult(flight: ScheduledFlight, adult: number): FaresByType {
  return {
    ADT: adult,
    CHD: shareOf(adult, FARE.groupChildShare),
    INF: shareOf(flight.baseFare, FARE.groupInfantShare),
  };
}

// ---- fare lines ----

export const countOf = (counts: PassengerCounts, type: PassengerType): number =>
  type === 'ADT' ? counts.adultCount : type === 'CHD' ? counts.childCount : counts.infantCount;

/**
 * The order's fare lines: per type with passengers, the fare and taxes per person summed over the
 * segments (`perSegment` holds each segment's fares).
 */
export function fareLines(perSegment: readonly FaresByType[], counts: PassengerCounts): FareLine[] {
  const taxes = segmentTaxes();
  return PASSENGER_TYPES.filter((type) => countOf(counts, type) > 0).map((type) => ({
    passengerType: type,
    count: countOf(counts, type),
    fare: perSegment.reduce((sum, fares) => sum + fares[type], 0),
    tax: perSegment.length * taxes[type],
  }));
}

/** Group rules shown beside a group quote (refund fees by time before departure, names, endorsement). */
export function groupRules(
  nameDeadlineHours: number,
  depositShare: number,
  freeReleaseShare: number,
  { delays = true }: { /** The group may move to later flights (not an offer's). */ delays?: boolean } = {},
): FareRule[] {
  const fees = FARE.groupRefundFees;
  const refund = fees
    .map((tier, index) => {
      if (index === 0) return `起飞前${tier.minDays}天以上收取${pct(tier.fee)}`;
      if (tier.minDays === 0) return `起飞前${fees[index - 1].minDays}天内收取${pct(tier.fee)}`;
      return `起飞前${tier.minDays}-${fees[index - 1].minDays}天收取${pct(tier.fee)}`;
    })
    .join('，');
  const HOUR_MS = 60 * 60_000;
  const leadDays = ORDER.ticketingLeadMs / (24 * HOUR_MS);
  const depositHours = ORDER.depositWindowMs / HOUR_MS;
  const lateHours = ORDER.lateFullPaymentMs / HOUR_MS;
  return [
    { title: '团队退票', content: `自愿退票按票价收取退票费：${refund}；起飞后不得退票。非自愿退票（航班变动等）免收退票费。` },
    {
      title: '付款',
      content: `出发前${leadDays}天以上预订：须于${depositHours}小时内支付团队总价${pct(depositShare)}的定金，出票时限（出发前${leadDays}天）前付清尾款；出发前${leadDays}天内预订须于${lateHours}小时内付清全款。逾期未付定金，订单自动取消并释放座位。`,
    },
    {
      title: '座位释放',
      content: `支付定金后，可免费释放不超过确认人数${pct(freeReleaseShare)}的座位；超出部分按人均定金扣除。`,
    },
    {
      title: '名单',
      content: `旅客名单须在航班起飞前${nameDeadlineHours}小时前录入完毕；出票后修改姓名或证件按名单变更办理：同一旅客更正姓名每人收取改名费${ORDER.nameChangeFeePerPassenger / 100}元，换为另一位旅客每人收取换人费${ORDER.replaceFeePerPassenger / 100}元。`,
    },
    {
      title: '改期与签转',
      content: delays
        ? `团队客票不得签转；延期须整团办理，改乘同航线${ANCILLARY.delayWindowDays}天内的后续航班，最晚于起飞前${ANCILLARY.delayLeadMs / HOUR}小时申请，按人补交票价差额（低于原票价不退）并收取延期费每人${ANCILLARY.delayFeePerSeat / 100}元。`
        : '特惠产品不得更改航班日期（不能申请延期），团队客票不得签转；行程有变须按团队退票办理。',
    },
  ];
}
