import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { ancillaryApi, call, ERRORS } from '@/lib/gateway';
import { ANCILLARY } from '@/mocks/rules';
import { madeAnew } from '@/mocks/invariants';
import { releaseSeats } from '@/mocks/catalogue/rules/inventory';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, delayAndPay, findDialog, tab } from './team-order-support';

const ORDER = 'TO100131';

/** A passenger's ticket refunded as the refund rules leave it: REFUNDED, its seat back on the departure. */
function refundByHand(passengerId: string): void {
  store.update(() => {
    const state = store.getState();
    const order = state.orders.find((candidate) => candidate.orderNo === ORDER)!;
    for (const ticket of order.tickets) {
      if (ticket.passengerId !== passengerId) continue;
      ticket.status = 'REFUNDED';
      releaseSeats(state, [ticket], 1, order.seatKind);
    }
  });
}
const BAG = ANCILLARY.products.find((product) => product.code === 'BAG_23')!;
const passengers = () => simulator.state.orders.find((order) => order.orderNo === ORDER)!.passengers;

/** agent01 on the ticketed order's 附加服务 tab, 购买附加服务 open; the gateway's calls recorded from the start. */
async function openBuyDialog() {
  await signIn('agent01');
  const gateway = recordGateway();
  const { user } = renderApp(`/agent/orderCenter/order/${ORDER}`);
  await waitFor(() => expect(tab('附加服务')).toBeInTheDocument());
  await user.click(tab('附加服务'));
  await waitFor(() => expect(button('购买附加服务')).toBeEnabled());
  await user.click(button('购买附加服务'));
  return { user, gateway, dialog: await findDialog(`购买附加服务 ${ORDER}`) };
}

describe('ancillary orders on a team order', () => {
  it('buys extra baggage for two passengers with the total shown first; the new order is listed with 去支付 and can be cancelled', async () => {
    const { user, gateway, dialog } = await openBuyDialog();

    await user.click(within(dialog).getByRole('combobox', { name: '项目' }));
    await user.click(await waitFor(() => screen.getByTitle(`${BAG.name}（¥200.00/${BAG.unit}）`)));
    const [first, second] = passengers();
    await user.click(within(dialog).getByRole('checkbox', { name: `选择旅客 ${first!.name}` }));
    await user.click(within(dialog).getByRole('checkbox', { name: `选择旅客 ${second!.name}` }));
    await waitFor(() => expect(dialog).toHaveTextContent(`合计：${BAG.name} ¥200.00 × 1${BAG.unit} × 2人 = ¥400.00`));
    await user.click(button('确认购买 ¥400.00', dialog));

    await waitFor(() => expect(toastTexts().some((text) => /^附加服务单 AN\d{6} 已生成/.test(text))).toBe(true));
    const [body] = await gateway.bodies(ancillaryApi.create);
    expect(body).toEqual({
      orderNo: ORDER,
      kind: 'BAGGAGE',
      lines: [first, second].map((passenger) => ({ passengerId: passenger!.passengerId, productCode: BAG.code, quantity: 1 })),
      expectedAmount: 40_000,
    });
    const created = simulator.state.ancillaryOrders.at(-1)!;
    const row = await waitFor(() => screen.getByText(created.ancilOrderNo).closest('tr') as HTMLElement);
    expect(row).toHaveTextContent('待支付');
    expect(row).toHaveTextContent(`${first!.name}、${second!.name}`);
    expect(within(row).getByRole('link', { name: `去支付 附加服务单 ${created.ancilOrderNo}` })).toHaveAttribute(
      'href',
      `/agent/pay/payment?payableKind=ANCILLARY&payableNo=${created.ancilOrderNo}`,
    );

    await user.click(within(row).getByRole('button', { name: `取消 附加服务单 ${created.ancilOrderNo}` }));
    await user.click(await waitFor(() => button('取消', document.querySelector('.ant-popover') as HTMLElement)));
    await waitFor(() => expect(screen.getByText(created.ancilOrderNo).closest('tr')).toHaveTextContent('已取消'));
    expect(simulator.state.ancillaryOrders.at(-1)!.status).toBe('CANCELED');
  });

  it('offers only the passengers the gateway lists: a refunded passenger is not in the dialog', async () => {
    const [refunded, open] = passengers();
    refundByHand(refunded!.passengerId);
    const { dialog } = await openBuyDialog();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: `选择旅客 ${open!.name}` })).toBeInTheDocument());
    expect(within(dialog).queryByRole('checkbox', { name: `选择旅客 ${refunded!.name}` })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(refunded!.ticketNo!);
  });

  it('no passengers chosen: the field says so and nothing is bought', async () => {
    const { user, gateway, dialog } = await openBuyDialog();
    await user.click(button('确认购买', dialog));
    await waitFor(() => expect(within(dialog).getByText('请选择旅客')).toBeInTheDocument());
    expect(within(dialog).getByText('请选择项目')).toBeInTheDocument();
    expect(gateway.count(ancillaryApi.create)).toBe(0);
  });
});

/** agent01 on TO100132's 附加服务 tab (ticketed, 22 seats); the gateway's calls recorded from the start. */
async function openTicketedGroupAncillaries() {
  const order = 'TO100132';
  await signIn('agent01');
  const gateway = recordGateway();
  const { user } = renderApp(`/agent/orderCenter/order/${order}`);
  await waitFor(() => expect(tab('附加服务')).toBeInTheDocument());
  await user.click(tab('附加服务'));
  return { order, gateway, user };
}

describe('delay (延期) of a ticketed group', () => {
  it('lists the later flights with what each costs, shows the chosen one’s breakdown, then holds it as a delay to pay', async () => {
    const { order, gateway, user } = await openTicketedGroupAncillaries();
    await user.click(await waitFor(() => button('申请延期')));
    const dialog = await findDialog(`申请延期 ${order}`);
    expect(button('确认延期', dialog)).toBeDisabled();

    const { options } = await call(ancillaryApi.delayOptions, { orderNo: order });
    const option = options.find((candidate) => candidate.available)!;
    const radio = await waitFor(() => within(dialog).getByRole('radio', { name: `改乘 ${option.flightNo} ${option.flightDate}` }));
    await user.click(radio);
    const total = formatFen(option.totalAmount);
    await waitFor(() => expect(dialog).toHaveTextContent(`改乘 ${option.flightNo} ${option.flightDate}`));
    expect(dialog).toHaveTextContent(`延期费¥50.00 × 22人 = ¥1,100.00`);
    await user.click(button(`确认延期 ${total}`, dialog));

    await waitFor(() => expect(toastTexts().some((text) => /^延期单 AN\d{6} 已生成，新航班座位已为您保留/.test(text))).toBe(true));
    expect(await gateway.bodies(ancillaryApi.delay)).toEqual([
      { orderNo: order, flightNo: option.flightNo, flightDate: option.flightDate, expectedAmount: option.totalAmount },
    ]);
    const created = simulator.state.ancillaryOrders.at(-1)!;
    const row = await waitFor(() => screen.getByText(created.ancilOrderNo).closest('tr') as HTMLElement);
    expect(row).toHaveTextContent(`整团22人延期`);
    expect(row).toHaveTextContent('待支付');
    // The gateway now holds back a second delay: 申请延期 stays among the order's actions, declined with the reason.
    await waitFor(() => expect(button('申请延期')).toHaveAttribute('aria-disabled', 'true'));
    expect(button('申请延期')).toHaveAccessibleDescription(
      `申请延期不可用：订单有待支付的延期单${created.ancilOrderNo}，支付或取消后才能延期`,
    );
  });

  it('a flight full for the group cannot be chosen', async () => {
    const { order, gateway, user } = await openTicketedGroupAncillaries();
    // Another agency takes all but 10 of the group seats on the first flight offered.
    const first = (await call(ancillaryApi.delayOptions, { orderNo: order })).options[0]!;
    const key = `${first.flightNo}|${first.flightDate}`;
    // Sold outside the portal, not by one of its transactions: a state made anew, as the seed's own sales are.
    const state = store.getState();
    const flight = state.flights.find((candidate) => candidate.flightNo === first.flightNo)!;
    store.replace(
      madeAnew({
        ...state,
        seatInventory: { ...state.seatInventory, [key]: { group: flight.groupQuota - 10, cabins: state.seatInventory[key]?.cabins ?? {} } },
      }),
    );
    await user.click(button('申请延期'));
    const dialog = await findDialog(`申请延期 ${order}`);
    const radio = await waitFor(() => within(dialog).getByRole('radio', { name: `改乘 ${first.flightNo} ${first.flightDate}` }));
    expect(radio).toBeDisabled();
    expect(radio.closest('tr')).toHaveTextContent('余座不足（10）');
    expect(gateway.count(ancillaryApi.delay)).toBe(0);
  });

  it('a refunded ticket: 申请延期 stands with the order’s actions, declined with the reason (tooltip by keyboard), and a forged call is refused', async () => {
    const [refunded] = passengers();
    refundByHand(refunded!.passengerId);
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    const delay = await waitFor(() => button('申请延期'));
    const reason = '订单中已有客票退票、改期或使用，整团不能再延期';
    expect(delay).toHaveAttribute('aria-disabled', 'true');
    expect(delay).toHaveAccessibleDescription(`申请延期不可用：${reason}`);
    // By keyboard: focus reaches it and the tooltip says why; pressing it opens nothing.
    delay.focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(reason));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gateway.count(ancillaryApi.delayOptions)).toBe(0);
    // What the screen does not offer, the gateway does not accept.
    await expect(
      call(ancillaryApi.delay, { orderNo: ORDER, flightNo: 'XY5101', flightDate: '2026-12-30', expectedAmount: 0 }),
    ).rejects.toMatchObject({
      errorCode: ERRORS.ANCILLARY_INVALID.code,
      errorMsg: `附加服务有误：${reason}`,
    });
  });
});

describe('a paid delay on the order’s page', () => {
  it('the header and 票价与规则 show the delay paid on top of an unchanged order amount; 客票 shows the new tickets and the old ones 已改期', async () => {
    const order = 'TO100132';
    await signIn('agent01');
    const before = simulator.state.orders.find((candidate) => candidate.orderNo === order)!;
    const oldTickets = before.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
    const { option, ancillaryOrder } = await delayAndPay(order, `delay-${order}`);
    const fee = option.lines.find((line) => line.product === '延期费')!.amount;

    const { user } = renderApp(`/agent/orderCenter/order/${order}`);
    const header = await waitFor(() => screen.getByText('延期另付').closest('.ant-descriptions') as HTMLElement);
    expect(header).toHaveTextContent(`订单金额${formatFen(before.totalAmount)}`);
    expect(header).toHaveTextContent(`延期另付${formatFen(option.totalAmount)}（1 次延期，不计入订单金额）`);

    await user.click(tab('票价与规则'));
    const delays = await waitFor(() => screen.getByRole('region', { name: '延期费用' }));
    const row = within(delays).getByText(ancillaryOrder.ancilOrderNo).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(
      `${before.segments[0]!.flightNo} ${before.segments[0]!.flightDate} ${before.segments[0]!.depTime} → ${option.flightNo} ${option.flightDate} ${option.depTime}`,
    );
    expect(row).toHaveTextContent(formatFen(option.totalAmount - fee));
    expect(row).toHaveTextContent(formatFen(fee));

    await user.click(tab('客票'));
    const oldRow = await waitFor(() => screen.getByText(oldTickets[0]!.ticketNo).closest('tr') as HTMLElement);
    expect(oldRow).toHaveTextContent('已改期');
    expect(oldRow).toHaveTextContent(`${before.segments[0]!.flightNo} ${before.segments[0]!.flightDate}`);
    const passenger = simulator.state.orders
      .find((candidate) => candidate.orderNo === order)!
      .passengers.find((candidate) => candidate.passengerId === oldTickets[0]!.passengerId)!;
    const newRow = screen.getByText(passenger.ticketNo!).closest('tr') as HTMLElement;
    expect(passenger.ticketNo).not.toBe(oldTickets[0]!.ticketNo);
    expect(newRow).toHaveTextContent(`${option.flightNo} ${option.flightDate}`);
    expect(newRow).toHaveTextContent('未使用');
  });
});
