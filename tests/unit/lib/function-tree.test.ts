import { describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import type { RouteMeta } from '@/config/routes';
import { checkedFromCodes, functionCodesToSend, indexFunctionTree, screensOf, toggleFunction, treeCheckState } from '@/lib/function-tree';
import type { MenuNode } from '@/lib/gateway';

const node = (authCode: string, menuName: string, subMenuDirects: MenuNode[] = []): MenuNode => ({ authCode, menuName, subMenuDirects });

const TREE: MenuNode[] = [
  node('GROUP_ORDER_CENTER', '订单中心', [
    node(AUTH.TEAM_ORDER, '团队订单', [node(AUTH.TEAM_ORDER_EXPORT, '导出订单'), node(AUTH.TEAM_ORDER_CANCEL, '取消订单')]),
    node(AUTH.RETROACTIVE, '在线补款'),
  ]),
  node(AUTH.AUCTION, '竞价产品'),
  node(AUTH.PAY, '支付'),
];

const ROUTES_TABLE: Record<string, RouteMeta> = {
  teamOrders: { path: '/agent/orderCenter/order', title: '团队订单', authCode: AUTH.TEAM_ORDER, area: 'agent' },
  teamOrderDetail: { path: '/agent/orderCenter/order/:orderNo', title: '团队订单详情', authCode: AUTH.TEAM_ORDER, area: 'agent' },
  retroactive: { path: '/agent/orderCenter/retroactive', title: '在线补款', authCode: AUTH.RETROACTIVE, area: 'agent' },
  payCashier: { path: '/pay', title: '收银台', authCode: AUTH.PAY, area: 'any' },
  agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' },
  normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'normal' },
};

const index = indexFunctionTree(TREE, 'agent', ROUTES_TABLE);

describe('indexFunctionTree', () => {
  it('tells groups, screens, buttons and functions without a screen apart, with what each opens', () => {
    const kinds = Object.fromEntries([...index.byCode.values()].map((info) => [info.code, info.kind]));
    expect(kinds).toEqual({
      GROUP_ORDER_CENTER: 'group',
      [AUTH.TEAM_ORDER]: 'screen',
      [AUTH.TEAM_ORDER_EXPORT]: 'button',
      [AUTH.TEAM_ORDER_CANCEL]: 'button',
      [AUTH.RETROACTIVE]: 'screen',
      [AUTH.AUCTION]: 'function',
      [AUTH.PAY]: 'screen',
    });
    expect(index.byCode.get(AUTH.TEAM_ORDER)!.screens).toEqual([
      { title: '团队订单', path: '/agent/orderCenter/order' },
      { title: '团队订单详情', path: '/agent/orderCenter/order/:orderNo' },
    ]);
    expect(index.byCode.get(AUTH.TEAM_ORDER_CANCEL)!.parentFunction).toBe(AUTH.TEAM_ORDER);
    expect(index.byCode.get(AUTH.TEAM_ORDER)!.parentFunction).toBeUndefined();
    expect(index.functions).toEqual([
      AUTH.TEAM_ORDER,
      AUTH.TEAM_ORDER_EXPORT,
      AUTH.TEAM_ORDER_CANCEL,
      AUTH.RETROACTIVE,
      AUTH.AUCTION,
      AUTH.PAY,
    ]);
    expect(index.branches).toEqual(['GROUP_ORDER_CENTER', AUTH.TEAM_ORDER]);
  });

  it("opens the area's screens first, shared ones after, never the other area's", () => {
    expect(screensOf(AUTH.PAY, 'agent', ROUTES_TABLE)).toEqual([
      { title: '支付', path: '/agent/pay/payment' },
      { title: '收银台', path: '/pay' },
    ]);
    expect(screensOf(AUTH.AUCTION, 'agent', ROUTES_TABLE)).toEqual([]);
  });
});

describe('checking', () => {
  const none = new Set<string>();

  it('a group checks and unchecks whole; it shows half-checked when partly held', () => {
    const all = toggleFunction(index, none, 'GROUP_ORDER_CENTER', true);
    expect([...all].sort()).toEqual([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_EXPORT, AUTH.TEAM_ORDER_CANCEL, AUTH.RETROACTIVE].sort());
    expect(treeCheckState(index, all)).toEqual({
      checked: ['GROUP_ORDER_CENTER', AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_EXPORT, AUTH.TEAM_ORDER_CANCEL, AUTH.RETROACTIVE],
      halfChecked: [],
    });
    const part = toggleFunction(index, all, AUTH.RETROACTIVE, false);
    expect(treeCheckState(index, part).halfChecked).toEqual(['GROUP_ORDER_CENTER']);
    expect(toggleFunction(index, part, 'GROUP_ORDER_CENTER', false).size).toBe(0);
  });

  it('a screen alone: checked whole, then its buttons unchecked one by one, the screen stays', () => {
    let checked = toggleFunction(index, none, AUTH.TEAM_ORDER, true);
    expect(functionCodesToSend(index, checked)).toEqual([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_EXPORT, AUTH.TEAM_ORDER_CANCEL]);
    checked = toggleFunction(index, checked, AUTH.TEAM_ORDER_EXPORT, false);
    checked = toggleFunction(index, checked, AUTH.TEAM_ORDER_CANCEL, false);
    expect(functionCodesToSend(index, checked)).toEqual([AUTH.TEAM_ORDER]);
    expect(treeCheckState(index, checked)).toEqual({ checked: [AUTH.TEAM_ORDER], halfChecked: ['GROUP_ORDER_CENTER'] });
  });

  it('a button brings its screen; unchecking the screen takes its buttons', () => {
    const button = toggleFunction(index, none, AUTH.TEAM_ORDER_CANCEL, true);
    expect(functionCodesToSend(index, button)).toEqual([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_CANCEL]);
    expect(toggleFunction(index, button, AUTH.TEAM_ORDER, false).size).toBe(0);
  });

  it("a role's codes: GROUP_* dropped, a lone button gets its screen, unknown codes set apart; the save sends tree order", () => {
    const { checked, outside } = checkedFromCodes(index, [AUTH.PAY, 'GROUP_ORDER_CENTER', AUTH.TEAM_ORDER_EXPORT, AUTH.NEWS]);
    expect(outside).toEqual([AUTH.NEWS]);
    expect(functionCodesToSend(index, checked)).toEqual([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_EXPORT, AUTH.PAY]);
    expect(functionCodesToSend(index, ['GROUP_ORDER_CENTER', AUTH.NEWS])).toEqual([]);
  });
});
