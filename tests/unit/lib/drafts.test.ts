import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, saveDraft } from '@/lib/drafts';

describe('form drafts', () => {
  it('are kept per account, screen and form', () => {
    expect(draftKey('AGT0001', '/airline-change-notice', 'filter')).toBe('b2b.draft:AGT0001:/airline-change-notice:filter');
  });

  it('round-trip text, lists and dates', () => {
    const key = draftKey('AGT0001', '/x', 'f');
    const start = dayjs('2026-12-01T00:00:00Z');
    saveDraft(key, { flightNo: 'XY5101', dates: [start, start.add(3, 'day')], names: ['张三'] });
    const draft = readDraft<{ flightNo: string; dates: dayjs.Dayjs[]; names: string[] }>(key);
    expect(draft?.flightNo).toBe('XY5101');
    expect(draft?.names).toEqual(['张三']);
    expect(dayjs.isDayjs(draft?.dates[0])).toBe(true);
    expect(draft?.dates[1]?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });

  it('are dropped when older than a week', () => {
    const key = draftKey('AGT0001', '/x', 'old');
    saveDraft(key, { a: 1 });
    expect(readDraft(key, Date.now() + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('read nothing when there is none', () => {
    expect(readDraft('b2b.draft:none')).toBeNull();
  });
});
