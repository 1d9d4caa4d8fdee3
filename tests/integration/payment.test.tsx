import { describe, expect, it } from 'vitest';
import { call, orderApi, payApi } from '@/lib/gateway';
import { formatDateTime, formatFenInCapitals } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button } from './team-order-support';
import {
  chooseBank,
  chooseMethod,
  described,
  link,
  openConfirmation,
  payPath,
  prepaid,
  teamOrderDue,
  within,
  yuan,
} from './payment-support';

/** The outcome's title (the payment's state shows in a tag too). */
const RESULT = { selector: '.ant-result-title' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('an agent pays a team order (agent01)', () => {
  it('pays a deposit from the prepaid account: balance, countdown, capitals on the confirmation, then the deposit is paid', async () => {
    await signIn('agent01');
    const before = await prepaid();
    const due = await teamOrderDue('TO100116');
    expect(due.kind).toBe('DEPOSIT');
    const gateway = recordGateway();
    const { user, router } = renderApp(payPath('agent', 'ORDER', 'TO100116'));

    // What is due, what it covers, the deadline running, the account, the methods.
    await waitFor(() => expect(screen.getByText('团队定金（订单总额10%）')).toBeInTheDocument());
    expect(described('应付金额')).toHaveTextContent(yuan(due.amount));
    expect(described('付款截止')).toHaveTextContent(/剩 \d+小时\d+分/);
    expect(described('预存款可用余额')).toHaveTextContent(yuan(before.balance));
    expect(described('冻结金额')).toHaveTextContent(yuan(before.frozen));
    expect(screen.getByText(/^预存款支付（可用余额/)).toBeInTheDocument();
    expect(screen.getByText('企业网银（B2B）')).toBeInTheDocument();

    // The confirmation: the amount, also in Chinese capitals; the key is made when it opens.
    const dialog = await openConfirmation(user);
    expect(described('支付金额', dialog)).toHaveTextContent(yuan(due.amount));
    expect(described('金额大写', dialog)).toHaveTextContent(formatFenInCapitals(due.amount));
    expect(described('金额大写', dialog).textContent).toMatch(/^人民币.+(整|分)$/);
    expect(described('支付方式', dialog)).toHaveTextContent('预存款支付');
    await user.click(button('确认支付', dialog));

    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent/pay/result/success');
    // What is still due, how much and by when: the gateway's answer for the order now.
    const balance = (await call(orderApi.detail, { orderNo: 'TO100116' })).order.milestones.find(
      (milestone) => milestone.kind === 'BALANCE',
    )!;
    expect(
      screen.getByText(`已支付 ${yuan(due.amount)}。仍需支付尾款 ${yuan(balance.amount)}，截止 ${formatDateTime(balance.deadline)}。`),
    ).toBeInTheDocument();
    expect(link('支付尾款')).toHaveAttribute('href', payPath('agent', 'ORDER', 'TO100116'));

    const [body] = await gateway.bodies(payApi.payment);
    expect(body).toEqual({
      payableKind: 'ORDER',
      payableNo: 'TO100116',
      milestone: 'DEPOSIT',
      method: 'PREPAID',
      points: 0,
      expectedAmount: due.amount,
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(gateway.count(payApi.b2bPayment)).toBe(0);
    // The deposit is paid (frozen in the account until the order is settled).
    const { order } = await call(orderApi.detail, { orderNo: 'TO100116' });
    expect(order.depositStatus).toBe('SUCCESSED');
    const after = await prepaid();
    expect(after.balance).toBe(before.balance - due.amount);
    expect(after.frozen).toBe(before.frozen + due.amount);
  });

  it('pays a balance by B2B: pending until the bank confirms on the simulator’s clock, then success', async () => {
    await signIn('agent01');
    const due = await teamOrderDue('TO100107');
    expect(due.kind).toBe('BALANCE');
    const gateway = recordGateway();
    const { user, router } = renderApp(payPath('agent', 'ORDER', 'TO100107'));
    await screen.findByText('团队尾款（订单总额减已付定金）');

    await chooseMethod(user, '企业网银（B2B）');
    // The bank is asked for before anything reaches the gateway.
    await user.click(button('去支付'));
    await waitFor(() => expect(screen.getByText('请选择付款银行')).toBeInTheDocument());
    await chooseBank(user, '招商银行');
    const dialog = await openConfirmation(user);
    expect(described('支付方式', dialog)).toHaveTextContent('企业网银（B2B） · 招商银行');
    await user.click(button('确认支付', dialog));

    await waitFor(() => expect(screen.getByText('支付处理中', RESULT)).toBeInTheDocument());
    expect(screen.getByText(/企业网银付款已提交至招商银行，等待银行确认到账/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/pay/result/pending');
    const paymentNo = new URLSearchParams(router.state.location.search).get('paymentNo')!;
    expect(await gateway.bodies(payApi.b2bPayment)).toEqual([
      expect.objectContaining({ payableNo: 'TO100107', milestone: 'BALANCE', method: 'B2B', bankCode: 'CMB', expectedAmount: due.amount }),
    ]);
    expect(gateway.count(payApi.payment)).toBe(0);

    // The bank confirms 10 minutes later on the simulator's clock; the page asks again by itself.
    const asked = gateway.count(payApi.status);
    await simulator.clock.advance(11 * 60_000);
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(gateway.count(payApi.status)).toBeGreaterThan(asked);
    expect(router.state.location.pathname).toBe('/agent/pay/result/success');
    expect(router.state.location.search).toBe(`?paymentNo=${paymentNo}`);
    expect(screen.getByText(/订单已付清，已录入名单的 30 位旅客可以出票。$/)).toBeInTheDocument();
    expect(link('去出票')).toHaveAttribute('href', '/agent/orderCenter/order/TO100107');
    const { order } = await call(orderApi.detail, { orderNo: 'TO100107' });
    expect(order.status).toBe('PAYED');
  });

  it('shows a new amount for a second look when less is due meanwhile (PAY_AMOUNT_CHANGED), then pays it under a new key', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(payPath('agent', 'ORDER', 'TO100107'));
    await screen.findByText('团队尾款（订单总额减已付定金）');
    const before = await teamOrderDue('TO100107');
    const dialog = await openConfirmation(user);

    // Meanwhile two seats are released on the order: less is due.
    const { quote } = await call(orderApi.seatReleaseQuote, { orderNo: 'TO100107', count: 2 });
    await call(orderApi.releaseSeats, { orderNo: 'TO100107', count: 2, expectedForfeit: quote.forfeit });
    const now = await teamOrderDue('TO100107');
    expect(now.amount).toBeLessThan(before.amount);

    await user.click(button('确认支付', dialog));
    await waitFor(() => expect(screen.getByText(`应付金额已变化（现为${yuan(now.amount)}），请重新确认`)).toBeInTheDocument());
    await waitFor(() => expect(described('应付金额')).toHaveTextContent(yuan(now.amount)));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A second look, then a new attempt with the new amount (a new key).
    const second = await openConfirmation(user);
    expect(described('支付金额', second)).toHaveTextContent(yuan(now.amount));
    await user.click(button('确认支付', second));
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    const bodies = await gateway.bodies(payApi.payment);
    expect(bodies.map((body) => body.expectedAmount)).toEqual([before.amount, now.amount]);
    expect(bodies[0]!.idempotencyKey).not.toBe(bodies[1]!.idempotencyKey);
  });
});

describe('what a prepaid account cannot cover', () => {
  it('shows PREPAID disabled with the reason when the balance cannot cover the amount', async () => {
    await signIn('agent01');
    renderApp(payPath('agent', 'ORDER', 'TO100120'));
    await screen.findByText('团队尾款（订单总额减已付定金）');
    const prepaidRadio = screen
      .getByText(/^预存款支付（可用余额/)
      .closest('label')!
      .querySelector('input')!;
    expect(prepaidRadio).toBeDisabled();
    expect(screen.getByText(/余额不足：可用¥[\d,.]+，需支付¥[\d,.]+/)).toBeInTheDocument();
    // The first method that can be used is chosen.
    expect(within(screen.getByText('企业网银（B2B）').closest('label')!).getByRole('radio')).toBeChecked();
  });

  it('refuses at the method when the balance fell after the page was read (PREPAID_INSUFFICIENT), then offers it disabled', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(payPath('agent', 'ORDER', 'TO100121'));
    await screen.findByText('团队尾款（订单总额减已付定金）');
    const due = await teamOrderDue('TO100121');
    const methodRadio = () =>
      screen
        .getByText(/^预存款支付（可用余额/)
        .closest('label')!
        .querySelector('input')!;
    expect(methodRadio()).toBeChecked();
    const dialog = await openConfirmation(user);

    // Another payment from the account meanwhile (another tab, a colleague).
    const other = await teamOrderDue('TO100111');
    await call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: 'TO100111',
      milestone: 'BALANCE',
      method: 'PREPAID',
      points: 0,
      expectedAmount: other.amount,
      idempotencyKey: 'another-tab-0001',
    });
    const left = (await prepaid()).balance;
    expect(left).toBeLessThan(due.amount);

    await user.click(button('确认支付', dialog));
    const field = (await screen.findByText(`预存款可用余额不足：可用${yuan(left)}，需支付${yuan(due.amount)}`)).closest('.ant-form-item')!;
    expect(field).toHaveTextContent('支付方式');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(methodRadio()).toBeDisabled());
    expect((await gateway.bodies(payApi.payment)).filter((body) => body.payableNo === 'TO100121')).toHaveLength(1);
  });
});
