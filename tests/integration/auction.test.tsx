import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { auctionApi, call, payApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, fill, findDialog, formItemOf, tab } from './team-order-support';

/**
 * 团队竞价 screens from the seed of 2026-11-23 09:00: BA000101 上海—三亚 running until 11:00, BA000102
 * 广州—成都 running until tomorrow (agent01 has a paid bid and one awaiting its deposit there), BA000103
 * 北京—昆明 opening at 15:00, BA000104 深圳—重庆 ended last night (agent01's floor bid lost).
 */

const activity = (prodNo: string) => simulator.state.auctions.find((candidate) => candidate.prodNo === prodNo)!;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const yuan = (fen: number) => String(fen / 100);
/** The value beside a label of a detail's descriptions. */
const described = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling as HTMLElement;

describe('bid activities', () => {
  it('lists the activities with their figures and countdowns, the state as tabs with counts in the address', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/auction');
    await waitFor(() => expect(screen.getByText('上海—三亚 冬季包座竞价')).toBeInTheDocument());
    const sanya = activity('BA000101');
    const row = rowOf('上海—三亚 冬季包座竞价');
    expect(row).toHaveTextContent(`${formatFen(sanya.floorPrice)}/座`);
    expect(row).toHaveTextContent(`每次 ${formatFen(sanya.step)}`);
    expect(row).toHaveTextContent(`${formatFen(sanya.depositPerSeat)}/座`);
    expect(row).toHaveTextContent('每家限 30 座');
    expect(row).toHaveTextContent(/距结束 \d+小时/);
    expect(rowOf('北京—昆明 春城花海包座竞价')).toHaveTextContent(/距开始 \d+小时/);
    expect(within(row).getByRole('link', { name: '上海—三亚 冬季包座竞价' })).toHaveAttribute('href', '/agent/auction/BA000101');
    expect(tab('全部')).toHaveTextContent('4');
    expect(tab('进行中')).toHaveTextContent('2');

    await user.click(tab('已结束'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ENDING'));
    await waitFor(() => expect(screen.queryByText('上海—三亚 冬季包座竞价')).not.toBeInTheDocument());
    expect(screen.getByText('深圳—重庆 山城夜景包座竞价')).toBeInTheDocument();
  });

  it('shows a running activity: its rules, the price to get in, a bid checked at its fields, then paid, raised and cancelled from the page', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const sanya = activity('BA000101');
    const { user } = renderApp('/agent/auction/BA000101');
    await waitFor(() => expect(screen.getByRole('heading', { name: '上海—三亚 冬季包座竞价' })).toBeInTheDocument());
    expect(screen.getByText(/出价为每座票价（不含税费），不得低于底价/)).toBeInTheDocument();
    // What a won order may change, said plainly.
    expect(screen.getByText('竞价成交的团队订单只能改期（整团改乘同一航线30天内更晚的航班），不能更改航线。')).toBeInTheDocument();
    expect(screen.queryByText(/航班日期以外的航段/)).toBeNull();
    expect(screen.getByText('贵司尚未在本活动出价')).toBeInTheDocument();
    const { activity: now } = await call(auctionApi.detail, { prodNo: 'BA000101' });
    expect(
      screen.getByText(
        `按当前出价，每座出价不低于 ${formatFen(now.picture.priceToEnter)} 的 10 座竞价可进入 60 座的成交范围（只计已付保证金的竞价，同价以保证金支付先后排名）。`,
      ),
    ).toBeInTheDocument();

    const seats = screen.getByRole('spinbutton', { name: '竞拍座位数（10-30）' });
    const price = screen.getByRole('spinbutton', { name: '每座出价（元）' });
    await fill(user, seats, '5');
    await user.clear(price);
    await fill(user, price, yuan(sanya.floorPrice + sanya.step / 2));
    await fill(user, screen.getByLabelText('团队名称'), '浦东三亚竞价团');
    await user.click(button('提交竞价'));
    await waitFor(() => expect(formItemOf(seats)).toHaveTextContent('每笔须为10-30座（贵司还可竞拍30座）'));
    expect(formItemOf(price)).toHaveTextContent(`出价须为底价${formatFen(sanya.floorPrice)}加${formatFen(sanya.step)}的整数倍`);
    expect(gateway.count(auctionApi.bid)).toBe(0);

    await user.clear(seats);
    await fill(user, seats, '20');
    expect(screen.getByText(formatFen(20 * sanya.depositPerSeat))).toBeInTheDocument();
    await user.clear(price);
    await fill(user, price, yuan(sanya.floorPrice + 8 * sanya.step));
    await user.click(button('提交竞价'));
    // Asked first, with the seats, the price and the deposit it will ask; nothing is placed before.
    const ask = await bidConfirm();
    expect(ask).toHaveTextContent('竞拍座位20 座');
    expect(ask).toHaveTextContent(
      `每座出价${formatFen(sanya.floorPrice + 8 * sanya.step)}（合计 ${formatFen(20 * (sanya.floorPrice + 8 * sanya.step))}，不含税费）`,
    );
    expect(ask).toHaveTextContent(`保证金${formatFen(20 * sanya.depositPerSeat)}，须在提交后30分钟内`);
    expect(ask).toHaveTextContent('团队名称浦东三亚竞价团');
    expect(gateway.count(auctionApi.bid)).toBe(0);
    await user.click(button('提交竞价', ask));
    await waitFor(() => expect(screen.getByRole('link', { name: /^支付保证金 AN\d{6}$/ })).toBeInTheDocument());
    const [body] = await gateway.bodies(auctionApi.bid);
    expect(body).toEqual({
      prodNo: 'BA000101',
      seats: 20,
      unitPrice: sanya.floorPrice + 8 * sanya.step,
      groupName: '浦东三亚竞价团',
      contact: { name: '王建国', mobile: expect.any(String) },
      expectedDeposit: 20 * sanya.depositPerSeat,
    });
    const no = simulator.state.bidOrders.at(-1)!.ancilOrderNo;
    expect(screen.getByRole('link', { name: `支付保证金 ${no}` })).toHaveAttribute(
      'href',
      `/agent/pay/payment?payableKind=BID_DEPOSIT&payableNo=${no}`,
    );
    expect(rowOf(no)).toHaveTextContent('已创建');

    await user.click(screen.getByRole('button', { name: `加价 ${no}` }));
    const raise = await findDialog(`加价：竞价订单 ${no}`);
    const newPrice = within(raise).getByRole('spinbutton', { name: '新的每座出价（元）' });
    expect(newPrice).toHaveValue(yuan(sanya.floorPrice + 9 * sanya.step));
    await user.click(button('确认加价', raise));
    await waitFor(() => expect(rowOf(no)).toHaveTextContent(formatFen(sanya.floorPrice + 9 * sanya.step)));

    await user.click(screen.getByRole('button', { name: `取消竞价 ${no}` }));
    // The registry's confirmation says what comes back (the gateway's cancelRefund on the row).
    await waitFor(() =>
      expect(document.querySelector('.ant-popover')).toHaveTextContent(`取消竞价订单 ${no}？尚未支付保证金，取消不产生费用。`),
    );
    await user.click(button('取消竞价', document.querySelector('.ant-popover') as HTMLElement));
    await waitFor(() => expect(rowOf(no)).toHaveTextContent('已取消'));
    expect(await gateway.bodies(auctionApi.cancel)).toEqual([{ ancilOrderNo: no, expectedRefund: 0 }]);
  });

  it('a next bid on the activity starts from the team name of the agency’s last bid, also on a later visit', async () => {
    await signIn('agent01');
    await paidBid(10, 10);
    const { user } = renderApp('/agent/auction/BA000101');
    const name = await screen.findByLabelText('团队名称');
    expect(name).toHaveValue('浦东三亚竞价团');
    await fill(user, screen.getByRole('spinbutton', { name: /^竞拍座位数/ }), '10');
    await user.click(button('提交竞价'));
    await user.click(button('提交竞价', await bidConfirm()));
    await waitFor(() =>
      expect(simulator.state.bidOrders.filter((bid) => bid.prodNo === 'BA000101' && bid.groupName === '浦东三亚竞价团')).toHaveLength(2),
    );
    // After the bid the form keeps the name for the next one.
    expect(screen.getByLabelText('团队名称')).toHaveValue('浦东三亚竞价团');
  });

  it('an activity to come says when it opens; an ended one shows its result and the agency’s lost bid, with no form', async () => {
    await signIn('agent01');
    renderApp('/agent/auction/BA000103');
    await waitFor(() => expect(screen.getByText(/^竞价活动“.+”尚未开始，开始时间.+$/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /提交竞价/ })).toBeNull();

    renderApp('/agent/auction/BA000104');
    await waitFor(() => expect(screen.getByText(/^竞价活动“.+”已于.+结束，不能竞价$/)).toBeInTheDocument());
    expect(screen.getByText('最低成交价')).toBeInTheDocument();
    expect(screen.getByText(/结算：成交 40 座/)).toBeInTheDocument();
    expect(screen.getByText(/^第 \d+ 名 · 未中标$/).closest('tr')).toHaveTextContent('竞价失败已退款');
  });
});

/** The confirm asked before a bid is placed (a Modal.confirm: its title is the confirm's). */
const bidConfirm = () =>
  waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((node) => node.querySelector('.ant-modal-confirm-title')?.textContent === '确认提交竞价？');
    if (!dialog) throw new Error('no bid confirm');
    return dialog;
  });

/** agent01 bids on BA000101 and pays the deposit from its prepaid account, as the screens would. */
async function paidBid(seats: number, steps: number): Promise<string> {
  const sanya = activity('BA000101');
  const { bidOrder } = await call(auctionApi.bid, {
    prodNo: 'BA000101',
    seats,
    unitPrice: sanya.floorPrice + steps * sanya.step,
    groupName: '浦东三亚竞价团',
    contact: { name: '王建国', mobile: '13900000001' },
    expectedDeposit: seats * sanya.depositPerSeat,
  });
  const { payable } = await call(payApi.payable, { payableKind: 'BID_DEPOSIT', payableNo: bidOrder.ancilOrderNo });
  await call(payApi.payment, {
    payableKind: 'BID_DEPOSIT',
    payableNo: bidOrder.ancilOrderNo,
    method: 'PREPAID',
    points: 0,
    expectedAmount: payable.amount,
    idempotencyKey: `auction-${bidOrder.ancilOrderNo}`,
  });
  return bidOrder.ancilOrderNo;
}

describe('bid orders', () => {
  it('lists the agency’s bid orders by status with counts and what is due next, the status and the activity in the address', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/auction/order');
    await waitFor(() => expect(screen.getAllByText('广州—成都 美食季包座竞价').length).toBe(2));
    expect(tab('全部')).toHaveTextContent('3');
    expect(tab('已创建')).toHaveTextContent('1');
    const waiting = rowOf('成都熊猫亲子团（竞价）');
    expect(waiting).toHaveTextContent('已创建');
    expect(waiting).toHaveTextContent(/保证金支付截止剩 \d+分/);
    expect(rowOf('成都美食寻味团（竞价）')).toHaveTextContent(/竞价结束剩 1天\d+小时/);
    expect(rowOf('重庆火锅美食团（竞价）')).toHaveTextContent('竞价失败已退款');

    await user.click(tab('竞价失败已退款'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=AUTO_REFUNDED'));
    await waitFor(() => expect(screen.queryByText('成都熊猫亲子团（竞价）')).not.toBeInTheDocument());
    await fill(user, screen.getByLabelText('竞价产品'), 'ba000102');
    await user.click(button('查询'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        prodNo: 'BA000102',
        status: 'AUTO_REFUNDED',
      }),
    );
    await waitFor(() => expect(screen.getByText('暂无竞价订单')).toBeInTheDocument());
  });

  it('a lost bid: the settlement’s progress, its rank and its deposit back in the prepaid account', async () => {
    await signIn('agent01');
    const lost = simulator.state.bidOrders.find((bid) => bid.ownerAccountId === 'AGT0001' && bid.status === 'AUTO_REFUNDED')!;
    renderApp(`/agent/auction/order/${lost.ancilOrderNo}`);
    await waitFor(() => expect(screen.getByRole('heading', { name: '竞价订单详情' })).toBeInTheDocument());
    expect(screen.getAllByText('竞价失败已退款').length).toBeGreaterThan(0);
    expect(screen.getByText(`第 ${lost.rank} 名`)).toBeInTheDocument();
    expect(screen.getByText('已退款')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在交易明细中查看' })).toHaveAttribute('href', '/agent/user/transaction');
    expect(screen.getByText('保证金已退回')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /加价|取消竞价|放弃中标/ })).toBeNull();
  });

  it('a paid bid shows its rank while the activity runs; past the end the won one holds a 竞价 team order of its seats, the lost one’s deposit comes back, listed in 交易明细', async () => {
    await signIn('agent01');
    const high = await paidBid(20, 8);
    const low = await paidBid(10, 0);
    const running = renderApp(`/agent/auction/order/${high}`);
    await waitFor(() => expect(described('状态')).toHaveTextContent('已付保证金'));
    expect(described('当前排名')).toHaveTextContent('第 1 名，在成交范围内');
    running.unmount();

    const balance = () => simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === 'AGT0001')!.balance;
    const before = balance();
    // Ten minutes after the end the lost bids' deposits are returned.
    await simulator.clock.set(new Date(Date.parse(activity('BA000101').endTime) + 11 * 60_000));
    await signIn('agent01');
    expect(balance()).toBe(before + 10 * activity('BA000101').depositPerSeat);
    const list = renderApp('/agent/auction/order');
    await waitFor(() => expect(rowOf(high)).toHaveTextContent('竞价成功'));
    expect(rowOf(low)).toHaveTextContent('竞价失败已退款');
    list.unmount();

    const won = simulator.state.bidOrders.find((bid) => bid.ancilOrderNo === high)!;
    const order = renderApp(`/agent/orderCenter/order/${won.orderNo!}`);
    await waitFor(() => expect(described('渠道')).toHaveTextContent('竞价'));
    expect(screen.getByText('占座 20 人')).toBeInTheDocument();
    order.unmount();

    renderApp(`/agent/user/transaction?orderNo=${low}`);
    const rows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'), (row) => row.textContent ?? '');
    await waitFor(() => expect(rows().filter((row) => row.includes(low) && row.includes('未中标，退还保证金'))).toHaveLength(1));
  });

  it('a won bid: the team order with its balance due within 24 hours, payable; giving up shows the forfeit first', async () => {
    await signIn('agent01');
    const no = await paidBid(20, 8);
    await simulator.clock.set(new Date(Date.parse(activity('BA000101').endTime) + 60_000));
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`/agent/auction/order/${no}`);
    await waitFor(() => expect(screen.getAllByText('竞价成功').length).toBeGreaterThan(0));
    const won = simulator.state.bidOrders.find((bid) => bid.ancilOrderNo === no)!;
    expect(screen.getByRole('link', { name: won.orderNo! })).toHaveAttribute('href', `/agent/orderCenter/order/${won.orderNo!}`);
    expect(screen.getByText('20 座（竞拍 20 座）')).toBeInTheDocument();
    expect(screen.getByText(/^须于 .+ 前付清$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '支付尾款' })).toHaveAttribute(
      'href',
      `/agent/pay/payment?payableKind=ORDER&payableNo=${won.orderNo!}`,
    );

    await user.click(button('放弃中标'));
    const dialog = await findDialog(`放弃中标：竞价订单 ${no}`);
    expect(dialog).toHaveTextContent(`已付保证金${formatFen(won.depositAmount)}不予退还`);
    await user.click(button(`确认放弃（保证金${formatFen(won.depositAmount)}不退）`, dialog));
    await waitFor(() => expect(screen.getAllByText('竞价成功退款中').length).toBeGreaterThan(0));
    expect(await gateway.bodies(auctionApi.giveUp)).toEqual([{ ancilOrderNo: no, expectedForfeit: won.depositAmount }]);
    expect(screen.queryByRole('link', { name: '支付尾款' })).toBeNull();
  });
});
