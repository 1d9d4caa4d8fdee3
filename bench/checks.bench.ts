import { bench, describe } from 'vitest';
import { blankRow, fillFromId, validateNameList, type NameListRow } from '@/domain/name-list';
import { idCheckChar } from '@/domain/validators';
import { answerIssue, loadContract } from '@/lib/gateway/contract';
import { orderApi } from '@/lib/gateway/endpoints';
import { orderView } from '@/mocks/rules';
import { createSeedState } from '@/mocks/seed';

/**
 * What the portal's checks cost on this machine (`npm run bench:checks`): validating a 200-passenger
 * name list (the editor re-validates on every change; the goal is well under 10 ms) and building the
 * simulator's seed (a first visit without saved state waits for it; the goal is under 300 ms), and
 * checking the largest order detail the seed has (TO100126, 186 passengers) against its contract schema,
 * as the client does with every answer (docs/decisions.md, "The gateway contract"). Figures printed by
 * vitest's bench; no test asserts a duration.
 */

const CONTEXT = { now: Date.UTC(2026, 5, 1, 4), departureDate: '2026-07-01' };
const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const rows: NameListRow[] = Array.from({ length: 200 }, (_, index) =>
  fillFromId(
    {
      ...blankRow(),
      name: `张${'三四五六七八九'[index % 7]}甲`,
      passengerType: 'ADT',
      idType: 'NI',
      idNo: withCheck(`3101151985031${String(index).padStart(3, '0')}1`),
    },
    CONTEXT.departureDate,
  ),
);

const SEED_NOW = Date.parse('2026-11-23T09:00:00+08:00');
const seed = createSeedState(SEED_NOW, 0);
const largest = seed.orders.find((order) => order.orderNo === 'TO100126')!;
const detailAnswer = JSON.parse(
  JSON.stringify({ order: orderView(seed, largest, SEED_NOW), btCommonRes: { isOk: true, serialNo: 'SIM1' } }),
) as unknown;
const orderContract = await loadContract(orderApi.detail.group)!;
if (answerIssue(orderContract, orderApi.detail.path, detailAnswer)) throw new Error('the bench answer does not conform');

describe('checks', () => {
  bench(
    `check a ${largest.passengers.length}-passenger order detail answer against its schema`,
    () => void answerIssue(orderContract, orderApi.detail.path, detailAnswer),
    { iterations: 200, warmupIterations: 20 },
  );
  bench('validate a 200-passenger name list', () => void validateNameList(rows, { ...CONTEXT, seatCapacity: 200, infantCapacity: 0 }), {
    iterations: 50,
    warmupIterations: 5,
  });
  bench('build the simulator seed', () => void createSeedState(Date.parse('2026-11-23T09:00:00+08:00'), 0), {
    iterations: 5,
    warmupIterations: 1,
  });
});
