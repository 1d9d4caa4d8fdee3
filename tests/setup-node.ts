import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { observeAnswers } from '@/mocks/gateway';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { answerViolation } from './contract';

/**
 * The setup of test files that render nothing (the `node` project, vite.config.ts): the simulator and
 * its contract check as tests/setup.ts has them, without jsdom, the DOM testing library or storage.
 */

/** As tests/setup.ts: every test starts from the seed at this instant. */
const TEST_NOW = '2026-11-23T09:00:00+08:00';

let violation: string | null = null;
observeAnswers((endpoint, answer) => {
  violation ??= answerViolation(endpoint, answer);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  violation = null;
  simulator.reset({ now: TEST_NOW });
});
afterEach(() => {
  server.resetHandlers();
  if (violation) throw new Error(`The simulator answered outside its contract: ${violation}`);
});
afterAll(() => server.close());
