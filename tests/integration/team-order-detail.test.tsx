import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { call, ERRORS, orderApi, payApi } from '@/lib/gateway';
import { formatFen } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, findDialog, formItemOf, queryButton, tab } from './team-order-support';
import { chooseBank, chooseMethod, described, link, openConfirmation } from './payment-support';
import { expectEvery } from '../expect-every';

const DETAIL = '/agent/orderCenter/order';

/** The header's value for a label (antd Descriptions). */
function headerValue(label: string): HTMLElement {
  const cell = Array.from(document.querySelectorAll('.ant-descriptions-item-label')).find((node) => node.textContent === label);
  if (!cell) throw new Error(`no header item ${label}`);
  return cell.nextElementSibling as HTMLElement;
}

describe('a BOOKED team order (agent01)', () => {
  it('releases seats after showing the forfeit, shows 04-016 beside the count and reloads, then cancels with its detail', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`${DETAIL}/TO100107`);

    // Header: status, the balance due with its countdown, the name list; the actions BOOKED allows.
    await screen.findByText('杭州医药企业年会团');
    expect(headerValue('订单状态')).toHaveTextContent('待支付');
    expect(headerValue('待付款')).toHaveTextContent(/待付尾款¥[\d,]+\.\d{2}剩 \d+天\d+小时/);
    expect(headerValue('名单')).toHaveTextContent(/^已录入 30\/36 · 名单截止 \d+天\d+小时$/);
    // 出票 is there but declined (focusable, aria-disabled), with the gateway's reason as its description and tooltip.
    expect(button('出票')).toHaveAttribute('aria-disabled', 'true');
    expect(button('出票')).toHaveAccessibleDescription(/^出票不可用：订单付清后才能出票（待付尾款¥[\d,]+\.\d{2}）$/);
    expect(queryButton('名单变更')).toBeNull();

    // Release: the allowance at once (5 free of 36 confirmed seats, at most 6), then the quote of the count.
    await user.click(button('取消占座'));
    const dialog = await findDialog('取消占座 · TO100107');
    await waitFor(() => expect(within(dialog).getByText('剩余免费额度 5 座，最多可释放 6 座')).toBeInTheDocument());
    const count = within(dialog).getByLabelText('释放座位数');
    await user.type(count, '6');
    await waitFor(() => expect(within(dialog).getByText(/超出免费额度的 1 个座位将没收定金 ¥[\d,]+\.\d{2}/)).toBeInTheDocument());
    expect(await gateway.bodies(orderApi.seatReleaseQuote)).toEqual([
      { orderNo: 'TO100107', count: 1 },
      { orderNo: 'TO100107', count: 6 },
    ]);
    // The new total and what is then due: 30 seats' fares plus the kept deposit, the balance smaller.
    const { order: before } = await call(orderApi.detail, { orderNo: 'TO100107' });
    const perSeat = before.fares.find((line) => line.passengerType === 'ADT')!;
    const forfeit = Number(/¥([\d,]+\.\d{2})/.exec(within(dialog).getByText(/超出免费额度/).textContent!)![1]!.replaceAll(',', '')) * 100;
    const totalAfter = before.totalAmount - 6 * (perSeat.fare + perSeat.tax) + forfeit;
    expect(described('释放后订单总额', dialog)).toHaveTextContent(formatFen(totalAfter));
    const depositPaid = before.milestones.find((milestone) => milestone.kind === 'DEPOSIT')!.paidAmount;
    expect(described('释放后待付', dialog)).toHaveTextContent(`尾款 ${formatFen(totalAfter - depositPaid)}（截止`);
    expect(button('确认释放', dialog)).toBeEnabled();

    // One seat more than the unnamed ones: B2T-2004-04-016 beside the count, no toast, the order reloads.
    const detailReads = gateway.count(orderApi.detail);
    await user.clear(count);
    await user.type(count, '7');
    await waitFor(() => expect(formItemOf(count)).toHaveTextContent(ERRORS.NEGATIVE_GROUP_COUNT.message));
    expect(toastTexts().some((text) => text.includes(ERRORS.NEGATIVE_GROUP_COUNT.code))).toBe(false);
    await waitFor(() => expect(gateway.count(orderApi.detail)).toBeGreaterThan(detailReads));
    expect(button('确认释放', dialog)).toBeDisabled();

    await user.clear(count);
    await user.type(count, '6');
    const forfeitText = await within(dialog).findByText(/超出免费额度的 1 个座位将没收定金/);
    await user.click(button('确认释放', dialog));
    await waitFor(() => expect(toastTexts()).toContain('已释放 6 个座位，团队人数 30 人'));
    const [release] = await gateway.bodies(orderApi.releaseSeats);
    expect(release).toMatchObject({ orderNo: 'TO100107', count: 6 });
    expect(forfeitText.textContent).toContain(
      `¥${((release as { expectedForfeit: number }).expectedForfeit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await waitFor(() => expect(headerValue('团队人数')).toHaveTextContent('占座 30 人'));
    expect(headerValue('已释放座位')).toHaveTextContent(/^6 座，没收定金 ¥/);

    // Cancel: what it would do first, then a reason.
    await user.click(button('取消订单'));
    const cancel = await findDialog('取消订单 TO100107');
    await waitFor(() => expect(within(cancel).getByText('30 座')).toBeInTheDocument());
    expect(within(cancel).getByText('取消须知')).toBeInTheDocument();
    await fill(user, within(cancel).getByLabelText('取消原因'), '客户行程取消');
    await user.click(button('确认取消订单', cancel));
    await waitFor(() => expect(toastTexts()).toContain('订单 TO100107 已取消'));
    expect(await gateway.bodies(orderApi.cancel)).toEqual([{ orderNo: 'TO100107', reason: '客户行程取消' }]);
    await waitFor(() => expect(headerValue('订单状态')).toHaveTextContent('已取消'));
    expect(queryButton('取消订单')).toBeNull();
    expect(queryButton('取消占座')).toBeNull();
  });
});

describe('a PAYED team order (agent01)', () => {
  it('on a flight the airline cancelled, 出票 stands disabled with the reason until the change is decided', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    renderApp(`${DETAIL}/TO100102`);
    await screen.findByText('广交会采购商团（一团）');
    await waitFor(() => expect(button('出票')).toHaveAttribute('aria-disabled', 'true'));
    expect(button('出票')).toHaveAccessibleDescription(/出票不可用：航班已取消：变动处理后按新航班出票/);
    expect(gateway.count(orderApi.issueTickets)).toBe(0);
  });

  it('issues tickets (TICKED once every seat is named) and the log shows it; the contact is checked before it is saved', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`${DETAIL}/TO100112`);
    await screen.findByText(simulator.orders.get('TO100112')!.groupName);
    expect(headerValue('订单状态')).toHaveTextContent('已支付待出票');
    expect(queryButton('取消订单')).toBeNull();
    // Every seat is named: 取消占座 stays in view, disabled, and says why.
    expect(button('取消占座')).toHaveAttribute('aria-disabled', 'true');
    expect(button('取消占座')).toHaveAccessibleDescription(
      '取消占座不可用：28个座位中已有28个录入名单，没有可释放的空座；如需减少人数，请先删除旅客名单',
    );

    await user.click(button('出票'));
    const dialog = await findDialog('确认出票 · TO100112');
    expect(dialog).toHaveTextContent('将为 28 位已录入名单、尚未出票的旅客出票。');
    expect(dialog).toHaveTextContent('出票后订单为“已出票”');
    await user.click(button('确认出票', dialog));
    await waitFor(() => expect(toastTexts()).toContain('已为 28 位旅客出票，订单状态：已出票'));
    expect(await gateway.bodies(orderApi.issueTickets)).toEqual([{ orderNo: 'TO100112' }]);
    await waitFor(() => expect(headerValue('订单状态')).toHaveTextContent('已出票'));
    expect(queryButton('出票')).toBeNull();
    expect(button('名单变更')).toBeInTheDocument();

    await user.click(tab('操作日志'));
    const log = (await screen.findAllByText('出票')).find((node) => node.closest('.ant-timeline'));
    expect(log).toBeDefined();

    await user.click(tab('联系人与备注'));
    await user.click(button('修改联系人'));
    const mobile = screen.getByLabelText('联系人手机');
    await user.clear(mobile);
    await fill(user, mobile, '123');
    await user.click(button('保存'));
    await waitFor(() => expect(within(formItemOf(mobile)).getByText('仅支持11位中国大陆手机号')).toBeInTheDocument());
    expect(gateway.count(orderApi.contactUpdate)).toBe(0);
    await user.clear(mobile);
    await fill(user, mobile, '13912345678');
    await user.click(button('保存'));
    await waitFor(() => expect(toastTexts()).toContain('联系人已更新'));
    expect((await gateway.bodies(orderApi.contactUpdate))[0]).toMatchObject({ orderNo: 'TO100112', contact: { mobile: '13912345678' } });
    await waitFor(() => expect(screen.getByText('13912345678')).toBeInTheDocument());
  });
});

describe('a TICKED team order (agent01)', () => {
  it('changes a ticketed passenger’s name: the change order and its fee first, then confirm', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(`${DETAIL}/TO100101`);
    await screen.findByText('成都美食文化交流团');
    expect(queryButton('取消订单')).toBeNull();
    expect(queryButton('出票')).toBeNull();

    await user.click(button('名单变更'));
    const dialog = await findDialog('名单变更 · TO100101');
    const [first] = within(dialog).getAllByLabelText(/^变更 /);
    await user.click(first!);
    const name = within(dialog).getByLabelText(/的新姓名$/);
    await user.clear(name);
    await fill(user, name, '李新名');
    await user.click(button('计算变更费用', dialog));
    await waitFor(() => expect(within(dialog).getByText('变更费合计')).toBeInTheDocument());
    const [change] = await gateway.bodies(orderApi.passengerChange);
    expect(change!.items).toHaveLength(1);
    expect(change!.items[0]!.after.name).toBe('李新名');
    await user.click(button('确认变更', dialog));
    await waitFor(() => expect(toastTexts()).toContain('名单变更已确认，请支付变更费用'));
    expect(await gateway.bodies(orderApi.passengerChangeConfirm)).toEqual([{ orderNo: 'TO100101', changeNo: expect.any(String) }]);
  });
});

describe('what other accounts may do', () => {
  it('staff01 deletes names and adds a remark, but sees no cancel, release, export or batch cancel', async () => {
    await signIn('staff01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${DETAIL}/TO100107`);
    await screen.findByText('杭州医药企业年会团');
    expect(queryButton('取消订单')).toBeNull();
    expect(queryButton('取消占座')).toBeNull();

    await user.click(tab('旅客名单'));
    await waitFor(() => expect(screen.getByText('表格编辑')).toBeInTheDocument());
    await user.click(screen.getByText('名单列表'));
    const [first, second] = await screen.findAllByLabelText(/^选择 /);
    await user.click(first!);
    await user.click(second!);
    await user.click(button('批量删除（2）'));
    await user.click(button('删除', document.querySelector('.ant-popover') as HTMLElement));
    await waitFor(() => expect(toastTexts()).toContain('已删除 2 位旅客'));
    const [removal] = await gateway.bodies(orderApi.passengerBatchDelete);
    expect(removal).toEqual({ orderNo: 'TO100107', passengerIds: [expect.any(String), expect.any(String)], baseRevisions: [1, 1] });
    await waitFor(() => expect(headerValue('名单')).toHaveTextContent(/^已录入 28\/36/));

    await user.click(tab('联系人与备注'));
    expect(button('修改联系人')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('添加备注'), '客户要求靠窗座位');
    await user.click(button('添加备注'));
    await waitFor(() => expect(screen.getByText('客户要求靠窗座位')).toBeInTheDocument());
    expect(await gateway.bodies(orderApi.remarkAdd)).toEqual([{ orderNo: 'TO100107', content: '客户要求靠窗座位' }]);

    await router.navigate(DETAIL);
    await screen.findByText('TO100107');
    expect(queryButton('导出 Excel')).toBeNull();
    expect(queryButton('批量取消')).toBeNull();
    expect(screen.queryByLabelText('选择订单 TO100107')).toBeNull();
  });

  it('corp01 carries its own order through — pays, names, cancels — and says 企业客户; a malformed number is 页面不存在 and another agency’s order is not found', async () => {
    await signIn('corp01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${DETAIL}/TO100142`);
    await screen.findByText('华东精密北京分部赴沪培训班');
    const trail = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(trail).toHaveTextContent(/^首页/);
    expect(trail).not.toHaveTextContent('代理人');
    for (const action of ['取消订单', '取消占座']) expect(queryButton(action)).not.toBeNull();
    await user.click(tab('旅客名单'));
    await waitFor(() => expect(screen.getByText('表格编辑')).toBeInTheDocument());

    // The deposit, by the enterprise's own bank (企业网银).
    await user.click(link('去支付'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/pay/payment'));
    await screen.findByText('团队定金（订单总额10%）');
    expect(described('订单号')).toHaveTextContent('TO100142');
    await chooseMethod(user, '企业网银（B2B）');
    await chooseBank(user, '招商银行');
    await user.click(button('确认支付', await openConfirmation(user)));
    await waitFor(() => expect(screen.getByText('支付处理中', { selector: '.ant-result-title' })).toBeInTheDocument());
    expect(await gateway.bodies(payApi.b2bPayment)).toEqual([
      expect.objectContaining({ payableNo: 'TO100142', milestone: 'DEPOSIT', method: 'B2B' }),
    ]);
    expect(within(document.querySelector('.portal-sider') as HTMLElement).getByText('支付')).toBeInTheDocument();

    await router.navigate(`${DETAIL}/TO10014`);
    await waitFor(() => expect(screen.getByText('页面不存在')).toBeInTheDocument());
    await router.navigate(`${DETAIL}/TO100101`);
    await waitFor(() => expect(screen.getByText(/订单TO100101不存在/)).toBeInTheDocument());
  });
});

describe('a passenger of the list', () => {
  it('offers 删除 to an unticketed passenger only, by what the gateway says of each, and deletes it', async () => {
    await signIn('agent01');
    // TO100103 (TICKEDPART): its 20 named passengers are ticketed; one more is named now, unticketed.
    const {
      passengers: [added],
    } = await call(orderApi.passengerAdd, {
      orderNo: 'TO100103',
      passengers: [{ name: '赵新客', passengerType: 'ADT', idType: 'PP', idNo: 'E7654321', birthDate: '1980-01-02', gender: 'M' }],
    });
    const { order } = await call(orderApi.detail, { orderNo: 'TO100103' });
    const ticketed = order.passengers.filter((passenger) => passenger.ticketNo);
    expect(ticketed).toHaveLength(20);
    const gateway = recordGateway();
    const { user } = renderApp(`${DETAIL}/TO100103`);
    await screen.findByText('广交会采购商团（二团）');
    await user.click(tab('旅客名单'));
    await waitFor(() => expect(screen.getByText('名单列表')).toBeInTheDocument());
    await user.click(screen.getByText('名单列表'));

    await waitFor(() => expect(screen.getByRole('button', { name: `删除 ${added!.name}` })).toBeInTheDocument());
    expect(screen.getByLabelText(`选择 ${added!.name}`)).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^删除 / })).toHaveLength(1);
    // A ticketed passenger changes through a name change: neither deleted on its own nor selected for 批量删除.
    expectEvery(
      ticketed,
      (passenger) =>
        screen.queryByRole('button', { name: `删除 ${passenger.name}` }) === null &&
        (screen.getByLabelText(`选择 ${passenger.name}`) as HTMLInputElement).disabled,
    );

    await user.click(screen.getByRole('button', { name: `删除 ${added!.name}` }));
    await user.click(button('删除', document.querySelector('.ant-popconfirm') as HTMLElement));
    await waitFor(() => expect(toastTexts()).toContain('已删除旅客'));
    expect(await gateway.bodies(orderApi.passengerDelete)).toEqual([
      { orderNo: 'TO100103', passengerId: added!.passengerId, baseRevision: 1 },
    ]);
  });
});
