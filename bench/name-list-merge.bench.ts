import { bench, describe } from 'vitest';
import { rowFromPassenger, type NameListRow } from '@/domain/name-list';
import { mergeNameLists, resolveMerge } from '@/domain/name-list-merge';
import { createSeedState } from '@/mocks/seed';

/**
 * What the name-list merge costs (`npm run bench:merge`) on the seed's largest order (TO100126, 186
 * passengers), when a save is refused because someone else saved the list: a third of the rows
 * changed by me, a third by them, every tenth by both, a few removed and added on either side. The
 * goal is well under 100 ms (the editor merges when the refusal arrives). Figures printed by vitest's
 * bench; no test asserts a duration.
 */

const seed = createSeedState(Date.parse('2026-11-23T09:00:00+08:00'), 0);
const order = seed.orders.find((candidate) => candidate.orderNo === 'TO100126')!;
const base: NameListRow[] = order.passengers.map((passenger) => rowFromPassenger(passenger));
const mine = base
  .filter((_, index) => index % 31 !== 5)
  .map((row, index) => (index % 3 === 0 || index % 10 === 0 ? { ...row, mobile: `1380000${String(index).padStart(4, '0')}` } : row));
mine.push({ ...base[0]!, passengerId: undefined, name: '新增甲', idNo: 'E99990001' });
const theirs = base
  .filter((_, index) => index % 37 !== 7)
  .map((row, index) =>
    index % 3 === 1 || index % 10 === 0
      ? { ...row, mobile: `1390000${String(index).padStart(4, '0')}`, revisedBy: 'staff02', revisedAt: '2026-11-23T09:30:00+08:00' }
      : row,
  );
theirs.push({ ...base[1]!, passengerId: 'PNEW1', name: '新增乙', idNo: 'E99990002' });

const merge = mergeNameLists(base, mine, theirs, { by: 'staff02', at: '2026-11-23T09:30:00+08:00' });
const choices = Object.fromEntries(merge.entries.filter((entry) => entry.kind === 'conflict').map((entry) => [entry.key, 'mine' as const]));
if (base.length !== 186 || merge.conflicts === 0 || !resolveMerge(merge, choices).rows)
  throw new Error('the bench lists are not what it means to measure');

describe(`name-list merge (${base.length} passengers, ${merge.conflicts} conflicts)`, () => {
  bench('merge base, mine and theirs', () => void mergeNameLists(base, mine, theirs), { iterations: 200, warmupIterations: 20 });
  bench('merge and resolve with a choice per conflict', () => void resolveMerge(mergeNameLists(base, mine, theirs), choices), {
    iterations: 200,
    warmupIterations: 20,
  });
});
