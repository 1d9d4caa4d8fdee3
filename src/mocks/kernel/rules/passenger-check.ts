import { Gender, IdType, PassengerType, passengerTypeOn, readMainlandId } from '@/domain/passenger';
import { isMainlandIdNumber, isPhone } from '@/domain/validators';
import type { OrderPassenger, PassengerAction, PassengerInput } from '@/lib/gateway/endpoints';
import { refuse } from '../refusal';
import { toGatewayDate } from '../time-format';
import { ORDER } from './figures';

/**
 * A passenger as the gateway checks it before it enters an order's name list (domain.md "Groups and
 * orders"): the same rules as the portal's forms, one row at a time, then the list as a whole
 * (duplicate ID numbers, seats and infants). Pure: the caller passes the clock and the departure date.
 */

/**
 * What a name-list row allows by itself, as every view of it says and the writes check: its fields
 * changed or the row deleted while unticketed (a ticket is changed through a name change).
 */
export function passengerActions(passenger: Pick<OrderPassenger, 'ticketNo'>): PassengerAction[] {
  return passenger.ticketNo ? [] : ['EDIT', 'DELETE'];
}

/** The column titles of the crew-list template, which the row errors name. */
export const PASSENGER_FIELD_TITLES: Record<keyof PassengerInput, string> = {
  name: '姓名',
  passengerType: '旅客类型',
  idType: '证件类型',
  idNo: '证件号码',
  birthDate: '出生日期',
  gender: '性别',
  mobile: '手机号',
};

export interface PassengerProblem {
  field: keyof PassengerInput;
  /** The column title, e.g. '证件号码'. */
  title: string;
  reason: string;
}

export interface PassengerCheckContext {
  /** Simulator clock (ms): no one is born after it. */
  now: number;
  /** YYYY-MM-DD of the first departure: the passenger type is judged on it. */
  departureDate: string;
}

const CHINESE_NAME = new RegExp(
  `^\\p{Script=Han}[\\p{Script=Han}·]{${ORDER.chineseNameMin - 2},${ORDER.chineseNameMax - 2}}\\p{Script=Han}$`,
  'u',
);
const ENGLISH_NAME = /^[A-Z]+(?: [A-Z]+)*\/[A-Z]+(?: [A-Z]+)*$/;
const OTHER_ID = /^[A-Z0-9]{5,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const NAME_REASON = `中文姓名须为${ORDER.chineseNameMin}-${ORDER.chineseNameMax}个汉字，英文姓名须为“姓/名”格式，如 ZHANG/SAN`;

function problem(field: keyof PassengerInput, reason: string): PassengerProblem {
  return { field, title: PASSENGER_FIELD_TITLES[field], reason };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** English names are kept upper-case, with single spaces, as the airline's systems print them. */
function normaliseName(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').replace(/\s*\/\s*/g, '/');
  return /[A-Za-z]/.test(collapsed) && !/\p{Script=Han}/u.test(collapsed) ? collapsed.toUpperCase() : collapsed;
}

export type PassengerCheck = { ok: true; passenger: PassengerInput } | { ok: false; problem: PassengerProblem };

/**
 * One passenger: every field checked, then normalised (trimmed, English names upper-case, a mainland
 * ID's birth date and gender filled in). Answers the first problem in template column order.
 */
export function checkPassenger(input: unknown, context: PassengerCheckContext): PassengerCheck {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const fail = (field: keyof PassengerInput, reason: string): PassengerCheck => ({ ok: false, problem: problem(field, reason) });

  const name = normaliseName(text(raw.name));
  if (name === '') return fail('name', '不能为空');
  const chinese = /\p{Script=Han}/u.test(name);
  if (chinese ? !CHINESE_NAME.test(name) : name.length > ORDER.englishNameMax || !ENGLISH_NAME.test(name)) {
    return fail('name', NAME_REASON);
  }

  const passengerType = text(raw.passengerType);
  if (!PassengerType.is(passengerType)) return fail('passengerType', '须为成人、儿童或婴儿');

  const idType = text(raw.idType);
  if (!IdType.is(idType)) return fail('idType', '证件类型不正确');

  const idNo = text(raw.idNo).toUpperCase();
  if (idNo === '') return fail('idNo', '不能为空');

  let birthDate = text(raw.birthDate) || undefined;
  let gender = text(raw.gender) || undefined;
  if (birthDate !== undefined && (!isRealDate(birthDate) || birthDate > toGatewayDate(context.now))) {
    return fail('birthDate', '须为不晚于今天的日期（YYYY-MM-DD）');
  }
  if (gender !== undefined && !Gender.is(gender)) return fail('gender', '须为男或女');

  if (idType === 'NI') {
    if (!isMainlandIdNumber(idNo, context.now)) return fail('idNo', '身份证号码不正确（位数、出生日期或校验位有误）');
    const facts = readMainlandId(idNo)!;
    if (birthDate !== undefined && birthDate !== facts.birthDate) return fail('birthDate', `与身份证号码不一致（应为${facts.birthDate}）`);
    if (gender !== undefined && gender !== facts.gender) return fail('gender', `与身份证号码不一致（应为${Gender.label(facts.gender)}）`);
    birthDate = facts.birthDate;
    gender = facts.gender;
    const derived = passengerTypeOn(birthDate, context.departureDate);
    if (derived !== passengerType) return fail('passengerType', `按身份证出生日期应为${PassengerType.label(derived)}`);
  } else {
    if (!OTHER_ID.test(idNo)) return fail('idNo', '须为5-20位字母或数字');
    if (birthDate === undefined && passengerType !== 'ADT') return fail('birthDate', '儿童、婴儿须填写出生日期');
    if (birthDate !== undefined) {
      const derived = passengerTypeOn(birthDate, context.departureDate);
      if (derived !== passengerType) return fail('passengerType', `按出生日期应为${PassengerType.label(derived)}`);
    }
  }

  const mobile = text(raw.mobile) || undefined;
  if (mobile !== undefined && !isPhone(mobile)) return fail('mobile', '须为11位中国大陆手机号');

  return {
    ok: true,
    passenger: {
      name,
      passengerType,
      idType,
      idNo,
      ...(birthDate !== undefined ? { birthDate } : {}),
      ...(gender !== undefined ? { gender: gender as Gender } : {}),
      ...(mobile !== undefined ? { mobile } : {}),
    },
  };
}

/** Checks one passenger or refuses PASSENGER_INVALID naming its 1-based position, the field and the reason. */
export function requirePassenger(input: unknown, position: number, context: PassengerCheckContext): PassengerInput {
  const result = checkPassenger(input, context);
  if (!result.ok) throw refuse('PASSENGER_INVALID', { row: position, field: result.problem.title, reason: result.problem.reason });
  return result.passenger;
}

/** The first two positions (1-based) sharing an ID number, if any. */
function findDuplicateId(passengers: readonly Pick<PassengerInput, 'idNo'>[]): { idNo: string; first: number; second: number } | null {
  const seen = new Map<string, number>();
  for (let index = 0; index < passengers.length; index += 1) {
    const idNo = passengers[index]!.idNo.toUpperCase();
    const first = seen.get(idNo);
    if (first !== undefined) return { idNo, first: first + 1, second: index + 1 };
    seen.set(idNo, index);
  }
  return null;
}

export interface NameListCapacity {
  /** Seats held: adults and children. */
  groupCount: number;
  infantCount: number;
}

/**
 * The whole name list against the order: no ID number twice (DUPLICATE_ID_NUMBER naming both
 * positions), seat holders within the group count (GROUP_FULL), infants within the infants booked
 * (INFANTS_FULL) and each infant with a named adult (INFANT_WITHOUT_ADULT).
 */
export function requireNameList(passengers: readonly PassengerInput[], capacity: NameListCapacity): void {
  const duplicate = findDuplicateId(passengers);
  if (duplicate) throw refuse('DUPLICATE_ID_NUMBER', duplicate);
  let adults = 0;
  let children = 0;
  let infants = 0;
  for (const passenger of passengers) {
    if (passenger.passengerType === 'ADT') adults += 1;
    else if (passenger.passengerType === 'CHD') children += 1;
    else infants += 1;
  }
  if (adults + children > capacity.groupCount) throw refuse('GROUP_FULL', { count: capacity.groupCount, named: adults + children });
  if (infants > capacity.infantCount) throw refuse('INFANTS_FULL', { count: capacity.infantCount, named: infants });
  if (infants > adults) throw refuse('INFANT_WITHOUT_ADULT', { infants, adults });
}
