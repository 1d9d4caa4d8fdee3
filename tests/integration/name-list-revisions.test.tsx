import { describe, expect, it } from 'vitest';
import { call, orderApi } from '@/lib/gateway';
import { within } from '@testing-library/react';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, tab } from './team-order-support';
import { expectEvery } from '../expect-every';

/**
 * The order screen's name list saves what the agent changed, each changed row with the revision it was
 * read at, so that another person's save of other passengers in between stands beside it.
 */

// TO100106: BOOKED, 18 seats, 6 named.
const ORDER = 'TO100106';

const cell = (row: number, title: string) => screen.getByRole('textbox', { name: `第${row}行 ${title}` });

describe('the name list on the order screen, with someone else saving', () => {
  it('sends only the changed row with its revision; both people’s changes are on the list', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`/agent/orderCenter/order/${ORDER}`);
    await screen.findByText(ORDER);
    await user.click(await waitFor(() => tab('旅客名单')));
    // The editor is a chunk of its own: on a loaded machine it comes later than the tabs.
    await waitFor(() => expect(cell(1, '姓名')).toBeInTheDocument(), { timeout: 15_000 });
    const { order } = await call(orderApi.detail, { orderNo: ORDER });
    const [first, second] = order.passengers;

    // Someone else (another tab, a colleague) fixes the second passenger meanwhile.
    const { passengerId: _id, revision: _revision, revisedBy: _by, revisedAt: _at, ...input } = second!;
    await call(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [{ ...input, mobile: '13800000002', passengerId: second!.passengerId, baseRevision: 1 }],
      removed: [],
    });

    // The grid has one cell to type in, the focused one: from 姓名 to 手机号, then typing replaces it.
    await user.click(cell(1, '姓名'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(cell(1, '手机号')).toHaveFocus());
    await user.keyboard('13800000001{Enter}');
    await user.click(button('保存名单'));
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('名单已保存'))).toBe(true));
    // The first save recorded is the colleague's; the screen's is the last.
    const save = (await gateway.bodies(orderApi.passengerSave)).at(-1);
    expect(save).toEqual({
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [expect.objectContaining({ passengerId: first!.passengerId, mobile: '13800000001', baseRevision: 1 })],
      removed: [],
    });
    const after = (await call(orderApi.detail, { orderNo: ORDER })).order.passengers;
    expect(after.map((passenger) => passenger.mobile).slice(0, 2)).toEqual(['13800000001', '13800000002']);
    expect(after).toHaveLength(order.passengers.length);
  });
});

describe('the name list on the order screen, with ticketed passengers', () => {
  it('keeps a ticketed row as it is: its cells take no typing, it cannot be selected, a deletion of the rest leaves it', async () => {
    await signIn('agent01');
    // TO100103 (TICKEDPART): every named passenger ticketed; one more named now, who is not.
    const {
      passengers: [added],
    } = await call(orderApi.passengerAdd, {
      orderNo: 'TO100103',
      passengers: [{ name: '陈静', passengerType: 'ADT', idType: 'PP', idNo: 'E7654321', birthDate: '1990-01-01', gender: 'F' }],
    });
    const { order } = await call(orderApi.detail, { orderNo: 'TO100103' });
    const ticketed = order.passengers.filter((passenger) => !passenger.allowedActions.includes('EDIT'));
    expectEvery(ticketed, (passenger) => passenger.ticketNo !== undefined);
    const gateway = recordGateway();
    const { user } = renderApp('/agent/orderCenter/order/TO100103');
    await screen.findByText('TO100103');
    await user.click(await waitFor(() => tab('旅客名单')));
    await waitFor(() => expect(cell(1, '姓名')).toBeInTheDocument(), { timeout: 15_000 });

    // The first row is ticketed: typing over its name changes nothing and says why.
    await user.click(screen.getByRole('gridcell', { name: ticketed[0]!.name }));
    await user.keyboard('李');
    expect(cell(1, '姓名')).toHaveValue(ticketed[0]!.name);
    expect(screen.getByRole('status')).toHaveTextContent('已出票旅客不可在此修改');
    expect(screen.getByRole('checkbox', { name: '选择第1行' })).toBeDisabled();
    expect(screen.getByTitle(`已出票 ${ticketed[0]!.ticketNo}`)).toBeInTheDocument();

    // The new passenger's row can be selected and deleted; the ticketed rows stay, and the save sends only that removal.
    const last = order.passengers.length;
    expect(screen.getByRole('checkbox', { name: `选择第${last}行` })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: `选择第${last}行` }));
    await user.click(button('删除选中行（1）'));
    expect(screen.queryByRole('gridcell', { name: '陈静' })).toBeNull();
    expect(within(screen.getByRole('grid', { name: '旅客名单' })).getAllByRole('row')).toHaveLength(ticketed.length + 1);
    await user.click(button('保存名单'));
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('名单已保存'))).toBe(true));
    expect((await gateway.bodies(orderApi.passengerSave)).at(-1)).toMatchObject({
      passengers: [],
      removed: [{ passengerId: added!.passengerId, baseRevision: added!.revision }],
    });
  });
});
