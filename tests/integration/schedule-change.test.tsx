import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { scheduleChangeApi } from '@/lib/gateway/endpoints';
import { scheduleChangeActions } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { confirmPopup } from './team-order-support';

/** The change waiting on agent01's TO100101 (XY5101 delayed 90 minutes, seeded). */
const ORDER_NO = 'TO100101';

const notice = () => simulator.state.flightChangeNotices.find((candidate) => candidate.orders.some((order) => order.orderNo === ORDER_NO))!;

describe('需处理：航班变动 on the order page', () => {
  it('shows the original and the proposal, the free cost and the deadline, and accepts through the gateway', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER_NO}`);
    await waitFor(() => expect(screen.getByText('需处理：航班变动')).toBeInTheDocument());
    const panel = screen.getByRole('region', { name: '航班变动' });
    expect(within(panel).getByText(/XY5101 .* 08:35-11:50/)).toBeInTheDocument();
    expect(within(panel).getByText(/XY5101 .* 10:05-13:20/)).toBeInTheDocument();
    expect(within(panel).getByText(/接受、改签、退票均免费/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '改签其他航班' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '全部/部分退票' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '接受变更' }));
    await user.click(await confirmPopup('接受变更'));
    await waitFor(() => expect(screen.getByText(/航班变动（已接受）/)).toBeInTheDocument());
    expect(await gateway.bodies(scheduleChangeApi.accept)).toEqual([{ orderNo: ORDER_NO, noticeId: notice().noticeId }]);
    expect(notice().orders.find((order) => order.orderNo === ORDER_NO)?.status).toBe('ACCEPTED');
  });
});

describe('需处理：航班变动 on a charter’s page', () => {
  it('a change of the charter’s own flight: 改签 stands disabled with its reason, 全部退票 refunds the whole charter', async () => {
    const charter = simulator.state.orders.find((order) => order.channel === 'CHARTER')!;
    const outbound = charter.segments[0]!;
    await simulator.scheduleChanges.publish({
      flightNo: outbound.flightNo,
      flightDate: outbound.flightDate,
      changeType: 'DELAY',
      newDepTime: '12:00',
    });
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`/agent/orderCenter/order/${charter.orderNo}`);
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByText('需处理：航班变动')).toBeInTheDocument());
    expect(within(panel).getByText(new RegExp(`${outbound.flightNo} ${outbound.flightDate} 12:00-`))).toBeInTheDocument();
    const rebook = within(panel).getByRole('button', { name: '改签其他航班' });
    expect(rebook).toHaveAttribute('aria-disabled', 'true');
    expect(rebook).toHaveAccessibleDescription('改签其他航班不可用：包机订单按整机执行，不能改签到其他航班');

    await user.click(within(panel).getByRole('button', { name: '全部/部分退票' }));
    const dialog = await screen.findByRole('dialog', { name: '全部退票' });
    expect(within(dialog).getByText(`整团处理：${charter.groupCount} 个座位。`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认退票' }));
    await waitFor(() => expect(within(panel).getByText(/航班变动（已退票）/)).toBeInTheDocument());
    expect(await gateway.bodies(scheduleChangeApi.refund)).toEqual([
      { orderNo: charter.orderNo, noticeId: simulator.state.flightChangeNotices.at(-1)!.noticeId },
    ]);
    expect(simulator.state.orders.find((order) => order.orderNo === charter.orderNo)!.status).toBe('REFUND');
  });
});

describe('航班变动提醒: the work queue', () => {
  it('批量接受变更 sends every order of the chosen notices that waits on the agent, each with its notice', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp('/airline-change-notice?orderStatus=PENDING');
    const selectAll = await screen.findByRole('checkbox', { name: '全选本页' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(selectAll);
    // What waits on agent01 and the gateway's own rule lets accept now (a pending change it does not is left out).
    const now = simulator.clock.nowMs();
    const pending = simulator.state.flightChangeNotices.flatMap((candidate) =>
      candidate.ownerAccountId === 'AGT0001'
        ? candidate.orders.filter((order) => order.status === 'PENDING').map((order) => ({ candidate, order }))
        : [],
    );
    const waiting = pending
      .filter(({ candidate, order }) =>
        scheduleChangeActions(
          candidate,
          order,
          simulator.state.orders.find((record) => record.orderNo === order.orderNo)!,
          now,
          () => true,
        ).includes('ACCEPT'),
      )
      .map(({ candidate, order }) => ({ noticeId: candidate.noticeId, orderNo: order.orderNo }));
    expect(waiting.length).toBeGreaterThan(1);
    const accept = screen.getByRole('button', { name: `批量接受变更（${waiting.length}个订单）` });
    await user.click(accept);
    await waitFor(async () => expect(await gateway.bodies(scheduleChangeApi.batchAccept)).toHaveLength(1));
    const [body] = await gateway.bodies(scheduleChangeApi.batchAccept);
    expect(new Set(body!.items.map((item) => `${item.noticeId}/${item.orderNo}`))).toEqual(
      new Set(waiting.map((item) => `${item.noticeId}/${item.orderNo}`)),
    );
    await waitFor(() =>
      expect(
        simulator.state.flightChangeNotices
          .flatMap((candidate) => candidate.orders)
          .filter((order) => order.status === 'PENDING' && waiting.some((item) => item.orderNo === order.orderNo)),
      ).toEqual([]),
    );
  });
});
