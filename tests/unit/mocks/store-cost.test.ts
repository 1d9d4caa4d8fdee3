import { Immer } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSeedState } from '@/mocks/seed';
import type { OrderRecord } from '@/mocks/rules/order';
import type { SimulatorState } from '@/mocks/state';

/**
 * What a transaction costs on the state of a busy agency: 90 more ticketed team orders (copies of the
 * seed's largest one-segment ticketed order: passengers, tickets and logs; about 5 MB of JSON) beside
 * the seed. Prints the figures (docs/architecture.md quotes them) and fails only far above them, so a
 * slow shared CI machine does not make it flaky.
 */

function busyAgency(): SimulatorState {
  const seed = createSeedState(Date.parse('2026-03-02T09:00:00+08:00'), 0);
  const template = seed.orders
    .filter((order) => order.segments.length === 1)
    .reduce((largest, order) => (order.tickets.length > largest.tickets.length ? order : largest));
  const orders = Array.from({ length: 90 }, (_, index): OrderRecord => ({ ...structuredClone(template), orderNo: `TO${300000 + index}` }));
  return { ...seed, orders: [...seed.orders, ...orders] };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The store's transaction pattern: a draft, a few writes, a page read through the draft, finished. */
function measure(autoFreeze: boolean) {
  const immer = new Immer({ autoFreeze });
  let state = busyAgency();
  const write: number[] = [];
  const read: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    let start = performance.now();
    let draft = immer.createDraft(state);
    draft.serialCounter += 1;
    draft.orders[draft.orders.length - 1 - (round % 90)]!.tickets[round]!.status = 'REFUNDED';
    state = immer.finishDraft(draft) as typeof state;
    write.push(performance.now() - start);

    start = performance.now();
    draft = immer.createDraft(state);
    draft.serialCounter += 1;
    // A list page: 100 passengers of one order, serialised inside the transaction as the gateway does.
    JSON.stringify(draft.orders[draft.orders.length - 1 - (round % 90)]!.passengers.slice(0, 100));
    state = immer.finishDraft(draft) as typeof state;
    read.push(performance.now() - start);
  }
  return { write: median(write), read: median(read) };
}

describe('transaction cost on a several-MB state', () => {
  it('stays small per call when states are frozen (and shows what not freezing would cost)', async ({ annotate }) => {
    const bytes = JSON.stringify(busyAgency()).length;
    const unfrozen = measure(false);
    const frozen = measure(true);
    await annotate(
      `state ${(bytes / 1e6).toFixed(1)} MB; per call (median of 30): ` +
        `write ${unfrozen.write.toFixed(2)} ms, page read ${unfrozen.read.toFixed(2)} ms unfrozen; ` +
        `write ${frozen.write.toFixed(2)} ms, page read ${frozen.read.toFixed(2)} ms frozen`,
    );
    expect(bytes).toBeGreaterThan(5e6);
    // The store freezes (src/mocks/immer.ts): that is the path that must stay cheap.
    expect(frozen.write).toBeLessThan(5);
    expect(frozen.read).toBeLessThan(20);
  });
});
