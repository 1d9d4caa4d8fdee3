import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { call, charterApi, orderApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, fill, tab } from './team-order-support';

/**
 * 包机 screens from the seed of 2026-11-23 09:00: an A330-300 (292 seats, one a day) on 上海浦东—三亚,
 * 3 h 25 min, ¥150,000 per block hour: ¥512,500 out and ¥256,300 for the empty return.
 */

const SANYA = '/agent/due/charter?type=A330-300&from=PVG&to=SYX&trip=OW&date=2027-01-12&pax=260';

describe('charter', () => {
  it('the empty request says what each field needs', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/due/charter');
    await user.click(await waitFor(() => button('获取报价')));
    for (const message of ['请选择包机机型', '请选择出发机场', '请选择到达机场', '请选择出发日期', '请输入预计旅客人数']) {
      await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    }
    expect(screen.getByText(/包机按整机计价/)).toBeInTheDocument();
  });

  it('quotes the whole aircraft as one lump sum with its deposit and balance, and books it as a team order of every seat', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(SANYA);
    await waitFor(() => expect(screen.getAllByText('整机包价（空客A330-300，292座）').length).toBeGreaterThan(0));
    expect(screen.getAllByText(formatFen(76_880_000)).length).toBeGreaterThan(0);
    expect(screen.getByText('去程 PVG—SYX（2027-01-12）：航时3小时25分 × ¥150,000.00/小时（平季）')).toBeInTheDocument();
    expect(screen.getByText(formatFen(25_630_000))).toBeInTheDocument();
    // The team plan: 10 % deposit within 24 h, the balance by the ticketing time limit.
    expect(screen.getByText(formatFen(7_688_000))).toBeInTheDocument();
    expect(screen.getByText(formatFen(76_880_000 - 7_688_000))).toBeInTheDocument();
    expect(screen.getByText(/空客A330-300，整机292座（预计旅客260人）/)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('团队名称'), '三亚年会包机');
    await user.click(button('提交包机预订'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/order\/TO\d{6}$/));
    expect(await gateway.bodies(charterApi.create)).toEqual([
      expect.objectContaining({
        aircraftType: 'A330-300',
        depAirport: 'PVG',
        arrAirport: 'SYX',
        tripType: 'OW',
        flightDate: '2027-01-12',
        passengers: 260,
        groupName: '三亚年会包机',
        expectedTotal: 76_880_000,
      }),
    ]);
    const orderNo = router.state.location.pathname.split('/').at(-1)!;
    const order = simulator.orders.get(orderNo)!;
    expect(order).toMatchObject({ channel: 'CHARTER', groupCount: 292, totalAmount: 76_880_000 });
    expect(order.fares).toEqual([expect.objectContaining({ count: 1, fare: 76_880_000, lumpSum: '整机包价（空客A330-300，292座）' })]);
    // The order keeps the rules it was quoted under: the charter's, not a seat-by-seat group's.
    const rules = (await call(orderApi.detail, { orderNo })).order.fareRules.map((rule) => rule.title);
    expect(rules).toEqual(['包机条款', '付款', '名单']);

    // The order detail shows what made up the lump sum, as quoted (the order keeps the quote's lines).
    await user.click(await waitFor(() => tab('票价与规则')));
    const kept = await waitFor(() => screen.getByRole('table', { name: '包机价格构成' }));
    const rows = within(kept)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `去程 PVG—SYX（2027-01-12）：航时3小时25分 × ¥150,000.00/小时（平季）${formatFen(51_250_000)}`,
      expect.stringMatching(new RegExp(`^空放调机 SYX—PVG.*${formatFen(25_630_000).replace(/[$¥.]/g, '\\$&')}$`)),
    ]);
  });

  it('a request the gateway refuses is said at its field and in place of the quote', async () => {
    await signIn('agent01');
    const { router } = renderApp(SANYA.replace('date=2027-01-12', 'date=2026-12-01'));
    const soon = '包机须至少提前15天预订，最早可选2026-12-08';
    await waitFor(() => expect(screen.getAllByText(soon).length).toBe(2));
    expect(screen.queryByRole('button', { name: '提交包机预订' })).toBeNull();

    await router.navigate(SANYA.replace('pax=260', 'pax=300'));
    await waitFor(() => expect(screen.getAllByText('A330-300共292座，预计旅客300人超出座位数').length).toBeGreaterThan(0));
  });

  it('the aircraft taken meanwhile: refused where the agent submits, nothing booked', async () => {
    await signIn('agent01');
    const { user, router } = renderApp(SANYA);
    await waitFor(() => expect(screen.getAllByText(formatFen(76_880_000)).length).toBeGreaterThan(0));
    await fill(user, screen.getByLabelText('团队名称'), '三亚年会包机');
    store.update(() => {
      store.getState().charterAircraft.find((aircraft) => aircraft.aircraftType === 'A330-300')!.held['2027-01-12'] = 1;
    });
    const orders = simulator.state.orders.length;
    await user.click(button('提交包机预订'));
    await waitFor(() => expect(screen.getAllByText('2027-01-12没有可供包机的A330-300飞机，请更换日期或机型').length).toBeGreaterThan(0));
    expect(simulator.state.orders.length).toBe(orders);
    expect(router.state.location.pathname).toBe('/agent/due/charter');
  });
});
