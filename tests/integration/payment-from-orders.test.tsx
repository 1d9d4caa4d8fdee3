import { describe, expect, it } from 'vitest';
import { call, orderApi, payApi } from '@/lib/gateway';
import { within } from '@testing-library/react';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, tab } from './team-order-support';
import { described, link, openConfirmation, payPath } from './payment-support';

const RESULT = { selector: '.ant-result-title' };

describe('paying from the order screens', () => {
  it('a BOOKED team order links 去支付 to its milestone; a confirmed name change links 支付变更费 and is paid', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/orderCenter/order/TO100107');
    await screen.findByText('杭州医药企业年会团');
    expect(link('去支付')).toHaveAttribute('href', payPath('agent', 'ORDER', 'TO100107'));

    await router.navigate('/agent/orderCenter/order/TO100132');
    await screen.findByText('杭州企业家北京研修团');
    expect(document.body.textContent).not.toMatch(/去\s*支付/);
    await user.click(tab('名单变更'));
    await user.click(link('支付变更费'));
    await waitFor(() => expect(screen.getByText(/^名单变更费（改名 \d+人 × ¥[\d,.]+）$/)).toBeInTheDocument());
    expect(router.state.location.search).toBe('?payableKind=ANCILLARY&payableNo=AN300002');
    expect(described('款项编号')).toHaveTextContent('AN300002');
    expect(described('应付金额')).toHaveTextContent('¥100.00');
    await user.click(button('确认支付', await openConfirmation(user)));
    await waitFor(() => expect(screen.getByText('支付成功', RESULT)).toBeInTheDocument());
    expect(screen.getByText(/名单变更费（改名 1人 × ¥100.00）已支付/)).toBeInTheDocument();
    expect(await gateway.bodies(payApi.payment)).toEqual([
      expect.objectContaining({ payableKind: 'ANCILLARY', payableNo: 'AN300002', method: 'PREPAID', expectedAmount: 10_000 }),
    ]);
    const { order } = await call(orderApi.detail, { orderNo: 'TO100132' });
    expect(order.nameChanges[0]!.status).toBe('PAYED');

    // Back on the order: nothing left to pay for the change.
    await user.click(link('查看订单'));
    await screen.findByText('杭州企业家北京研修团');
    await user.click(tab('名单变更'));
    // The change's own state, in its tab (the order's paid deposit reads 已支付 too, in the header).
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('已支付')).toBeInTheDocument());
    expect(() => link('支付变更费')).toThrow();
  });

  it('an individual order awaiting payment links 去支付 (user01)', async () => {
    await signIn('user01');
    renderApp('/normal/order/list/NO200104');
    await screen.findByText('订单号');
    expect(link('去支付')).toHaveAttribute('href', payPath('normal', 'ORDER', 'NO200104'));
  });
});
