import { describe, expect, it } from 'vitest';
import { orderApi } from '@/lib/gateway/endpoints';
import { endpoint } from '@/lib/gateway/envelope';
import { authed, handle, paginate } from '@/mocks/gateway';
import { orderHandlers } from '@/mocks/order/handlers/order';
import { SESSION } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import type { SimulatorState } from '@/mocks/state';
import { createStore, getState, store } from '@/mocks/store';
import { loginAs, ok, post, urlOf } from './support';

/**
 * A call that only reads runs on the committed, frozen state (store.ts `read`, gateway.ts `reads`): what
 * it must still record, what it must never do, and the calls beside it that write.
 */

/** A small stand-in state: the store's own behaviour, no rules (invariants off). */
function smallStore() {
  const state = { serialCounter: 0, nested: { count: 1 } } as unknown as SimulatorState;
  const small = createStore(state);
  small.checkInvariants('off');
  return small;
}
const nested = (state: SimulatorState) => (state as unknown as { nested: { count: number } }).nested;

describe('store.read', () => {
  it('answers from the committed state itself, frozen to the leaves (a replace put it on top unfrozen)', () => {
    const small = smallStore();
    small.replace({ ...small.getState(), nested: { count: 2 } } as unknown as SimulatorState);
    const committed = small.getState();
    const seen = small.read(() => small.getState());
    expect(seen).toBe(committed);
    expect(Object.isFrozen(nested(seen))).toBe(true);
  });

  it('refuses every change inside it — an assignment, update, apply, replace — and commits nothing', () => {
    const small = smallStore();
    const before = small.getState();
    expect(() => small.read(() => (nested(small.getState()).count = 5))).toThrow(TypeError);
    expect(() => small.read(() => small.update(() => (nested(small.getState()).count = 5)))).toThrow(/inside a read/);
    expect(() => small.read(() => void small.apply((state) => ({ ...state })))).toThrow(/inside a read/);
    expect(() => small.read(() => small.replace({ ...before }))).toThrow(/inside a read/);
    expect(small.getState()).toBe(before);
    expect(nested(small.getState()).count).toBe(1);
    // After the read, transactions work again.
    small.update(() => (nested(small.getState()).count = 3));
    expect(nested(small.getState()).count).toBe(3);
  });

  it('inside a transaction is part of it: it reads the draft', () => {
    const small = smallStore();
    const seen = small.update(() => {
      nested(small.getState()).count = 7;
      return small.read(() => nested(small.getState()).count);
    });
    expect(seen).toBe(7);
    expect(nested(small.getState()).count).toBe(7);
  });
});

describe('a call declared reads', () => {
  it('the order list is one, and the writes beside it are not', () => {
    const reads = new Map(orderHandlers.map((route) => [route.path, route.reads]));
    expect(reads.get(orderApi.list.path)).toBe(true);
    expect(reads.get(orderApi.detail.path)).toBe(true);
    for (const write of [orderApi.cancel, orderApi.remarkAdd, orderApi.passengerAdd, orderApi.contactUpdate, orderApi.issueTickets])
      expect(reads.get(write.path)).toBe(false);
  });

  it('still records the bookkeeping: a serial number each, the session touched, a fault aimed at it taken', async () => {
    await loginAs('agent01');
    const first = await ok(orderApi.list, { currentPage: 1, perSize: 10 });
    const second = await ok(orderApi.list, { currentPage: 1, perSize: 10 });
    const counter = (serialNo: string | undefined) => Number(serialNo?.slice(-6));
    expect(counter(second.btCommonRes.serialNo)).toBe(counter(first.btCommonRes.serialNo) + 1);
    expect(simulator.state.serialCounter).toBe(counter(second.btCommonRes.serialNo));

    simulator.clock.advance(SESSION.touchMs + 1_000);
    const touchedFrom = simulator.clock.nowMs();
    await ok(orderApi.list, { currentPage: 1, perSize: 10 });
    expect(simulator.state.session!.lastSeen).toBeGreaterThanOrEqual(touchedFrom);

    await simulator.injectFault('http500', orderApi.list.path);
    expect((await post(orderApi.list, { currentPage: 1, perSize: 10 })).status).toBe(500);
    expect(simulator.state.pendingFault).toBeNull();
  });

  it('reads what the write before it committed', async () => {
    await loginAs('agent01');
    const before = await ok(orderApi.list, { currentPage: 1, perSize: 10, orderNo: 'TO100116' });
    expect(before.orderList.map((row) => row.status)).toEqual(['BOOKED']);
    await ok(orderApi.cancel, { orderNo: 'TO100116', reason: '客户取消' });
    const after = await ok(orderApi.list, { currentPage: 1, perSize: 10, orderNo: 'TO100116' });
    expect(after.orderList.map((row) => [row.status, row.allowedActions])).toEqual([['CANCELED', ['ADD_REMARK']]]);
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    expect(order.status).toBe('CANCELED');
  });

  it('fails loudly, changing nothing, when its resolver writes; the same resolver as a write commits', async () => {
    await loginAs('agent01');
    const rename = ({ account }: { account: { displayName: string } }) => {
      account.displayName = '改名';
      return {};
    };
    const misdeclared = handle(endpoint<object, object>('/test/rename'), rename, { auth: true, reads: true });
    const request = () =>
      new Request(urlOf(endpoint('/test/rename')), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    await expect(misdeclared.answer(request())).rejects.toThrow(TypeError);
    const agent = () => getState().accounts.find((account) => account.userName === 'agent01')!;
    expect(agent().displayName).not.toBe('改名');

    const write = authed(endpoint<object, object>('/test/rename'), rename);
    expect((await write.answer(request())).status).toBe(200);
    expect(agent().displayName).toBe('改名');
    expect(store.violations).toEqual([]);
  });
});

describe('a route answered from the body text (the HTTP gateway)', () => {
  it('answers as data; the fetch Request is made only when a resolver reads it', async () => {
    let made = 0;
    const request = () => {
      made += 1;
      return new Request(urlOf(endpoint('/test/echo')), { method: 'POST', headers: { 'X-Probe': 'yes' }, body: '{}' });
    };
    const quiet = handle(endpoint<object, { probe: string }>('/test/echo'), () => ({ probe: 'none' }), { reads: true });
    const answer = await quiet.answerText('{}', request);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(answer.body!)).toMatchObject({ probe: 'none', btCommonRes: { isOk: true } });
    expect(made).toBe(0);
    const curious = handle(
      endpoint<object, { probe: string }>('/test/echo'),
      ({ request: asked }) => ({ probe: asked.headers.get('X-Probe') ?? '' }),
      { reads: true },
    );
    expect(JSON.parse((await curious.answerText('{}', request)).body!)).toMatchObject({ probe: 'yes' });
    expect(made).toBe(1);
  });
});

describe('paginate with a row view', () => {
  it('makes the rows of the asked page only', () => {
    const made: number[] = [];
    const items = Array.from({ length: 23 }, (_, index) => index + 1);
    const answer = paginate('numbers', items, { currentPage: 2, perSize: 10 }, (item) => {
      made.push(item);
      return `#${item}`;
    });
    expect(answer).toEqual({
      numbers: ['#11', '#12', '#13', '#14', '#15', '#16', '#17', '#18', '#19', '#20'],
      page: { count: 23, currentPage: 2, perSize: 10 },
    });
    expect(made).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
