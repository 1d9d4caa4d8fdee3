import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { formatBeijing } from '@/domain/format';
import {
  followClock,
  gatewayClockOffset,
  gatewayNow,
  subscribeGatewayClock,
  syncGatewayClock,
  syncGatewayClockFromHeader,
  useGatewayNow,
} from '@/lib/clock';
import { gatewayDayjs } from '@/lib/dates';
import { validityPeriodRule, VALIDATION_MESSAGES } from '@/domain/validators';
import { simulator } from '@/mocks/simulator';

const DAY_MS = 24 * 60 * 60 * 1000;

// The browser's clock stands still in these tests (only Date is faked): "now" is compared exactly, never
// within a tolerance that a slow machine could exceed or a lagging clock could hide in.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the gateway clock', () => {
  it('starts on the browser’s clock', () => {
    expect(gatewayClockOffset()).toBe(0);
    expect(gatewayNow()).toBe(Date.now());
  });

  it('keeps the offset a gateway answer shows, and gives now as ms and as dayjs', () => {
    const received = Date.now();
    syncGatewayClock(received + 3 * DAY_MS, received);
    expect(gatewayClockOffset()).toBe(3 * DAY_MS);
    expect(gatewayNow()).toBe(Date.now() + 3 * DAY_MS);
    // As a dayjs, Beijing's wall time of that instant, whatever this process's zone.
    const beijingWall = dayjs(formatBeijing(Date.now() + 3 * DAY_MS, 'YYYY-MM-DDTHH:mm:ss.SSS'));
    expect(gatewayDayjs().diff(beijingWall)).toBe(0);
  });

  it('reads an HTTP Date header (whole seconds: the middle of the second)', () => {
    const received = Date.parse('2026-11-23T01:00:00.000Z');
    syncGatewayClockFromHeader('Mon, 30 Nov 2026 01:00:00 GMT', received);
    expect(gatewayClockOffset()).toBe(7 * DAY_MS + 500);
  });

  it('ignores a missing or unreadable header', () => {
    syncGatewayClockFromHeader(undefined);
    syncGatewayClockFromHeader('not a date');
    expect(gatewayClockOffset()).toBe(0);
  });

  it('ignores readings within a second of its offset, so countdowns do not jitter', () => {
    const received = Date.now();
    const moves: number[] = [];
    const stop = subscribeGatewayClock(() => moves.push(gatewayClockOffset()));
    syncGatewayClock(received + 60_000, received);
    syncGatewayClock(received + 60_900, received);
    syncGatewayClock(received + 59_100, received);
    syncGatewayClock(received + 62_000, received);
    stop();
    expect(moves).toEqual([60_000, 62_000]);
  });

  it('judges "later than now" by the gateway, not the browser (the form passes gatewayNow)', async () => {
    const rule = validityPeriodRule(gatewayNow);
    const period = [dayjs(), dayjs().add(2, 'day')];
    await expect(rule.validator(null, period)).resolves.toBeUndefined();
    syncGatewayClock(Date.now() + 3 * DAY_MS);
    await expect(rule.validator(null, period)).rejects.toThrow(VALIDATION_MESSAGES.validityEnd);
  });
});

describe('following the simulator’s clock (main.tsx, developer panel)', () => {
  const source = { nowMs: () => simulator.clock.nowMs(), subscribe: (listener: () => void) => simulator.subscribe(listener) };

  it('moves the portal’s now as soon as the simulator’s clock moves, without waiting for an answer', () => {
    const stop = followClock(source);
    expect(gatewayNow()).toBe(simulator.clock.nowMs());
    void simulator.clock.advance(2 * DAY_MS);
    expect(gatewayNow()).toBe(simulator.clock.nowMs());
    stop();
    const before = gatewayClockOffset();
    void simulator.clock.advance(5 * DAY_MS);
    expect(gatewayClockOffset()).toBe(before);
  });

  it('keeps the followed clock when an answer computed before a move arrives after it (its Date header is of before)', async () => {
    const stop = followClock(source);
    const before = new Date(simulator.clock.nowMs()).toUTCString();
    await simulator.clock.advance(12 * 60 * 60_000);
    syncGatewayClockFromHeader(before);
    expect(gatewayNow()).toBe(simulator.clock.nowMs());
    stop();
    // Not following any more: the header is the gateway's time again.
    syncGatewayClockFromHeader(before);
    expect(Math.abs(gatewayNow() - (Date.parse(before) + 500))).toBeLessThan(1000);
  });

  it('re-renders what shows the gateway’s now at once', async () => {
    function Now() {
      return <time>{dayjs(useGatewayNow(60_000)).format('YYYY-MM-DD')}</time>;
    }
    const stop = followClock(source);
    render(<Now />);
    expect(screen.getByText(dayjs(simulator.clock.nowMs()).format('YYYY-MM-DD'))).toBeInTheDocument();
    await act(async () => {
      await simulator.clock.advance(10 * DAY_MS);
    });
    expect(screen.getByText(dayjs(simulator.clock.nowMs()).format('YYYY-MM-DD'))).toBeInTheDocument();
    stop();
  });
});
