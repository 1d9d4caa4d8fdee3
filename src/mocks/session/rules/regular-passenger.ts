import type { AnyState } from '../../state';
import { revisionStamp } from '../../kernel/rules/revisions';
import type { PassengerInput, RegularPassenger } from '@/lib/gateway/endpoints';
import { invalidParam } from '../../kernel/refusal';
import { toGatewayDate } from '../../kernel/time-format';
import { REGULAR_PASSENGER } from '../../kernel/rules/figures';
import { checkPassenger } from '../../kernel/rules/passenger-check';
import type { RegularPassengerRecord } from './session-records';
export type { RegularPassengerRecord } from './session-records';

/** A frequent passenger's fields (passenger + remark), or PARAM_INVALID naming the field. */
export function requireRegularPassenger(raw: unknown, now: number): PassengerInput & { remark?: string } {
  // The order passengers' rules; the passenger type must hold today (an order checks it on its departure date).
  const checked = checkPassenger(raw, { now, departureDate: toGatewayDate(now) });
  if (!checked.ok) throw invalidParam(`${checked.problem.title}${checked.problem.reason}`);
  const remarkValue = (raw as { remark?: unknown }).remark;
  if (remarkValue !== undefined && remarkValue !== null && typeof remarkValue !== 'string') throw invalidParam('备注格式不正确');
  const remark = typeof remarkValue === 'string' ? remarkValue.trim() : '';
  if (remark.length > REGULAR_PASSENGER.remarkMaxLength) throw invalidParam(`备注不能超过${REGULAR_PASSENGER.remarkMaxLength}字`);
  return { ...checked.passenger, ...(remark !== '' ? { remark } : {}) };
}

export const ownRegularPassengers = (records: readonly RegularPassengerRecord[], accountId: string) =>
  records.filter((record) => record.ownerAccountId === accountId);

/** Keyword over name, ID number and mobile (case-insensitive). */
export function matchesKeyword(passenger: Pick<RegularPassenger, 'name' | 'idNo' | 'mobile'>, keyword: string | undefined): boolean {
  if (keyword === undefined) return true;
  const needle = keyword.toLowerCase();
  return [passenger.name, passenger.idNo, passenger.mobile ?? ''].some((field) => field.toLowerCase().includes(needle));
}

/** The next passengerId: RP + 6 digits after the highest given. */
export function nextRegularPassengerId(records: readonly RegularPassengerRecord[]): string {
  const highest = records.reduce(
    (max, record) => Math.max(max, Number(record.passengerId.slice(REGULAR_PASSENGER.idPrefix.length)) || 0),
    0,
  );
  return `${REGULAR_PASSENGER.idPrefix}${String(highest + 1).padStart(REGULAR_PASSENGER.idDigits, '0')}`;
}

export function toRegularPassenger(state: AnyState, record: RegularPassengerRecord): RegularPassenger {
  const { ownerAccountId: _owner, ...passenger } = record;
  return { ...passenger, ...revisionStamp(state, 'regularPassenger', record.passengerId) };
}
