import { bench, describe } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { agentMenuTree, flattenAuthCodes } from '@/mocks/kernel/menu-tree';
import type { OrderRecord } from '@/mocks/order/rules/order';
import { findRecords, withDue, type SearchScope } from '@/mocks/documents/rules/search';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { createSeedState } from '@/mocks/seed';
import type { SimulatorState } from '@/mocks/state';

/**
 * What one search costs on a busy agency (`npm run bench:search`): the seed plus 5,000 more orders of
 * agent01 (copies of the seed's orders of every kind, each with its own number, PNR, passengers' names,
 * ID numbers and tickets). The goal is an answer under 50 ms; printed by vitest's bench, asserted by no test.
 *
 * - "first search": the index built from nothing (a state loaded, every record new to the index);
 * - "a keystroke": the index kept, the state unchanged (typing);
 * - "after a write": one order changed (a new state sharing every other record), then a search.
 */

const SURNAMES =
  '张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红建国志强海燕文斌晓梅建华国强丹丹';
const EXTRA = 5_000;

function busyAgency(): SimulatorState {
  const seed = createSeedState(Date.parse('2026-11-23T09:00:00+08:00'), 0);
  const templates = seed.orders.filter((order) => order.ownerAccountId === SEED_ACCOUNT_IDS.agent01);
  let seq = 0;
  const name = () => {
    seq += 1;
    return `${SURNAMES[seq % SURNAMES.length]}${GIVEN[(seq * 7) % GIVEN.length]}${seq % 3 === 0 ? GIVEN[(seq * 13) % GIVEN.length] : ''}`;
  };
  const orders = Array.from({ length: EXTRA }, (_, index): OrderRecord => {
    const template = templates[index % templates.length]!;
    const orderNo = `${template.orderNo.slice(0, 2)}${String(400000 + index)}`;
    const passengers = template.passengers.map((passenger, at) => ({
      ...passenger,
      passengerId: `${orderNo}-P${String(at + 1).padStart(3, '0')}`,
      name: name(),
      idNo: `${passenger.idNo.slice(0, 14)}${String((index * 31 + at) % 10_000).padStart(4, '0')}`,
      ...(passenger.ticketNo ? { ticketNo: `880-${String(3_000_000_000 + index * 200 + at)}` } : {}),
    }));
    const tickets = template.tickets.map((ticket, at) => ({
      ...ticket,
      ticketNo: `880-${String(3_000_000_000 + index * 200 + (at % passengers.length))}-${ticket.segmentNo}`,
      passengerId: passengers[at % Math.max(1, passengers.length)]?.passengerId ?? ticket.passengerId,
    }));
    return { ...template, orderNo, pnr: `Q${String(index).padStart(5, '0')}`, passengers, tickets };
  });
  return { ...seed, orders: [...seed.orders, ...orders] };
}

const state = busyAgency();
const scope: SearchScope = {
  state,
  owner: SEED_ACCOUNT_IDS.agent01,
  now: Date.parse('2026-11-23T09:05:00+08:00'),
  functions: new Set(flattenAuthCodes(agentMenuTree())),
};
const passengers = state.orders.reduce((sum, order) => sum + order.passengers.length, 0);
const QUERIES = [
  'zw',
  '张伟',
  'zhangwei',
  'TO100143',
  state.orders.at(-1)!.pnr,
  '880-3000000884',
  '0884',
  '13900000002',
  'XY5103 2026-11-28',
];
let round = 0;
let changing = state;

describe(`search: ${state.orders.length} orders, ${passengers} passengers`, () => {
  bench(
    'first search (index built from nothing)',
    () => {
      // A fresh copy of every order: none of them is known to the index.
      const copy = { ...state, orders: state.orders.map((order) => ({ ...order })) };
      findRecords({ ...scope, state: copy }, 'zw');
    },
    { iterations: 3, warmupIterations: 0 },
  );
  for (const query of QUERIES) {
    bench(`a keystroke (index kept): ${query}`, () => void findRecords(scope, query), { iterations: 20, warmupIterations: 2 });
  }
  bench(
    'after a write (one order changed)',
    () => {
      const at = round++ % changing.orders.length;
      changing = {
        ...changing,
        orders: changing.orders.map((order, index) => (index === at ? { ...order, groupName: `${order.groupName}·` } : order)),
      };
      const found = findRecords({ ...scope, state: changing }, QUERIES[round % QUERIES.length]!);
      withDue(
        { ...scope, state: changing },
        found.slice(0, 20).map((one) => one.hit()),
      );
    },
    { iterations: 30, warmupIterations: 3 },
  );
  bench(
    "a keystroke with its page's deadlines (what /search answers)",
    () => {
      const found = findRecords(scope, QUERIES[round++ % QUERIES.length]!);
      withDue(
        scope,
        found.slice(0, 20).map((one) => one.hit()),
      );
    },
    { iterations: 50, warmupIterations: 5 },
  );
  bench(
    'a staff member without refunds (订票员)',
    () => {
      findRecords(
        { ...scope, functions: new Set([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_PASSENGERS, AUTH.TODO]) },
        QUERIES[round++ % QUERIES.length]!,
      );
    },
    { iterations: 30, warmupIterations: 3 },
  );
});
