import { DueKind } from '@/domain/due';
import { todoApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authedRead, invalidParam, optionalCode, optionalEnum, paginate, requirePage } from '../../gateway';
import { treeHasFunction } from '../../kernel/menu-tree';
import { dueAnswer, dueItemsFor, ownerIdOf } from '../../rules';
import { getState } from '../../store';

/**
 * What falls due (待办): the caller's items through its own functions (a staff member's role),
 * filtered by kind, horizon and order, soonest first. The rules are rules/due.ts.
 */

function optionalHours(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 24 * 366)
    throw invalidParam('时间范围应为0到8784之间的整数小时');
  return value;
}

export const todoHandlers = [
  authedRead(todoApi.dueList, ({ body, account }) => {
    const page = requirePage(body);
    const now = clock.nowMs();
    const state = getState();
    const filter = {
      kind: optionalEnum(body.kind, DueKind.values, '待办类型'),
      withinHours: optionalHours(body.withinHours),
      orderNo: optionalCode(body.orderNo, '订单号'),
    };
    const all = dueItemsFor(state, account, now, (caller, code) => treeHasFunction(caller.menu, code));
    const { items, ...figures } = dueAnswer(all, filter, now, ownerIdOf(state, account), state);
    return { ...paginate('dueList', items, page), ...figures };
  }),
];
