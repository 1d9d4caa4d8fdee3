import { describe, expect, it } from 'vitest';
import { call, ERRORS, payApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, formItemOf } from './team-order-support';
import { link, payPath, teamOrderDue } from './payment-support';
import { expectEvery } from '../expect-every';

const RESULT = { selector: '.ant-result-title' };

/** The rows of the page's table, as text. */
const rows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));

/** An agent's ONLINE payment of a deposit that arrives after it was abandoned: a repeated payment. */
async function repeatedPayment(orderNo: string): Promise<string> {
  const due = await teamOrderDue(orderNo);
  const { payment } = await call(payApi.payment, {
    payableKind: 'ORDER',
    payableNo: orderNo,
    milestone: 'DEPOSIT',
    method: 'ONLINE',
    points: 0,
    expectedAmount: due.amount,
    idempotencyKey: `late-${orderNo}`,
  });
  await simulator.payments.completeOnline(payment.paymentNo, 'CLOSED');
  await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
  return payment.paymentNo;
}

describe('deposits (agent01)', () => {
  it('lists deposits due with their countdown and a link to pay each, and the paid ones by filter', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { router } = renderApp('/agent/pay/paydeposit');
    await screen.findByText('TO100115');
    const first = rows()[0]!;
    expect(first).toHaveTextContent('待支付');
    expect(first).toHaveTextContent(/剩 \d+小时\d+分/);
    expect(link('支付定金', first)).toHaveAttribute('href', payPath('agent', 'ORDER', 'TO100115'));
    expect(link('TO100115', first)).toHaveAttribute('href', '/agent/orderCenter/order/TO100115');
    expect(await gateway.bodies(payApi.depositQuery)).toEqual([{ currentPage: 1, perSize: 10 }]);

    await router.navigate('/agent/pay/paydeposit?paid=true');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('已支付'));
    expect((await gateway.bodies(payApi.depositQuery)).at(-1)).toEqual({ currentPage: 1, perSize: 10, paid: true });
    expectEvery(rows(), (row) => !row.textContent!.includes('待支付'));
    expect(link('支付详情', rows()[0]!).getAttribute('href')).toMatch(/^\/agent\/pay\/result\/success\?paymentNo=PAY\d+$/);
    // A paid deposit offers no payment, as the gateway allows none; one forged anyway is refused.
    expectEvery(rows(), (row) => !row.textContent!.includes('支付定金'));
    const paidOrderNo = rows()[0]!.querySelector('td')!.textContent!;
    const answer = await call(payApi.depositQuery, { currentPage: 1, perSize: 10, paid: true });
    expect(answer.depositList.find((row) => row.orderNo === paidOrderNo)?.allowedActions).toEqual([]);
    await expect(
      call(payApi.payment, {
        payableKind: 'ORDER',
        payableNo: paidOrderNo,
        milestone: 'DEPOSIT',
        method: 'PREPAID',
        points: 0,
        expectedAmount: 1,
        idempotencyKey: `forged-${paidOrderNo}`,
      }),
    ).rejects.toMatchObject({ errorCode: ERRORS.ALREADY_PAID.code });
  });
});

describe('deposits (user01)', () => {
  it('a person has no group deposits: the list says so', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    renderApp('/normal/pay/paydeposit');
    await waitFor(() => expect(screen.getByText('暂无定金记录')).toBeInTheDocument());
    expect(await gateway.bodies(payApi.depositQuery)).toEqual([{ currentPage: 1, perSize: 10 }]);
  });
});

describe('refunds of payments (agent01)', () => {
  it('lists refunds with their states, filters them, and refuses a full refund of a payment that is not repeated at the field', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/pay/refund');
    await screen.findByText('RF20000002');
    // The newest refund is a lost bid's deposit (seed/auction.ts); the seeded order refund follows it.
    const refunded = screen.getByText('RF20000002').closest('tr') as HTMLElement;
    expect(refunded).toHaveTextContent('已退款');
    expect(refunded).toHaveTextContent('退票退款');
    expect(refunded).toHaveTextContent('企业网银（B2B）');

    await router.navigate('/agent/pay/refund?state=WAITING_REFUND&orderNo=TO100139');
    await waitFor(() => expect(screen.getByText('暂无退款记录')).toBeInTheDocument());
    expect((await gateway.bodies(payApi.refundList)).at(-1)).toEqual({
      currentPage: 1,
      perSize: 10,
      state: 'WAITING_REFUND',
      orderNo: 'TO100139',
    });

    const field = screen.getByLabelText('重复支付的支付单号');
    await fill(user, field, 'PAY10000029');
    await user.click(button('申请全额退款'));
    await waitFor(() => expect(formItemOf(field)).toHaveTextContent('支付单PAY10000029不是重复支付，不能申请重复支付退款'));
    expect(toastTexts().some((text) => text.includes(ERRORS.NOT_REPEATED_PAYMENT.code))).toBe(false);
  });

  it('a repeated payment: its result page says so and asks for the full refund, which the refunds list then shows', async () => {
    await signIn('agent01');
    const paymentNo = await repeatedPayment('TO100116');
    const gateway = recordGateway();
    const { user, router } = renderApp(`/agent/pay/result/success?paymentNo=${paymentNo}`);
    await waitFor(() => expect(screen.getByText('重复支付', RESULT)).toBeInTheDocument());
    expect(screen.getByText(/为重复支付，将全额退回原支付方式/)).toBeInTheDocument();
    await user.click(button('申请重复支付退款'));
    await waitFor(() => expect(toastTexts().some((text) => /^已申请重复支付退款 RF\d+，¥[\d,.]+ 将原路退回$/.test(text))).toBe(true));
    expect(await gateway.bodies(payApi.repeatedRefund)).toEqual([{ paymentNo }]);
    // Asked for, the refund is no longer offered, and one forged is refused.
    expect((await call(payApi.status, { paymentNo })).payment.allowedActions).toEqual([]);
    await expect(call(payApi.repeatedRefund, { paymentNo })).rejects.toMatchObject({ errorCode: ERRORS.REFUND_EXISTS.code });

    await user.click(link('查看退款进度'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/pay/refund'));
    const row = await waitFor(() => {
      const found = rows().find((candidate) => candidate.textContent!.includes(paymentNo));
      if (!found) throw new Error(`no refund of ${paymentNo}`);
      return found;
    });
    expect(router.state.location.search).toBe('?orderNo=TO100116');
    expect(row).toHaveTextContent('待退款');
    expect(row).toHaveTextContent('重复支付全额退款');
    await router.navigate(`/agent/pay/result/success?paymentNo=${paymentNo}`);
    await waitFor(() => expect(screen.getByText('重复支付', RESULT)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '申请重复支付退款' })).toBeNull();
  });
});

describe('the pay pages opened without a payable or a payment', () => {
  it('/agent/pay/payment (the menu’s 支付) lists everything owed now, soonest deadline first, each with its amount and way to pay', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/pay/payment');
    await waitFor(() => expect(screen.getByText('待支付款项')).toBeInTheDocument());
    await waitFor(() => expect(rows().length).toBe(10));
    expect(await gateway.bodies(payApi.dueList)).toEqual([{ currentPage: 1, perSize: 10 }]);
    const { payableList } = await call(payApi.dueList, { currentPage: 1, perSize: 10 });
    expect(rows().map((row) => row.querySelector('td:nth-child(3)')!.textContent)).toEqual(payableList.map((row) => row.orderNo));
    // A bid's deposit due within 30 minutes (seed/auction.ts) heads the list; the first order milestone is paid here.
    const first = payableList.find((row) => row.kind === 'ORDER')!;
    expect(rows()[payableList.indexOf(first)]).toHaveTextContent(/订单款 · (定金|尾款|全款)/);

    await user.click(
      screen.getByRole('link', {
        name: `去支付 ${first.payableNo} 订单款 · ${first.milestone === 'DEPOSIT' ? '定金' : first.milestone === 'BALANCE' ? '尾款' : '全款'}`,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?payableKind=ORDER&payableNo=${first.payableNo}`));
    await waitFor(() => expect(screen.getByText('应付金额')).toBeInTheDocument());
  });

  it('a result page without a payment number says so and leads to what there is to pay', async () => {
    await signIn('user01');
    renderApp('/normal/pay/result/success');
    await waitFor(() => expect(screen.getByText('未指定支付单', RESULT)).toBeInTheDocument());
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(link('查看待支付款项')).toHaveAttribute('href', '/normal/pay/payment');
    expect(link('返回首页')).toHaveAttribute('href', '/normal');
  });
});

describe('the stand-alone cashier opened without a payable', () => {
  it('/pay lists what there is to pay, each paid at the cashier, returning where it was asked to', async () => {
    await signIn('agent01');
    renderApp('/pay?return=%2Fagent%2ForderCenter%2Forder');
    await waitFor(() => expect(rows().length).toBe(10));
    expect(screen.queryByText('页面不存在')).toBeNull();
    const { payableList } = await call(payApi.dueList, { currentPage: 1, perSize: 1 });
    const first = payableList[0]!;
    const pay = screen.getAllByRole('link', { name: /^去支付 / })[0]!;
    expect(pay).toHaveAttribute(
      'href',
      `/pay?payableKind=${first.kind}&payableNo=${first.payableNo}&return=%2Fagent%2ForderCenter%2Forder`,
    );
  });
});
