import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage, type ErrorKey } from '@/lib/gateway/error-codes';
import { promoApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { loginAs, refused } from './support';

/**
 * No ISO string reaches the screen: every time a refusal's message or parameters carry
 * reads 2026-12-03 22:00, as the screens write it. Two nets: every refuse() call site of the simulator
 * passes its times through a display formatter, and the refusals that carry a time say it so.
 */

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ROOT = join(__dirname, '../../../src/mocks');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The text between the parenthesis at `open` and its partner. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** Every refusal made in the simulator's code: refuse(…), invalidParam(…), new SimulatorRefusal(…), with where it is. */
function refusalCalls(): { where: string; args: string }[] {
  return sourceFiles(ROOT).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(/\b(?:refuse|invalidParam|new SimulatorRefusal)\(/g)]
      .filter((match) => !/function\s+$/.test(text.slice(Math.max(0, match.index - 9), match.index)))
      .map((match) => ({
        where: `${relative(ROOT, path)}:${text.slice(0, match.index).split('\n').length}`,
        args: argumentsAt(text, match.index + match[0].length - 1),
      }));
  });
}

/** What is left of a call's arguments once its times went through a display formatter. */
const DISPLAY_FORMATTERS = /\b(?:toDisplayTime|formatDeadline|toGatewayHourMinute|toGatewayDate)\(/g;
function withoutFormatted(args: string): string {
  let rest = args;
  for (let match = DISPLAY_FORMATTERS.exec(rest); match; match = DISPLAY_FORMATTERS.exec(rest)) {
    const open = match.index + match[0].length - 1;
    const inner = argumentsAt(rest, open);
    rest = rest.slice(0, match.index) + rest.slice(open + inner.length + 2);
    DISPLAY_FORMATTERS.lastIndex = 0;
  }
  return rest;
}

/** An instant in the gateway's ISO form: made by toGatewayIso, or a record's time field (…Time, …Deadline, saleStart, …). */
const ISO_SOURCE =
  /\btoGatewayIso\(|\btoGatewayDateTime\(|\b\w*(?:Time|Deadline|deadline)\b(?!\s*:)|\bsale(?:Start|End)\b(?!\s*:)|\b(?:start|end)At\b(?!\s*:)/;

describe('times in refusals', () => {
  it('the simulator’s refusal call sites are found (the scan sees them)', () => {
    const calls = refusalCalls();
    expect(calls.length).toBeGreaterThan(200);
    expect(calls.some((call) => call.args.startsWith("'PROMO_CLOSED'"))).toBe(true);
  });

  it('every refuse() call site passes a time through the display formatter, never an ISO string', () => {
    const raw = refusalCalls()
      .filter((call) => ISO_SOURCE.test(withoutFormatted(call.args)))
      .map((call) => `${call.where}: ${call.args.replace(/\s+/g, ' ').slice(0, 160)}`);
    expect(raw).toEqual([]);
  });

  it('no catalogue message holds an ISO string, and one filled with a displayed time holds none', () => {
    for (const [key, entry] of Object.entries(ERRORS)) {
      expect(entry.message, key).not.toMatch(ISO);
      const names = [...entry.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const filled = errorMessage(key as ErrorKey, Object.fromEntries(names.map((name) => [name, '2026-12-03 22:00'])));
      expect(filled, key).not.toMatch(ISO);
    }
  });

  it('an offer closed or not yet open says its sale window as the screens write it (2026-12-03 22:00)', async () => {
    const offer = (offerNo: string) => simulator.state.promoOffers.find((candidate) => candidate.offerNo === offerNo)!;
    const shown = (iso: string) => {
      const beijing = new Date(Date.parse(iso) + 8 * 3600_000).toISOString();
      return `${beijing.slice(0, 10)} ${beijing.slice(11, 16)}`;
    };
    await simulator.clock.set(new Date(Date.parse(offer('PO000103').saleStart) - 1000));
    await loginAs('agent01');
    const notOpen = await refused(
      promoApi.price,
      { offerNo: 'PO000103', flightNo: 'XY5231', flightDate: '2027-01-02', adultCount: 20, childCount: 0, infantCount: 0 },
      'PROMO_NOT_OPEN',
    );
    expect(notOpen.errorMsg).toContain(`开售时间${shown(offer('PO000103').saleStart)}`);
    expect(JSON.stringify(notOpen)).not.toMatch(ISO);

    await simulator.clock.set(offer('PO000101').saleEnd);
    await loginAs('agent01');
    const closed = await refused(
      promoApi.price,
      { offerNo: 'PO000101', flightNo: 'XY5031', flightDate: '2026-12-13', adultCount: 20, childCount: 0, infantCount: 0 },
      'PROMO_CLOSED',
    );
    expect(closed.errorMsg).toContain(`销售截止${shown(offer('PO000101').saleEnd)}）`);
    expect(JSON.stringify(closed)).not.toMatch(ISO);
  });
});
