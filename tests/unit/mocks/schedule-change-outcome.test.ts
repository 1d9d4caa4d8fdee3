import { beforeEach, describe, expect, it } from 'vitest';
import { scheduleChangeApi } from '@/lib/gateway/endpoints';
import { SCHEDULE_CHANGE, SMS_SENDER } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { FLIGHT, HOUR, impactOf, latestNotice, NOW, order, ORDER_NO } from './schedule-change-support';
import { loginAs, ok } from './support';
import { expectEvery } from '../../expect-every';

const ref = () => ({ orderNo: ORDER_NO, noticeId: latestNotice().noticeId });
/** The SMS the group contact received about the order, newest first. */
const contactSms = () =>
  simulator.state.smsOutbox.filter(
    (sms) => sms.purpose === 'SCHEDULE_CHANGE' && sms.text?.includes(`订单${ORDER_NO}`) && sms.mobile === order().contact.mobile,
  );
const departure = () => Date.parse(`${FLIGHT.flightDate}T${order().segments[0]!.depTime}:00+08:00`);
/** Moves the clock to `lead` before the change's deadline would fall (24 h before the departure). */
const toBeforeDeadline = (lead: number) => simulator.clock.set(new Date(departure() - SCHEDULE_CHANGE.deadlineLeadMs - lead));

beforeEach(async () => {
  await simulator.reset({ now: NOW });
});

describe('a change with no time to act', () => {
  it('less than the minimum window before its deadline: the airline decides when it publishes, and the SMS says what it did, not a deadline', async () => {
    await toBeforeDeadline(SCHEDULE_CHANGE.minDecisionMs - HOUR);
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    expect(impactOf()).toMatchObject({ status: 'AUTO_ACCEPTED', handledBy: '航空公司' });
    expect(impactOf().deadline).toBeUndefined();
    expect(order().segments[0]!.depTime).toBe('12:00');
    expect(order().heldByChange).toBeUndefined();
    const sms = contactSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(new RegExp(`^${SMS_SENDER}`));
    expect(sms[0]!.text).toContain('航班变动已由航空公司按变更后的航班处理');
    expect(sms[0]!.text).not.toContain('请于');
  });

  it('a cancellation without an alternative so close to its deadline is refunded at once, free', async () => {
    await toBeforeDeadline(0);
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'CANCEL' });
    expect(impactOf()).toMatchObject({ status: 'REFUNDED', handledBy: '航空公司' });
    expect(order().status).toBe('REFUND');
    expect(contactSms()[0]!.text).toContain('航班变动已由航空公司按非自愿退票处理：退票');
  });

  it('with the minimum window or more, the agent is asked, by the deadline', async () => {
    await toBeforeDeadline(SCHEDULE_CHANGE.minDecisionMs + 60_000);
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    expect(impactOf()).toMatchObject({ status: 'PENDING' });
    expect(contactSms()[0]!.text).toContain('请于');
  });
});

describe('the group contact is told the outcome', () => {
  beforeEach(async () => {
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    await loginAs('agent01');
  });

  it('accepted by the agent', async () => {
    await ok(scheduleChangeApi.accept, ref());
    const [outcome, notice] = contactSms();
    expect(notice!.text).toContain('请于');
    expect(outcome!.text).toBe(
      `${SMS_SENDER}${order().contact.name}您好，订单${ORDER_NO}航班变动（${latestNotice().noticeId}）已接受：26个座位改乘XY5242 2026-03-18 12:00-${order().segments[0]!.arrTime}，不收取费用。`,
    );
  });

  it('rebooked, then the rest refunded: one SMS for each step', async () => {
    const { options } = await ok(scheduleChangeApi.rebookOptions, ref());
    const passengers = order().passengers.filter((passenger) => passenger.passengerType === 'ADT');
    const half = passengers.slice(0, 2).map((passenger) => passenger.passengerId);
    const option = options[0]!;
    await ok(scheduleChangeApi.rebook, { ...ref(), flightNo: option.flightNo, flightDate: option.flightDate, passengerIds: half });
    expect(contactSms()[0]!.text).toContain(`已改签：2人改签至${option.flightNo} ${option.flightDate}`);
    await ok(scheduleChangeApi.refund, ref());
    expect(contactSms()[0]!.text).toMatch(/已办理非自愿退票：退票\d+张，退款¥[\d,.]+，不收取手续费。$/);
    expect(contactSms()).toHaveLength(3);
  });

  it('decided by the airline at the deadline', async () => {
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf().status).toBe('AUTO_ACCEPTED');
    expect(contactSms()[0]!.text).toContain('逾期未处理，已由航空公司按变更后的航班处理：26个座位改乘XY5242');
  });

  it('every SMS about a change, notice or outcome, has the one sender', async () => {
    await ok(scheduleChangeApi.accept, ref());
    expectEvery(
      simulator.state.smsOutbox.filter((sms) => sms.text !== undefined),
      (sms) => expect(sms.text!.startsWith(SMS_SENDER)).toBe(true),
    );
  });
});
