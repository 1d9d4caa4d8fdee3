import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatDateTime } from '@/domain/format';
import { followClock } from '@/lib/clock';
import { call, orderApi, personalOrderApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { renderApp, screen, signIn, waitFor } from '../render-app';
import { described } from './payment-support';
import { queryButton, tab } from './team-order-support';

/** An order page left open reads the order again when the gateway said it would change: no stale actions. */

describe('an order page as the clock moves', () => {
  // As in the browser (main.tsx): the simulator's clock moves reach the portal's now at once.
  let unfollow: () => void = () => undefined;
  beforeEach(() => {
    unfollow = followClock({ nowMs: () => simulator.clock.nowMs(), subscribe: (listener) => simulator.subscribe(listener) });
  });
  afterEach(() => unfollow());

  it('an individual order paid in full says when the airline issues its tickets, then shows them without a reload', async () => {
    await signIn('user01');
    const { order } = await call(personalOrderApi.detail, { orderNo: 'NO200105' });
    renderApp('/normal/order/list/NO200105');
    await waitFor(() =>
      expect(
        screen.getByText(`订单已付清，航空公司将在 ${formatDateTime(order.ticketingDueAt!)} 前自动出票，无需其他操作。`),
      ).toBeInTheDocument(),
    );
    expect(described('订单状态')).toHaveTextContent('已支付待出票');
    expect(screen.queryByRole('button', { name: '出票' })).toBeNull();

    await simulator.clock.set(new Date(Date.parse(order.ticketingDueAt!) + 1000));
    await waitFor(() => expect(described('订单状态')).toHaveTextContent('已出票'));
    expect(screen.queryByText(/航空公司将在/)).toBeNull();
    expect(screen.getAllByText(/^880-\d{10}$/)).toHaveLength(2);
  });

  it('a team order open past its payment deadline drops 去支付 and 取消订单 and shows why it was cancelled', async () => {
    await signIn('agent01');
    // TO100119: 30 seats booked 40 minutes ago, late: the full amount is due within 2 hours of booking.
    const { order } = await call(orderApi.detail, { orderNo: 'TO100119' });
    const deadline = order.milestones.find((milestone) => milestone.kind === 'FULL')!.deadline;
    const { user } = renderApp('/agent/orderCenter/order/TO100119');
    await waitFor(() => expect(screen.getByRole('link', { name: '去支付' })).toBeInTheDocument());
    expect(queryButton('取消订单')).not.toBeNull();
    expect(described('名单')).toHaveTextContent(/名单截止/);
    expect(order.changesAt).toBe(deadline);

    // The agent works on in another tab (the session stays alive) until the deadline passes.
    for (let at = simulator.clock.nowMs() + 20 * 60_000; at < Date.parse(deadline); at += 20 * 60_000) {
      await simulator.clock.set(new Date(at));
      await call(orderApi.detail, { orderNo: 'TO100101' });
    }
    expect(described('订单状态')).toHaveTextContent('待支付');
    await simulator.clock.set(deadline);
    await waitFor(() => expect(described('订单状态')).toHaveTextContent('已取消'));
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
    expect(queryButton('取消订单')).toBeNull();
    expect(queryButton('取消占座')).toBeNull();
    expect(described('团队人数')).toHaveTextContent('30 人 · 座位已释放');
    expect(described('名单')).not.toHaveTextContent(/截止/);
    expect(described('取消原因')).toHaveTextContent('全款逾期未付');
    expect(described('取消时间')).toHaveTextContent(formatDateTime(deadline));
    expect(within(described('定金 / 付款')).getByText('超时未付')).toBeInTheDocument();
    expect(within(described('定金 / 付款')).queryByText('失败')).toBeNull();

    await user.click(tab('付款节点'));
    const rows = await screen.findAllByRole('row');
    expect(rows.find((row) => row.textContent?.startsWith('全款'))).toHaveTextContent('超时未付');
  });

  it('the fare breakdown of an order with released seats adds up: the kept deposit is a line', async () => {
    await signIn('agent01');
    const { order } = await call(orderApi.detail, { orderNo: 'TO100121' });
    const { user } = renderApp('/agent/orderCenter/order/TO100121');
    await waitFor(() => expect(tab('票价与规则')).toBeInTheDocument());
    await user.click(tab('票价与规则'));
    const line = order.fareAdjustments[0]!;
    await waitFor(() => expect(screen.getByText('取消占座扣除定金（已释放 15 座）')).toBeInTheDocument());
    const row = screen.getByText('取消占座扣除定金（已释放 15 座）').closest('tr')!;
    expect(row).toHaveTextContent(`¥${(line.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const lines = order.fares.reduce((sum, fare) => sum + (fare.fare + fare.tax) * fare.count, 0);
    expect(lines + line.amount).toBe(order.totalAmount);
    // The rules it was booked under, beside the fares: refunds, releases, names and their change fee.
    expect(screen.getByText('运价规则')).toBeInTheDocument();
    expect(within(screen.getByText('运价规则').closest('.ant-card, .ant-space') as HTMLElement).getByText('团队退票')).toBeInTheDocument();
    expect(
      screen.getByText(/出票后修改姓名或证件按名单变更办理：同一旅客更正姓名每人收取改名费100元，换为另一位旅客每人收取换人费300元/),
    ).toBeInTheDocument();
  });

  it('an individual order shows the rules of its booking class', async () => {
    await signIn('user01');
    renderApp('/normal/order/list/NO200105');
    await waitFor(() => expect(screen.getByText('运价规则')).toBeInTheDocument());
    expect(screen.getByText('经济舱（优惠）（B舱）退票')).toBeInTheDocument();
    expect(screen.getByText('优惠舱位客票不得签转至其他承运人。')).toBeInTheDocument();
  });
});
