import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { call, ERRORS, orderApi } from '@/lib/gateway';
import { formatFen } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { releaseSeats } from '@/mocks/catalogue/rules/inventory';
import { departureRefs } from '@/mocks/order/rules/order';
import { store } from '@/mocks/store';
import { captureDownloads, recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, findDialog, tab } from './team-order-support';

const LIST = '/agent/orderCenter/order';

async function tableOf(): Promise<HTMLElement> {
  return (await screen.findByRole('table')).closest('.ant-table') as HTMLElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the team order list', () => {
  it('loads by status tab, sends the bar’s filters to the gateway and the address, and shows an empty result', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}?status=BOOKED`);

    // The BOOKED tab's rows, each linking to its order, and the tabs' counts over the other filters.
    const link = await screen.findByText('TO100143');
    expect(link.closest('a')).toHaveAttribute('href', '/agent/orderCenter/order/TO100143');
    expect(tab('待支付')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('TO100101')).not.toBeInTheDocument();
    expect(tab('已出票')).toHaveTextContent(/已出票\d+/);
    expect((await gateway.bodies(orderApi.list))[0]).toEqual({ currentPage: 1, perSize: 10, status: 'BOOKED' });

    // The bar: order number (upper-cased), departure airport, PNR; 查询 keeps the status tab.
    await fill(user, screen.getByLabelText('订单号'), 'to10010');
    await fill(user, screen.getByLabelText('出发'), 'pvg');
    await user.click(button('查询'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=BOOKED&orderNo=TO10010&depAirport=PVG'));
    await waitFor(async () =>
      expect((await gateway.bodies(orderApi.list)).at(-1)).toEqual({
        currentPage: 1,
        perSize: 10,
        status: 'BOOKED',
        orderNo: 'TO10010',
        depAirport: 'PVG',
      }),
    );

    // Another tab: the status changes, the bar's filters stay.
    await user.click(tab('已出票'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=TICKED&orderNo=TO10010&depAirport=PVG'));
    await waitFor(() => expect(screen.getByText('TO100101')).toBeInTheDocument());

    // Nothing matches: the empty state.
    await user.clear(screen.getByLabelText('订单号'));
    await fill(user, screen.getByLabelText('订单号'), 'TO999');
    await user.click(button('查询'));
    const table = await tableOf();
    await waitFor(() => expect(within(table).getByText('暂无符合条件的订单')).toBeInTheDocument());
  });

  it('fails in place with 重新加载 and reads again on demand (the home’s name-list link)', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    await simulator.injectFault('http500');
    const { user } = renderApp(`${LIST}?namesIncomplete=true&orderNo=TO10014`);
    await waitFor(() => expect(toastTexts()).toContain('请求失败'));
    await user.click(await within(await tableOf()).findByText('重新加载'));
    expect((await within(await tableOf()).findByText('TO100143')).closest('a')).toBeInTheDocument();
    expect(screen.getByLabelText('订单号')).toHaveValue('TO10014');
    expect(screen.getByText('仅显示名单未录齐的订单')).toBeInTheDocument();
    expect((await gateway.bodies(orderApi.list)).at(-1)).toEqual({
      currentPage: 1,
      perSize: 10,
      orderNo: 'TO10014',
      namesIncomplete: true,
    });
    // TO100140 (fully named) and TO100142 (another agency's) are not in it.
    expect(screen.queryByText('TO100140')).toBeNull();
  });

  it('says an order’s stages in the order’s words: a cancelled series departure 已关闭 (as the series page), an order paid in full without a deposit stage 无需定金 (not the bid’s 保证金)', async () => {
    await signIn('agent01');
    const cancelled = simulator.state.orders.find((order) => order.links?.seriesNo === 'SR100101' && order.status === 'CANCELED')!;
    const first = renderApp(`${LIST}?orderNo=${cancelled.orderNo}`);
    const row = (await within(await tableOf()).findByText(cancelled.orderNo)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('付款 已关闭');
    expect(row).not.toHaveTextContent('失败');
    first.unmount();

    renderApp(`${LIST}?orderNo=TO100144`);
    const full = (await within(await tableOf()).findByText('TO100144')).closest('tr') as HTMLElement;
    expect(full).toHaveTextContent('定金 无需定金');
    expect(full).not.toHaveTextContent('保证金');
  });

  it('batch-cancels the selected BOOKED orders and lists what happened to each', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`${LIST}?status=BOOKED&orderNo=TO10011`);
    await screen.findByText('TO100118');
    // Only BOOKED rows can be chosen.
    await user.click(screen.getByLabelText('选择订单 TO100118'));
    await user.click(screen.getByLabelText('选择订单 TO100116'));
    await user.click(button('批量取消（2）'));
    const dialog = await findDialog('批量取消 2 个订单');

    // Meanwhile someone cancels one of them: that one is reported, the other is cancelled.
    await call(orderApi.cancel, { orderNo: 'TO100116', reason: '客户取消' });
    await user.click(button('确认取消订单', dialog));
    await waitFor(() => expect(within(dialog).getByText('请填写取消原因')).toBeInTheDocument());
    await fill(user, within(dialog).getByLabelText('取消原因'), '团队行程取消');
    await user.click(button('确认取消订单', dialog));

    const summary = await findDialog('批量取消结果');
    await waitFor(() => expect(within(summary).getByText('已取消 1 个订单，1 个未取消')).toBeInTheDocument());
    const rows = within(summary).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/TO100118已取消已取消/);
    expect(rows[2]).toHaveTextContent('TO100116未取消');
    expect(rows[2]).toHaveTextContent(ERRORS.ORDER_STATE_FORBIDS.code);
    expect(await gateway.bodies(orderApi.batchCancel)).toEqual([{ orderNos: ['TO100118', 'TO100116'], reason: '团队行程取消' }]);
    // The list reloaded behind the summary.
    await user.click(button('知道了', summary));
    const table = await tableOf();
    await waitFor(() => expect(within(table).queryByText('TO100118')).not.toBeInTheDocument());
  });

  it('offers batch cancel on the rows whose allowedActions name CANCEL, not on their status: a departed BOOKED order cannot be chosen, nor cancelled by a forged call', async () => {
    // TO100118 stays 待支付, but its flight has left: the gateway no longer allows a cancel.
    store.update(() => {
      const order = store.getState().orders.find((candidate) => candidate.orderNo === 'TO100118')!;
      // Its seats leave the departure it no longer flies, as any move of the rules gives them back.
      releaseSeats(store.getState(), departureRefs(order), order.groupCount, order.seatKind);
      for (const segment of order.segments) segment.flightDate = '2020-01-02';
    });
    await signIn('agent01');
    const { user } = renderApp(`${LIST}?status=BOOKED&orderNo=TO10011`);
    const departed = (await screen.findByText('TO100118')).closest('tr') as HTMLElement;
    expect(departed).toHaveTextContent('待支付');
    expect(screen.getByLabelText('选择订单 TO100118')).toBeDisabled();
    expect(screen.getByLabelText('选择订单 TO100116')).toBeEnabled();
    await user.click(screen.getByLabelText('选择订单 TO100116'));
    expect(button('批量取消（1）')).toBeEnabled();
    // What the list does not offer, the gateway does not accept.
    const { results } = await call(orderApi.batchCancel, { orderNos: ['TO100118'], reason: '伪造' });
    expect(results).toEqual([expect.objectContaining({ orderNo: 'TO100118', ok: false, errorCode: ERRORS.DEPARTED.code })]);
  });

  it('shows, before confirming, what the gateway says each cancel would forfeit and refund', async () => {
    await signIn('agent01');
    const { cancelDetail: paid } = await call(orderApi.cancelDetail, { orderNo: 'TO100111' });
    const { cancelDetail: unpaid } = await call(orderApi.cancelDetail, { orderNo: 'TO100116' });
    expect(paid.forfeit).toBeGreaterThan(0);
    const gateway = recordGateway();
    const { user } = renderApp(`${LIST}?status=BOOKED&orderNo=TO10011`);
    await screen.findByText('TO100111');
    await user.click(screen.getByLabelText('选择订单 TO100111'));
    await user.click(screen.getByLabelText('选择订单 TO100116'));
    await user.click(button('批量取消（2）'));
    const dialog = await findDialog('批量取消 2 个订单');
    const row = async (orderNo: string) => (await within(dialog).findByRole('cell', { name: orderNo })).closest('tr') as HTMLElement;
    await waitFor(async () =>
      expect(await row('TO100111')).toHaveTextContent(
        `TO100111${paid.seatsReleased} 座${formatFen(paid.forfeit)}${formatFen(paid.refund)}`,
      ),
    );
    expect(await row('TO100116')).toHaveTextContent(
      `TO100116${unpaid.seatsReleased} 座${formatFen(unpaid.forfeit)}${formatFen(unpaid.refund)}`,
    );
    expect(
      within(dialog).getByText(`合计没收 ${formatFen(paid.forfeit + unpaid.forfeit)}，退款 ${formatFen(paid.refund + unpaid.refund)}`),
    ).toBeInTheDocument();
    expect((await gateway.bodies(orderApi.cancelDetail)).map((body) => body.orderNo).sort()).toEqual(['TO100111', 'TO100116']);
  });

  it('exports the filtered list to an .xlsx file', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const downloads = captureDownloads();
    const { user } = renderApp(`${LIST}?status=TICKED&flightDateStart=2026-11-01&flightDateEnd=2026-12-31`);
    await screen.findByText('TO100101');
    await user.click(button('导出 Excel'));
    await waitFor(() => expect(toastTexts().some((text) => /^已导出 \d+ 个订单$/.test(text))).toBe(true), { timeout: 15_000 });
    expect(await gateway.bodies(orderApi.export)).toEqual([
      { status: 'TICKED', flightDateStart: '2026-11-01', flightDateEnd: '2026-12-31' },
    ]);
    expect(downloads.map((file) => file.fileName)).toEqual([expect.stringMatching(/^团队订单_\d{8}_\d{4}\.xlsx$/)]);
  });
});
