import { BOOKING, DAY, HOUR, ORDER_FIGURES } from './figures';

/**
 * Booking figures the portal states before the gateway has quoted anything (domain.md "Groups and
 * orders"). Once a quote exists, screens show the gateway's own amounts and deadlines instead.
 */

/** Individual (normal area) orders: 1–9 seat-holding passengers; infants hold no seat. */
export const INDIVIDUAL_SEATS = { min: BOOKING.individualMinSeats, max: BOOKING.individualMaxSeats } as const;

/** The temporary group as the airline's group desk sells it, in the units the screens state it. */
export const TEMP_GROUP = {
  /** Seat holders (adults and children); infants do not count. */
  minSize: BOOKING.groupMinSeats,
  maxSize: BOOKING.groupMaxSeats,
  /** The group's name, as the gateway takes it. */
  nameMaxLength: BOOKING.groupNameMaxLength,
  /** Deposit: this percentage of the group total … */
  depositPercent: Math.round(ORDER_FIGURES.depositRate * 100),
  /** … paid within this many hours of booking. */
  depositHours: ORDER_FIGURES.depositWindowMs / HOUR,
  /** The balance is due this many days before departure (the ticketing time limit). */
  balanceDaysBefore: ORDER_FIGURES.ticketingLeadMs / DAY,
  /** Every name must be in this many hours before departure. */
  namesHoursBefore: ORDER_FIGURES.nameLeadMs / HOUR,
  /** Booked closer to departure than `balanceDaysBefore`: full payment within this many hours. */
  lateFullPaymentHours: ORDER_FIGURES.lateFullPaymentMs / HOUR,
} as const;

/** Seats left shown as a number up to this, and as '>9' above it (airlines show no more). */
export const SEATS_DISPLAY_CAP = 9;

export function formatSeatsLeft(seats: number): string {
  return seats > SEATS_DISPLAY_CAP ? `>${SEATS_DISPLAY_CAP}` : String(seats);
}

export interface SeatCountRange {
  min: number;
  max: number;
}

export interface CountsInput {
  adultCount?: number | null;
  childCount?: number | null;
  infantCount?: number | null;
}

/** Why a count of seat holders (adults + children) is out of range, or undefined. */
export function seatHoldersProblem(counts: CountsInput, range: SeatCountRange): string | undefined {
  const seats = (counts.adultCount ?? 0) + (counts.childCount ?? 0);
  if (seats < range.min || seats > range.max) {
    return `成人与儿童合计须为${range.min}-${range.max}人（婴儿不占座），当前${seats}人`;
  }
  return undefined;
}

/** Why the infants cannot travel (each needs an adult), or undefined. */
export function infantsProblem(counts: CountsInput): string | undefined {
  const infants = counts.infantCount ?? 0;
  const adults = counts.adultCount ?? 0;
  return infants > adults ? `每位婴儿须由一位成人陪同：婴儿${infants}人，成人${adults}人` : undefined;
}

/** A passenger's name as tickets carry it: Chinese characters (with ·), or SURNAME/GIVEN in letters. */
export function isPassengerName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const name = value.trim();
  return /^[\p{Script=Han}·]{2,20}$/u.test(name) || /^[A-Za-z]+\/[A-Za-z ]+$/.test(name) || /^[A-Za-z][A-Za-z ]{1,40}$/.test(name);
}

export const PASSENGER_NAME_MESSAGE = '姓名须为中文，或英文“姓/名”（如 ZHANG/SAN）';
