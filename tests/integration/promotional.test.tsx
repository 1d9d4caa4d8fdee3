import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { call, ERRORS, promoApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, fill } from './team-order-support';

/**
 * 特惠团 screens from the seed of 2026-11-23 09:00: PO000101 上海—三亚 on sale, PO000102 广州—成都 with its
 * last 12 seats on 2026-12-12, PO000103 opening at 15:00, PO000104 sold out, PO000105 closed.
 */

const offerRow = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('promotional offers', () => {
  it('lists the offers by state: a date to choose while on sale, the countdown to the opening, sold out and closed said as such', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/due/promotional');
    await waitFor(() => expect(screen.getByText('上海—三亚 冬季海岛特惠团')).toBeInTheDocument());
    expect(within(offerRow('上海—三亚 冬季海岛特惠团')).getByRole('link', { name: '选择日期 上海—三亚 冬季海岛特惠团' })).toHaveAttribute(
      'href',
      '/agent/due/promotional/checkDate?offer=PO000101',
    );
    expect(offerRow('北京—昆明 春城花海特惠团')).toHaveTextContent(/未开售距开售 \d+小时/);
    expect(within(offerRow('北京—昆明 春城花海特惠团')).queryByRole('link')).toBeNull();
    expect(offerRow('杭州—三亚 椰风度假特惠团')).toHaveTextContent('余 0 / 80 座');
    expect(within(offerRow('深圳—重庆 山城夜景特惠团')).queryByRole('link')).toBeNull();
    // The link is the gateway's CHOOSE_DATE; a booking forged on an offer not yet open is refused there.
    const notOpen = simulator.state.promoOffers.find((offer) => offer.title === '北京—昆明 春城花海特惠团')!;
    const [departure] = notOpen.allotments;
    await expect(
      call(promoApi.create, {
        offerNo: notOpen.offerNo,
        flightNo: departure!.flightNo,
        flightDate: departure!.flightDate,
        adultCount: notOpen.minGroup,
        childCount: 0,
        infantCount: 0,
        groupName: '伪造的团',
        contact: { name: '王建国', mobile: '13900000001' },
        expectedTotal: 0,
      }),
    ).rejects.toMatchObject({ errorCode: ERRORS.PROMO_NOT_OPEN.code });

    await user.click(screen.getByRole('tab', { name: '已售罄' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=SOLD_OUT'));
    await waitFor(() => expect(screen.queryByText('上海—三亚 冬季海岛特惠团')).not.toBeInTheDocument());
    expect(screen.getByText('杭州—三亚 椰风度假特惠团')).toBeInTheDocument();
  });

  it('books an offer: a date, a flight, the group with its price, the group’s details → the team order', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/due/promotional/checkDate?offer=PO000101');
    await user.click(await waitFor(() => screen.getByRole('button', { name: /^2026-12-13 周日，余\d+座$/ })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/due/promotional/checkAir'));
    await user.click(await waitFor(() => screen.getByRole('button', { name: '选择 XY5031' })));
    await waitFor(() => expect(router.state.location.search).toBe('?offer=PO000101&date=2026-12-13&flight=XY5031'));

    const adults = await waitFor(() => screen.getByRole('spinbutton', { name: '成人' }));
    // The offer's smallest group to start from.
    expect(adults).toHaveValue('10');
    await user.clear(adults);
    await fill(user, adults, '20');
    await user.click(button('计算价格'));
    await waitFor(() => expect(router.state.location.search).toContain('adt=20'));
    const { quote } = await call(promoApi.price, {
      offerNo: 'PO000101',
      flightDate: '2026-12-13',
      flightNo: 'XY5031',
      adultCount: 20,
      childCount: 0,
      infantCount: 0,
    });
    await waitFor(() => expect(screen.getAllByText(formatFen(quote.totalAmount)).length).toBeGreaterThan(0));
    // The rules of an offer's order are said once, and agree: no change of date, so no delay offered.
    const page = document.body.textContent ?? '';
    expect(page.match(/不得更改航班日期/g)).toHaveLength(1);
    expect(page).not.toContain('改乘同航线');
    await fill(user, screen.getByLabelText('团队名称'), '浦东三亚冬游团');
    await user.click(button('提交预订（占座）'));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agent\/orderCenter\/order\/TO\d{6}$/));
    // The order names the offer it came from.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'PO000101' })).toHaveAttribute('href', '/agent/due/promotional/checkDate?offer=PO000101'),
    );
    expect(await gateway.bodies(promoApi.create)).toEqual([
      expect.objectContaining({
        offerNo: 'PO000101',
        flightDate: '2026-12-13',
        flightNo: 'XY5031',
        adultCount: 20,
        childCount: 0,
        infantCount: 0,
        groupName: '浦东三亚冬游团',
        expectedTotal: quote.totalAmount,
      }),
    ]);
  });

  it('the last seats taken by another agency meanwhile: refused where the agent submits, nothing booked, the way back offered', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/due/promotional/confirm?offer=PO000102&date=2026-12-12&flight=XY5321&adt=12&chd=0&inf=0');
    await waitFor(() => expect(screen.getAllByText('团队总价').length).toBeGreaterThan(1));
    await fill(user, screen.getByLabelText('团队名称'), '羊城美食团');
    // Another agency books 10 of the 12 seats.
    store.update(() => {
      const offer = store.getState().promoOffers.find((candidate) => candidate.offerNo === 'PO000102')!;
      const allotment = offer.allotments.find((candidate) => candidate.flightNo === 'XY5321' && candidate.flightDate === '2026-12-12')!;
      allotment.held += 10;
    });
    const orders = simulator.state.orders.length;
    await user.click(button('提交预订（占座）'));
    await waitFor(() => expect(screen.getAllByText(/余位不足：剩余2座，需要12座/).length).toBeGreaterThan(0));
    expect(simulator.state.orders.length).toBe(orders);
    expect(router.state.location.pathname).toBe('/agent/due/promotional/confirm');
    expect(screen.getAllByRole('link', { name: '重新选择' }).at(-1)).toHaveAttribute(
      'href',
      '/agent/due/promotional/checkAir?offer=PO000102&date=2026-12-12',
    );
  });

  it('a count changed after the price: stale, nothing booked until 重新计价', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/due/promotional/confirm?offer=PO000102&date=2026-12-12&flight=XY5321&adt=12&chd=0&inf=0');
    await waitFor(() => expect(screen.getAllByText('团队总价').length).toBeGreaterThan(1));
    await waitFor(() => expect(button('提交预订（占座）')).toBeEnabled());
    const adults = screen.getByLabelText('成人');
    await user.clear(adults);
    await user.type(adults, '11');
    await waitFor(() => expect(screen.getByText('条件已变更，请重新计价')).toBeInTheDocument());
    expect(button('提交预订（占座）')).toBeDisabled();
    await user.click(button('重新计价'));
    await waitFor(() => expect(router.state.location.search).toContain('adt=11'));
    await waitFor(() => expect(button('提交预订（占座）')).toBeEnabled());
    expect(screen.queryByText('条件已变更，请重新计价')).toBeNull();
  });

  it('guards: without an offer, the offers; an unknown offer, its refusal; a closed offer, no date to choose', async () => {
    await signIn('agent01');
    const { router } = renderApp('/agent/due/promotional/checkAir?offer=PO000101');
    await waitFor(() => expect(screen.getByText('请先选择出行日期')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: '选择出行日期' })).toHaveAttribute('href', '/agent/due/promotional/checkDate?offer=PO000101');

    await router.navigate('/agent/due/promotional/checkDate');
    await waitFor(() => expect(screen.getByText('请先选择特惠产品')).toBeInTheDocument());

    await router.navigate('/agent/due/promotional/checkDate?offer=PO999999');
    await waitFor(() => expect(screen.getByText('特惠团产品PO999999不存在')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: '查看特惠产品' })).toHaveAttribute('href', '/agent/due/promotional');

    await router.navigate('/agent/due/promotional/checkDate?offer=PO000105');
    await waitFor(() => expect(screen.getByText('该产品已结束销售')).toBeInTheDocument());
    const dates = screen.getAllByRole('button', { name: /^2026-12-\d{2} 周./ });
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((date) => !(date as HTMLButtonElement).disabled)).toEqual([]);
  });
});
