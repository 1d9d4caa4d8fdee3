import { describe, expect, it } from 'vitest';
import { formatSeatsLeft, infantsProblem, INDIVIDUAL_SEATS, isPassengerName, seatHoldersProblem, TEMP_GROUP } from '@/domain/booking';

describe('booking counts', () => {
  it('keeps seat holders within the range (infants hold no seat) and each infant with an adult', () => {
    expect(seatHoldersProblem({ adultCount: 8, childCount: 1, infantCount: 3 }, INDIVIDUAL_SEATS)).toBeUndefined();
    expect(seatHoldersProblem({ adultCount: 8, childCount: 2 }, INDIVIDUAL_SEATS)).toBe('成人与儿童合计须为1-9人（婴儿不占座），当前10人');
    expect(seatHoldersProblem({ adultCount: 0, childCount: 0 }, INDIVIDUAL_SEATS)).toContain('当前0人');
    const group = { min: TEMP_GROUP.minSize, max: TEMP_GROUP.maxSize };
    expect(seatHoldersProblem({ adultCount: 9 }, group)).toBe('成人与儿童合计须为10-200人（婴儿不占座），当前9人');
    expect(infantsProblem({ adultCount: 1, infantCount: 1 })).toBeUndefined();
    expect(infantsProblem({ adultCount: 1, infantCount: 2 })).toBe('每位婴儿须由一位成人陪同：婴儿2人，成人1人');
  });

  it('caps seats left at 9 for display', () => {
    expect(formatSeatsLeft(3)).toBe('3');
    expect(formatSeatsLeft(9)).toBe('9');
    expect(formatSeatsLeft(10)).toBe('>9');
  });

  it('accepts names as tickets carry them', () => {
    for (const name of ['张伟', '阿依古丽·买买提', 'ZHANG/SAN', 'zhang/san feng', 'John Smith']) expect(isPassengerName(name)).toBe(true);
    for (const name of ['张', '张3', 'ZHANG/', '/SAN', '', 'a']) expect(isPassengerName(name)).toBe(false);
  });
});
