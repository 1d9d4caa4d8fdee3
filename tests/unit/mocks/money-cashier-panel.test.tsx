import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payApi, scatteredRefundApi } from '@/lib/gateway/endpoints';
import { CashierPage } from '@/mocks/cashier/cashier-page';
import { DevPanel } from '@/mocks/dev-panel';
import { simulator } from '@/mocks/simulator';
import { agentAccount, requestFor } from './payment-support';
import { loginAs, ok } from './support';
import { FastAntd } from '../../render-app';
import { expectEvery } from '../../expect-every';

/** The simulator's own pages: the simulated online cashier, and the panel's top-up reviewer. */

describe('the simulated online cashier', () => {
  it('shows the payee, amount and order, and answers for the bank before returning', async () => {
    await loginAs('user01');
    const { payment } = await ok(
      payApi.payment,
      await requestFor('ORDER', 'NO200104', 'ONLINE', { returnPath: '/normal/pay/result/pending' }),
    );
    const leave = vi.fn();
    const user = userEvent.setup();
    render(<CashierPage paymentNo={payment.paymentNo} returnPath="/normal/pay/result/pending" leave={leave} />);
    expect(screen.getByRole('heading', { level: 1, name: '祥云航空 · 在线支付' })).toBeInTheDocument();
    expect(
      screen.getByLabelText(`应付金额¥${(payment.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    ).toBeInTheDocument();
    expect(screen.getByText('NO200104')).toBeInTheDocument();
    expect(screen.getByText('订单全款')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/normal/pay/result/pending'));
    expect(simulator.payments.get(payment.paymentNo)!.status).toBe('SUCCESS');
  });

  it('abandoning closes the attempt; an unknown payment says so', async () => {
    await loginAs('agent01');
    const { payment } = await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'ONLINE'));
    const leave = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<CashierPage paymentNo={payment.paymentNo} returnPath="/agent/pay/result/pending" leave={leave} />);
    await user.click(screen.getByRole('button', { name: '放弃支付' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalled());
    expect(simulator.payments.get(payment.paymentNo)!.status).toBe('CLOSED');
    unmount();
    render(<CashierPage paymentNo="PAY99999999" returnPath="/" leave={leave} />);
    expect(screen.getByRole('heading', { level: 1, name: '支付单不存在' })).toBeInTheDocument();
  });
});

describe('the panel’s top-up reviewer', () => {
  it('lists the pending applications; 通过 credits, 驳回 needs a reason', async () => {
    const user = userEvent.setup();
    render(<DevPanel source={simulator} />, { wrapper: FastAntd });
    await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
    const drawer = await screen.findByRole('dialog');
    const [first, second] = simulator.topUps.pending();
    expect(within(drawer).getByText('航司审核（充值、退票）')).toBeInTheDocument();
    const before = agentAccount().balance;
    const firstRow = within(drawer)
      .getByText(new RegExp(`^${first!.applicationNo}`))
      .closest('li')!;
    await user.click(within(firstRow).getByRole('button', { name: '通过' }));
    expect(agentAccount().balance).toBe(before + first!.amount);

    const secondRow = within(drawer)
      .getByText(new RegExp(`^${second!.applicationNo}`))
      .closest('li')!;
    const reject = within(secondRow).getByRole('button', { name: '驳回' });
    expect(reject).toBeDisabled();
    await user.type(within(secondRow).getByRole('textbox', { name: `${second!.applicationNo}的驳回原因` }), '金额不符');
    await user.click(reject);
    expect(simulator.state.topUps.find((record) => record.applicationNo === second!.applicationNo)).toMatchObject({
      status: 'REJECTED',
      rejectReason: '金额不符',
    });
    await waitFor(() => expect(within(drawer).queryByText(new RegExp(`^${second!.applicationNo}`))).toBeNull());
  });

  it('plays the refund desk too: 通过 refunds the application’s tickets (the money follows)', async () => {
    const user = userEvent.setup();
    render(<DevPanel source={simulator} />, { wrapper: FastAntd });
    await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
    const drawer = await screen.findByRole('dialog');
    const [waiting] = simulator.refunds.pending().filter((refund) => refund.orderKind === 'TEAM');
    const row = within(drawer)
      .getByText(new RegExp(`^${waiting!.refundId} 团队退票，应退`))
      .closest('li')!;
    expect(row).toHaveTextContent(waiting!.orderNo);
    await user.click(within(row).getByRole('button', { name: '通过' }));
    expect(simulator.state.refunds.find((refund) => refund.refundId === waiting!.refundId)!.reviewState).toBe('APPROVED');
    const order = simulator.state.orders.find((candidate) => candidate.orderNo === waiting!.orderNo)!;
    expectEvery(waiting!.tickets, (line) => order.tickets.find((ticket) => ticket.ticketNo === line.ticketNo)!.status === 'REFUNDED');
    await waitFor(() => expect(within(drawer).queryByText(new RegExp(`^${waiting!.refundId}`))).toBeNull());
  });

  it('plays the reviewer of scattered refund requests too: asks for more files, or rejects with a reason', async () => {
    const user = userEvent.setup();
    render(<DevPanel source={simulator} />, { wrapper: FastAntd });
    await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
    const drawer = await screen.findByRole('dialog');
    const [waiting] = simulator.refunds.pending().filter((refund) => refund.orderKind === 'SCATTERED');
    const row = () =>
      within(drawer)
        .getByText(new RegExp(`^${waiting!.refundId} 散客退票单，应退`))
        .closest('li')!;
    expect(row()).toHaveTextContent(waiting!.pnr);
    const ask = within(row()).getByRole('button', { name: '要求补充材料' });
    expect(ask).toBeDisabled();
    await user.type(within(row()).getByRole('textbox', { name: `${waiting!.refundId}需补充的材料` }), '请补充医院证明');
    await user.click(ask);
    expect(simulator.state.refunds.find((refund) => refund.refundId === waiting!.refundId)).toMatchObject({
      reviewState: 'MORE_FILES',
      supplementAsk: '请补充医院证明',
    });
    await waitFor(() => expect(within(drawer).queryByText(new RegExp(`^${waiting!.refundId}`))).toBeNull());

    // Another one rejected: it reads as a rejection, with no money.
    await loginAs('agent01');
    const order = simulator.state.orders.find((candidate) => candidate.orderNo === 'SO300103')!;
    const ticketNos = [order.tickets[0]!.ticketNo];
    const { quote } = await ok(scatteredRefundApi.refundFee, { orderNo: 'SO300103', ticketNos, kind: 'VOLUNTARY' });
    await ok(scatteredRefundApi.seatCancel, { orderNo: 'SO300103', ticketNos });
    const { refund } = await ok(scatteredRefundApi.apply, {
      orderNo: 'SO300103',
      ticketNos,
      reason: '客户取消',
      expectedAmount: quote.amount,
    });
    const fresh = await waitFor(() =>
      within(drawer)
        .getByText(new RegExp(`^${refund.refundId} 散客退票单`))
        .closest('li')!,
    );
    await user.type(within(fresh).getByRole('textbox', { name: `${refund.refundId}的驳回原因` }), '已过退票时限');
    await user.click(within(fresh).getByRole('button', { name: '驳回' }));
    const { refund: rejected } = await ok(scatteredRefundApi.refundDetail, { rfdReqSeq: refund.refundId });
    expect(rejected).toMatchObject({ reviewState: 'REJECTED', stage: 'REJECTED', failReason: '已过退票时限' });
    expect(rejected.moneyState).toBeUndefined();
  });
});
