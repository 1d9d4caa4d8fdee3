import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { call, moneyApi } from '@/lib/gateway';
import { formatFen } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { SEED_ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { captureDownloads, recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill } from './team-order-support';

const AGENT = SEED_ACCOUNT_IDS.agent01;

/** The rows of the page's n-th data table (Descriptions are tables too: only antd Tables count). */
function tableRows(index = 0): HTMLElement[] {
  const table = document.querySelectorAll('.ant-table')[index];
  return table ? Array.from(table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')) : [];
}

function statistic(title: string): string {
  const found = Array.from(document.querySelectorAll('.ant-statistic')).find((node) => node.querySelector('.ant-statistic-title')?.textContent === title);
  if (!found) throw new Error(`no figure ${title}`);
  return found.querySelector('.ant-statistic-content')?.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('the transactions', () => {
  it('sends the filters to the gateway, shows each movement with the balance after it, and exports the filtered list', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const downloads = captureDownloads();
    const { user, router } = renderApp('/agent/user/transaction?kind=TOP_UP&dateStart=2026-08-01&dateEnd=2026-11-23');
    const topUps = simulator.state.transactions
      .filter((record) => record.ownerAccountId === AGENT && record.kind === 'TOP_UP' && record.time.slice(0, 10) >= '2026-08-01')
      .reverse();
    await waitFor(() => expect(tableRows()).toHaveLength(Math.min(10, topUps.length)));
    expect(tableRows()[0]).toHaveTextContent(`充值+${formatFen(topUps[0]!.amount)}${formatFen(topUps[0]!.balanceAfter)}`);
    expect(screen.getByLabelText('交易日期')).toHaveValue('2026-08-01');
    expect(await gateway.bodies(moneyApi.transactions)).toEqual([
      { currentPage: 1, perSize: 10, kind: 'TOP_UP', dateStart: '2026-08-01', dateEnd: '2026-11-23' },
    ]);

    // Payments of one order: its deposit left the balance.
    const payment = simulator.state.transactions.find((record) => record.ownerAccountId === AGENT && record.kind === 'PAYMENT' && record.orderNo)!;
    await user.click(screen.getByRole('combobox', { name: '交易类型' }));
    await user.click(await screen.findByTitle('支付'));
    await fill(user, screen.getByLabelText('订单号'), payment.orderNo!.toLowerCase());
    await user.click(button('查询'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?kind=PAYMENT&dateStart=2026-08-01&dateEnd=2026-11-23&orderNo=${payment.orderNo}`),
    );
    const ofOrder = simulator.state.transactions
      .filter((record) => record.ownerAccountId === AGENT && record.kind === 'PAYMENT' && record.orderNo === payment.orderNo && record.time.slice(0, 10) >= '2026-08-01')
      .reverse();
    await waitFor(() => expect(tableRows()).toHaveLength(ofOrder.length));
    expect(tableRows()[0]).toHaveTextContent(`支付-${formatFen(-ofOrder[0]!.amount)}${formatFen(ofOrder[0]!.balanceAfter)}`);

    await user.click(button('导出 Excel'));
    await waitFor(() => expect(toastTexts().some((text) => /^已导出 \d+ 条交易明细$/.test(text))).toBe(true), { timeout: 15_000 });
    expect(await gateway.bodies(moneyApi.transactionExport)).toEqual([
      { kind: 'PAYMENT', dateStart: '2026-08-01', dateEnd: '2026-11-23', orderNo: payment.orderNo },
    ]);
    expect(downloads.map((file) => file.fileName)).toEqual([expect.stringMatching(/^交易明细_\d{8}_\d{4}\.xlsx$/)]);
  });
});

describe('an order number in a list', () => {
  it('opens the screen its number names: a scattered order’s payment links to the scattered order', async () => {
    await signIn('agent01');
    const scattered = simulator.state.transactions.find((record) => record.ownerAccountId === AGENT && /^SO\d{6}$/.test(record.orderNo ?? ''))!;
    const day = scattered.time.slice(0, 10);
    renderApp(`/agent/user/transaction?kind=${scattered.kind}&dateStart=${day}&dateEnd=${day}&orderNo=${scattered.orderNo}`);
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const links = within(tableRows()[0]!).getAllByRole('link', { name: scattered.orderNo });
    expect(links[0]).toHaveAttribute('href', `/agent/orderCenter/scattered-order/${scattered.orderNo}`);
  });
});

describe('the rewards', () => {
  it('shows the year by month and a chosen month’s lines', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/user/reward');
    const credited = simulator.state.rewardCredits.filter((credit) => credit.ownerAccountId === AGENT && credit.month.startsWith('2026-')).at(-1)!;
    const [year, month] = credited.month.split('-');
    const label = `${year}年${Number(month)}月`;
    const row = (await screen.findByText(label)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`${label}${credited.segments}${formatFen(credited.amount)}已入账`);
    expect(await gateway.bodies(moneyApi.rewardMonths)).toEqual([{ year: 2026 }]);

    await user.click(within(row).getByRole('button', { name: `${label} 查看明细` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?year=2026&month=${credited.month}`));
    await waitFor(() => expect(screen.getByText(`${label}奖励明细`)).toBeInTheDocument());
    await waitFor(() => expect(tableRows(1)).toHaveLength(Math.min(10, credited.segments)));
    expect(tableRows(1)[0]).toHaveTextContent(credited.lines[0]!.ticketNo);
    expect(await gateway.bodies(moneyApi.rewardLines)).toEqual([{ currentPage: 1, perSize: 10, month: credited.month }]);
  });
});

describe('the red-packet points', () => {
  it('shows the balance, what expires within 30 days and what has expired, and filters the movements', async () => {
    await signIn('agent01');
    const expected = await call(moneyApi.points, { currentPage: 1, perSize: 1 });
    const gateway = recordGateway();
    const { user } = renderApp('/agent/user/point');
    const points = (value: number) => `${value.toLocaleString('zh-CN')} 分`;
    await waitFor(() => expect(statistic('可用红包积分')).toBe(points(expected.balance)));
    expect(statistic('30天内到期')).toBe(points(expected.expiringIn30Days));
    expect(statistic('累计已过期')).toBe(points(expected.expiredTotal));
    expect(expected.expiringIn30Days).toBeGreaterThan(0);
    expect(screen.getByText(`有 ${points(expected.expiringIn30Days)}红包积分将在30天内到期`)).toBeInTheDocument();
    expect(screen.getByText(/100 分 = 1 元/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '变动类型' }));
    await user.click(await screen.findByTitle('过期'));
    await user.click(button('查询'));
    await waitFor(async () => expect((await gateway.bodies(moneyApi.points)).at(-1)).toEqual({ currentPage: 1, perSize: 10, kind: 'EXPIRE' }));
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    for (const row of tableRows()) expect(row).toHaveTextContent('过期');
  });
});

describe('the supplementary payments', () => {
  it('lists them by status, opens one with its reason, detail and deadline, and links to paying it', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/orderCenter/retroactive?status=UNPAID');
    const unpaid = simulator.state.retroOrders.filter((retro) => retro.ownerAccountId === AGENT && retro.status === 'UNPAID');
    expect(unpaid.length).toBeGreaterThan(0);
    const retro = unpaid[0]!;
    const row = (await screen.findByText(retro.retroNo)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(formatFen(retro.amount));
    expect(row).toHaveTextContent('待补款');
    expect(within(row).getByText(/^剩 /)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `去补款 补款单 ${retro.retroNo}` })).toHaveAttribute(
      'href',
      `/agent/pay/payment?payableKind=RETROACTIVE&payableNo=${retro.retroNo}`,
    );
    expect(await gateway.bodies(moneyApi.retroactiveList)).toEqual([{ currentPage: 1, perSize: 10, status: 'UNPAID' }]);

    await user.click(within(row).getByRole('button', { name: `补款单 ${retro.retroNo} 详情` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=UNPAID&retroNo=${retro.retroNo}`));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText(retro.detail)).toBeInTheDocument());
    expect(within(drawer).getByText(retro.reason)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: `去补款 ${formatFen(retro.amount)}` })).toHaveAttribute(
      'href',
      `/agent/pay/payment?payableKind=RETROACTIVE&payableNo=${retro.retroNo}`,
    );
    expect(await gateway.bodies(moneyApi.retroactiveDetail)).toEqual([{ retroNo: retro.retroNo }]);
  });
});
