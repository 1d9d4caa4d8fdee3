import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteMeta } from '@/config/routes';
import { AUTH } from '@/config/auth-codes';
import type { MenuNode } from '@/lib/gateway';
import { buildMenu, menuPath } from '@/app/layout/menu';

// Future routes, as a fixture only (the real table gets a route with its screen).
const table = {
  ...ROUTES,
  agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' },
  normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'normal' },
} satisfies Record<string, RouteMeta>;

const node = (authCode: string, menuName: string, subMenuDirects: MenuNode[] = []): MenuNode => ({
  authCode,
  menuName,
  subMenuDirects,
});

const tree = [node('FINANCE', '财务', [node(AUTH.PAY, '支付'), node('BUTTON_ONLY', '导出')]), node(AUTH.NEWS, '新闻公告')];

describe('menu from the function menu tree', () => {
  it('links PAY to the agent’s screen for an agent and to the normal one for a normal user', () => {
    expect(buildMenu(tree, 'agent', table)).toEqual([
      { key: 'FINANCE', label: '财务', children: [{ key: AUTH.PAY, label: '支付', path: '/agent/pay/payment' }] },
      { key: AUTH.NEWS, label: '新闻公告', path: '/new' },
    ]);
    expect(buildMenu(tree, 'normal', table)[0]?.children?.[0]?.path).toBe('/normal/pay/payment');
  });

  it('drops a code whose only screen belongs to the other area, and a group left empty', () => {
    const agentOnly = { news: ROUTES.news, agentPay: table.agentPay };
    expect(buildMenu(tree, 'normal', agentOnly)).toEqual([{ key: AUTH.NEWS, label: '新闻公告', path: '/new' }]);
  });

  it('opens the groups on the way to the current code', () => {
    expect(menuPath(buildMenu(tree, 'agent', table), AUTH.PAY)).toEqual(['FINANCE']);
  });
});
