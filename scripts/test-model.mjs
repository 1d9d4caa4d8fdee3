#!/usr/bin/env node
/**
 * `npm run test:model -- --runs N --seed S [--steps K] [--stats]`: the model-based test of the simulator
 * (tests/unit/mocks/model) for longer than `npm test` runs it, with a seed of your own. A failure prints
 * its shortest failing sequence as a script of steps and the seed to replay it; fix the cause in the
 * simulator's rules and make the sequence a test in tests/unit/mocks/meeting-points.test.ts.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const env = {
  ...process.env,
  MODEL_RUNS: option('runs') ?? '500',
  MODEL_STEPS: option('steps') ?? '30',
  ...(option('seed') !== undefined ? { MODEL_SEED: option('seed') } : { MODEL_SEED: String(Date.now() % 2 ** 31) }),
  ...(args.includes('--stats') ? { MODEL_STATS: '1' } : {}),
};
console.log(`model-based test: ${env.MODEL_RUNS} runs of up to ${env.MODEL_STEPS} steps, seed ${env.MODEL_SEED}`);
const child = spawn('npx', ['vitest', 'run', 'tests/unit/mocks/model/model.test.ts'], { stdio: 'inherit', env });
child.on('close', (code) => process.exit(code ?? 1));
