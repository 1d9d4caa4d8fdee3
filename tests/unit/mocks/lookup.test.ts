import { freeze, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { lookUp } from '@/mocks/rules/lookup';

/** rules/lookup.ts: a look-up by key answers what `find` answers, indexed only where the array cannot change. */

interface Row {
  no: string;
  status: string;
}
const byNo = (row: Row) => row.no;
const pendingNo = (row: Row) => (row.status === 'PENDING' ? row.no : null);

describe('lookUp', () => {
  it('answers the first row with the key, as find does, skipping rows whose key is null', () => {
    const rows = freeze<Row[]>([{ no: 'A', status: 'DONE' }, { no: 'B', status: 'PENDING' }, { no: 'A', status: 'PENDING' }], true);
    expect(lookUp(rows, 'no', byNo, 'A')).toBe(rows[0]);
    expect(lookUp(rows, 'pending', pendingNo, 'A')).toBe(rows[2]);
    expect(lookUp(rows, 'no', byNo, 'C')).toBeUndefined();
  });

  it('a changed state is a new array with its own index; a draft sees its own changes', () => {
    const before = freeze<Row[]>([{ no: 'A', status: 'PENDING' }], true);
    expect(lookUp(before, 'pending', pendingNo, 'A')).toBe(before[0]);
    const after = produce(before, (draft) => {
      draft[0]!.status = 'DONE';
      draft.push({ no: 'B', status: 'PENDING' });
      // Inside the transaction the draft is searched, not an index of the array it started from.
      expect(lookUp(draft, 'pending', pendingNo, 'A')).toBeUndefined();
      expect(lookUp(draft, 'pending', pendingNo, 'B')?.no).toBe('B');
    });
    expect(lookUp(after, 'pending', pendingNo, 'A')).toBeUndefined();
    expect(lookUp(after, 'pending', pendingNo, 'B')).toBe(after[1]);
    expect(lookUp(before, 'pending', pendingNo, 'A')).toBe(before[0]);
  });

  it('searches an unfrozen array every time (it may change under an index)', () => {
    const rows: Row[] = [{ no: 'A', status: 'PENDING' }];
    expect(lookUp(rows, 'no', byNo, 'B')).toBeUndefined();
    rows.push({ no: 'B', status: 'PENDING' });
    expect(lookUp(rows, 'no', byNo, 'B')).toBe(rows[1]);
  });
});
