import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { personalOrderApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, findDialog } from './team-order-support';

describe('the normal area’s orders (user01)', () => {
  it('lists the person’s orders, filters them by status, opens one and cancels it while it awaits payment', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/normal/order/list');
    expect((await screen.findByText('NO200104')).closest('a')).toHaveAttribute('href', '/normal/order/list/NO200104');
    expect(screen.getByText('NO200101')).toBeInTheDocument();

    await router.navigate('/normal/order/list?status=BOOKED');
    await waitFor(() => expect(screen.queryByText('NO200101')).not.toBeInTheDocument());
    expect((await gateway.bodies(personalOrderApi.list)).at(-1)).toEqual({ currentPage: 1, perSize: 10, status: 'BOOKED' });
    expect(screen.getByTitle('待支付')).toBeInTheDocument();

    await user.click(screen.getByText('NO200104'));
    await screen.findByText('订单号');
    const header = document.querySelector('.ant-descriptions') as HTMLElement;
    expect(header).toHaveTextContent('待支付');
    expect(header).toHaveTextContent(/待付款全款¥[\d,]+\.\d{2}剩 \d+分\d+秒/);

    await user.click(button('取消订单'));
    const dialog = await findDialog('取消订单 NO200104');
    await fill(user, within(dialog).getByLabelText('取消原因'), '行程有变');
    await user.click(button('确认取消订单', dialog));
    await waitFor(() => expect(toastTexts()).toContain('订单 NO200104 已取消'));
    expect(await gateway.bodies(personalOrderApi.cancel)).toEqual([{ orderNo: 'NO200104', reason: '行程有变' }]);
    await waitFor(() => expect(header).toHaveTextContent('已取消'));
    expect(screen.queryByText('取消订单')).toBeNull();
  });
});
