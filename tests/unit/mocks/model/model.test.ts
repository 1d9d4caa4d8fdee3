import fc from 'fast-check';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { commands, expectNoViolation, stats, type Model, type Real, type Step } from './commands';

/**
 * The model-based test (docs/architecture.md "The model-based test"): random sequences of what agents,
 * staff of other roles, the airline and the clock do — bookings of every channel, names, deposits,
 * balances, 合并支付, tickets, seat releases, cancels, voluntary and involuntary refunds, ancillaries and
 * 延期, bids, top-ups, schedule changes decided or left to lapse, reviews, time passing — against the
 * simulator, through the gateway. After every step the store's invariants hold and every action the
 * gateway offered was accepted, every other one refused. A failing run is shrunk to its shortest
 * sequence and printed as a script of those steps.
 *
 * `npm test` runs a fixed seed within CI's budget; `npm run test:model -- --runs N --seed S` runs longer.
 */

/** ~0.15 s of CPU a run: 200 runs are ~30 s of one core, within CI's budget for this file. */
const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const STEPS = Number(process.env.MODEL_STEPS ?? 30);
const SEED = process.env.MODEL_SEED === undefined ? 20261128 : Number(process.env.MODEL_SEED);
const NOW = '2026-11-23T09:00:00+08:00';
const SEEDED = [
  'TO100102',
  'TO100103',
  'TO100104',
  'TO100105',
  'TO100107',
  'TO100108',
  'TO100109',
  'TO100112',
  'TO100113',
  'TO100116',
  'TO100129',
  'TO100132',
];

async function fresh(): Promise<{ model: Model; real: Real }> {
  await simulator.reset({ now: NOW });
  store.clearViolations();
  // The seed's own orders take part from the first step: groups in every state, three of them on
  // flights the airline has changed or cancelled, so each feature meets the others at once.
  return { model: { signedIn: null, booked: [...SEEDED], bids: [], ancillaries: [] }, real: {} };
}

/**
 * The shortest failing sequence, run once more from the seed and printed as a script: a numbered step a
 * line, each with what it acted on (the order, the bid), and the failure where it happened; then how to
 * replay it. fast-check's own report is one line of the steps as drawn.
 */
async function script(steps: Iterable<Step>, path: string | null, shrinks: number, error: unknown): Promise<string> {
  const { model, real } = await fresh();
  const lines: string[] = [];
  let ran = 0;
  let failure = '';
  for (const step of steps) {
    if (!step.check(model)) continue;
    ran += 1;
    try {
      await step.run(model, real);
      expectNoViolation();
      lines.push(`  ${ran}. ${String(step)}`);
    } catch (caught) {
      failure = caught instanceof Error ? caught.message : String(caught);
      lines.push(`  ${ran}. ${String(step)}`, `     ✗ ${failure.split('\n').join('\n       ')}`);
      break;
    }
  }
  if (!failure) lines.push(`  (it passed when replayed: the first failure was ${error instanceof Error ? error.message : String(error)})`);
  return [
    `The simulator failed at step ${ran} (shrunk ${shrinks} times), from the seed at ${NOW}:`,
    ...lines,
    `Replay: npm run test:model -- --runs ${RUNS} --seed ${SEED}  (fast-check path ${path ?? '?'})`,
  ].join('\n');
}

describe('the simulator where features meet (model-based)', () => {
  beforeEach(() => store.clearViolations());
  afterAll(() => {
    if (process.env.MODEL_STATS)
      console.warn(
        [...stats]
          .sort()
          .map(([what, times]) => `${String(times).padStart(5)}  ${what}`)
          .join('\n'),
      );
  });

  it(
    `holds its invariants and offers only what it accepts over ${RUNS} runs of up to ${STEPS} steps`,
    async () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const details = await fc.check(
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
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
      if (process.env.MODEL_STATS) {
        const used = process.cpuUsage(cpu);
        console.warn(
          `${details.numRuns} runs: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU, ${((used.user + used.system) / 1000 / details.numRuns).toFixed(0)} ms CPU a run`,
        );
      }
      if (details.failed)
        throw new Error(
          await script(details.counterexample?.[0] ?? [], details.counterexamplePath, details.numShrinks, details.errorInstance),
        );
      // A run costs ~0.15 s of CPU; a loaded machine gives it a share of a core: room for that, not a time limit.
    },
    Math.max(120_000, RUNS * 3_000),
  );
});
