import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { formatFen } from '@/domain/format';
import { call, payApi, seriesApi, type SeriesAdvanceItem } from '@/lib/gateway';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { prepaid } from './payment-support';
import { button, findDialog, tab } from './team-order-support';

/**
 * 合并支付 on the series page (8 deposits in one payment, not 8), from the seed of Monday 2026-11-23
 * 09:00: agent01's SR100101 owes the deposits of 12-06, 12-11 and 12-13 and the balance of 12-04. The
 * selection is what the plan items' allowedActions offer; the chosen ones go in ONE /pay/batch call from
 * the prepaid account, all or none.
 */

const owed = (item: SeriesAdvanceItem) => item.amount - item.paidAmount;

async function planItem(flightDate: string, kind: SeriesAdvanceItem['kind']): Promise<SeriesAdvanceItem> {
  const { advance } = await call(seriesApi.advance, { seriesNo: 'SR100101' });
  return advance.items.find((item) => item.flightDate === flightDate && item.kind === kind)!;
}

const milestoneOf = (orderNo: string, kind: string) =>
  simulator.state.orders.find((order) => order.orderNo === orderNo)!.milestones.find((m) => m.kind === kind)!;

/** The series page's 预付明细 tab with the two deposits of 12-06 and 12-11 chosen, and the confirmation open. */
async function chooseTwoDeposits() {
  const rendered = renderApp('/agent/orderCenter/series/SR100101');
  const { user } = rendered;
  await waitFor(() => expect(screen.getByRole('table', { name: '系列团航班日期' })).toBeInTheDocument());
  await user.click(tab('预付明细'));
  const plan = await waitFor(() => screen.getByRole('table', { name: '预付明细' }));
  await waitFor(() => expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' })).toBeEnabled());
  // What the gateway does not offer (paid, not due yet, closed) cannot be chosen.
  const boxes = within(plan).getAllByRole('checkbox', { name: /^选择 2026-/ });
  expect(boxes.filter((box) => !(box as HTMLInputElement).disabled)).toHaveLength(4);
  expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-04 定金' })).toBeDisabled();
  expect(button('合并支付')).toBeDisabled();
  await user.click(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' }));
  await user.click(within(plan).getByRole('checkbox', { name: '选择 2026-12-11 定金' }));
  const items = [await planItem('2026-12-06', 'DEPOSIT'), await planItem('2026-12-11', 'DEPOSIT')];
  const total = owed(items[0]!) + owed(items[1]!);
  expect(screen.getByText(`已选 2 笔，合计 ${formatFen(total)}`)).toBeInTheDocument();
  await user.click(button('合并支付'));
  const dialog = await findDialog('合并支付');
  expect(dialog).toHaveTextContent('款项笔数2 笔');
  expect(dialog).toHaveTextContent(`合计${formatFen(total)}`);
  const { balance } = await prepaid();
  await waitFor(() => expect(dialog).toHaveTextContent(`预存款支付（可用余额 ${formatFen(balance)}）`));
  return { ...rendered, dialog, items, total };
}

afterEach(() => server.resetHandlers());

describe('series batch pay (合并支付)', () => {
  it('pays two departures’ deposits in one call from the prepaid account, lists what was paid and leads back to the series', async () => {
    await signIn('agent01');
    const before = await prepaid();
    const gateway = recordGateway();
    const { user, dialog, items, total } = await chooseTwoDeposits();
    await user.click(button(`确认支付 ${formatFen(total)}`, dialog));

    const result = await findDialog('合并支付结果');
    await waitFor(() => expect(result).toHaveTextContent(`已支付 2 笔，共 ${formatFen(total)}`));
    const paid = within(result).getByRole('table', { name: '已支付款项' });
    for (const item of items) expect(within(paid).getByText(item.orderNo)).toBeInTheDocument();
    // ONE call reached the gateway, with the two milestones at the amounts the agent saw.
    const bodies = await gateway.bodies(payApi.batchPayment);
    expect(bodies).toEqual([
      {
        items: items.map((item) => ({ payableKind: 'ORDER', payableNo: item.orderNo, milestone: 'DEPOSIT', expectedAmount: owed(item) })),
        method: 'PREPAID',
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(gateway.count(payApi.payment)).toBe(0);
    for (const item of items) expect(milestoneOf(item.orderNo, 'DEPOSIT').status).toBe('SUCCESSED');
    const after = await prepaid();
    expect(after.balance).toBe(before.balance - total);
    expect(after.frozen).toBe(before.frozen + total);

    await user.click(button('返回系列团', result));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const plan = screen.getByRole('table', { name: '预付明细' });
    await waitFor(() => expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' })).toBeDisabled());
    expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-11 定金' })).toBeDisabled();
    expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-13 定金' })).toBeEnabled();
    // Each paid item's row says so.
    for (const date of ['2026-12-06', '2026-12-11']) {
      expect(
        within(plan)
          .getByRole('checkbox', { name: `选择 ${date} 定金` })
          .closest('tr'),
      ).toHaveTextContent('已支付');
    }
    expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-13 定金' }).closest('tr')).not.toHaveTextContent('已支付');
  });

  it('a refusal (one item paid meanwhile) says so and pays none of them', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, dialog, items, total } = await chooseTwoDeposits();
    // Paid elsewhere (another tab, a colleague) while the confirmation was open.
    const [first, second] = items;
    await call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: first!.orderNo,
      milestone: 'DEPOSIT',
      method: 'PREPAID',
      points: 0,
      expectedAmount: owed(first!),
      idempotencyKey: 'another-tab-0001',
    });
    const balance = (await prepaid()).balance;

    await user.click(button(`确认支付 ${formatFen(total)}`, dialog));
    await waitFor(() => expect(dialog).toHaveTextContent('未支付：该款项已支付，无需重复支付'));
    expect(dialog).toHaveTextContent('本次合并支付的款项均未扣款');
    expect(gateway.count(payApi.batchPayment)).toBe(1);
    expect(milestoneOf(second!.orderNo, 'DEPOSIT').status).not.toBe('SUCCESSED');
    expect((await prepaid()).balance).toBe(balance);
    // The plan behind is read again: the one paid elsewhere is no longer offered.
    await user.click(button('返回', dialog));
    const plan = screen.getByRole('table', { name: '预付明细' });
    await waitFor(() => expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' })).toBeDisabled());
    expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-11 定金' })).toBeEnabled();
  });

  it('no answer (the network failed): the retry goes with the same key and pays once', async () => {
    await signIn('agent01');
    const before = await prepaid();
    let failed = false;
    server.use(
      http.post(`*${env.gatewayPrefix}${payApi.batchPayment.path}`, () => {
        if (failed) return undefined; // on to the simulator's own handler
        failed = true;
        return HttpResponse.error();
      }),
    );
    const gateway = recordGateway();
    const { user, dialog, total } = await chooseTwoDeposits();
    await user.click(button(`确认支付 ${formatFen(total)}`, dialog));
    await waitFor(() => expect(dialog).toHaveTextContent('未收到支付结果'));
    expect(dialog).toHaveTextContent('再次点击“确认支付”会继续同一笔支付，不会重复扣款');
    await user.click(button(`确认支付 ${formatFen(total)}`, dialog));
    await findDialog('合并支付结果');
    const bodies = await gateway.bodies(payApi.batchPayment);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect((await prepaid()).balance).toBe(before.balance - total);
  });

  it('offers what the plan items allow, not what their state reads: a deposit with a payment under way is due yet not selectable, its 去支付 says why', async () => {
    await signIn('agent01');
    const pending = await planItem('2026-12-13', 'DEPOSIT');
    const online = await call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: pending.orderNo,
      milestone: 'DEPOSIT',
      method: 'ONLINE',
      points: 0,
      expectedAmount: owed(pending),
      idempotencyKey: 'online-0001',
    });
    const { user } = renderApp('/agent/orderCenter/series/SR100101');
    await waitFor(() => expect(screen.getByRole('table', { name: '系列团航班日期' })).toBeInTheDocument());
    await user.click(tab('预付明细'));
    const plan = await waitFor(() => screen.getByRole('table', { name: '预付明细' }));
    await waitFor(() => expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' })).toBeEnabled());
    const row = within(plan).getByRole('checkbox', { name: '选择 2026-12-13 定金' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('待支付');
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    const declined = within(row).getByRole('button', { name: '去支付 2026-12-13 定金' });
    expect(declined).toHaveAttribute('aria-disabled', 'true');
    expect(declined).toHaveAccessibleDescription(`去支付不可用：该款项有一笔支付正在处理中（${online.payment.paymentNo}），请勿重复支付`);
    expect(within(plan).getByRole('link', { name: '去支付 2026-12-06 定金' })).toHaveAttribute(
      'href',
      '/agent/pay/payment?payableKind=ORDER&payableNo=' + (await planItem('2026-12-06', 'DEPOSIT')).orderNo,
    );
  });
});
