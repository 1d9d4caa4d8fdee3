import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { call, orderApi, tempGroupApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';

function fieldOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

const TRIP = 'from=PVG&to=CTU&date=2026-12-20&trip=OW';

/** Puts text into a field in one input event (as a paste does): long values without a render per key. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('temporary group booking', () => {
  it('explains the temporary group and lists the agent’s open group requests with their countdowns', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/due/temp');
    await waitFor(() => expect(screen.getByText(/定金：团队总价的10%，须在预订后24小时内支付/)).toBeInTheDocument());
    const table = (await screen.findByText('鼓浪屿摄影采风团')).closest('table') as HTMLElement;
    const row = within(table).getByText('鼓浪屿摄影采风团').closest('tr') as HTMLElement;
    expect(within(row).getByText('定金')).toBeInTheDocument();
    expect(within(row).getByText(/^剩 18小时/)).toBeInTheDocument();
    expect(await gateway.bodies(orderApi.list)).toEqual([{ currentPage: 1, perSize: 10, channel: 'TEMP', status: 'BOOKED' }]);
    await user.click(within(row).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/order\/\w+$/));
  });

  it('queries a group of 20, prices it and creates it, landing on the team order with its deadlines', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/due/temp/freightTariff');

    // Entered the wrong way round, then swapped.
    await user.click(await screen.findByLabelText('出发'));
    await user.type(screen.getByLabelText('出发'), '成都');
    await user.click(await screen.findByTitle('成都 · 成都双流 CTU'));
    await user.click(screen.getByLabelText('到达'));
    await user.type(screen.getByLabelText('到达'), 'PVG');
    await user.click(await screen.findByTitle('上海 · 上海浦东 PVG'));
    await user.click(screen.getByRole('button', { name: '交换出发与到达' }));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.type(screen.getByLabelText('出发日期'), '2026-12-20{Tab}');
    await user.clear(screen.getByLabelText('团队人数'));
    await user.type(screen.getByLabelText('团队人数'), '20');
    await user.click(screen.getByRole('button', { name: /查询航班/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${TRIP}&count=20`));
    const choose = await screen.findByRole('button', { name: '选择 XY5103' });
    expect(await gateway.bodies(tempGroupApi.flightQuery)).toEqual([
      { depAirport: 'PVG', arrAirport: 'CTU', flightDate: '2026-12-20', tripType: 'OW', groupCount: 20 },
    ]);
    // The flights found are brought into view below the form.
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(document.querySelector('[data-results="flights"]'));
    scrolled.mockRestore();
    await user.click(choose);
    await user.click(await screen.findByRole('link', { name: /计算团队运价/ }));

    // The price: fare lines, total, deposit and the deadlines as countdowns.
    const priceCard = (await screen.findByText('团队运价')).closest('.ant-card') as HTMLElement;
    await within(priceCard).findByText('定金支付截止');
    expect(within(priceCard).getAllByText(/^剩 /).length).toBeGreaterThanOrEqual(3);
    expect(await gateway.bodies(tempGroupApi.price)).toEqual([
      { selections: [{ direction: 'O', flightNo: 'XY5103', flightDate: '2026-12-20' }], adultCount: 20, childCount: 0, infantCount: 0 },
    ]);
    await user.click(within(priceCard).getByRole('link', { name: /填写团队信息/ }));

    // Group name, contact; names later (the default).
    await fill(user, await screen.findByLabelText('团队名称'), '华东师大成都研学团');
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
    await user.clear(screen.getByLabelText('联系人'));
    await fill(user, screen.getByLabelText('联系人'), '王芳');
    await user.clear(screen.getByLabelText('联系电话'));
    await fill(user, screen.getByLabelText('联系电话'), '13912345678');
    expect(screen.getByRole('radio', { name: '稍后录入' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /提交预订/ }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/order\/\w+$/));
    const [body] = await gateway.bodies(tempGroupApi.create);
    expect(body).toEqual({
      selections: [{ direction: 'O', flightNo: 'XY5103', flightDate: '2026-12-20' }],
      adultCount: 20,
      childCount: 0,
      infantCount: 0,
      groupName: '华东师大成都研学团',
      contact: { name: '王芳', mobile: '13912345678', email: 'wangjianguo@jincheng-travel.example' },
      expectedTotal: expect.any(Number),
    });
    expect(gateway.count(tempGroupApi.price)).toBe(1);
    // The team order holds the seats; its deadlines count down.
    await waitFor(() => expect(screen.getByRole('heading', { name: /华东师大成都研学团|团队订单详情/ })).toBeInTheDocument());
    expect((await screen.findAllByText(/^剩 /)).length).toBeGreaterThan(0);
  });

  it('marks the quote stale when a count changes without 重新计价, and does not go on with it', async () => {
    await signIn('agent01');
    const { user, router } = renderApp(`/agent/due/temp/price?${TRIP}&count=20&adt=18&chd=2&inf=0&out=XY5103`);
    const priceCard = (await screen.findByText('团队运价')).closest('.ant-card') as HTMLElement;
    await within(priceCard).findByRole('link', { name: /填写团队信息/ });
    const child = screen.getByLabelText('儿童');
    await user.clear(child);
    await user.type(child, '3');
    await waitFor(() => expect(within(priceCard).getByText('条件已变更，请重新计价')).toBeInTheDocument());
    expect(within(priceCard).queryByRole('link', { name: /填写团队信息/ })).toBeNull();
    expect(within(priceCard).getByRole('button', { name: /填写团队信息/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /重新计价/ }));
    await waitFor(() => expect(router.state.location.search).toContain('chd=3'));
    const next = await within(priceCard).findByRole('link', { name: /填写团队信息/ });
    expect(within(priceCard).queryByText('条件已变更，请重新计价')).toBeNull();
    expect(next.getAttribute('href')).toContain('chd=3');
  });

  it('shows the gateway’s GROUP_SIZE_INVALID beside the count, without a toast', async () => {
    await signIn('agent01');
    renderApp(`/agent/due/temp/price?${TRIP}&count=20&adt=5&chd=0&inf=0&out=XY5103`);
    await waitFor(() => expect(fieldOf('成人')).toHaveTextContent('团队人数须为10-200人（婴儿不占座、不计入团队人数）'));
    expect(toastTexts()).toEqual([]);
  });

  it('sends the agent back to the flights when the seats went meanwhile', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/due/temp/create?${TRIP}&count=20&adt=20&chd=0&inf=0&out=XY5101`);
    await fill(user, await screen.findByLabelText('团队名称'), '春季团');

    // Another agent takes 50 of the flight's 60 group seats.
    const selections = [{ direction: 'O' as const, flightNo: 'XY5101', flightDate: '2026-12-20' }];
    const counts = { adultCount: 50, childCount: 0, infantCount: 0 };
    const { quote } = await call(tempGroupApi.price, { selections, ...counts });
    await call(tempGroupApi.create, {
      selections,
      ...counts,
      groupName: '另一个团',
      contact: { name: '李雷', mobile: '13800000000' },
      expectedTotal: quote.totalAmount,
    });

    await user.click(screen.getByRole('button', { name: /提交预订/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/due/temp/freightTariff'));
    expect(router.state.location.search).toBe(`?${TRIP}&count=20`);
    await waitFor(() => expect(screen.getByText(/余座不足.*请重新选择航班/)).toBeInTheDocument());
    expect(toastTexts()).toEqual([]);
    expect(gateway.count(tempGroupApi.create)).toBe(2);
    // The flights are read again: XY5101 no longer has 20 group seats.
    expect(await screen.findByRole('button', { name: '选择 XY5101' })).toBeDisabled();
  });
});
