import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { call, scatteredApi, scatteredRefundApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastsShown, waitFor } from '../render-app';
import { button, fill, findDialog, formItemOf, tab } from './team-order-support';

/**
 * 散客票 screens from the seed of Monday 2026-11-23 09:00: PVG→CTU on 12-01 (XY5101 08:35, XY5103 13:15,
 * XY5105 20:10, classes F/Y/B), agent01's scattered orders SO300101–SO300111 (SO300103 ticketed in B,
 * SO300104 a ticketed round trip, SO300111 an error refund whose reviewer asks for a file) and the PNR KQ7M2A.
 */

const SEARCH = '?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=2&chd=0&inf=0';
const orderOf = (orderNo: string) => simulator.state.orders.find((order) => order.orderNo === orderNo)!;

describe('scattered booking', () => {
  it('sends a verify step reached without a chosen flight back to the search, without verifying a price', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    renderApp(`/agent/due/scattered/verify${SEARCH}`);
    await waitFor(() => expect(screen.getByText('请先选择航班和舱位')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: '查询航班' })).toHaveAttribute('href', expect.stringContaining('/agent/due/scattered'));
    expect(gateway.count(scatteredApi.verify)).toBe(0);
  });

  it('verifies again (a fare changed since shopping shown old and new), asks for the passengers at the fields, confirms and creates an order awaiting payment', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const bFare = (
      await call(scatteredApi.shopping, {
        depAirport: 'PVG',
        arrAirport: 'CTU',
        flightDate: '2026-12-01',
        tripType: 'OW',
        adultCount: 2,
        childCount: 0,
        infantCount: 0,
      })
    ).outbound[0]!.cabins.find((cabin) => cabin.cabin === 'B')!;
    // The agent saw a lower fare while shopping than today's: verify says so, old and new.
    const { user, router } = renderApp(`/agent/due/scattered/verify${SEARCH}&out=XY5101~B&seen=${bFare.fares.ADT - 10000}`);
    await waitFor(() => expect(screen.getByText('票价已变化')).toBeInTheDocument());
    expect(
      screen.getByText(`去程 XY5101 B舱 成人票价：原 ${formatFen(bFare.fares.ADT - 10000)}，现 ${formatFen(bFare.fares.ADT)}`),
    ).toBeInTheDocument();

    await user.click(button('下一步：确认订单'));
    await waitFor(() => expect(formItemOf(screen.getByLabelText('旅客1 姓名'))).toHaveTextContent('请输入姓名'));
    await fill(user, screen.getByLabelText('旅客1 姓名'), '张伟');
    await fill(user, screen.getByLabelText('旅客1 证件号'), '110101199003074514');
    await fill(user, screen.getByLabelText('旅客2 姓名'), '李娜');
    await fill(user, screen.getByLabelText('旅客2 证件号'), '110101198807120024');
    await user.click(button('下一步：确认订单'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/due/scattered/confirm'));
    const total = (bFare.fares.ADT + bFare.taxes.ADT) * 2;
    await waitFor(() => expect(screen.getByText('订单总价').parentElement).toHaveTextContent(formatFen(total)));
    await user.click(button('提交订单'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/scattered-order\/SO\d{6}$/));
    // Paid within 30 minutes of booking (shown in the browser's time zone), counting down.
    await waitFor(() => expect(screen.getByText(/^支付时限 2026-11-23 \d{2}:\d{2}$/)).toBeInTheDocument());
    expect(screen.getAllByText(/^剩 2\d分/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '去支付' })).toBeInTheDocument();
    const [create] = await gateway.bodies(scatteredApi.create);
    expect(create).toMatchObject({
      selections: [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'B' }],
      passengers: [expect.objectContaining({ name: '张伟' }), expect.objectContaining({ name: '李娜' })],
      expectedTotal: total,
    });
  });

  it('the shopping table gives each passenger type its own taxes, as the gateway prices them (a child pays less than an adult)', async () => {
    await signIn('agent01');
    const { outbound } = await call(scatteredApi.shopping, {
      depAirport: 'PVG',
      arrAirport: 'CTU',
      flightDate: '2026-12-01',
      tripType: 'OW',
      adultCount: 2,
      childCount: 1,
      infantCount: 0,
    });
    const offer = outbound.find((flight) => flight.flightNo === 'XY5101')!.cabins.find((cabin) => cabin.cabin === 'B')!;
    expect(offer.taxes.CHD).toBeLessThan(offer.taxes.ADT);
    renderApp(`/agent/due/scattered${SEARCH.replace('chd=0', 'chd=1')}`);
    const choose = await screen.findByRole('button', { name: `选择 XY5101 ${offer.cabinName} B` });
    const table = choose.closest('table')!;
    const row = choose.closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    // The flight's cells span its classes' rows: count the row's cells from its end.
    const cellOf = (title: string) => cells[cells.length - (headers.length - headers.indexOf(title))]!;
    for (const type of ['ADT', 'CHD', 'INF'] as const) {
      const title = `${{ ADT: '成人', CHD: '儿童', INF: '婴儿' }[type]}票价`;
      expect(cellOf(title)).toHaveTextContent(`${formatFen(offer.fares[type])}机建燃油 ${formatFen(offer.taxes[type])}`);
    }
  });

  it('imports a PNR: a malformed one is said at the field; a locator continues with its passengers', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/due/scattered');
    const field = await screen.findByLabelText('PNR记录编号或PNR内容');
    await fill(user, field, '1.张伟 MWX3KF');
    await user.click(button('导入并继续预订'));
    await waitFor(() => expect(formItemOf(screen.getByLabelText('PNR记录编号或PNR内容'))).toHaveTextContent('没有找到航段行'));
    await user.clear(screen.getByLabelText('PNR记录编号或PNR内容'));
    await fill(user, screen.getByLabelText('PNR记录编号或PNR内容'), 'KQ7M2A');
    await user.click(button('导入并继续预订'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/due/scattered/verify'));
    expect(router.state.location.search).toContain('pnr=KQ7M2A');
    const held = simulator.state.scatteredPnrs.find((pnr) => pnr.pnr === 'KQ7M2A')!;
    await waitFor(() => expect(screen.getByLabelText('旅客1 姓名')).toHaveValue(held.passengers[0]!.name));
    expect(screen.getByLabelText('旅客2 证件号')).toHaveValue(held.passengers[1]!.idNo);
  });
});

describe('scattered orders and refunds', () => {
  it('lists orders by status with counts, filters from the address; the detail shows tickets and refunds with the fee shown first, seats cancelled before', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const order = orderOf('SO300103');
    const { user, router } = renderApp(`/agent/orderCenter/scattered-order?passengerName=${encodeURIComponent(order.passengers[0]!.name)}`);
    await waitFor(() => expect(screen.getByRole('link', { name: 'SO300103' })).toBeInTheDocument());
    await router.navigate('/agent/orderCenter/scattered-order?status=TICKEDPART');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^SO\d{6}$/ }).map((link) => link.textContent)).toEqual(['SO300105']));

    await router.navigate('/agent/orderCenter/scattered-order/SO300103');
    await waitFor(() => expect(screen.getAllByText('未使用')).toHaveLength(3));
    await user.click(button('退票'));
    const dialog = await findDialog('申请退票 SO300103');
    const ticket = order.tickets[0]!;
    await user.click(within(dialog).getByRole('checkbox', { name: `选择客票 ${ticket.ticketNo} ${ticket.passengerName}` }));
    const fee = Math.round((ticket.fare * 0.3) / 100) * 100;
    await waitFor(() =>
      expect(within(dialog).getByText(`${formatFen(fee)} / ${formatFen(ticket.fare + ticket.tax - fee)}`)).toBeInTheDocument(),
    );
    expect(
      within(dialog).getByText(`客票 ${ticket.ticketNo} 尚未使用：提交时先取消其座位（座位释放后不可恢复），再申请退票`),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('退票原因'), '旅客行程取消');
    await user.click(button('取消座位并申请退票', dialog));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/scattered-refund\/RFD\d{8}$/));
    await waitFor(() => expect(screen.getByText('等待航司审核')).toBeInTheDocument());
    expect(await gateway.bodies(scatteredRefundApi.seatCancel)).toEqual([{ orderNo: 'SO300103', ticketNos: [ticket.ticketNo] }]);
    expect(await gateway.bodies(scatteredRefundApi.apply)).toEqual([
      { orderNo: 'SO300103', ticketNos: [ticket.ticketNo], reason: '旅客行程取消', expectedAmount: ticket.fare + ticket.tax - fee },
    ]);
  });

  it('a refund whose reviewer asks for a file shows the ask and the upload; the list shows it waiting on the agent', async () => {
    await signIn('agent01');
    const refund = simulator.state.refunds.find((candidate) => candidate.orderKind === 'SCATTERED' && candidate.kind === 'INVOLUNTARY')!;
    const waiting = simulator.state.refunds.find(
      (candidate) => candidate.orderKind === 'SCATTERED' && candidate.reviewState === 'WAITING',
    )!;
    const { user, router } = renderApp('/agent/orderCenter/scattered-refund');
    // Each tab counts what it says (from the gateway): the request waiting on the agent is 待补充材料, not 待退款.
    await waitFor(() => expect(tab('待补充材料')).toHaveTextContent('1'));
    expect(tab('待审核')).toHaveTextContent('1');
    expect(tab('已退款')).toHaveTextContent('1');
    expect(tab('待退款')).toHaveTextContent(/^待退款$/);
    await user.click(tab('待补充材料'));
    await waitFor(() => expect(router.state.location.search).toContain('stage=MORE_FILES'));
    await waitFor(() => expect(screen.queryByRole('link', { name: waiting.refundId })).toBeNull());
    expect(screen.getByRole('link', { name: refund.refundId }).closest('tr')).toHaveTextContent('待补充材料');
    await router.navigate(`/agent/orderCenter/scattered-refund/${refund.refundId}`);
    await waitFor(() => expect(screen.getByText('航司审核需要补充材料')).toBeInTheDocument());
    expect(screen.getByText(refund.supplementAsk!)).toBeInTheDocument();
    expect(button('上传补充材料')).toBeInTheDocument();
    expect(screen.getByText('等待补充材料')).toBeInTheDocument();
  });

  it('the refund dialog lists every ticket: one held by a pending change order is disabled with the gateway’s reason', async () => {
    await signIn('agent01');
    const order = orderOf('SO300103');
    const passenger = order.passengers[0]!;
    const choice = {
      orderNo: 'SO300103',
      passengerIds: [passenger.passengerId],
      segmentNo: 1,
      flightNo: 'XY5105',
      flightDate: '2026-12-06',
      cabin: 'Y',
    };
    const { quote } = await call(scatteredApi.changeConfirm, choice);
    const { order: change } = await call(scatteredApi.changeCreate, { ...choice, expectedTotal: quote.totalAmount });
    const held = order.tickets.find((ticket) => ticket.passengerId === passenger.passengerId)!;
    const { user } = renderApp('/agent/orderCenter/scattered-order/SO300103');
    await waitFor(() => expect(button('退票')).toBeEnabled());
    // The ticket's own status says what holds it, with the change order's link.
    expect(screen.getByRole('link', { name: `改期中，改期订单 ${change.orderNo} 待完成` }).closest('tr')).toHaveTextContent(held.ticketNo);
    await user.click(button('退票'));
    const dialog = await findDialog('申请退票 SO300103');
    expect(dialog.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(order.tickets.length);
    const box = within(dialog).getByRole('checkbox', { name: `选择客票 ${held.ticketNo} ${held.passengerName}` });
    expect(box).toBeDisabled();
    const reason = within(dialog).getByText(`暂不可退：已有改期订单${change.orderNo}待完成`);
    expect(box).toHaveAttribute('aria-describedby', reason.id);
    const other = order.tickets.find((ticket) => ticket.passengerId !== passenger.passengerId)!;
    expect(within(dialog).getByRole('checkbox', { name: `选择客票 ${other.ticketNo} ${other.passengerName}` })).toBeEnabled();
  });

  it('changes a passenger to a later flight: the fare difference and the fee, then a change order to pay', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const order = orderOf('SO300103');
    const passenger = order.passengers[0]!;
    const { user, router } = renderApp(
      `/agent/orderCenter/scattered-order/change?orderNo=SO300103&pax=${passenger.passengerId}&seg=1&date=2026-12-06`,
    );
    await user.click(await screen.findByRole('button', { name: '改至 XY5105 经济舱 Y' }));
    await waitFor(() => expect(screen.getByText(/^应付合计/)).toBeInTheDocument());
    const { quote } = await call(scatteredApi.changeConfirm, {
      orderNo: 'SO300103',
      passengerIds: [passenger.passengerId],
      segmentNo: 1,
      flightNo: 'XY5105',
      flightDate: '2026-12-06',
      cabin: 'Y',
    });
    expect(quote.changeFee).toBeGreaterThan(0);
    expect(quote.fareDifference).toBeGreaterThan(0);
    expect(screen.getByText(/^应付合计/)).toHaveTextContent(formatFen(quote.totalAmount));
    // Under the fee: the rule that priced it (the old ticket's), then the new ticket's rules under their own title.
    const feeRule = screen.getByText('改期费依据（原客票运价规则）').closest('.ant-descriptions') as HTMLElement;
    expect(feeRule).toHaveTextContent(quote.feeRule.title);
    expect(feeRule).toHaveTextContent(quote.feeRule.content);
    expect(feeRule).not.toHaveTextContent('起飞前免费改期');
    expect(screen.getByText('新客票运价规则（经济舱 Y舱）')).toBeInTheDocument();
    // Asked once more, with what the order will cost: the fee and the difference that make it up.
    await user.click(button('确认改期并生成改期订单'));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent(`生成改期订单，应付 ${formatFen(quote.totalAmount)}？`);
    expect(ask).toHaveTextContent(
      `改期费 ${formatFen(quote.changeFee)} + 票价差额 ${formatFen(quote.fareDifference)} = 应付 ${formatFen(quote.totalAmount)}`,
    );
    expect(gateway.count(scatteredApi.changeCreate)).toBe(0);
    await user.click(within(ask).getByRole('button', { name: '确认改期' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/scattered-order\/SO\d{6}$/));
    await waitFor(() => expect(screen.getByRole('link', { name: 'SO300103' })).toBeInTheDocument());
    expect(toastsShown().some((text) => text.includes('改期订单'))).toBe(true);
    expect(await gateway.bodies(scatteredApi.changeCreate)).toEqual([
      {
        orderNo: 'SO300103',
        passengerIds: [passenger.passengerId],
        segmentNo: 1,
        flightNo: 'XY5105',
        flightDate: '2026-12-06',
        cabin: 'Y',
        expectedTotal: quote.totalAmount,
      },
    ]);
  });

  it('an order whose only ticket has its seat cancelled says why it cannot be changed, on its page (disabled 改期) and on the change page', async () => {
    await signIn('agent01');
    const passenger = orderOf('SO300111').passengers[0]!;
    const { user } = renderApp(
      `/agent/orderCenter/scattered-order/change?orderNo=SO300111&pax=${passenger.passengerId}&seg=1&date=2026-12-06`,
    );
    await waitFor(() => expect(screen.getByText('订单 SO300111 当前不能改期')).toBeInTheDocument());
    expect(screen.getByText('没有可改期的客票（座位已取消，只能退票）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^改至/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: '返回订单 SO300111' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^改 ?期$/ })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: /^改 ?期$/ })).toHaveAccessibleDescription(
      '改期不可用：没有可改期的客票（座位已取消，只能退票）',
    );
  });
});
