import { describe, expect, it } from 'vitest';
import type { OrderPassenger } from '@/lib/gateway';
import { nameListSave } from '@/lib/name-list-save';

const row = (id: string, name: string, revision: number, mobile?: string): OrderPassenger => ({
  passengerId: id,
  name,
  passengerType: 'ADT',
  idType: 'PP',
  idNo: `E${id}`,
  revision,
  ...(mobile ? { mobile } : {}),
});

describe('a name-list save from the editor’s rows', () => {
  const read = [row('P1', '张伟', 1), row('P2', '李娜', 3), row('P3', '王芳', 2)];

  it('sends only the rows changed (with the revision read), the added and the removed ones', () => {
    const { passengerId: _id, revision: _revision, ...added } = row('new', '陈静', 1);
    const rows = [{ ...read[0]!, mobile: '' }, { ...read[1]!, name: '李娜娜' }, added];
    expect(nameListSave(read, rows, 7)).toEqual({
      baseRevision: 7,
      passengers: [
        { name: '李娜娜', passengerType: 'ADT', idType: 'PP', idNo: 'EP2', passengerId: 'P2', baseRevision: 3 },
        { name: '陈静', passengerType: 'ADT', idType: 'PP', idNo: 'Enew' },
      ],
      removed: [{ passengerId: 'P3', baseRevision: 2 }],
    });
  });

  it('sends nothing for rows left as they were: another person’s change to them stands', () => {
    expect(nameListSave(read, read, 1)).toEqual({ baseRevision: 1, passengers: [], removed: [] });
  });
});
