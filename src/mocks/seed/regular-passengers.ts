import type { PassengerType } from '@/domain/passenger';
import { idCheckChar } from '@/domain/validators';
import type { RegularPassengerRecord } from '../rules/regular-passenger';
import { toGatewayDate, toGatewayIso } from '../time-format';
import { SEED_ACCOUNT_IDS } from './accounts';
import { DAY } from '../rules/figures';

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

const DRAFTS: Draft[] = [
  {
    owner: 'agent01',
    name: '李秀英',
    type: 'ADT',
    birth: '1978-04-12',
    area: '310115',
    sequence: 24,
    mobile: '13816624501',
    remark: '领队',
  },
  {
    owner: 'agent01',
    name: '张伟',
    type: 'ADT',
    birth: '1985-09-03',
    area: '110105',
    sequence: 137,
    mobile: '13911827364',
    remark: '领队',
  },
  { owner: 'agent01', name: '刘洋', type: 'ADT', birth: '1990-01-27', area: '440106', sequence: 51, mobile: '13631458802' },
  { owner: 'agent01', name: '陈静', type: 'ADT', birth: '1988-11-16', area: '510107', sequence: 82, mobile: '18628390451', remark: '导游' },
  { owner: 'agent01', name: '杨磊', type: 'ADT', birth: '1982-06-30', area: '330106', sequence: 215, mobile: '13758216690' },
  { owner: 'agent01', name: '赵敏', type: 'ADT', birth: '1995-03-08', area: '320102', sequence: 46, mobile: '15951872203' },
  { owner: 'agent01', name: '黄志强', type: 'ADT', birth: '1969-12-21', area: '420106', sequence: 173, mobile: '13907135528' },
  { owner: 'agent01', name: '周晓燕', type: 'ADT', birth: '1992-07-19', area: '610113', sequence: 68, mobile: '18092657713' },
  {
    owner: 'agent01',
    name: '吴建华',
    type: 'ADT',
    birth: '1975-02-05',
    area: '350203',
    sequence: 99,
    mobile: '13906018845',
    remark: '司陪',
  },
  { owner: 'agent01', name: '徐丽娟', type: 'ADT', birth: '1986-10-11', area: '500103', sequence: 32, mobile: '13896047719' },
  {
    owner: 'agent01',
    name: '孙浩然',
    type: 'CHD',
    birth: { yearsAgo: 8, daysExtra: 40 },
    area: '310115',
    sequence: 57,
    remark: '李秀英之子',
  },
  {
    owner: 'agent01',
    name: 'MILLER/DAVID',
    type: 'ADT',
    birth: '1980-05-14',
    area: '',
    sequence: 0,
    passport: 'E48213576',
    mobile: '13701928834',
    remark: '外籍领队',
  },
  { owner: 'staff01', name: '马丽', type: 'ADT', birth: '1991-08-22', area: '310104', sequence: 128, mobile: '13524876610' },
  { owner: 'staff01', name: '朱文博', type: 'ADT', birth: '1987-04-02', area: '310110', sequence: 75, mobile: '13621789043' },
  { owner: 'staff01', name: '胡佳怡', type: 'ADT', birth: '1998-12-09', area: '320503', sequence: 186, mobile: '18915306627' },
  {
    owner: 'user01',
    name: '林海峰',
    type: 'ADT',
    birth: '1984-03-25',
    area: '350102',
    sequence: 113,
    mobile: '13800000001',
    remark: '本人',
  },
  { owner: 'user01', name: '郑雅琪', type: 'ADT', birth: '1986-09-14', area: '350104', sequence: 62, mobile: '13859017742' },
  { owner: 'user01', name: '林子轩', type: 'CHD', birth: { yearsAgo: 6, daysExtra: 100 }, area: '350102', sequence: 35 },
  { owner: 'user01', name: '林可欣', type: 'INF', birth: { yearsAgo: 1, daysExtra: 20 }, area: '350102', sequence: 48 },
];

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
