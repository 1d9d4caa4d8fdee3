import { beforeEach, describe, expect, it } from 'vitest';
import { isAgentDeadline } from '@/domain/due';
import { todoApi, type DueListRequest } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { loginAs, ok } from './support';

/**
 * What waits on the airline (a top-up under review, a refund it decided) is listed apart, after every
 * deadline of the agent, and counted: the counts the bell and the list show equal the rows they count.
 */

const NOW = '2026-11-23T09:00:00+08:00';
const HOUR = 3_600_000;

const due = (filters: Partial<DueListRequest> = {}) => ok(todoApi.dueList, { currentPage: 1, perSize: 100, ...filters });

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  await loginAs('agent01');
});

describe('waiting on the airline, apart', () => {
  it('a top-up review past its expected time is listed after every deadline of the agent, never at the top', async () => {
    // The seed's top-up of a day ago is past its expected review: it must not lead the list.
    await simulator.clock.advance(3 * HOUR);
    await loginAs('agent01');
    const { dueList, waitingCount } = await due();
    const review = dueList.findIndex((row) => row.kind === 'REVIEW_PENDING');
    expect(review).toBeGreaterThan(0);
    expect(Date.parse(dueList[review]!.deadline)).toBeLessThan(simulator.clock.nowMs());
    expectEvery(dueList.slice(0, dueList.length - waitingCount), isAgentDeadline);
    expectEvery(dueList.slice(dueList.length - waitingCount), (row) => !isAgentDeadline(row));
  });

  it('within 24 hours the rows are the 24-hour count plus the waiting count; the whole list likewise', async () => {
    const within = await due({ withinHours: 24 });
    expect(within.waitingCount).toBeGreaterThan(0);
    expect(within.dueList).toHaveLength(within.soonCount + within.waitingCount);
    expect(within.dueList.filter(isAgentDeadline)).toHaveLength(within.soonCount);
    const all = await due();
    expect(all.dueList.filter((row) => !isAgentDeadline(row))).toHaveLength(all.waitingCount);
  });
});
