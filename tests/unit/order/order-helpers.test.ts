import { describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { formatDateTime } from '@/domain/format';
import {
  amountDue,
  nameListProgress,
  namesMissing,
  nextDueMilestone,
  routeText,
  ticketingOutcome,
  unticketed,
} from '@/components/order/order-facts';
import { declinedActions, permittedActions, SCATTERED_ORDER_ACTIONS, TEAM_ORDER_ACTIONS } from '@/components/actions/registry';
import { changedPassenger, isPassengerEdited } from '@/features/order/order-actions';
import { exportSheet } from '@/features/order/order-export';
import type { OrderPassenger, OrderSummary, PaymentMilestone } from '@/lib/gateway';

const adult = (id: string, ticketNo?: string): OrderPassenger => ({
  passengerId: id,
  name: `旅客${id}`,
  passengerType: 'ADT',
  idType: 'NI',
  idNo: '110101199003077777',
  birthDate: '1990-03-07',
  gender: 'M',
  revision: 1,
  ...(ticketNo ? { ticketNo } : {}),
  allowedActions: ticketNo ? [] : ['EDIT', 'DELETE'],
});
const infant: OrderPassenger = { ...adult('i1'), passengerType: 'INF' };

describe('order facts', () => {
  it('finds the milestone due next and what is still owed on it', () => {
    const milestones: PaymentMilestone[] = [
      { kind: 'DEPOSIT', amount: 10_000, paidAmount: 10_000, deadline: '2026-11-24T09:00:00+08:00', status: 'SUCCESSED' },
      { kind: 'BALANCE', amount: 90_000, paidAmount: 0, deadline: '2026-12-01T09:00:00+08:00', status: 'WAIT' },
    ];
    expect(nextDueMilestone(milestones)?.kind).toBe('BALANCE');
    expect(amountDue(milestones[1]!)).toBe(90_000);
    expect(amountDue({ amount: 100, paidAmount: 150 })).toBe(0);
    expect(nextDueMilestone([{ ...milestones[0]! }])).toBeUndefined();
  });

  it('says TICKED once every seat has a name, TICKEDPART before (infants hold no seat)', () => {
    expect(ticketingOutcome({ groupCount: 2, passengers: [adult('a'), adult('b'), infant] })).toBe('TICKED');
    expect(ticketingOutcome({ groupCount: 3, passengers: [adult('a'), adult('b'), infant] })).toBe('TICKEDPART');
    expect(unticketed([adult('a', '999-1'), adult('b')]).map((p) => p.passengerId)).toEqual(['b']);
  });

  it('counts the name list with infants apart', () => {
    expect(nameListProgress({ groupCount: 20, infantCount: 2, passengers: [adult('a'), infant] })).toEqual({
      named: 1,
      total: 20,
      infants: { named: 1, total: 2 },
    });
    expect(namesMissing({ groupCount: 20, infantCount: 2, namedCount: 15 })).toBe(7);
    expect(routeText('PVG-CTU-PVG')).toBe('PVG → CTU → PVG');
  });
});

describe('order actions', () => {
  const allowed = ['PAY', 'CANCEL', 'RELEASE_SEATS', 'EDIT_PASSENGERS', 'ISSUE_TICKETS', 'EDIT_CONTACT'] as const;

  it('shows what the state allows and the codes permit, in the kit’s order; a kind’s call decides its code', () => {
    const staff = new Set<string>([AUTH.TEAM_ORDER, AUTH.TEAM_ORDER_PASSENGERS, AUTH.TEAM_ORDER_EDIT]);
    const order = { orderNo: 'TO100101', allowedActions: allowed };
    expect(permittedActions(TEAM_ORDER_ACTIONS, order, (code) => staff.has(code))).toEqual(['EDIT_PASSENGERS', 'EDIT_CONTACT']);
    expect(permittedActions(TEAM_ORDER_ACTIONS, order, () => true)).toEqual([
      'PAY',
      'ISSUE_TICKETS',
      'RELEASE_SEATS',
      'CANCEL',
      'EDIT_PASSENGERS',
      'EDIT_CONTACT',
    ]);
    expect(
      permittedActions(TEAM_ORDER_ACTIONS, { orderNo: 'TO100101', allowedActions: ['CHANGE_PASSENGERS'] as const }, () => false),
    ).toEqual([]);
    // A refund is the team refund function on a team order, the scattered one on a scattered order.
    const refund = { orderNo: 'SO300101', allowedActions: ['REFUND'] as const };
    expect(permittedActions(TEAM_ORDER_ACTIONS, refund, (code) => code === AUTH.TEAM_REFUND)).toEqual(['REFUND']);
    expect(permittedActions(SCATTERED_ORDER_ACTIONS, refund, (code) => code === AUTH.TEAM_REFUND)).toEqual([]);
    expect(permittedActions(SCATTERED_ORDER_ACTIONS, refund, (code) => code === AUTH.SCATTERED_REFUND)).toEqual(['REFUND']);
  });

  it('lists what the gateway declines with a reason, for a user who could use it, never an allowed action', () => {
    const order = {
      orderNo: 'TO100101',
      allowedActions: ['PAY'] as const,
      actionNotes: { DELAY: '订单中已有客票退票', PAY: '不会出现', RELEASE_SEATS: '没有空座' },
    };
    expect(declinedActions(TEAM_ORDER_ACTIONS, order, () => true)).toEqual([
      { action: 'DELAY', reason: '订单中已有客票退票' },
      { action: 'RELEASE_SEATS', reason: '没有空座' },
    ]);
    expect(declinedActions(TEAM_ORDER_ACTIONS, order, (code) => code === AUTH.TEAM_ORDER_EDIT)).toEqual([
      { action: 'DELAY', reason: '订单中已有客票退票' },
    ]);
  });

  it('drops the derived birth date and gender when a mainland ID number changes', () => {
    const before = adult('a', '999-1');
    expect(isPassengerEdited(before, { name: before.name, idType: 'NI', idNo: before.idNo.toLowerCase() })).toBe(false);
    const renamed = changedPassenger(before, { name: ' 新名字 ', idType: 'NI', idNo: before.idNo });
    expect(renamed).toEqual({
      name: '新名字',
      passengerType: 'ADT',
      idType: 'NI',
      idNo: before.idNo,
      birthDate: '1990-03-07',
      gender: 'M',
    });
    const newId = changedPassenger(before, { name: before.name, idType: 'NI', idNo: '11010120000101001x' });
    expect(newId).toEqual({ name: before.name, passengerType: 'ADT', idType: 'NI', idNo: '11010120000101001X' });
    expect(changedPassenger(before, { name: before.name, idType: 'PP', idNo: 'E1234567' }).birthDate).toBe('1990-03-07');
  });
});

describe('order export', () => {
  it('writes one row per order with Chinese labels and yuan amounts', () => {
    const order: OrderSummary = {
      orderNo: 'TO100101',
      channel: 'TEMP',
      status: 'BOOKED',
      groupName: '春游团',
      route: 'PVG-CTU',
      flightNo: 'XY5101',
      flightDate: '2026-12-20',
      groupCount: 20,
      infantCount: 1,
      namedCount: 10,
      totalAmount: 1_234_550,
      paidAmount: 0,
      depositStatus: 'WAIT',
      processStatus: 'NOT_START',
      nextMilestone: 'DEPOSIT',
      nextDeadline: '2026-11-24T09:00:00+08:00',
      nameDeadline: '2026-12-17T08:00:00+08:00',
      pnr: 'HX3K9P',
      createTime: '2026-11-23T09:00:00+08:00',
      allowedActions: ['PAY', 'CANCEL'],
      bookedBy: '张经理',
    };
    const sheet = exportSheet([order]);
    expect(sheet.columns.map((column) => column.header)).toContain('订单金额（元）');
    expect(sheet.rows[0]).toMatchObject({
      orderNo: 'TO100101',
      status: '待支付',
      channel: '临时团',
      totalAmount: 12_345.5,
      depositStatus: '待支付',
      nextMilestone: '定金',
      nextDeadline: formatDateTime(order.nextDeadline),
    });
  });
});
