import { bench, describe } from 'vitest';
import { blankRow, fillFromId, validateNameList, type NameListRow } from '@/domain/name-list';
import { idCheckChar } from '@/domain/validators';
import { createSeedState } from '@/mocks/seed';

/**
 * What the portal's checks cost on this machine (`npm run bench:checks`): validating a 200-passenger
 * name list (the editor re-validates on every change; the goal is well under 10 ms) and building the
 * simulator's seed (a first visit without saved state waits for it; the goal is under 300 ms). Figures
 * printed by vitest's bench; no test asserts a duration.
 */

const CONTEXT = { now: Date.UTC(2026, 5, 1, 4), departureDate: '2026-07-01' };
const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const rows: NameListRow[] = Array.from({ length: 200 }, (_, index) =>
  fillFromId(
    { ...blankRow(), name: `张${'三四五六七八九'[index % 7]}甲`, passengerType: 'ADT', idType: 'NI', idNo: withCheck(`3101151985031${String(index).padStart(3, '0')}1`) },
    CONTEXT.departureDate,
  ),
);

describe('checks', () => {
  bench('validate a 200-passenger name list', () => void validateNameList(rows, { ...CONTEXT, seatCapacity: 200, infantCapacity: 0 }), { iterations: 50, warmupIterations: 5 });
  bench('build the simulator seed', () => void createSeedState(Date.parse('2026-11-23T09:00:00+08:00'), 0), { iterations: 5, warmupIterations: 1 });
});
