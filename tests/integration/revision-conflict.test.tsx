import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { call, orderApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, findDialog, tab } from './team-order-support';

/*
 * A colleague's save between this page's read and its own save, against the simulator: the colleague
 * is a call through the gateway (the same agency), as a second browser would make it. What the user sees,
 * and what reached the gateway.
 */

const ORDER = 'TO100111';

describe('a save refused because a colleague saved first', () => {
  it('the name list shows the merge, and saving it sends what the agent chose over the new revision', async () => {
    await signIn('agent01');
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER}?tab=passengers`);
    await waitFor(() => expect(screen.getByRole('grid', { name: '旅客名单' })).toBeInTheDocument());
    const { order } = await call(orderApi.detail, { orderNo: ORDER });
    const first = order.passengers[0]!;

    // This page types a mobile number into the first passenger…
    await user.click(screen.getByRole('gridcell', { name: first.name }));
    await user.keyboard('{ArrowRight>6/}13800000111{Enter}');
    // …while a colleague saves another number for the same passenger.
    const { passengerId, revision: _revision, revisedBy: _by, revisedAt: _at, ticketNo: _ticket, ...fields } = first;
    await call(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: order.nameListRevision.revision,
      passengers: [{ ...fields, mobile: '13900000222', passengerId, baseRevision: first.revision }],
      removed: [],
    });

    const gateway = recordGateway();
    await user.click(button('保存名单'));
    const merge = await findDialog('名单已被他人修改，请核对合并');
    const row = within(merge)
      .getAllByRole('row')
      .find((node) => node.querySelector('td')?.textContent === first.name)!;
    expect(within(row).getByText('双方都修改了')).toBeInTheDocument();
    expect(row).toHaveTextContent('手机号1380000011113900000222');
    // No toast: the merge is the answer.
    expect(toastTexts().some((text) => text.includes('数据已被他人修改'))).toBe(false);

    await user.click(within(row).getByRole('radio', { name: '保留我的' }));
    await user.click(button('保存合并结果', merge));
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('名单已保存'))).toBe(true));

    const saves = await gateway.bodies(orderApi.passengerSave);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({
      baseRevision: order.nameListRevision.revision + 1,
      passengers: [{ passengerId, mobile: '13800000111', baseRevision: first.revision + 1 }],
      removed: [],
    });
    const { order: after } = await call(orderApi.detail, { orderNo: ORDER });
    expect(after.passengers.find((passenger) => passenger.passengerId === passengerId)?.mobile).toBe('13800000111');
  });

  it('the contact form shows theirs against mine, keeps what was typed, and applies mine on top', async () => {
    await signIn('agent01');
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    await user.click(await waitFor(() => tab('联系人与备注')));
    await user.click(await waitFor(() => button('修改联系人')));
    const name = screen.getByLabelText('联系人姓名');
    await user.clear(name);
    await fill(user, name, '周晓');

    const { order } = await call(orderApi.detail, { orderNo: ORDER });
    await call(orderApi.contactUpdate, {
      orderNo: ORDER,
      contact: { ...order.contact, name: '吴敏' },
      baseRevision: order.contactRevision.revision,
    });
    const gateway = recordGateway();

    await user.click(button('保存'));
    const dialog = await findDialog('联系人已被他人修改');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((node) => node.textContent);
    expect(rows).toEqual(['字段对方的（最新）我的', '联系人姓名吴敏周晓']);
    expect(screen.getByLabelText('联系人姓名')).toHaveValue('周晓');

    await user.click(button('以我的覆盖', dialog));
    await waitFor(() => expect(toastTexts()).toContain('联系人已更新'));
    const updates = await gateway.bodies(orderApi.contactUpdate);
    expect(updates.map((body) => [body.contact.name, body.baseRevision])).toEqual([
      ['周晓', order.contactRevision.revision],
      ['周晓', order.contactRevision.revision + 1],
    ]);
  });

  it('a contact typed before a reload is still saved against what was read when typing began', async () => {
    await signIn('agent01');
    const first = renderApp(`/agent/orderCenter/order/${ORDER}`);
    await first.user.click(await waitFor(() => tab('联系人与备注')));
    await first.user.click(await waitFor(() => button('修改联系人')));
    const name = screen.getByLabelText('联系人姓名');
    await first.user.clear(name);
    await fill(first.user, name, '周晓');
    const { order } = await call(orderApi.detail, { orderNo: ORDER });
    first.unmount();

    // While the page is gone (a reload), a colleague saves the contact.
    await call(orderApi.contactUpdate, {
      orderNo: ORDER,
      contact: { ...order.contact, name: '吴敏' },
      baseRevision: order.contactRevision.revision,
    });
    const gateway = recordGateway();
    const second = renderApp(`/agent/orderCenter/order/${ORDER}`);
    await second.user.click(await waitFor(() => tab('联系人与备注')));
    await waitFor(() => expect(screen.getByLabelText('联系人姓名')).toHaveValue('周晓'));

    await second.user.click(button('保存'));
    const dialog = await findDialog('联系人已被他人修改');
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((node) => node.textContent),
    ).toContain('联系人姓名吴敏周晓');
    const updates = await gateway.bodies(orderApi.contactUpdate);
    expect(updates.map((body) => body.baseRevision)).toEqual([order.contactRevision.revision]);
  });
});
