import fc from 'fast-check';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { commands, expectNoViolation, stats, type Model, type Real } from './commands';

/**
 * The model-based test (docs/architecture.md "The model-based test"): random sequences of what agents,
 * staff of other roles, the airline and the clock do — bookings, names, payments, tickets, seat
 * releases, cancels, refunds, schedule changes and their decisions, reviews, time passing — against the
 * simulator, through the gateway. After every step the store's invariants hold and every action the
 * gateway offered was accepted, every other one refused. A failing run is shrunk to its shortest
 * sequence and printed as a script of those steps.
 *
 * `npm test` runs a fixed seed within CI's budget; `npm run test:model -- --runs N --seed S` runs longer.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 25);
const STEPS = Number(process.env.MODEL_STEPS ?? 30);
const SEED = process.env.MODEL_SEED === undefined ? 20261128 : Number(process.env.MODEL_SEED);
const NOW = '2026-11-23T09:00:00+08:00';
const SEEDED = ['TO100102', 'TO100103', 'TO100104', 'TO100105', 'TO100107', 'TO100108', 'TO100109', 'TO100112', 'TO100113', 'TO100116', 'TO100129', 'TO100132'];

async function fresh(): Promise<{ model: Model; real: Real }> {
  await simulator.reset({ now: NOW });
  store.clearViolations();
  // The seed's own orders take part from the first step: groups in every state, three of them on
  // flights the airline has changed or cancelled, so each feature meets the others at once.
  return { model: { signedIn: null, booked: [...SEEDED], bids: [], ancillaries: [] }, real: {} };
}

describe('the simulator where features meet (model-based)', () => {
  beforeEach(() => store.clearViolations());
  afterAll(() => {
    if (process.env.MODEL_STATS) console.warn([...stats].sort().map(([what, times]) => `${String(times).padStart(5)}  ${what}`).join('\n'));
  });

  it(`holds its invariants and offers only what it accepts over ${RUNS} runs of up to ${STEPS} steps`, async () => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS, size: 'max' }), async (steps) => {
        const { model, real } = await fresh();
        await fc.asyncModelRun(
          () => ({ model, real }),
          // Each step, then the invariants: a violation names the step that caused it.
          [...steps].map((step) => ({
            check: (m: Readonly<Model>) => step.check(m),
            run: async (m: Model, r: Real) => {
              if (process.env.MODEL_TRACE) console.warn(String(step));
              await step.run(m, r);
              expectNoViolation();
            },
            toString: () => String(step),
          })),
        );
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false, verbose: 1 },
    );
    if (process.env.MODEL_STATS) {
      const used = process.cpuUsage(cpu);
      console.warn(`${RUNS} runs: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU, ${((used.user + used.system) / 1000 / RUNS).toFixed(0)} ms CPU a run`);
    }
  });
});
