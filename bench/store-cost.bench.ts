import { Immer } from 'immer';
import { bench, describe } from 'vitest';
import { createSeedState } from '@/mocks/seed';
import type { OrderRecord } from '@/mocks/order/rules/order';
import type { SimulatorState } from '@/mocks/state';

/**
 * What a simulator transaction costs on the state of a busy agency (`npm run bench:store`): 90 more
 * ticketed team orders (copies of the seed's largest one-segment ticketed order: passengers, tickets
 * and logs; about 5 MB of JSON) beside the seed. The store's pattern — a draft, a write or a page read
 * serialised inside the transaction, finished — with Immer freezing states as the store does
 * (src/mocks/kernel/immer.ts) and without, to show why it freezes. Figures, printed by vitest's bench; no
 * test asserts a duration (docs/performance.md quotes them).
 */

function busyAgency(): SimulatorState {
  const seed = createSeedState(Date.parse('2026-03-02T09:00:00+08:00'), 0);
  const template = seed.orders
    .filter((order) => order.segments.length === 1)
    .reduce((largest, order) => (order.tickets.length > largest.tickets.length ? order : largest));
  const orders = Array.from({ length: 90 }, (_, index): OrderRecord => ({ ...structuredClone(template), orderNo: `TO${300000 + index}` }));
  return { ...seed, orders: [...seed.orders, ...orders] };
}

function transactions(autoFreeze: boolean) {
  const immer = new Immer({ autoFreeze });
  // A first pass freezes the whole state, as the store's first transaction does.
  let state = immer.produce(busyAgency(), (draft) => void (draft.serialCounter += 1));
  let round = 0;
  return {
    write() {
      const draft = immer.createDraft(state);
      draft.serialCounter += 1;
      const order = draft.orders[draft.orders.length - 1 - (round % 90)]!;
      order.tickets[round % order.tickets.length]!.status = round % 2 ? 'REFUNDED' : 'OPEN_FOR_USE';
      state = immer.finishDraft(draft) as SimulatorState;
      round += 1;
    },
    pageRead() {
      const draft = immer.createDraft(state);
      draft.serialCounter += 1;
      // A list page: 100 passengers of one order, serialised inside the transaction as the gateway does.
      JSON.stringify(draft.orders[draft.orders.length - 1 - (round % 90)]!.passengers.slice(0, 100));
      state = immer.finishDraft(draft) as SimulatorState;
      round += 1;
    },
  };
}

const frozen = transactions(true);
const unfrozen = transactions(false);
const OPTIONS = { iterations: 30, warmupIterations: 3 };

describe(`a transaction on a ${(JSON.stringify(busyAgency()).length / 1e6).toFixed(1)} MB state`, () => {
  bench('write, states frozen (the store)', () => frozen.write(), OPTIONS);
  bench('write, states not frozen', () => unfrozen.write(), OPTIONS);
  bench('page read, states frozen (the store)', () => frozen.pageRead(), OPTIONS);
  bench('page read, states not frozen', () => unfrozen.pageRead(), OPTIONS);
});
