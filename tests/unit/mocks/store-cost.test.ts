import { describe, expect, it } from 'vitest';
import { orderApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok } from './support';

/**
 * What keeps a call cheap on a several-MB state (figures: `npm run bench:store`, bench/store-cost.bench.ts):
 * the store's states are frozen, so Immer skips every record a transaction did not touch, and the
 * save writes only what changed by identity. Checked here as properties of the store, not as times.
 */
describe('a transaction touches only what it changes', () => {
  it('leaves every other order the same object, and the states frozen', async () => {
    await loginAs('agent01');
    const before = simulator.state;
    await ok(orderApi.remarkAdd, { orderNo: 'TO100133', content: '客户已确认取消' });
    const after = simulator.state;

    expect(after).not.toBe(before);
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.orders)).toBe(true);
    const changed = after.orders.filter((order, index) => order !== before.orders[index]).map((order) => order.orderNo);
    expect(changed).toEqual(['TO100133']);
    expect(Object.isFrozen(after.orders.find((order) => order.orderNo === 'TO100133')!.remarks)).toBe(true);
    // Collections the call did not touch are shared whole.
    expect(after.bulletins).toBe(before.bulletins);
  });
});
