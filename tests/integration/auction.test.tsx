import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { auctionApi, call } from '@/lib/gateway';
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
    expect(screen.getByText('贵司尚未在本活动出价')).toBeInTheDocument();
    const { activity: now } = await call(auctionApi.detail, { prodNo: 'BA000101' });
    expect(screen.getByText(`按当前出价，每座出价不低于 ${formatFen(now.picture.priceToEnter)} 的 10 座竞价可进入 60 座的成交范围（只计已付保证金的竞价，同价以保证金支付先后排名）。`)).toBeInTheDocument();

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
    expect(screen.getByRole('link', { name: `支付保证金 ${no}` })).toHaveAttribute('href', `/agent/pay/payment?payableKind=BID_DEPOSIT&payableNo=${no}`);
    expect(rowOf(no)).toHaveTextContent('已创建');

    await user.click(screen.getByRole('button', { name: `加价 ${no}` }));
    const raise = await findDialog(`加价：竞价订单 ${no}`);
    const newPrice = within(raise).getByRole('spinbutton', { name: '新的每座出价（元）' });
    expect(newPrice).toHaveValue(yuan(sanya.floorPrice + 9 * sanya.step));
    await user.click(button('确认加价', raise));
    await waitFor(() => expect(rowOf(no)).toHaveTextContent(formatFen(sanya.floorPrice + 9 * sanya.step)));

    await user.click(screen.getByRole('button', { name: `取消竞价 ${no}` }));
    await user.click(await waitFor(() => button('取消竞价', document.querySelector('.ant-popover') as HTMLElement)));
    await waitFor(() => expect(rowOf(no)).toHaveTextContent('已取消'));
    expect(await gateway.bodies(auctionApi.cancel)).toEqual([{ ancilOrderNo: no, expectedRefund: 0 }]);
  });

  it('an activity to come says when it opens; an ended one shows its result and the agency’s lost bid, with no form', async () => {
    await signIn('agent01');
    renderApp('/agent/auction/BA000103');
    await waitFor(() => expect(screen.getByText(/^竞价将于 .+ 开始。$/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /提交竞价/ })).toBeNull();

    renderApp('/agent/auction/BA000104');
    await waitFor(() => expect(screen.getByText('竞价已结束。')).toBeInTheDocument());
    expect(screen.getByText('最低成交价')).toBeInTheDocument();
    expect(screen.getByText(/结算：成交 40 座/)).toBeInTheDocument();
    expect(screen.getByText(/^第 \d+ 名 · 未中标$/).closest('tr')).toHaveTextContent('竞价失败已退款');
  });
});
