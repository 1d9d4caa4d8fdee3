import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import axios, { AxiosError } from 'axios';
import { delay, http } from 'msw';
import { env } from '@/config/env';
import { call, ERRORS, gatewayHttp, payApi, REQUEST_TIMEOUT_MS } from '@/lib/gateway';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastsShown, toastTexts, waitFor } from '../render-app';
import { button } from './team-order-support';
import { openConfirmation, payPath, prepaid, teamOrderDue, within } from './payment-support';

/*
 * Never twice: one idempotency key per payment attempt, made when the confirmation opens and
 * kept until the attempt ends, so double clicks and a retry after a timeout charge once.
 */

const RESULT = { selector: '.ant-result-title' };

const paymentsOf = (payableNo: string) => simulator.state.payments.filter((payment) => payment.payableNo === payableNo);

const realAdapter = gatewayHttp.defaults.adapter;

/**
 * The client's timeout as a browser enforces it (MSW's Node interceptor does not): the call fails with
 * axios's own timeout error while the request goes on to the gateway.
 */
function enforceTimeouts() {
  const send = axios.getAdapter(realAdapter);
  gatewayHttp.defaults.adapter = (config) =>
    new Promise((resolve, reject) => {
      const ms = config.timeout ?? 0;
      const timer =
        ms > 0 ? setTimeout(() => reject(new AxiosError(`timeout of ${ms}ms exceeded`, AxiosError.ECONNABORTED, config)), ms) : undefined;
      send(config)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

afterEach(() => {
  gatewayHttp.defaults.adapter = realAdapter;
  gatewayHttp.defaults.timeout = REQUEST_TIMEOUT_MS;
});

describe('never twice', () => {
  it('20 rapid clicks on 确认支付 make one payment call and one charge', async () => {
    await signIn('agent01');
    const before = await prepaid();
    const due = await teamOrderDue('TO100116');
    const gateway = recordGateway();
    const { user } = renderApp(payPath('agent', 'ORDER', 'TO100116'));
    await screen.findByText('团队定金（订单总额10%）');
    const dialog = await openConfirmation(user);
    const pay = button('确认支付', dialog);
    for (let click = 0; click < 20; click += 1) fireEvent.click(pay);

    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(gateway.count(payApi.payment)).toBe(1);
    expect(paymentsOf('TO100116')).toHaveLength(1);
    const after = await prepaid();
    expect(after.balance).toBe(before.balance - due.amount);
    expect(after.frozen).toBe(before.frozen + due.amount);
  });

  it('a timeout, then a retry: the same key goes twice and the gateway charges once', async () => {
    await signIn('agent01');
    const before = await prepaid();
    const due = await teamOrderDue('TO100117');
    // The first call reaches the gateway only after the client has given up (a slow network).
    enforceTimeouts();
    let slow = true;
    let lateArrived = false;
    server.use(
      http.post(`*${env.gatewayPrefix}${payApi.payment.path}`, async () => {
        if (!slow) return undefined;
        slow = false;
        await delay(900);
        lateArrived = true;
        return undefined; // on to the simulator's own handler
      }),
    );
    const gateway = recordGateway();
    const { user } = renderApp(payPath('agent', 'ORDER', 'TO100117'));
    await screen.findByText('团队定金（订单总额10%）');
    const dialog = await openConfirmation(user);
    gatewayHttp.defaults.timeout = 400;
    await user.click(button('确认支付', dialog));

    await waitFor(() => expect(toastTexts()).toContain('请求超时'));
    await waitFor(() => expect(within(dialog).getByText('未收到支付结果')).toBeInTheDocument());
    expect(dialog).toHaveTextContent('再次点击“确认支付”会继续同一笔支付，不会重复扣款');

    // The user closes the dialog and opens it again: still the same attempt.
    await user.click(button('返回修改', dialog));
    const again = await openConfirmation(user);
    gatewayHttp.defaults.timeout = REQUEST_TIMEOUT_MS;
    await user.click(button('确认支付', again));
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());

    const bodies = await gateway.bodies(payApi.payment);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    // However the two calls met the gateway, one payment, one charge: counted once both are answered.
    await waitFor(() => expect(lateArrived).toBe(true));
    await waitFor(() => expect(gateway.answered(payApi.payment)).toBe(2));
    expect(paymentsOf('TO100117')).toHaveLength(1);
    const after = await prepaid();
    expect(after.balance).toBe(before.balance - due.amount);
  });

  it('a payment already under way elsewhere (PAYMENT_IN_PROGRESS): follows it instead of paying again', async () => {
    await signIn('agent01');
    const due = await teamOrderDue('TO100115');
    const { user, router } = renderApp(payPath('agent', 'ORDER', 'TO100115'));
    await screen.findByText('团队定金（订单总额10%）');
    const dialog = await openConfirmation(user);
    // Another tab sends a B2B payment of the same deposit.
    const { payment } = await call(payApi.b2bPayment, {
      payableKind: 'ORDER',
      payableNo: 'TO100115',
      milestone: 'DEPOSIT',
      method: 'B2B',
      bankCode: 'ICBC',
      points: 0,
      expectedAmount: due.amount,
      idempotencyKey: 'another-tab-0002',
    });
    await user.click(button('确认支付', dialog));
    await waitFor(() => expect(screen.getByText('支付处理中', RESULT)).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent/pay/result/pending');
    expect(router.state.location.search).toBe(`?paymentNo=${payment.paymentNo}`);
    expect(toastsShown().some((text) => text.includes(ERRORS.PAYMENT_IN_PROGRESS.code))).toBe(false);
    expect(paymentsOf('TO100115')).toHaveLength(1);
  });

  it('paid meanwhile (ALREADY_PAID): back to the order, nothing charged', async () => {
    await signIn('agent01');
    const due = await teamOrderDue('TO100118');
    const { user, router } = renderApp(payPath('agent', 'ORDER', 'TO100118'));
    await screen.findByText('团队定金（订单总额10%）');
    const dialog = await openConfirmation(user);
    await call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: 'TO100118',
      milestone: 'DEPOSIT',
      method: 'PREPAID',
      points: 0,
      expectedAmount: due.amount,
      idempotencyKey: 'another-tab-0003',
    });
    const before = await prepaid();
    await user.click(button('确认支付', dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orderCenter/order/TO100118'));
    expect(toastsShown()).toContain('该款项已支付，无需重复支付');
    expect(paymentsOf('TO100118')).toHaveLength(1);
    expect((await prepaid()).balance).toBe(before.balance);
  });
});
