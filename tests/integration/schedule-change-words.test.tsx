import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { call } from '@/lib/gateway';
import { scheduleChangeApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { tab, confirmPopup } from './team-order-support';

/** What a schedule change says where it meets the order's other tabs, the queue and the group's phone. */

const noticeOf = (orderNo: string) =>
  simulator.state.flightChangeNotices.find((candidate) => candidate.orders.some((order) => order.orderNo === orderNo))!;
const order = (orderNo: string) => simulator.state.orders.find((candidate) => candidate.orderNo === orderNo)!;

describe('an arrival after midnight (XY5125 delayed to 21:30–00:05, TO100105)', () => {
  it('reads 00:05(+1) in the banner, the SMS, the queue and, once accepted, the flight tab', async () => {
    // The group's phone: the text the gateway sent when it published the change.
    const sms = simulator.state.smsOutbox.find((record) => record.purpose === 'SCHEDULE_CHANGE' && record.text?.includes('TO100105'));
    expect(sms?.text).toContain('21:30-00:05(+1)');

    await signIn('agent01');
    const { user } = renderApp('/agent/orderCenter/order/TO100105');
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByText(/XY5125 .* 21:30-00:05\(\+1\)/)).toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: '接受变更' }));
    await user.click(await confirmPopup('接受变更'));
    await waitFor(() => expect(screen.getByText(/航班变动（已接受）/)).toBeInTheDocument());
    await user.click(tab('航班信息'));
    await waitFor(() => expect(screen.getByRole('cell', { name: /00:05\(\+1\)$/ })).toBeInTheDocument());
  });

  it('the queue shows the new times with their +1', async () => {
    await signIn('agent01');
    renderApp('/airline-change-notice');
    await waitFor(() => expect(screen.getByText('XY5125')).toBeInTheDocument());
    const row = screen.getByText('XY5125').closest('tr')!;
    expect(within(row).getByText('21:30 - 00:05(+1)')).toBeInTheDocument();
    expect(within(row).getByText('19:40 - 22:15')).toBeInTheDocument();
  });
});

describe('a rebooking says what it did', () => {
  it('an order with no ticket yet (TO100109) is moved without "新客票已出"', async () => {
    expect(order('TO100109').tickets).toHaveLength(0);
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp('/agent/orderCenter/order/TO100109');
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: '改签其他航班' })).toBeEnabled());
    await user.click(within(panel).getByRole('button', { name: '改签其他航班' }));
    const dialog = await screen.findByRole('dialog', { name: '改签其他航班' });
    await waitFor(() => expect(within(dialog).getAllByRole('radio').length).toBeGreaterThan(0));
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: '确认改签' }));
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('已改签 22 个座位'))).toBe(true));
    expect(toastTexts().find((text) => text.startsWith('已改签'))).toBe('已改签 22 个座位，不收取费用');
    const [body] = await gateway.bodies(scheduleChangeApi.rebook);
    expect(body).toMatchObject({ orderNo: 'TO100109', noticeId: noticeOf('TO100109').noticeId });
    expect(order('TO100109').tickets).toHaveLength(0);
  });
});

describe('the paid ways beside a pending change', () => {
  it('申请退票 says the change’s refund is free and this one is not, until the change is handled (TO100101)', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/orderCenter/order/TO100101');
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: '接受变更' })).toBeInTheDocument());
    const refund = screen.getByRole('button', { name: '申请退票' });
    expect(refund).toBeEnabled();
    expect(refund).toHaveAccessibleDescription(
      /^申请退票：航班XY5101（.+）的航班变动待处理：在“需处理：航班变动”中退票免收退票费；此处申请退票为自愿退票，按客票规则收取退票费$/,
    );

    await user.click(within(panel).getByRole('button', { name: '接受变更' }));
    await user.click(await confirmPopup('接受变更'));
    await waitFor(() => expect(screen.getByText(/航班变动（已接受）/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '申请退票' })).not.toHaveAccessibleDescription(/航班变动待处理/));
  });
});

describe('the involuntary refund’s dialog', () => {
  it('shows what goes back per ticket and in all before 确认, 部分退票 once passengers are chosen, and says the money is 待退款 after (TO100101)', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp('/agent/orderCenter/order/TO100101');
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: '全部/部分退票' })).toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: '全部/部分退票' }));
    const whole = await screen.findByRole('dialog', { name: '全部退票' });
    await waitFor(() => expect(within(whole).getByRole('table', { name: '退票明细' })).toBeInTheDocument());
    const open = order('TO100101').tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === 'XY5101');
    expect(within(within(whole).getByRole('table', { name: '退票明细' })).getAllByRole('row')).toHaveLength(open.length + 1);

    const [first] = order('TO100101').passengers;
    await user.click(within(whole).getByRole('checkbox', { name: first!.name }));
    const part = await screen.findByRole('dialog', { name: '部分退票' });
    await waitFor(() => expect(within(within(part).getByRole('table', { name: '退票明细' })).getAllByRole('row')).toHaveLength(2));
    const table = within(part).getByRole('table', { name: '退票明细' });
    expect(within(table).getByText(first!.name)).toBeInTheDocument();
    const total = within(part).getByText('应退合计').nextElementSibling!.textContent!;
    expect(total).toMatch(/^¥[\d,]+\.\d{2}$/);
    await waitFor(() => expect(within(part).getByRole('button', { name: '确认退票' })).toBeEnabled());
    expect((await gateway.bodies(scheduleChangeApi.refundQuote)).at(-1)).toEqual({
      orderNo: 'TO100101',
      noticeId: noticeOf('TO100101').noticeId,
      passengerIds: [first!.passengerId],
    });
    // The quote changed nothing: no refund exists before 确认.
    expect(simulator.state.refunds.filter((refund) => refund.orderNo === 'TO100101' && refund.kind === 'INVOLUNTARY')).toHaveLength(0);

    await user.click(within(part).getByRole('button', { name: '确认退票' }));
    await waitFor(() => expect(toastTexts()).toContain(`已办理非自愿退票：应退${total}，待退款，将原路退回`));
  });
});

describe('a group split by partial steps (TO100101)', () => {
  it('the header, 航班信息 and 旅客名单 show where each passenger flies now, and 占座 follows the refunds', async () => {
    await signIn('agent01');
    const ref = { orderNo: 'TO100101', noticeId: noticeOf('TO100101').noticeId };
    const { options } = await call(scheduleChangeApi.rebookOptions, ref);
    const target = options.find((option) => !option.proposed && option.seatsLeft >= 13)!;
    const [moved, refunded] = [order('TO100101').passengers.slice(0, 13), order('TO100101').passengers.slice(13, 16)];
    await call(scheduleChangeApi.rebook, {
      ...ref,
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      passengerIds: moved.map((passenger) => passenger.passengerId),
    });
    await call(scheduleChangeApi.refund, { ...ref, passengerIds: refunded.map((passenger) => passenger.passengerId) });
    const { groupCount, segments } = order('TO100101');
    const stay = order('TO100101').passengers.length - 16;

    const { user } = renderApp('/agent/orderCenter/order/TO100101');
    await waitFor(() => expect(screen.getByText('当前航班')).toBeInTheDocument());
    const header = screen.getByText('当前航班').nextElementSibling!;
    expect(header).toHaveTextContent(`${target.flightNo} ${target.flightDate} 13人`);
    expect(header).toHaveTextContent(
      `${segments[0]!.flightNo} ${segments[0]!.flightDate} ${stay + (groupCount - order('TO100101').passengers.length)}人`,
    );
    expect(screen.getByText('团队人数').nextElementSibling).toHaveTextContent(`占座 ${groupCount - 3} 人 · 已退票 3 人`);

    const now = within(screen.getByRole('table', { name: '当前出行航班' }));
    expect(now.getByText(target.flightNo).closest('tr')).toHaveTextContent('13 人');

    await user.click(tab('旅客名单'));
    const row = (name: string) =>
      screen
        .getAllByText(name)
        .map((node) => node.closest('tr'))
        .find(Boolean)!;
    await waitFor(() => expect(row(moved[0]!.name)).toHaveTextContent(`${target.flightNo} ${target.flightDate}`));
    expect(row(refunded[0]!.name)).toHaveTextContent('已退票');
  });
});
