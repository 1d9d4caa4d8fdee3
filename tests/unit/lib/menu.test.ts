import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteMeta } from '@/config/routes';
import { AUTH } from '@/config/auth-codes';
import type { MenuNode } from '@/lib/gateway';
import { buildMenu, menuKeyOf, menuPath } from '@/app/layout/menu';

// The real table: PAY has a screen in each area (its deposits list first, the payment screens after).
const table: Record<string, RouteMeta> = ROUTES;

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
    const agentOnly = { news: ROUTES.news, agentPay: ROUTES.agentPay };
    expect(buildMenu(tree, 'normal', agentOnly)).toEqual([{ key: AUTH.NEWS, label: '新闻公告', path: '/new' }]);
  });

  it('opens the groups on the way to the current code', () => {
    expect(menuPath(buildMenu(tree, 'agent', table), AUTH.PAY)).toEqual(['FINANCE']);
  });

  it('keeps a function with a screen a link, its children being its buttons, and finds it from a button', () => {
    const withButtons = [
      node('GROUP_USER', '用户中心', [node(AUTH.SUB_ACCOUNT, '子账号管理', [node(AUTH.SUB_ACCOUNT_CREATE, '新建子账号')])]),
    ];
    const entries = buildMenu(withButtons, 'agent', table);
    expect(entries).toEqual([
      {
        key: 'GROUP_USER',
        label: '用户中心',
        children: [{ key: AUTH.SUB_ACCOUNT, label: '子账号管理', path: '/agent/user/subaccount', buttons: [AUTH.SUB_ACCOUNT_CREATE] }],
      },
    ]);
    expect(menuKeyOf(entries, AUTH.SUB_ACCOUNT_CREATE)).toBe(AUTH.SUB_ACCOUNT);
    expect(menuKeyOf(entries, AUTH.SUB_ACCOUNT)).toBe(AUTH.SUB_ACCOUNT);
    expect(menuKeyOf(entries, 'UNKNOWN')).toBeUndefined();
  });
});
