import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { call, payApi, personalOrderApi } from '@/lib/gateway';
import { formatFenInCapitals } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { cashier } from '@/features/payment/leave';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, fill } from './team-order-support';
import { described, link, openConfirmation, payPath, prepaid, yuan } from './payment-support';

// Leaving the portal for the cashier is a full page load: here it is recorded instead.
let openCashier: MockInstance<typeof cashier.open>;
beforeEach(() => {
  openCashier = vi.spyOn(cashier, 'open').mockImplementation(() => {});
});
afterEach(() => openCashier.mockRestore());

const RESULT = { selector: '.ant-result-title' };

/** Where the cashier was opened, and the path it returns to. */
function cashierOpened(): { url: URL; paymentNo: string; returnPath: string } {
  const [href] = openCashier.mock.lastCall!;
  const url = new URL(href, 'http://portal.test');
  return { url, paymentNo: url.searchParams.get('paymentNo')!, returnPath: url.searchParams.get('return')! };
}

describe('a normal user pays online (user01)', () => {
  it('asks for the cashier, leaves for it, and the result page shows the success the cashier reported', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    const { user, router } = renderApp(payPath('normal', 'ORDER', 'NO200104'));
    await waitFor(() => expect(screen.getByText('机票全款')).toBeInTheDocument());
    // The normal list: online payment only, no prepaid account.
    expect(screen.getByText('在线支付')).toBeInTheDocument();
    expect(screen.queryByText(/^预存款支付/)).toBeNull();
    expect(screen.queryByText('预存款可用余额')).toBeNull();
    const amount = Number(described('应付金额').textContent!.replace(/[¥,]/g, '')) * 100;

    const dialog = await openConfirmation(user);
    expect(described('金额大写', dialog)).toHaveTextContent(formatFenInCapitals(amount));
    await user.click(button('确认支付', dialog));
    await waitFor(() => expect(openCashier).toHaveBeenCalledTimes(1));

    const [body] = await gateway.bodies(payApi.payment);
    expect(body).toMatchObject({
      payableKind: 'ORDER',
      payableNo: 'NO200104',
      milestone: 'FULL',
      method: 'ONLINE',
      expectedAmount: amount,
    });
    const { url, paymentNo, returnPath } = cashierOpened();
    expect(url.pathname).toBe('/sim-cashier.html');
    expect(returnPath).toBe(`/normal/pay/result/pending?paymentNo=${paymentNo}`);

    // The user pays at the cashier, which returns to the result page.
    await simulator.payments.completeOnline(paymentNo, 'SUCCESS');
    await router.navigate(returnPath);
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/pay/result/success'));
    expect(link('查看订单')).toHaveAttribute('href', '/normal/order/list/NO200104');
    const { order } = await call(personalOrderApi.detail, { orderNo: 'NO200104' });
    expect(order.status).toBe('PAYED');
  });

  it('a payment abandoned at the cashier shows 支付已关闭 with 重新支付', async () => {
    await signIn('user01');
    const { user, router, unmount } = renderApp(payPath('normal', 'ORDER', 'NO200104'));
    await screen.findByText('机票全款');
    await user.click(button('确认支付', await openConfirmation(user)));
    await waitFor(() => expect(openCashier).toHaveBeenCalledTimes(1));
    const { paymentNo, returnPath } = cashierOpened();
    await simulator.payments.completeOnline(paymentNo, 'CLOSED');
    await router.navigate(returnPath);
    await waitFor(() => expect(screen.getByText('支付已关闭', RESULT)).toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/pay/result/failed'));
    expect(link('重新支付')).toHaveAttribute('href', payPath('normal', 'ORDER', 'NO200104'));

    // Paid meanwhile another way: the gateway no longer offers a new payment of it, and one forged is refused.
    const { payable } = await call(payApi.payable, { payableKind: 'ORDER', payableNo: 'NO200104' });
    const again = {
      payableKind: 'ORDER' as const,
      payableNo: 'NO200104',
      milestone: payable.milestone,
      method: 'ONLINE' as const,
      points: 0,
      expectedAmount: payable.amount,
    };
    const { payment } = await call(payApi.payment, { ...again, idempotencyKey: 'elsewhere-NO200104' });
    await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
    expect((await call(payApi.status, { paymentNo })).payment.allowedActions).toEqual([]);
    unmount();
    renderApp(returnPath);
    await waitFor(() => expect(screen.getByText('支付已关闭', RESULT)).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: '重新支付' })).toBeNull();
    await expect(call(payApi.payment, { ...again, idempotencyKey: 'forged-NO200104' })).rejects.toThrow();
  });
});

describe('the stand-alone cashier (/pay)', () => {
  it('pays an agent’s ancillary item (its type from the gateway) from the prepaid account with points, outside the portal layout, and returns', async () => {
    await signIn('agent01');
    const before = await prepaid();
    const gateway = recordGateway();
    const back = '/agent/orderCenter/order';
    const { user, router } = renderApp(`/pay?payableKind=ANCILLARY&payableNo=AN300006&return=${encodeURIComponent(back)}`);
    await waitFor(() => expect(screen.getByText('商务餐升级 × 30份')).toBeInTheDocument());
    expect(document.querySelector('.portal-sider')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('收银台');
    expect(described('应付金额')).toHaveTextContent('¥1,800.00');

    await fill(user, screen.getByLabelText('红包积分抵扣'), '5000');
    await waitFor(() => expect(screen.getByText('¥1,750.00')).toBeInTheDocument());
    const dialog = await openConfirmation(user);
    expect(described('红包抵扣', dialog)).toHaveTextContent('5000 分（¥50.00）');
    expect(described('支付金额', dialog)).toHaveTextContent('¥1,750.00');
    expect(described('金额大写', dialog)).toHaveTextContent('人民币壹仟柒佰伍拾元整');
    await user.click(button('确认支付', dialog));

    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pay/result');
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe(back);
    expect(link('返回')).toHaveAttribute('href', back);
    expect(document.querySelector('.portal-sider')).toBeNull();
    expect(await gateway.bodies(payApi.ancillaryPayment)).toEqual([
      expect.objectContaining({
        payableKind: 'ANCILLARY',
        payableNo: 'AN300006',
        ancillaryType: 'MEAL',
        method: 'PREPAID',
        points: 5000,
        expectedAmount: 175_000,
      }),
    ]);
    expect((await prepaid()).balance).toBe(before.balance - 175_000);
  });

  it('sends a person to the online cashier and shows the result when it returns without a payment number', async () => {
    await signIn('user01');
    const { user, router } = renderApp(
      `/pay?payableKind=ANCILLARY&payableNo=AN300003&ancillaryType=MEAL&return=${encodeURIComponent('/normal/order/list')}`,
    );
    await waitFor(() => expect(screen.getByText('清真餐 × 1份')).toBeInTheDocument());
    await user.click(button('确认支付', await openConfirmation(user)));
    await waitFor(() => expect(openCashier).toHaveBeenCalledTimes(1));
    const { paymentNo, returnPath } = cashierOpened();
    expect(returnPath).toBe(`/pay/result?return=${encodeURIComponent('/normal/order/list')}`);

    await simulator.payments.completeOnline(paymentNo, 'SUCCESS');
    await router.navigate(returnPath);
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('paymentNo')).toBe(paymentNo);
    expect(link('返回')).toHaveAttribute('href', '/normal/order/list');
    expect(described('支付金额')).toHaveTextContent(yuan(6_000));
  });

  it('a payment closed at the online cashier offers 重新支付 back to the stand-alone cashier, as the gateway allows', async () => {
    await signIn('user01');
    const back = '/normal/order/list';
    const { user, router } = renderApp(
      `/pay?payableKind=ANCILLARY&payableNo=AN300003&ancillaryType=MEAL&return=${encodeURIComponent(back)}`,
    );
    await waitFor(() => expect(screen.getByText('清真餐 × 1份')).toBeInTheDocument());
    await user.click(button('确认支付', await openConfirmation(user)));
    await waitFor(() => expect(openCashier).toHaveBeenCalledTimes(1));
    const { paymentNo, returnPath } = cashierOpened();

    await simulator.payments.completeOnline(paymentNo, 'CLOSED');
    await router.navigate(returnPath);
    await waitFor(() => expect(screen.getByText('支付已关闭', RESULT)).toBeInTheDocument());
    expect((await call(payApi.status, { paymentNo })).payment.allowedActions).toContain('PAY_AGAIN');
    const again = new URL(link('重新支付').getAttribute('href') ?? '', 'http://portal.test');
    expect(again.pathname).toBe('/pay');
    expect(Object.fromEntries(again.searchParams)).toEqual(
      expect.objectContaining({ payableKind: 'ANCILLARY', payableNo: 'AN300003', return: back }),
    );
  });
});
