import { enumOf, type EnumValue } from './enum';

/** Spec §3 passenger type. Infants hold no seat and do not count toward a group's size. */
export const PassengerType = enumOf('PassengerType');
export type PassengerType = EnumValue<typeof PassengerType>;

/** Passenger identity document; only NI (mainland ID card) has a checksum to validate. */
export const IdType = enumOf('IdType');
export type IdType = EnumValue<typeof IdType>;

export const Gender = enumOf('Gender');
export type Gender = EnumValue<typeof Gender>;

/** Age limits by the departure date (domain.md): under 2 an infant, under 12 a child. */
export const INFANT_MAX_AGE = 2;
export const CHILD_MAX_AGE = 12;

export interface MainlandIdFacts {
  /** YYYY-MM-DD */
  birthDate: string;
  gender: Gender;
}

/**
 * Birth date and gender read from a mainland ID number (15 or 18 digits). Assumes the number passed
 * `isMainlandIdNumber`; answers null for anything that does not have the shape.
 */
export function readMainlandId(idNo: string): MainlandIdFacts | null {
  let birth: string;
  let genderDigit: number;
  if (/^\d{17}[\dXx]$/.test(idNo)) {
    birth = idNo.slice(6, 14);
    genderDigit = Number(idNo[16]);
  } else if (/^\d{15}$/.test(idNo)) {
    birth = `19${idNo.slice(6, 12)}`;
    genderDigit = Number(idNo[14]);
  } else return null;
  return {
    birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`,
    gender: genderDigit % 2 === 1 ? 'M' : 'F',
  };
}

/** Whole years between a birth date and a day (both YYYY-MM-DD), as a birthday counts them. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The passenger type a birth date gives on the departure date: INF under 2, CHD under 12, else ADT. */
export function passengerTypeOn(birthDate: string, departureDate: string): PassengerType {
  const age = ageOn(birthDate, departureDate);
  if (age < INFANT_MAX_AGE) return 'INF';
  if (age < CHILD_MAX_AGE) return 'CHD';
  return 'ADT';
}
