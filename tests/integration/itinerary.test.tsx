import { describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import { fireEvent, within } from '@testing-library/react';
import { formatFen, formatFenInCapitals } from '@/domain/format';
import { call, itineraryApi } from '@/lib/gateway';
import { corpTicketedOrder } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, findDialog, formItemOf } from './team-order-support';
import { described } from './payment-support';

const ISSUE = '/agent/itinerary/issue';
const HISTORY = '/agent/itinerary/history';

const CORP = { name: '华东精密制造股份有限公司', creditCode: '91320500MA1MXR6P2E', email: 'chenzhiyuan@hd-precision.example' } as const;

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const rowOf = (key: string) => {
  const row = rows().find((node) => node.getAttribute('data-row-key') === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};
/** The open drawer titled `title` (antd's drawer section, which carries no dialog name of its own). */
const findDrawer = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-drawer-section')).find(
      (node) => node.querySelector('.ant-drawer-title')?.textContent === title,
    );
    if (!found) throw new Error(`no drawer ${title}`);
    return found;
  });
/** Sets an input's whole value at once (one change event, as a paste). */
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const fieldMessage = (label: string) => formItemOf(screen.getByLabelText(label)).querySelector('.ant-form-item-explain')?.textContent ?? '';
/** The first invoiceable tickets of corp01's ticketed order, as the list shows them (newest order first, seed order). */
const invoiceableOnScreen = () => rows().map((row) => row.getAttribute('data-row-key')!);
const ticketTotal = (ticketNos: string[]) => {
  const order = corpTicketedOrder(simulator.state);
  return ticketNos.reduce((sum, ticketNo) => {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === ticketNo)!;
    return sum + ticket.fare + ticket.tax;
  }, 0);
};

describe('itinerary issue', () => {
  it('checks the buyer (credit code for an enterprise, not for a person) before asking, then issues → WAIT_PRINT', async () => {
    await signIn('corp01');
    const order = corpTicketedOrder(simulator.state);
    const gateway = recordGateway();
    const { user } = renderApp(`${ISSUE}?orderNo=${order.orderNo}`);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('共 24 条')).toBeInTheDocument();
    expect((await gateway.bodies(itineraryApi.ticketQuery)).at(-1)).toEqual({ currentPage: 1, perSize: 10, orderNo: order.orderNo });

    // Nothing chosen: said at the summary, nothing asked.
    await user.click(button('开具行程单'));
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少选择一张客票');

    const [first, second] = invoiceableOnScreen();
    await user.click(screen.getByLabelText(`选择 ${first}`));
    await user.click(screen.getByLabelText(`选择 ${second}`));
    expect(screen.getByText(`已选 2 张 · 合计 ${formatFen(ticketTotal([first!, second!]))}`)).toBeInTheDocument();

    // An enterprise buyer needs its credit code, checked.
    setValue(screen.getByLabelText('购买方名称'), CORP.name);
    setValue(screen.getByLabelText('接收邮箱'), CORP.email);
    await user.click(button('开具行程单'));
    await waitFor(() => expect(fieldMessage('统一社会信用代码')).toBe('请输入统一社会信用代码'));
    setValue(screen.getByLabelText('统一社会信用代码'), '91320500MA1MXR6P2X');
    await waitFor(() => expect(fieldMessage('统一社会信用代码')).toBe('请输入正确的统一社会信用代码'));
    // The push target follows its channel.
    await user.click(screen.getByLabelText('手机短信'));
    setValue(screen.getByLabelText('接收手机号'), '1390000');
    await user.click(button('开具行程单'));
    await waitFor(() => expect(fieldMessage('接收手机号')).toBe('仅支持11位中国大陆手机号'));
    expect(gateway.count(itineraryApi.issue)).toBe(0);

    // A person: no credit code asked or sent.
    await user.click(screen.getByLabelText('个人'));
    expect(screen.queryByLabelText('统一社会信用代码')).not.toBeInTheDocument();
    setValue(screen.getByLabelText('购买方名称'), '陈志远');
    setValue(screen.getByLabelText('接收手机号'), '13900000003');
    await user.click(button('开具行程单'));
    // A tax document: buyer, tickets and total confirmed first; nothing asked before.
    const confirm = await findDialog('确认开具行程单');
    expect(gateway.count(itineraryApi.issue)).toBe(0);
    expect(described('购买方', confirm)).toHaveTextContent('陈志远（个人）');
    expect(described('客票', confirm)).toHaveTextContent('2 张');
    expect(described('合计金额', confirm)).toHaveTextContent(formatFen(ticketTotal([first!, second!])));
    expect(described('金额大写', confirm)).toHaveTextContent(formatFenInCapitals(ticketTotal([first!, second!])));
    expect(described('推送至', confirm)).toHaveTextContent('手机短信 13900000003');
    await user.click(button('确认开具', confirm));
    await waitFor(() => expect(screen.getByText(/已提交开具申请：行程单 IV\d{8}/)).toBeInTheDocument());
    expect(await gateway.bodies(itineraryApi.issue)).toEqual([
      { ticketNos: [first, second], buyerType: 'PERSON', buyerName: '陈志远', push: { channel: 'SMS', target: '13900000003' } },
    ]);
    expect(screen.getByText('开具中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看开具历史' })).toHaveAttribute('href', HISTORY);
    // The issued tickets leave the list; the selection is empty again.
    await waitFor(() => expect(screen.getByText('共 22 条')).toBeInTheDocument());
    expect(invoiceableOnScreen()).not.toContain(first);
    expect(screen.getByText('已选 0 张 · 合计 ¥0.00')).toBeInTheDocument();
  });

  it('a ticket invoiced meanwhile: the refusal is the toast, the ticket leaves the selection', async () => {
    await signIn('corp01');
    const gateway = recordGateway();
    const { user } = renderApp(ISSUE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [first, second] = invoiceableOnScreen();
    await user.click(screen.getByLabelText(`选择 ${first}`));
    await user.click(screen.getByLabelText(`选择 ${second}`));
    // Someone else in the organisation issues the first one after the list loaded.
    const forged = await call(itineraryApi.issue, {
      ticketNos: [first!],
      buyerType: 'OTHER',
      buyerName: '他人',
      push: { channel: 'EMAIL', target: CORP.email },
    });

    setValue(screen.getByLabelText('购买方名称'), CORP.name);
    // Typed in lower case, sent in upper case.
    setValue(screen.getByLabelText('统一社会信用代码'), CORP.creditCode.toLowerCase());
    setValue(screen.getByLabelText('接收邮箱'), CORP.email);
    await user.click(button('开具行程单'));
    await user.click(button('确认开具', await findDialog('确认开具行程单')));
    await waitFor(() =>
      expect(toastTexts().join()).toContain(`客票${first}已在行程单${forged.invoice.invoiceNo}（开具中）中，不能重复开具`),
    );
    expect((await gateway.bodies(itineraryApi.issue)).at(-1)).toEqual({
      ticketNos: [first, second],
      buyerType: 'ENTERPRISE',
      buyerName: CORP.name,
      buyerCreditCode: CORP.creditCode,
      push: { channel: 'EMAIL', target: CORP.email },
    });
    expect(screen.getByText(`已选 1 张 · 合计 ${formatFen(ticketTotal([second!]))}`)).toBeInTheDocument();
    await waitFor(() => expect(invoiceableOnScreen()).not.toContain(first));
  });
});

describe('itinerary history', () => {
  it('filters, previews the A4 document, pushes again and cancels → WAIT_CANCEL', async () => {
    await signIn('corp01');
    const gateway = recordGateway();
    const { user, router } = renderApp(HISTORY);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rowOf('IV30000004')).toHaveTextContent('冲红中');
    expect(rowOf('IV30000003')).toHaveTextContent('开具失败');
    // Only a printed one offers print, push and cancel.
    expect(within(rowOf('IV30000005')).queryByRole('button', { name: /打印预览/ })).toBeNull();

    await user.click(screen.getByLabelText('状态'));
    await user.click(await screen.findByTitle('开具成功'));
    setValue(screen.getByLabelText('购买方'), '华东');
    await user.click(button('查询'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PRINT_SUCCESS&buyerName=%E5%8D%8E%E4%B8%9C'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((await gateway.bodies(itineraryApi.list)).at(-1)).toEqual({
      currentPage: 1,
      perSize: 10,
      status: 'PRINT_SUCCESS',
      buyerName: '华东',
    });
    const printed = simulator.invoices.get('IV30000002')!;
    const ticketNos = printed.tickets.map((ticket) => ticket.ticketNo);
    const total = printed.tickets.reduce((sum, ticket) => sum + ticket.total, 0);
    expect(rowOf('IV30000002')).toHaveTextContent(printed.serialNo!);
    expect(rowOf('IV30000002')).toHaveTextContent(formatFen(total));

    // The print preview: the A4 page with every ticket, the total in figures and capitals.
    await user.click(within(rowOf('IV30000002')).getByRole('button', { name: '打印预览 IV30000002' }));
    const preview = await findDialog('打印预览：行程单 IV30000002');
    const page = await within(preview).findByRole('article', { name: '行程单 IV30000002' });
    expect(page).toHaveTextContent('航空运输电子客票行程单');
    expect(page).toHaveTextContent(printed.serialNo!);
    for (const ticketNo of ticketNos) expect(page).toHaveTextContent(ticketNo);
    expect(page.querySelector('.itinerary-grand-total')).toHaveTextContent(formatFen(total));
    expect(page).toHaveTextContent(formatFenInCapitals(total));
    expect(formatFenInCapitals(total)).toMatch(/^人民币.+元/);
    // What finance books: VAT of air transport at 9 % inside fare and fuel surcharge, the fund outside it.
    const vat = printed.tickets.reduce((sum, ticket) => sum + Math.round(((ticket.fare + ticket.fuelSurcharge) * 9) / 109), 0);
    const fund = printed.tickets.reduce((sum, ticket) => sum + ticket.airportFee, 0);
    expect(vat).toBeGreaterThan(0);
    const totals = within(page).getByRole('region', { name: '合计' });
    expect(within(totals).getByRole('columnheader', { name: '增值税税率' })).toBeInTheDocument();
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['9%', formatFen(vat)]));
    expect(totals).toHaveTextContent(
      `其中：不含税金额 ${formatFen(total - vat - fund)}，增值税（9%）${formatFen(vat)}，民航发展基金 ${formatFen(fund)}（不征增值税）`,
    );
    expect(button('打印', preview)).toBeEnabled();
    await user.click(button('关闭', preview));

    // Repeat push to a phone.
    await user.click(within(rowOf('IV30000002')).getByRole('button', { name: '重新推送 IV30000002' }));
    const push = await findDialog('重新推送：行程单 IV30000002');
    await user.click(within(push).getByLabelText('手机短信'));
    setValue(within(push).getByLabelText('接收手机号'), '12345');
    await user.click(button('推送', push));
    await waitFor(() => expect(within(push).getByText('仅支持11位中国大陆手机号')).toBeInTheDocument());
    setValue(within(push).getByLabelText('接收手机号'), '13900000003');
    await user.click(button('推送', push));
    await waitFor(() => expect(toastTexts()).toContain('行程单 IV30000002 已重新推送至手机短信 13900000003'));
    expect(await gateway.bodies(itineraryApi.push)).toEqual([{ invoiceNo: 'IV30000002', push: { channel: 'SMS', target: '13900000003' } }]);

    // Cancel with a reason → WAIT_CANCEL (the status filter no longer holds it; all statuses do).
    await user.click(within(rowOf('IV30000002')).getByRole('button', { name: '冲红 IV30000002' }));
    const cancel = await findDialog('冲红：行程单 IV30000002');
    await user.click(button('确认冲红', cancel));
    await waitFor(() => expect(within(cancel).getByText('请输入冲红原因')).toBeInTheDocument());
    setValue(within(cancel).getByLabelText('冲红原因'), '购买方名称有误');
    await user.click(button('确认冲红', cancel));
    await waitFor(() => expect(toastTexts()).toContain('行程单 IV30000002 已申请冲红，完成后所含客票可重新开具'));
    expect(await gateway.bodies(itineraryApi.cancel)).toEqual([{ invoiceNo: 'IV30000002', reason: '购买方名称有误' }]);
    await waitFor(() => expect(rows()).toHaveLength(0));
    await user.click(button('重置'));
    await waitFor(() => expect(rowOf('IV30000002')).toHaveTextContent('冲红中'));

    // The detail: buyer, tickets, pushes, log.
    await user.click(screen.getByRole('button', { name: 'IV30000002 详情' }));
    const drawer = await findDrawer('行程单 IV30000002');
    await waitFor(() => expect(drawer).toHaveTextContent('购买方名称有误'));
    expect(drawer).toHaveTextContent('手机短信 13900000003');
    expect(drawer).toHaveTextContent('申请冲红');
    for (const ticketNo of ticketNos) expect(drawer).toHaveTextContent(ticketNo);
  });

  it('the document and its detail show the VAT rate and the tax the fare and fuel surcharge include', async () => {
    await signIn('corp01');
    const { user } = renderApp(HISTORY);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const printed = simulator.invoices.get('IV30000002')!;
    // 9 %, included in fare + fuel surcharge; the 民航发展基金 is outside VAT.
    const taxable = printed.tickets.reduce((sum, ticket) => sum + ticket.fare + ticket.fuelSurcharge, 0);
    const vat = Math.round((taxable * 0.09) / 1.09);
    await user.click(within(rowOf('IV30000002')).getByRole('button', { name: '打印预览 IV30000002' }));
    const preview = await findDialog('打印预览：行程单 IV30000002');
    const page = await within(preview).findByRole('article', { name: '行程单 IV30000002' });
    const totals = within(page).getByRole('region', { name: '合计' });
    const headers = within(totals)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const cells = within(totals)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    const valueOf = (header: string) => cells[headers.indexOf(header)];
    expect(valueOf('增值税税率')).toBe('9%');
    expect(valueOf('增值税税额合计')).toBe(formatFen(vat));
    await user.click(button('关闭', preview));

    await user.click(within(rowOf('IV30000002')).getByRole('button', { name: 'IV30000002 详情' }));
    const drawer = await findDrawer('行程单 IV30000002');
    await waitFor(() =>
      expect(within(drawer).getByText('增值税税额合计').closest('.ant-descriptions-item')).toHaveTextContent(
        `增值税税额合计${formatFen(vat)}`,
      ),
    );
    expect(within(drawer).getByText('增值税税率').closest('.ant-descriptions-item')).toHaveTextContent('增值税税率9%');
    expect(within(drawer).getByText('不含税金额合计').closest('.ant-descriptions-item')).toHaveTextContent(
      `不含税金额合计${formatFen(taxable - vat)}`,
    );
  });

  it('a preview opened after the print completed never shows the document read while it was being issued', async () => {
    await signIn('corp01');
    const { user } = renderApp(HISTORY);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rowOf('IV30000005')).toHaveTextContent('开具中');
    // The drawer reads the invoice while it is still being issued, and is closed.
    await user.click(within(rowOf('IV30000005')).getByRole('button', { name: '详情 IV30000005' }));
    const drawer = await findDrawer('行程单 IV30000005');
    await waitFor(() => expect(drawer).toHaveTextContent('开具中'));
    await user.click(within(drawer).getByRole('button', { name: /关\s*闭|Close/ }));

    // The tax platform prints it; the history, asked again, says so.
    await simulator.invoices.complete('IV30000005', 'PRINT_SUCCESS');
    const { serialNo } = simulator.invoices.get('IV30000005')!;
    await user.click(button('查询'));
    await waitFor(() => expect(rowOf('IV30000005')).toHaveTextContent('开具成功'));

    // The detail answers slowly: until it has, the preview shows no document rather than the old one.
    server.use(http.post(`*${env.gatewayPrefix}${itineraryApi.detail.path}`, async () => void (await delay(300))));
    await user.click(within(rowOf('IV30000005')).getByRole('button', { name: '打印预览 IV30000005' }));
    const preview = await findDialog('打印预览：行程单 IV30000005');
    expect(within(preview).queryByRole('article')).toBeNull();
    expect(within(preview).getByRole('button', { name: /打\s*印/ })).toBeDisabled();
    await waitFor(() => expect(within(preview).getByRole('article', { name: '行程单 IV30000005' })).toHaveTextContent(serialNo!));
  });
});
