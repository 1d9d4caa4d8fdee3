import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { call, seriesApi, tempGroupApi } from '@/lib/gateway';
import { seatsLeft } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, fill, findDialog, formItemOf, tab } from './team-order-support';

/**
 * 系列团 screens from the seed of Monday 2026-11-23 09:00: the booking flow of a regular series (SHA→PEK
 * every Tuesday and Thursday over the 4 weeks from 12-07: 8 departures on XY5451), and agent01's SR100101
 * (PVG→CAN, ticketed, cancelled, deposit paid and awaiting-deposit departures).
 */

const TUE_THU = '?from=SHA&to=PEK&wd=2,4&start=2026-12-07&end=2027-01-03&adt=20&chd=0&inf=0';
const SEARCH = {
  seriesType: 'REGULAR' as const,
  depAirport: 'SHA',
  arrAirport: 'PEK',
  weekdays: [2, 4],
  startDate: '2026-12-07',
  endDate: '2027-01-03',
  adultCount: 20,
  childCount: 0,
  infantCount: 0,
};
const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr') as HTMLElement;

/** Another agency's temporary group takes XY5451's group seats on a date but `leave`. */
async function takeSeats(flightDate: string, leave: number) {
  const selections = [{ direction: 'O' as const, flightNo: 'XY5451', flightDate }];
  const counts = {
    adultCount: seatsLeft(simulator.state, { flightNo: 'XY5451', flightDate }, { kind: 'group' }) - leave,
    childCount: 0,
    infantCount: 0,
  };
  const { quote } = await call(tempGroupApi.price, { selections, ...counts });
  await call(tempGroupApi.create, {
    selections,
    ...counts,
    groupName: '抢座团',
    contact: { name: '赵敏', mobile: '13817263540' },
    expectedTotal: quote.totalAmount,
  });
}

describe('series booking', () => {
  it('a pattern’s departures, one deselected, verified and booked: a series of an order per departure', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/due/series/regular-group${TUE_THU}`);
    const table = await waitFor(() => screen.getByRole('table', { name: '系列团航班日期' }));
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^选择 2026-/ })).toHaveLength(8));
    expect(rowOf('2026-12-08 周二')).toHaveTextContent('XY5451 07:30-09:45');
    await user.click(within(table).getByRole('checkbox', { name: '选择 2026-12-15' }));
    await waitFor(() => expect(router.state.location.search).toContain('skip=2026-12-15'));
    await waitFor(() => expect(screen.getByText(/已选/)).toHaveTextContent('已选 7 个航班日期'));

    await user.click(button('下一步：核验座位与价格'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/due/series/regular-group/confirm'));
    const verified = await waitFor(() => screen.getByRole('table', { name: '核验结果' }));
    await waitFor(() => expect(within(verified).getAllByText('座位与价格有效')).toHaveLength(7));
    await fill(user, screen.getByLabelText('团队名称'), '京沪商务周二周四团');
    await user.click(button('提交系列团预订'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orderCenter/series/SR100104'));
    const departures = await waitFor(() => screen.getByRole('table', { name: '系列团航班日期' }));
    await waitFor(() => expect(within(departures).getAllByRole('link', { name: /^TO\d{6}$/ })).toHaveLength(7));
    const [create] = await gateway.bodies(seriesApi.create);
    expect(create).toMatchObject({ ...SEARCH, groupName: '京沪商务周二周四团' });
    expect((create as { departures: { flightDate: string }[] }).departures.map((departure) => departure.flightDate)).not.toContain(
      '2026-12-15',
    );
  });

  it('a group size changed without 重新查询 marks the departures stale and blocks 下一步; Enter in a date field does not search', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/due/series/regular-group${TUE_THU}`);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^选择 2026-/ })).toHaveLength(8));
    const next = () => button('下一步：核验座位与价格');
    expect(next()).toBeEnabled();

    const adults = screen.getByRole('spinbutton', { name: '成人' });
    await user.clear(adults);
    await user.type(adults, '30');
    await waitFor(() => expect(screen.getByText('条件已变更，请重新查询')).toBeInTheDocument());
    expect(next()).toBeDisabled();

    // Enter in the end date confirms the date; it searches nothing (the address keeps the 20 searched).
    const searches = gateway.count(seriesApi.flightQuery);
    const addresses: string[] = [];
    let shown = router.state.location.key;
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.key !== shown) addresses.push(location.search);
      shown = location.key;
    });
    await user.click(screen.getByPlaceholderText('结束日期'));
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toContain('adt=20');

    // Once 重新查询's search is answered, it was the only one: a search sent by Enter would have moved the
    // address before it (and 重新查询 again after).
    await user.click(button('重新查询'));
    await waitFor(() => expect(router.state.location.search).toContain('adt=30'));
    await waitFor(() => expect(gateway.answered(seriesApi.flightQuery)).toBe(searches + 1));
    unsubscribe();
    expect(addresses).toHaveLength(1);
    expect(gateway.count(seriesApi.flightQuery)).toBe(searches + 1);
    await waitFor(() => expect(screen.queryByText('条件已变更，请重新查询')).not.toBeInTheDocument());
    await waitFor(() => expect(next()).toBeEnabled());
    const { departures } = await call(seriesApi.flightQuery, { ...SEARCH, adultCount: 30 });
    const total = departures.filter((departure) => departure.bookable).reduce((sum, departure) => sum + departure.totalAmount, 0);
    await waitFor(() => expect(screen.getByText(/已选/).closest('span')!.parentElement).toHaveTextContent(formatFen(total)));
  });

  it('a need changed after the search marks its departures stale: 下一步 waits for 重新查询', async () => {
    await signIn('agent01');
    const { user, router } = renderApp(`/agent/due/series/regular-group${TUE_THU}`);
    await waitFor(() => screen.getByRole('table', { name: '系列团航班日期' }));
    const next = button('下一步：核验座位与价格');
    await waitFor(() => expect(next).toBeEnabled());
    const child = screen.getByLabelText('儿童');
    await user.clear(child);
    await user.type(child, '2');
    await waitFor(() => expect(screen.getByText('条件已变更，请重新查询')).toBeInTheDocument());
    expect(button('下一步：核验座位与价格')).toBeDisabled();
    await user.click(button('重新查询'));
    await waitFor(() => expect(router.state.location.search).toContain('chd=2'));
    await waitFor(() => expect(screen.queryByText('条件已变更，请重新查询')).toBeNull());
    await waitFor(() => expect(button('下一步：核验座位与价格')).toBeEnabled());
  });

  it('each departure shows the fare and the taxes per person of every passenger type the gateway priced; every required field is marked', async () => {
    await signIn('agent01');
    renderApp(`/agent/due/series/regular-group${TUE_THU.replace('chd=0', 'chd=4').replace('inf=0', 'inf=1')}`);
    const table = await waitFor(() => screen.getByRole('table', { name: '系列团航班日期' }));
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^选择 2026-/ })).toHaveLength(8));
    const { departures } = await call(seriesApi.flightQuery, { ...SEARCH, childCount: 4, infantCount: 1 });
    const first = departures.find((departure) => departure.flightDate === '2026-12-08')!;
    const row = rowOf('2026-12-08 周二');
    const cellOf = (title: string) => {
      const index = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === title);
      return within(row).getAllByRole('cell')[index]!;
    };
    for (const [title, type] of [
      ['成人价/人', 'ADT'],
      ['儿童价/人', 'CHD'],
      ['婴儿价/人', 'INF'],
    ] as const) {
      const line = first.fares.find((fare) => fare.passengerType === type)!;
      expect(cellOf(title)).toHaveTextContent(`${formatFen(line.fare)}税费 ${formatFen(line.tax)}`);
    }
    const [adult, child] = [
      first.fares.find((fare) => fare.passengerType === 'ADT')!,
      first.fares.find((fare) => fare.passengerType === 'CHD')!,
    ];
    expect(child.tax).toBeLessThan(adult.tax);

    // Every field the search cannot go without carries the required mark (the weekdays too, though a group takes no aria-required).
    for (const label of ['出发地', '目的地', '每周出发', '日期范围', '成人']) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveClass('ant-form-item-required');
    }
    expect(screen.getByRole('group', { name: '每周出发' })).not.toHaveAttribute('aria-required');
  });

  it('a pattern with no bookable date is said at the date range; a departure sold out meanwhile comes back marked with the new total', async () => {
    await signIn('agent01');
    const { user, router } = renderApp(
      '/agent/due/series/regular-group?from=PEK&to=XMN&wd=2,4&start=2026-12-07&end=2027-01-03&adt=20&chd=0&inf=0',
    );
    await waitFor(() => expect(formItemOf(screen.getAllByLabelText('日期范围')[0]!)).toHaveTextContent('当日无航班8个'));

    const { departures } = await call(seriesApi.flightQuery, SEARCH);
    await router.navigate(`/agent/due/series/regular-group${TUE_THU}`);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^选择 2026-/ })).toHaveLength(8));
    // Another agency takes 12-17's seats while the agent looks at the list.
    await takeSeats('2026-12-17', 5);
    await user.click(button('下一步：核验座位与价格'));
    const verified = await waitFor(() => screen.getByRole('table', { name: '核验结果' }));
    await waitFor(() => expect(within(verified).getByText('已售罄')).toBeInTheDocument());
    const rest = departures
      .filter((departure) => departure.flightDate !== '2026-12-17')
      .reduce((sum, departure) => sum + departure.totalAmount, 0);
    expect(screen.getByText('1个航班日期已不可预订，0个价格已变化')).toBeInTheDocument();
    expect(screen.getByText(`提交将预订其余7个航班日期，合计${formatFen(rest)}。`)).toBeInTheDocument();
  });
});

describe('a booked series', () => {
  it('lists its departures with their states and the actions each allows; adds people after a quote; cancels the rest after a quote', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { series } = await call(seriesApi.detail, { seriesNo: 'SR100101' });
    const { user } = renderApp('/agent/orderCenter/series/SR100101');
    const table = await waitFor(() => screen.getByRole('table', { name: '系列团航班日期' }));
    expect(within(table).getAllByRole('link', { name: /^TO\d{6}$/ })).toHaveLength(6);
    expect(within(rowOf('2026-11-27 周五')).getByText('已出票')).toBeInTheDocument();
    expect(within(rowOf('2026-11-27 周五')).queryByRole('button')).toBeNull();
    expect(within(rowOf('2026-11-29 周日')).getByText('已取消')).toBeInTheDocument();
    expect(within(rowOf('2026-12-06 周日')).getByRole('link', { name: '名单 2026-12-06' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/agent\/orderCenter\/order\/TO\d{6}\?tab=passengers$/),
    );

    await user.click(within(rowOf('2026-12-06 周日')).getByRole('button', { name: '加人 2026-12-06' }));
    const add = await findDialog(`加人：2026-12-06 XY5011（${series.orders[3]!.orderNo}）`);
    await user.clear(within(add).getByRole('spinbutton', { name: '加成人' }));
    await fill(user, within(add).getByRole('spinbutton', { name: '加成人' }), '4');
    await user.click(button('计算价格', add));
    // The seats left once the 4 are added (174 before), as the flight will have them after confirming.
    await waitFor(() => expect(within(add).getByText('30 人（加人后余座 170）')).toBeInTheDocument());
    await user.click(button('确认加人', add));
    await waitFor(() => expect(within(rowOf('2026-12-06 周日')).getByText('占座 30 人')).toBeInTheDocument());
    // The header's 每团人数 follows the departure that grew.
    const header = screen.getByText('每团人数').closest('tr') as HTMLElement;
    await waitFor(() => expect(header).toHaveTextContent(`每团人数${series.groupCount}-30人（预订时每团${series.groupCount}人）`));
    expect(seatsLeft(simulator.state, { flightNo: 'XY5011', flightDate: '2026-12-06' }, { kind: 'group' })).toBe(170);
    const [quoted] = await gateway.bodies(seriesApi.fare);
    const [added] = await gateway.bodies(seriesApi.addPeople);
    expect(added).toMatchObject({ ...(quoted as object), expectedTotal: expect.any(Number) });

    await user.click(within(rowOf('2026-12-04 周五')).getByRole('button', { name: '取消 2026-12-04' }));
    const cancel = await findDialog('取消系列团航班日期：2026-12-04');
    await user.click(within(cancel).getByRole('radio', { name: '取消该日期及之后全部航班日期' }));
    await waitFor(() => expect(within(cancel).getAllByText('取消订单')).toHaveLength(4));
    await fill(user, within(cancel).getByLabelText('取消原因'), '客户行程取消');
    await user.click(button('确认取消', cancel));
    await waitFor(() => expect(within(table).getAllByText('已取消')).toHaveLength(5));

    await user.click(tab('预付明细'));
    const advance = await waitFor(() => screen.getByRole('table', { name: '预付明细' }));
    await waitFor(() => expect(within(advance).getAllByText('已关闭').length).toBeGreaterThan(0));
  });

  it('a departure’s order names its series, and the series list shows agent01’s three', async () => {
    await signIn('agent01');
    const { series } = await call(seriesApi.detail, { seriesNo: 'SR100102' });
    const { user, router } = renderApp(`/agent/orderCenter/order/${series.orders[0]!.orderNo}`);
    const link = await waitFor(() => screen.getByRole('link', { name: '所属系列团 SR100102' }));
    const channel = screen.getByText('渠道', { selector: '.ant-descriptions-item-label' }).nextElementSibling;
    expect(channel).toHaveTextContent('系列团');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orderCenter/series/SR100102'));
    await router.navigate('/agent/orderCenter/series');
    await waitFor(() => expect(screen.getByRole('link', { name: 'SR100103' })).toBeInTheDocument());
    expect(rowOf('沪深商务周中系列团')).toHaveTextContent('已完成');
  });
});
