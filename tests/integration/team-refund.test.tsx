import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { call, refundApi } from '@/lib/gateway';
import { refundQuote } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { compressedNames, standInCompressor } from '../compressor';
import { button, delayAndPay, fill, findDialog, tab } from './team-order-support';
import { expectEvery } from '../expect-every';

/* compressorjs draws on a canvas, which jsdom lacks: a stand-in answers a small JPEG (tests/compressor.ts). */
const compressor = standInCompressor();

const ORDER = 'TO100131';
const orderRecord = () => simulator.state.orders.find((order) => order.orderNo === ORDER)!;

/** Opens the order, then 申请退票; answers the dialog once its tickets are listed. */
async function openRefundDialog(user: ReturnType<typeof renderApp>['user'], orderNo = ORDER) {
  await waitFor(() => expect(button('申请退票')).toBeEnabled());
  await user.click(button('申请退票'));
  const dialog = await findDialog(`申请退票 ${orderNo}`);
  await waitFor(() => expect(dialog.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
  return dialog;
}

const ticketBox = (dialog: HTMLElement, ticketNo: string) =>
  within(dialog).getByRole('checkbox', { name: new RegExp(`^选择客票 ${ticketNo}`) });

describe('team refunds', () => {
  it('shows the fee and the amount back before applying, applies as quoted and opens the application', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    const dialog = await openRefundDialog(user);
    const chosen = orderRecord()
      .tickets.slice(0, 3)
      .map((ticket) => ticket.ticketNo);
    for (const ticketNo of chosen) await user.click(ticketBox(dialog, ticketNo));

    const expected = refundQuote(simulator.state, orderRecord(), chosen, 'VOLUNTARY', simulator.clock.nowMs());
    await waitFor(() => expect(dialog).toHaveTextContent(`票价的 ${Math.round(expected.feeRate * 100)}%`));
    expect(dialog).toHaveTextContent(formatFen(expected.amount));
    expect(dialog).toHaveTextContent(`起飞前 ${expected.daysBefore} 天`);

    // No reason: the field says so and nothing is applied.
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(within(dialog).getByText('请填写退票原因')).toBeInTheDocument());
    await fill(user, within(dialog).getByLabelText('退票原因'), '三位客户行程取消');
    await user.click(button('提交退票申请', dialog));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/refund\/TR\d{8}$/));
    const [body] = await gateway.bodies(refundApi.apply);
    expect(body).toEqual({
      orderNo: ORDER,
      ticketNos: [...chosen].sort(),
      kind: 'VOLUNTARY',
      reason: '三位客户行程取消',
      fileIds: [],
      expectedAmount: expected.amount,
    });
    await waitFor(() => expect(screen.getByText('等待航司审核')).toBeInTheDocument());
    expect(document.querySelector('main')).toHaveTextContent(formatFen(expected.amount));
    expect(toastTexts().some((text) => text.includes('已提交') && text.includes(formatFen(expected.amount)))).toBe(true);
  });

  it('an involuntary refund asks for a file at the field; the image is compressed, uploaded and removable before applying', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    const dialog = await openRefundDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: '非自愿退票' }));
    const [ticket] = orderRecord().tickets;
    await user.click(ticketBox(dialog, ticket!.ticketNo));
    await waitFor(() => expect(dialog).toHaveTextContent('非自愿退票免收'));
    await fill(user, within(dialog).getByLabelText('退票原因'), '航班取消');
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(within(dialog).getByText('非自愿退票须上传证明材料')).toBeInTheDocument());
    expect(gateway.count(refundApi.apply)).toBe(0);

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(4096)], '错图.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).getByText('错图.jpg')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '删除 错图.jpg' }));
    await waitFor(() => expect(within(dialog).queryByText('错图.jpg')).toBeNull());
    expect(gateway.count(refundApi.fileDelete)).toBe(1);

    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([new Uint8Array(4096)], '航变通知.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(dialog).getByText('航变通知.jpg')).toBeInTheDocument());
    expect(compressedNames(compressor)).toEqual(['错图.png', '航变通知.png']);
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/refund\/TR\d{8}$/));
    await waitFor(() => expect(screen.getByAltText('证明材料 航变通知.jpg')).toBeInTheDocument());
    const [body] = (await gateway.bodies(refundApi.apply)) as { fileIds: string[]; kind: string }[];
    expect(body).toMatchObject({ kind: 'INVOLUNTARY', fileIds: [expect.stringMatching(/^RF\d{8}$/)] });
  });

  it('a fee tier crossed between the quote and the submit: refused, the new amount shown, applied on the second submit', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    const dialog = await openRefundDialog(user);
    const [ticket] = orderRecord().tickets;
    await user.click(ticketBox(dialog, ticket!.ticketNo));
    const before = refundQuote(simulator.state, orderRecord(), [ticket!.ticketNo], 'VOLUNTARY', simulator.clock.nowMs());
    await waitFor(() => expect(dialog).toHaveTextContent(formatFen(before.amount)));
    await fill(user, within(dialog).getByLabelText('退票原因'), '客户改期');
    // Six days before departure the fee is 50 %.
    const departure = Date.parse(`${orderRecord().segments[0]!.flightDate}T00:00:00+08:00`);
    await simulator.clock.set(new Date(departure - 6 * 24 * 3_600_000));
    // Days later the session would have lapsed: the agent signed in again meanwhile.
    await signIn('agent01');
    const after = refundQuote(simulator.state, orderRecord(), [ticket!.ticketNo], 'VOLUNTARY', simulator.clock.nowMs());
    expect(after.amount).toBeLessThan(before.amount);
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(within(dialog).getByText('退款金额已按最新计算更新，请核对后再提交')).toBeInTheDocument());
    await waitFor(() => expect(dialog).toHaveTextContent(formatFen(after.amount)));
    await waitFor(() => expect(button('提交退票申请', dialog)).toBeEnabled());
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/refund\/TR\d{8}$/));
    const bodies = (await gateway.bodies(refundApi.apply)) as { expectedAmount: number }[];
    expect(bodies.map((body) => body.expectedAmount)).toEqual([before.amount, after.amount]);
  });

  it('the ticket picker shows the whole group on one page, no paging', async () => {
    await signIn('agent01');
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    const dialog = await openRefundDialog(user);
    const count = orderRecord().tickets.length;
    expect(count).toBeGreaterThan(10);
    await waitFor(() => expect(dialog.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(count));
    expect(dialog.querySelector('.ant-pagination')).toBeNull();
    expect(dialog).toHaveTextContent(`共 ${count} 张`);
  });

  it('after a paid delay lists the tickets the passengers hold, not the ones replaced; a choice reads 部分退票, and the money 待退款', async () => {
    // TICKED, 22 seats: delayed to the first flight offered and paid from the prepaid account.
    const delayed = 'TO100132';
    await signIn('agent01');
    await delayAndPay(delayed, 'delay-then-refund');
    const record = simulator.state.orders.find((order) => order.orderNo === delayed)!;
    const held = record.passengers.filter((passenger) => passenger.ticketNo).map((passenger) => passenger.ticketNo!);
    expect(held).toHaveLength(22);

    const { user } = renderApp(`/agent/orderCenter/order/${delayed}`);
    const dialog = await openRefundDialog(user, delayed);
    const rows = () => [...dialog.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
    await waitFor(() => expect(rows()).toHaveLength(held.length));
    expectEvery(rows(), (row) => !row.textContent!.includes('已改期'));
    expect(
      rows()
        .map((row) => row.getAttribute('data-row-key'))
        .sort(),
    ).toEqual([...held].sort());
    expect(dialog).toHaveTextContent(`共 ${held.length} 张`);

    for (const ticketNo of held.slice(0, 2)) await user.click(ticketBox(dialog, ticketNo));
    await waitFor(() => expect(screen.getByRole('dialog', { name: `申请退票 ${delayed}（部分退票）` })).toBe(dialog));
    await waitFor(() => expect(dialog).toHaveTextContent('应退'));
    await fill(user, within(dialog).getByLabelText('退票原因'), '两位客户行程取消');
    await waitFor(() => expect(button('提交退票申请', dialog)).toBeEnabled());
    await user.click(button('提交退票申请', dialog));
    await waitFor(() => expect(toastTexts().some((text) => text.includes('已提交') && text.includes('待退款'))).toBe(true));
  });

  it('lists the applications by stage with counts; withdrawing one leaves its tickets open', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/orderCenter/refund');
    const waiting = simulator.refunds.pending().find((refund) => refund.orderKind === 'TEAM')!;
    const rejected = simulator.state.refunds.find((refund) => refund.orderKind === 'TEAM' && refund.reviewState === 'REJECTED')!;
    const row = (await screen.findByText(waiting.refundId)).closest('tr') as HTMLElement;
    // Waiting for review it reads 待审核, not 待退款 (no money moves before approval); a rejection reads as one.
    expect(row).toHaveTextContent('待审核');
    expect(row).not.toHaveTextContent('待退款');
    expect(row).toHaveTextContent(formatFen(waiting.amount));
    const rejectedRow = screen.getByText(rejected.refundId).closest('tr') as HTMLElement;
    expect(rejectedRow).toHaveTextContent(rejected.failReason!);
    expect(rejectedRow).toHaveTextContent('审核未通过');
    expect(rejectedRow).not.toHaveTextContent('退款失败');
    expect(tab('待审核')).toHaveTextContent('1');
    expect(tab('审核未通过')).toHaveTextContent('1');
    // A repeated payment's refund is not an application: the page leads to where it shows.
    expect(screen.getByRole('link', { name: '支付退款' })).toHaveAttribute('href', '/agent/pay/refund');
    expect(screen.getByRole('link', { name: '交易明细' })).toHaveAttribute('href', '/agent/user/transaction');

    await user.click(tab('审核未通过'));
    await waitFor(() => expect(router.state.location.search).toContain('stage=REJECTED'));
    await waitFor(() => expect(screen.queryByText(waiting.refundId)).toBeNull());
    expect(screen.getByText(rejected.refundId)).toBeInTheDocument();
    expect((await gateway.bodies(refundApi.list)).at(-1)).toMatchObject({ stage: 'REJECTED' });

    await router.navigate(`/agent/orderCenter/refund/${waiting.refundId}`);
    await waitFor(() => expect(button('撤回申请')).toBeEnabled());
    await user.click(button('撤回申请'));
    await user.click(await waitFor(() => button('撤回申请', document.querySelector('.ant-popover') as HTMLElement)));
    await waitFor(() => expect(screen.getByText('申请人已撤回')).toBeInTheDocument());
    expect(document.querySelector('main')).toHaveTextContent('已撤回');
    expect(document.querySelector('main')).not.toHaveTextContent('退款失败');
    expect(screen.queryByRole('button', { name: '撤回申请' })).toBeNull();
    // The button went because the gateway no longer allows it: a forged withdrawal is refused there too.
    await expect(call(refundApi.withdraw, { reviewId: waiting.refundId })).rejects.toMatchObject({ errorCode: expect.any(String) });
    expect(simulator.state.refunds.find((refund) => refund.refundId === waiting.refundId)!.reviewState).toBe('WITHDRAWN');
    const order = simulator.state.orders.find((candidate) => candidate.orderNo === waiting.orderNo)!;
    expectEvery(
      waiting.tickets,
      (line) => order.tickets.find((candidate) => candidate.ticketNo === line.ticketNo)!.status === 'OPEN_FOR_USE',
    );
  });
});
