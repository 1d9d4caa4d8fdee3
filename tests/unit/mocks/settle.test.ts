import { describe, expect, it } from 'vitest';
import { accountApi, bulletinApi } from '@/lib/gateway/endpoints';
import { captchaDue, lockoutDue, logEntry, sessionDue, smsDue, SYSTEM_ACTOR, type DueTransitions, type LogEntry } from '@/mocks/rules';
import { createSeedState } from '@/mocks/seed';
import { settle } from '@/mocks/kernel/settle';
import { simulator } from '@/mocks/simulator';
import type { SimulatorState } from '@/mocks/state';
import { DEMO, loginAs, MINUTE, ok, refused, send, solveCaptcha } from './support';

const HOUR = 60 * MINUTE;
const T0 = Date.parse('2026-03-02T09:00:00+08:00');

// ---- an example entity, in this test only: how a new entity is added ----

/** A deposit-and-balance order in miniature: unpaid orders are cancelled at their deposit deadline. */
interface ExampleOrder {
  orderNo: string;
  status: 'AWAITING_DEPOSIT' | 'AWAITING_BALANCE' | 'CANCELLED' | 'CLOSED';
  depositDeadline: number;
  balanceDeadline: number;
  log: LogEntry[];
}

interface ExampleState {
  orders: ExampleOrder[];
}

const exampleOrderDue: DueTransitions<ExampleState> = (state, now) =>
  state.orders.flatMap((order, index) => {
    if (order.status === 'AWAITING_DEPOSIT' && order.depositDeadline <= now) {
      return [
        {
          dueAt: order.depositDeadline,
          entity: 'order',
          key: order.orderNo,
          apply(draft) {
            draft.orders[index]!.status = 'CANCELLED';
            draft.orders[index]!.log.push(logEntry(order.depositDeadline, 'AUTO_CANCEL', '定金未按时支付，订单自动取消'));
          },
        },
      ];
    }
    if (order.status === 'AWAITING_BALANCE' && order.balanceDeadline <= now) {
      return [
        {
          dueAt: order.balanceDeadline,
          entity: 'order',
          key: order.orderNo,
          apply(draft) {
            draft.orders[index]!.status = 'CLOSED';
            draft.orders[index]!.log.push(logEntry(order.balanceDeadline, 'CANCEL', '尾款到期，订单关闭'));
          },
        },
      ];
    }
    return [];
  });

const order = (orderNo: string, status: ExampleOrder['status'], depositInHours: number, balanceInHours: number): ExampleOrder => ({
  orderNo,
  status,
  depositDeadline: T0 + depositInHours * HOUR,
  balanceDeadline: T0 + balanceInHours * HOUR,
  log: [],
});

describe('settle: the generic step', () => {
  const state: ExampleState = {
    orders: [order('A', 'AWAITING_DEPOSIT', 3, 48), order('B', 'AWAITING_BALANCE', -1, 1), order('C', 'AWAITING_DEPOSIT', 30, 60)],
  };

  it('applies, when the clock jumps over several deadlines, each due transition in order of due time', () => {
    const applied: string[] = [];
    const tracing: DueTransitions<ExampleState> = (current, now) =>
      exampleOrderDue(current, now).map((transition) => ({
        ...transition,
        apply(draft) {
          applied.push(`${transition.key}@${(transition.dueAt - T0) / HOUR}h`);
          transition.apply(draft);
        },
      }));
    const next = settle(state, T0 + 40 * HOUR, [tracing]);
    expect(applied).toEqual(['B@1h', 'A@3h', 'C@30h']);
    expect(next.orders.map((item) => item.status)).toEqual(['CANCELLED', 'CLOSED', 'CANCELLED']);
    // Each transition wrote its entity's log entry, at its own due time, by the system.
    expect(next.orders[0]!.log).toEqual([
      { at: '2026-03-02T12:00:00+08:00', by: SYSTEM_ACTOR, action: 'AUTO_CANCEL', detail: '定金未按时支付，订单自动取消' },
    ]);
    expect(next.orders[1]!.log[0]).toMatchObject({ at: '2026-03-02T10:00:00+08:00', action: 'CANCEL' });
  });

  it('asks again after each transition: a cancelled order never reaches its balance deadline', () => {
    const next = settle(state, T0 + 100 * HOUR, [exampleOrderDue]);
    expect(next.orders[0]!.log.map((entry) => entry.action)).toEqual(['AUTO_CANCEL']);
  });

  it('is pure: the given state is unchanged, and nothing due answers the very same state', () => {
    const snapshot = structuredClone(state);
    settle(state, T0 + 100 * HOUR, [exampleOrderDue]);
    expect(state).toEqual(snapshot);
    expect(settle(state, T0, [exampleOrderDue])).toBe(state);
  });

  it('stops a rule that never stops being due', () => {
    const stuck: DueTransitions<ExampleState> = () => [{ dueAt: T0, entity: 'order', key: 'A', apply: () => undefined }];
    expect(() => settle(state, T0, [stuck])).toThrow(/transitions due at once/);
  });
});

describe('settle: the entities of today, rule by rule', () => {
  const seed = (): SimulatorState => createSeedState(T0, 0);
  const withCaptcha = { ...seed(), captchas: { k1: { captchaKey: 'k1', code: 'AB3D', issuedAt: T0 } } };

  it('captchas go when their 5 minutes end', () => {
    expect(captchaDue(withCaptcha, T0 + 5 * MINUTE - 1)).toEqual([]);
    const [due] = captchaDue(withCaptcha, T0 + 5 * MINUTE);
    expect(due).toMatchObject({ dueAt: T0 + 5 * MINUTE, entity: 'captcha', key: 'k1' });
    const next = settle(withCaptcha, T0 + HOUR, [captchaDue]);
    expect(next.captchas).toEqual({});
    expect(next.settleLog[0]).toMatchObject({ at: '2026-03-02T09:05:00+08:00', action: 'EXPIRE', by: SYSTEM_ACTOR });
  });

  it('SMS codes go when their 5 minutes end', () => {
    const sms = { mobile: '13800000001', code: '123456', purpose: 'LOGIN' as const, issuedAt: T0, accountId: 'USR0001' };
    const state = { ...seed(), smsCodes: { 'LOGIN:13800000001': sms }, smsOutbox: [sms] };
    expect(smsDue(state, T0 + 4 * MINUTE)).toEqual([]);
    const next = settle(state, T0 + 5 * MINUTE, [smsDue]);
    expect(next.smsCodes).toEqual({});
    expect(next.smsOutbox).toHaveLength(1);
  });

  it('a login lock ends at its unlock time, with five fresh tries', () => {
    const state = { ...seed(), loginFailures: { AGT0001: { count: 0, lockedUntil: T0 + 30 * MINUTE }, USR0001: { count: 2 } } };
    expect(lockoutDue(state, T0 + 29 * MINUTE)).toEqual([]);
    expect(settle(state, T0 + 30 * MINUTE, [lockoutDue]).loginFailures).toEqual({ USR0001: { count: 2 } });
  });

  it('a session idle for 30 minutes is marked expired', () => {
    const state = { ...seed(), session: { accountId: 'AGT0001', createdAt: T0, lastSeen: T0 } };
    expect(sessionDue(state, T0 + 30 * MINUTE - 1)).toEqual([]);
    const next = settle(state, T0 + 30 * MINUTE, [sessionDue]);
    expect(next.session).toMatchObject({ accountId: 'AGT0001', expired: true });
    // Marked once: an expired session is not due again.
    expect(sessionDue(next, T0 + 2 * HOUR)).toEqual([]);
  });
});

describe('settle: runs when the clock moves and at the start of every call', () => {
  it('moving the clock applies what fell due, in order, and tells subscribers', async () => {
    await loginAs('agent01');
    const { captchaKey } = await ok(accountApi.imageCaptcha, {});
    let notified = 0;
    const unsubscribe = simulator.subscribe(() => (notified += 1));
    await simulator.clock.advance(HOUR);
    unsubscribe();
    expect(notified).toBe(1);
    expect(simulator.state.captchas[captchaKey]).toBeUndefined();
    expect(simulator.state.session?.expired).toBe(true);
    // Oldest first in time, newest first in the log.
    expect(simulator.state.settleLog.map((entry) => entry.action)).toEqual(['EXPIRE', 'EXPIRE']);
    expect(simulator.state.settleLog[0]!.detail).toContain('会话');
    await refused(bulletinApi.query, { currentPage: 1, perSize: 5 }, 'SESSION_EXPIRED');
  });

  it('a lock ends by the clock without any call in between', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await send(accountApi.agentLogin, { ...DEMO.agent01, password: 'wrong', ...(await solveCaptcha()) });
    }
    expect(simulator.state.loginFailures.AGT0001?.lockedUntil).toBeDefined();
    await simulator.clock.advance(30 * MINUTE);
    expect(simulator.state.loginFailures.AGT0001).toBeUndefined();
  });
});
