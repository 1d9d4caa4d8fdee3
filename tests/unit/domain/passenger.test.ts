import { describe, expect, it } from 'vitest';
import { ageOn, passengerTypeOn, readMainlandId } from '@/domain/passenger';
import { idCheckChar } from '@/domain/validators';

const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;

describe('readMainlandId', () => {
  it('reads birth date and gender from an 18-digit number (17th digit odd = male)', () => {
    expect(readMainlandId(withCheck('31011519850312123'))).toEqual({ birthDate: '1985-03-12', gender: 'M' });
    expect(readMainlandId(withCheck('44030620180704002'))).toEqual({ birthDate: '2018-07-04', gender: 'F' });
  });

  it('reads a 15-digit number as born in the 1900s, last digit giving the gender', () => {
    expect(readMainlandId('310115850312121')).toEqual({ birthDate: '1985-03-12', gender: 'M' });
    expect(readMainlandId('310115850312122')).toEqual({ birthDate: '1985-03-12', gender: 'F' });
  });

  it('accepts a lower-case x check character', () => {
    expect(readMainlandId('11010519491231002x')?.birthDate).toBe('1949-12-31');
  });

  it.each(['', 'E12345678', '3101151985031212', '31011519850312123Y'])('answers null for %j', (idNo) =>
    expect(readMainlandId(idNo)).toBeNull(),
  );
});

describe('ageOn / passengerTypeOn', () => {
  it('counts whole years as birthdays do', () => {
    expect(ageOn('2014-12-01', '2026-11-30')).toBe(11);
    expect(ageOn('2014-12-01', '2026-12-01')).toBe(12);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it.each([
    ['2025-06-01', '2026-12-10', 'INF'],
    ['2024-12-10', '2026-12-10', 'CHD'],
    ['2024-12-11', '2026-12-10', 'INF'],
    ['2014-12-11', '2026-12-10', 'CHD'],
    ['2014-12-10', '2026-12-10', 'ADT'],
    ['1985-03-12', '2026-12-10', 'ADT'],
  ])('born %s, flying %s → %s', (birth, departure, type) => expect(passengerTypeOn(birth, departure)).toBe(type));
});
