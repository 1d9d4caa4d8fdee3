import { describe, expect, it } from 'vitest';
import { createSeedState } from '@/mocks/seed';
import { checkInvariants } from '@/mocks/rules/invariants';

const NOW = Date.parse('2026-11-23T09:00:00+08:00');

describe('the seed', () => {
  it('breaks no invariant', () => {
    const seed = createSeedState(NOW, 0);
    const found = checkInvariants(seed, NOW);
    // Named in the failure: which invariant, which entity, what figures.
    expect(found.map((v) => `${v.invariant} ${v.entity} ${v.detail}`)).toEqual([]);
  });
});
