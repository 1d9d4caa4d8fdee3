import type { AncillaryType } from '@/domain/order';
import { DAY, HOUR, PAYMENT } from '../../kernel/rules/figures';
import { toGatewayIso } from '../../kernel/time-format';
import { recordSeedPayment } from '../../payment/rules/payment';
import type { MoneyEvent } from '../../payment/seed/money';
import { SEED_ACCOUNT_IDS } from '../../session/seed/accounts';
import type { SimulatorState } from '../../state';
import type { OrderRecord } from '../../order/rules/order-records';
import { nextAncillaryNo, type AncillaryOrderRecord } from '../rules/ancillary';

const AGENT = SEED_ACCOUNT_IDS.agent01;
const USER = SEED_ACCOUNT_IDS.user01;

/**
 * Ancillary items the stand-alone cashier (/pay) can be opened with, numbered after the seeded name
 * changes (AN300003…), and the payment of the one paid: the payment module's seed replays it with the rest
 * of the money (seedMoney).
 */
export function seedCashierItems(
  state: Pick<SimulatorState, 'orders' | 'ancillaryOrders'>,
  now: number,
): { items: AncillaryOrderRecord[]; paid: MoneyEvent[] } {
  const individual = state.orders.filter((order) => order.ownerAccountId === USER && order.tickets.length > 0 && order.status !== 'REFUND');
  const team = state.orders.filter((order) => order.ownerAccountId === AGENT && (order.status === 'TICKED' || order.status === 'PAYED'));
  // What each item is for; its title names the order it belongs to (a points purchase belongs to none).
  const plan: {
    owner: string;
    type: AncillaryType;
    order: OrderRecord;
    what: string;
    covers: string;
    amount: number;
    points?: number;
    paidAgo?: number;
  }[] = [
    { owner: USER, type: 'MEAL', order: individual[0]!, what: '机上特殊餐食', covers: '清真餐 × 1份', amount: 6_000 },
    { owner: USER, type: 'BAGGAGE', order: individual[1]!, what: '预付费行李额', covers: '额外托运行李 20KG × 1件', amount: 20_000 },
    { owner: USER, type: 'POINT', order: individual[0]!, what: '红包积分购买', covers: '红包积分 5,000分', amount: 5_000, points: 5_000 },
    { owner: AGENT, type: 'MEAL', order: team[0]!, what: '团队餐食升级', covers: '商务餐升级 × 30份', amount: 180_000 },
    { owner: AGENT, type: 'BAGGAGE', order: team[1]!, what: '团队额外行李', covers: '额外托运行李 23KG × 10件', amount: 200_000 },
    { owner: AGENT, type: 'MEAL', order: team[2]!, what: '团队餐食', covers: '清真餐 × 12份', amount: 72_000, paidAgo: 3 * DAY },
  ];
  const titleOf = ({ owner, type, order, what }: (typeof plan)[number]) =>
    type === 'POINT' ? what : `${owner === AGENT ? '团队订单' : '订单'}${order.orderNo}：${what}`;
  const items: AncillaryOrderRecord[] = [];
  const paid: MoneyEvent[] = [];
  plan.forEach((entry) => {
    const created = now - (entry.paidAgo ?? 0) - 2 * HOUR;
    // Numbered after the name changes the orders' seed opened.
    const payableNo = nextAncillaryNo({ ancillaryOrders: [...state.ancillaryOrders, ...items] } as unknown as SimulatorState);
    items.push({
      ancilOrderNo: payableNo,
      ownerAccountId: entry.owner,
      kind: entry.type,
      orderNo: entry.order.orderNo,
      title: titleOf(entry),
      covers: entry.covers,
      lines: [{ product: entry.covers, quantity: 1, unitPrice: entry.amount, amount: entry.amount }],
      amount: entry.amount,
      status: 'UNPAID',
      createTime: toGatewayIso(created),
      createdBy: entry.owner === USER ? '张伟' : '王建国',
      deadline: toGatewayIso(created + PAYMENT.ancillaryPayableMs),
      ...(entry.points ? { points: entry.points } : {}),
    });
    if (entry.paidAgo) {
      const at = now - entry.paidAgo;
      paid.push({
        at,
        apply(draft) {
          const payment = recordSeedPayment(draft, {
            payer: entry.owner,
            by: '王建国',
            kind: 'ANCILLARY',
            payableNo,
            orderNo: entry.order.orderNo,
            method: 'PREPAID',
            amount: entry.amount,
            points: 0,
            at,
          });
          const item = draft.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payableNo)!;
          item.status = 'PAYED';
          item.paidTime = toGatewayIso(at);
          item.paymentNo = payment.paymentNo;
        },
      });
    }
  });
  return { items, paid };
}
