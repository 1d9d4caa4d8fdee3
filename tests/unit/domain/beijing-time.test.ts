import { afterEach, describe, expect, it } from 'vitest';
import { beijingTime, formatBeijing, formatDate, formatDateTime } from '@/domain/format';
import { gatewayDayjs } from '@/lib/dates';
import { resetGatewayClock, syncGatewayClock } from '@/lib/clock';

/**
 * Flights, deadlines and the gateway's clock are Beijing time, shown so whatever zone the
 * agent's computer is in. Each check runs with the process in several zones (Node follows `process.env.TZ`
 * set at run time), among them zones west and east of Beijing, so it holds in whichever zone vitest runs.
 */
const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/London', 'Asia/Shanghai', 'Asia/Tokyo', 'Pacific/Kiritimati'];
const original = process.env.TZ;

function inEveryZone(check: (zone: string) => void): void {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    check(zone);
  }
}

afterEach(() => {
  resetGatewayClock();
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('times are shown in Beijing time in every zone', () => {
  it('reads a zone the test can move (else these checks prove nothing)', () => {
    process.env.TZ = 'UTC';
    expect(new Date(Date.UTC(2026, 11, 20, 0, 35)).getHours()).toBe(0);
    process.env.TZ = 'Asia/Shanghai';
    expect(new Date(Date.UTC(2026, 11, 20, 0, 35)).getHours()).toBe(8);
  });

  it("an 08:35 departure's deadline reads 08:35, from the gateway's ISO time or as an instant", () => {
    const deadline = '2026-12-20T08:35:00+08:00';
    inEveryZone((zone) => {
      expect(formatDateTime(deadline), zone).toBe('2026-12-20 08:35');
      expect(formatDateTime(Date.parse(deadline)), zone).toBe('2026-12-20 08:35');
      expect(formatDateTime(new Date(deadline)), zone).toBe('2026-12-20 08:35');
      expect(formatDateTime('2026-12-20T00:35:00Z'), zone).toBe('2026-12-20 08:35');
    });
  });

  it('a date crosses midnight as Beijing does: 23:30 UTC is the next day', () => {
    inEveryZone((zone) => {
      expect(formatDate('2026-12-19T23:30:00Z'), zone).toBe('2026-12-20');
      expect(formatBeijing('2026-12-19T23:30:00Z', 'YYYY年MM月DD日 HH:mm'), zone).toBe('2026年12月20日 07:30');
    });
  });

  it('a wall date or time without a zone is shown as written', () => {
    inEveryZone((zone) => {
      expect(formatDate('2026-12-20'), zone).toBe('2026-12-20');
      expect(formatDateTime('2026-12-20 08:35'), zone).toBe('2026-12-20 08:35');
      expect(beijingTime('2026-12-20')?.format('YYYY-MM-DD HH:mm'), zone).toBe('2026-12-20 00:00');
    });
  });

  it("the gateway's clock as a date picker's today: Beijing's date and hour", () => {
    // 2026-12-19 23:30 UTC is 2026-12-20 07:30 in Beijing.
    syncGatewayClock(Date.UTC(2026, 11, 19, 23, 30), Date.now(), 0);
    inEveryZone((zone) => {
      expect(gatewayDayjs().format('YYYY-MM-DD HH:mm'), zone).toBe('2026-12-20 07:30');
      expect(formatDate(gatewayDayjs()), zone).toBe('2026-12-20');
    });
  });
});
