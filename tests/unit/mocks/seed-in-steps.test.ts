import { describe, expect, it, vi } from 'vitest';
import { createSeedState, createSeedStateInChunks } from '@/mocks/seed';

const T0 = Date.parse('2026-03-02T09:00:00+08:00');

describe('the seed made in steps (a browser page runs between them)', () => {
  it('is the very state made in one go, with the page given its turn between the steps', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const inSteps = await createSeedStateInChunks(T0, 0, pause);
    expect(inSteps).toEqual(createSeedState(T0, 0));
    expect(pause.mock.calls.length).toBeGreaterThan(5);
  });

  it('pauses between the seeded orders, not only between collections', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const state = await createSeedStateInChunks(T0, 0, pause);
    const teamOrders = state.orders.filter((order) => order.orderNo.startsWith('TO')).length;
    expect(teamOrders).toBeGreaterThan(10);
    expect(pause.mock.calls.length).toBeGreaterThan(teamOrders);
  });
});
