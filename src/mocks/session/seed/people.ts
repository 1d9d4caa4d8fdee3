import type { Gender, PassengerType } from '@/domain/passenger';
import { idCheckChar } from '@/domain/validators';
import type { PassengerInput } from '@/lib/gateway/endpoints';
import type { Rng } from '../../kernel/random';
import { DAY } from '../../kernel/rules/figures';

/**
 * Made-up people for the seed: common Chinese surnames and given names, mainland ID numbers with real
 * region prefixes, a birth date that gives the wanted passenger type on the departure date and a valid
 * check character; now and then a foreign traveller with a passport. Deterministic with the seed's rng.
 */

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
  '欧阳',
  '司马',
  '上官',
];
const MALE_GIVEN = [...'伟强磊军洋勇杰涛明超刚鹏辉斌宇浩凯晨轩博鸣俊峰建国志海东亮波林华飞鑫宁凡睿泽然航毅坤锋诚'];
const FEMALE_GIVEN = [...'芳娜敏静丽艳娟秀兰霞玉萍红怡欣琪萱涵婷雪梅慧颖佳倩璐瑶丹晶莉燕蕾琳悦彤妍桐诗雨'];

/** Real county-level division codes (GB/T 2260), the first six digits of an ID number. */
const REGIONS = [
  '110101',
  '110105',
  '110108',
  '120101',
  '130104',
  '140105',
  '150102',
  '210102',
  '220102',
  '230103',
  '310101',
  '310104',
  '310115',
  '320102',
  '320583',
  '330106',
  '330203',
  '340104',
  '350203',
  '360102',
  '370102',
  '370202',
  '410105',
  '420106',
  '430104',
  '440106',
  '440305',
  '450103',
  '460106',
  '500103',
  '510107',
  '520102',
  '530102',
  '610113',
  '620102',
  '640104',
  '650102',
];

const FOREIGN = [
  ['SMITH', 'JOHN'],
  ['JOHNSON', 'EMILY'],
  ['MUELLER', 'ANNA'],
  ['TANAKA', 'HIROSHI'],
  ['KIM', 'MINJUN'],
  ['MARTIN', 'LUCAS'],
  ['BROWN', 'OLIVIA'],
  ['ROSSI', 'MARCO'],
  ['SATO', 'YUKI'],
  ['LEE', 'JIHOON'],
  ['GARCIA', 'SOFIA'],
  ['DUBOIS', 'CAMILLE'],
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole years after `date` (YYYY-MM-DD), same month and day (29 Feb → 28 Feb). */
function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PeopleOptions {
  /** The first departure's date: the type is judged on it. */
  departureDate: string;
  /** Naming time (ms): infants are born before it. */
  namedAt: number;
  /** Share of foreign passport holders among adults. */
  foreignShare?: number;
}

export interface PeopleMaker {
  person(type: PassengerType, options: PeopleOptions): PassengerInput;
  chineseName(gender: Gender): string;
}

/** A maker that never gives the same ID number twice. */
export function peopleMaker(rng: Rng): PeopleMaker {
  const used = new Set<string>();

  function chineseName(gender: Gender): string {
    const surname = rng.next() < 0.02 ? rng.pick(SURNAMES.slice(-3)) : rng.pick(SURNAMES.slice(0, -3));
    const pool = gender === 'M' ? MALE_GIVEN : FEMALE_GIVEN;
    const given = rng.next() < 0.35 ? rng.pick(pool) : `${rng.pick(pool)}${rng.pick(pool)}`;
    return `${surname}${given}`;
  }

  function birthDateFor(type: PassengerType, options: PeopleOptions): string {
    if (type === 'INF') return isoDay(options.namedAt - rng.int(45, 300) * DAY);
    const [minAge, maxAge] = type === 'CHD' ? [3, 10] : [19, 68];
    const upper = yearsBefore(options.departureDate, rng.int(minAge, maxAge));
    return isoDay(dayMs(upper) - rng.int(1, 360) * DAY);
  }

  function idNumber(birthDate: string, gender: Gender): string {
    for (;;) {
      const sequence = rng.int(0, 99) * 10 + (gender === 'M' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8]));
      const first17 = `${rng.pick(REGIONS)}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
      const idNo = `${first17}${idCheckChar(first17)}`;
      if (!used.has(idNo)) {
        used.add(idNo);
        return idNo;
      }
    }
  }

  function mobile(): string {
    return `1${rng.pick(['38', '39', '37', '58', '59', '86', '88', '36', '50', '89'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  }

  return {
    chineseName,
    person(type, options) {
      const gender: Gender = rng.next() < 0.5 ? 'M' : 'F';
      const birthDate = birthDateFor(type, options);
      if (type === 'ADT' && rng.next() < (options.foreignShare ?? 0)) {
        const [surname, given] = rng.pick(FOREIGN);
        let idNo: string;
        do idNo = `${rng.pick(['K', 'P', 'E', 'G'])}${String(rng.int(10_000_000, 99_999_999))}`;
        while (used.has(idNo));
        used.add(idNo);
        return { name: `${surname}/${given}`, passengerType: type, idType: 'PP', idNo, birthDate, gender, mobile: mobile() };
      }
      return {
        name: chineseName(gender),
        passengerType: type,
        idType: 'NI',
        idNo: idNumber(birthDate, gender),
        birthDate,
        gender,
        ...(type === 'ADT' && rng.next() < 0.85 ? { mobile: mobile() } : {}),
      };
    },
  };
}
