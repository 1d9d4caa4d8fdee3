import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DUE_GROUP_LABELS, dueGroupOf } from '@/domain/due';
import { LOG_ACTION_ENUMS, OrderLogAction } from '@/domain/log-action';
import { formatArrival, formatFlightTimes } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { EntityLink } from '@/features/todo/due-row';
import { SMS_SENDER } from '@/mocks/kernel/rules/figures';
import { expectEvery } from '../../expect-every';

/** Every source file of the simulator (rules, handlers, seed), with its text. */
const simulatorSources = (): { file: string; text: string }[] =>
  readdirSync('src/mocks', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join('src/mocks', file), 'utf8') }));

/** The text of a call's argument number `index` (0-based), from just after its opening parenthesis. */
function argumentAt(text: string, open: number, index: number): string {
  let depth = 0;
  let current = 0;
  let start = open;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at]!;
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) return current === index ? text.slice(start, at) : '';
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      if (current === index) return text.slice(start, at);
      current += 1;
      start = at + 1;
    }
  }
  return '';
}

/** Every action code the simulator can write into a log: logEntry's second argument, and log entries written as objects. */
function loggedCodes(): { code: string; where: string }[] {
  return simulatorSources().flatMap(({ file, text }) => {
    const calls = [...text.matchAll(/\blogEntry\(/g)].flatMap((match) => {
      const action = argumentAt(text, match.index + match[0].length, 1);
      // A conditional's test is no code: only what it gives ('X' and 'Y' of `status === 'Z' ? 'X' : 'Y'`).
      const given = action.includes('?') ? action.slice(action.indexOf('?')) : action;
      return [...given.matchAll(/'([A-Z_]+)'/g)].map((literal) => ({ code: literal[1]!, where: `${file}: ${action.trim()}` }));
    });
    const objects = [...text.matchAll(/\blog\.push\(\{[^}]*?action: '([A-Z_]+)'/g)].map((match) => ({
      code: match[1]!,
      where: `${file}: log.push({ action: '${match[1]}' })`,
    }));
    return [...calls, ...objects];
  });
}

describe('操作日志 in words', () => {
  it('every action code the simulator can write has a Chinese label in its log enum', () => {
    const codes = loggedCodes();
    // The scan finds what it should: the schedule change's, the refund's and the delay's codes among them.
    expect(codes.map(({ code }) => code)).toEqual(
      expect.arrayContaining([
        'SCHEDULE_CHANGE',
        'SCHEDULE_CHANGE_REBOOK',
        'SCHEDULE_CHANGE_ACCEPT',
        'REFUND_APPLY',
        'DELAY_CREATE',
        'ANCILLARY_PAY',
        'DELAY',
        'CHANGE',
      ]),
    );
    expectEvery(codes, ({ code }) => LOG_ACTION_ENUMS.some((actions) => actions.is(code)));
  });

  it('names the codes the order log showed raw', () => {
    expect(
      ['SCHEDULE_CHANGE', 'SCHEDULE_CHANGE_REBOOK', 'SCHEDULE_CHANGE_ACCEPT', 'REFUND_APPLY', 'DELAY_CREATE', 'ANCILLARY_PAY', 'DELAY'].map(
        (code) => OrderLogAction.label(code),
      ),
    ).toEqual(['航班变动', '改签其他航班', '接受变更', '申请退票', '申请延期', '支付附加服务', '延期生效']);
    expectEvery(
      LOG_ACTION_ENUMS.flatMap((actions) => actions.options),
      ({ value, label }) => label !== value && /[\u4e00-\u9fa5]/.test(label),
    );
  });
});

describe('a replaced ticket in its own words', () => {
  it('reads 已改签 when the airline’s schedule change moved it, 已改期 when the agent changed it', () => {
    expect(TicketStatus.label('REBOOKED')).toBe('已改签');
    expect(TicketStatus.label('EXCHANGED')).toBe('已改期');
  });
});

describe('one sender for every text', () => {
  it('no rule or handler signs a text itself: the signature is SMS_SENDER (rules/figures.ts)', () => {
    const signed = simulatorSources()
      .filter(({ file }) => !/^seed[\\/]/.test(file) && !file.endsWith('figures.ts'))
      .flatMap(({ file, text }) => [...text.matchAll(/【[^】]*】/g)].map((match) => `${file}: ${match[0]}`));
    expect(signed).toEqual([]);
    expect(SMS_SENDER).toBe('【祥云航空】');
  });
});

describe('the bell’s words', () => {
  it('names an order of any channel 订单 with its number (a scattered order is no 团队订单)', () => {
    render(
      <MemoryRouter>
        <EntityLink item={{ entity: 'ORDER', entityNo: 'SO300101', orderNo: 'SO300101' } as Parameters<typeof EntityLink>[0]['item']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveTextContent(/^订单 SO300101$/);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/agent/orderCenter/scattered-order/SO300101');
  });

  it('calls the group after tomorrow 7天内: six days ahead falls in it, though next calendar week', () => {
    // Saturday 2026-11-28: Thursday 12-03 is in the next calendar week, and within 7 days.
    const now = Date.parse('2026-11-28T09:00:00+08:00');
    expect(dueGroupOf('2026-12-03T10:00:00+08:00', now)).toBe('WEEK');
    expect(DUE_GROUP_LABELS.WEEK).toBe('7天内');
  });
});

describe('times after midnight', () => {
  it('an arrival before its departure’s clock time carries +1, under the departure’s date', () => {
    expect(formatFlightTimes('21:30', '00:05')).toBe('21:30-00:05(+1)');
    expect(formatFlightTimes('08:00', '10:15')).toBe('08:00-10:15');
    expect(formatArrival('21:30', '00:05')).toBe('00:05(+1)');
    expect(formatFlightTimes('21:30', '00:05', '–')).toBe('21:30–00:05(+1)');
  });
});
