import { Immer } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSeedState } from '@/mocks/seed';
import type { SimulatorState } from '@/mocks/state';

/**
 * What a transaction costs on the state of a busy agency: 90 orders of 200 passengers with tickets and
 * logs (about 5 MB of JSON) beside the seed. Prints the figures (docs/architecture.md quotes them) and
 * fails only far above them, so a slow shared CI machine does not make it flaky.
 */

interface DummyPassenger {
  name: string;
  idNo: string;
  mobile: string;
  ticketNo: string;
  fare: number;
  tax: number;
  status: string;
  log: { at: string; by: string; action: string; detail: string }[];
}

function busyAgency(): SimulatorState & { orders: { orderNo: string; status: string; passengers: DummyPassenger[] }[] } {
  const orders = Array.from({ length: 90 }, (_, orderIndex) => ({
    orderNo: `TO${String(100000 + orderIndex)}`,
    status: 'AWAITING_BALANCE',
    passengers: Array.from({ length: 200 }, (_, index) => ({
      name: `旅客${orderIndex}-${index}`,
      idNo: `31011519900101${String(index).padStart(4, '0')}`,
      mobile: `139${String(orderIndex * 1000 + index).padStart(8, '0')}`,
      ticketNo: `999-${String(orderIndex * 1000 + index).padStart(10, '0')}`,
      fare: 128000,
      tax: 5000,
      status: 'TICKETED',
      log: [
        { at: '2026-03-02T09:00:00+08:00', by: '王建国', action: 'ADD', detail: '录入名单' },
        { at: '2026-03-02T10:00:00+08:00', by: '系统', action: 'TICKET', detail: '出票成功' },
      ],
    })),
  }));
  return { ...createSeedState(Date.parse('2026-03-02T09:00:00+08:00'), 0), orders };
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
    draft.orders[round % 90]!.passengers[round]!.status = 'REFUNDED';
    state = immer.finishDraft(draft) as typeof state;
    write.push(performance.now() - start);

    start = performance.now();
    draft = immer.createDraft(state);
    draft.serialCounter += 1;
    // A list page: 100 passengers of one order, serialised inside the transaction as the gateway does.
    JSON.stringify(draft.orders[round % 90]!.passengers.slice(0, 100));
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
