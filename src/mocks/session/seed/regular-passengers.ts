import { PassengerType } from '@/domain/passenger';
import { idCheckChar } from '@/domain/validators';
import type { RegularPassengerRecord } from '../rules/regular-passenger';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from './accounts';
import { DAY } from '../../kernel/rules/figures';
import drafts from './regular-passengers.json';

/**
 * Frequent passengers of agent01 (its tour leaders and regular travellers), staff01 and user01 (family).
 * Mainland ID numbers are built with a valid check character; children's and the infant's birth dates
 * are relative to the seed time so their types stay true.
 */

/** An 18-digit mainland ID number: area code, birth date, sequence (odd = male), check character. */
export function mainlandId(area: string, birthDate: string, sequence: number): string {
  const first17 = `${area}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCheckChar(first17)}`;
}

interface Draft {
  owner: keyof typeof SEED_ACCOUNT_IDS;
  name: string;
  type: PassengerType;
  /** Fixed YYYY-MM-DD, or years before the seed time (children, infants). */
  birth: string | { yearsAgo: number; daysExtra: number };
  area: string;
  /** Odd for a man, even for a woman. */
  sequence: number;
  mobile?: string;
  remark?: string;
  /** Passport instead of a mainland ID. */
  passport?: string;
}

const isSeedOwner = (owner: string): owner is keyof typeof SEED_ACCOUNT_IDS => Object.hasOwn(SEED_ACCOUNT_IDS, owner);

/** The people themselves are data (regular-passengers.json); an owner or type the seed does not know fails here. */
const DRAFTS: readonly Draft[] = drafts.map((draft) => {
  const { owner, type } = draft;
  if (!isSeedOwner(owner) || !PassengerType.is(type)) throw new Error(`regular-passengers.json: ${draft.name}`);
  return { ...draft, owner, type };
});

function birthDateOf(birth: Draft['birth'], now: number): string {
  if (typeof birth === 'string') return birth;
  return toGatewayDate(now - birth.yearsAgo * 365 * DAY - birth.daysExtra * DAY);
}

export function seedRegularPassengers(now: number): RegularPassengerRecord[] {
  return DRAFTS.map((draft, index) => {
    const birthDate = birthDateOf(draft.birth, now);
    const gender = draft.sequence % 2 === 1 || draft.passport ? 'M' : 'F';
    return {
      passengerId: `RP${String(index + 1).padStart(6, '0')}`,
      ownerAccountId: SEED_ACCOUNT_IDS[draft.owner],
      name: draft.name,
      passengerType: draft.type,
      idType: draft.passport ? 'PP' : 'NI',
      idNo: draft.passport ?? mainlandId(draft.area, birthDate, draft.sequence),
      birthDate,
      gender,
      ...(draft.mobile ? { mobile: draft.mobile } : {}),
      ...(draft.remark ? { remark: draft.remark } : {}),
      updateTime: toGatewayIso(now - (index + 1) * 3 * DAY),
    };
  });
}
