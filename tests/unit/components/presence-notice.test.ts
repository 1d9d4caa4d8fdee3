import { describe, expect, it } from 'vitest';
import { openedAgo, presenceText } from '@/components/presence-notice';

const OPENED = '2026-11-23T09:00:00+08:00';
const at = (minutes: number) => Date.parse(OPENED) + minutes * 60_000;

describe('presence', () => {
  it('says who has the record open, doing what, since when', () => {
    const viewer = { displayName: 'staff02', userName: 'staff02', roleName: '订票员', activity: 'EDITING' as const, since: OPENED };
    expect(presenceText(viewer, 'nameList', at(5))).toBe('staff02 正在编辑名单，5分钟前打开');
    expect(presenceText({ ...viewer, activity: 'VIEWING' }, 'order', at(0.5))).toBe('staff02 正在查看此订单，刚刚打开');
  });

  it('counts minutes, then hours', () => {
    expect(openedAgo(OPENED, at(59))).toBe('59分钟前');
    expect(openedAgo(OPENED, at(125))).toBe('2小时前');
  });
});
