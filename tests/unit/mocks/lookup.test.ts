import { freeze, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { refuse, SimulatorRefusal } from '@/mocks/kernel/refusal';
import { changedSince, hasKey, lookUp, mustFind } from '@/mocks/kernel/rules/lookup';

/** rules/lookup.ts: a look-up by key answers what `find` answers, indexed only where the array cannot change. */

interface Row {
  no: string;
  status: string;
}
const byNo = (row: Row) => row.no;
const pendingNo = (row: Row) => (row.status === 'PENDING' ? row.no : null);

describe('lookUp', () => {
  it('answers the first row with the key, as find does, skipping rows whose key is null', () => {
    const rows = freeze<Row[]>(
      [
        { no: 'A', status: 'DONE' },
        { no: 'B', status: 'PENDING' },
        { no: 'A', status: 'PENDING' },
      ],
      true,
    );
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

const sameNo = (before: Row, after: Row) => before.no === after.no;

describe('changedSince', () => {
  it('names the rows a transaction changed in place or appended, by reference', () => {
    const before = freeze<Row[]>(
      [
        { no: 'A', status: 'PENDING' },
        { no: 'B', status: 'PENDING' },
        { no: 'C', status: 'DONE' },
      ],
      true,
    );
    const after = produce(before, (draft) => {
      draft[1]!.status = 'DONE';
      draft.push({ no: 'D', status: 'PENDING' });
    });
    expect(changedSince(before, after, sameNo)).toEqual([1, 3]);
    expect(changedSince(after, after, sameNo)).toEqual([]);
  });

  it('answers null when the rows do not line up: one removed, inserted or moved', () => {
    const before = freeze<Row[]>(
      [
        { no: 'A', status: 'PENDING' },
        { no: 'B', status: 'PENDING' },
      ],
      true,
    );
    expect(
      changedSince(
        before,
        produce(before, (draft) => void draft.shift()),
        sameNo,
      ),
    ).toBeNull();
    expect(
      changedSince(
        before,
        produce(before, (draft) => void draft.unshift({ no: 'Z', status: 'DONE' })),
        sameNo,
      ),
    ).toBeNull();
    expect(
      changedSince(
        before,
        produce(before, (draft) => void draft.reverse()),
        sameNo,
      ),
    ).toBeNull();
  });
});

describe('hasKey', () => {
  it('answers what some answers, the count carried from one state to the next', () => {
    const first = freeze<Row[]>(
      [
        { no: 'A', status: 'PENDING' },
        { no: 'B', status: 'DONE' },
      ],
      true,
    );
    expect(hasKey(first, 'test-status', (row) => row.status, 'PENDING')).toBe(true);
    const second = produce(first, (draft) => {
      draft[0]!.status = 'DONE';
      draft.push({ no: 'C', status: 'FAILED' });
    });
    expect(hasKey(second, 'test-status', (row) => row.status, 'PENDING')).toBe(false);
    expect(hasKey(second, 'test-status', (row) => row.status, 'FAILED')).toBe(true);
    // An older state asked again is counted again, not answered from the newer one's count.
    expect(hasKey(first, 'test-status', (row) => row.status, 'PENDING')).toBe(true);
    expect(hasKey(first, 'test-status', (row) => row.status, 'FAILED')).toBe(false);
    const third = produce(second, (draft) => void draft.splice(0, 1));
    expect(hasKey(third, 'test-status', (row) => row.status, 'DONE')).toBe(true);
    expect(hasKey(third, 'test-status', (row) => row.status, 'PENDING')).toBe(false);
  });

  it('searches a draft and an unfrozen array every time', () => {
    const rows: Row[] = [{ no: 'A', status: 'PENDING' }];
    expect(hasKey(rows, 'test-no', byNo, 'B')).toBe(false);
    rows.push({ no: 'B', status: 'PENDING' });
    expect(hasKey(rows, 'test-no', byNo, 'B')).toBe(true);
    produce(freeze(rows, true), (draft) => {
      draft.push({ no: 'C', status: 'PENDING' });
      expect(hasKey(draft, 'test-no', byNo, 'C')).toBe(true);
    });
  });
});

describe('mustFind', () => {
  const rows: Row[] = [
    { no: 'A', status: 'DONE' },
    { no: 'B', status: 'PENDING' },
  ];

  it('answers the first row the test accepts', () => {
    expect(mustFind(rows, (row) => row.status === 'PENDING', 'row')).toBe(rows[1]);
  });

  it('a miss is the refusal the caller names, or a broken state naming what was looked for', () => {
    let thrown: unknown;
    try {
      mustFind(
        rows,
        (row) => row.no === 'C',
        () => refuse('ORDER_NOT_FOUND', { orderNo: 'C' }),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SimulatorRefusal);
    expect(thrown).toMatchObject({ key: 'ORDER_NOT_FOUND', params: { orderNo: 'C' } });
    expect(() => mustFind(rows, (row) => row.no === 'C', 'row of the test')).toThrow("The simulator's state has no row of the test");
  });
});
