import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { call, moneyApi } from '@/lib/gateway';
import { formatFen } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { captureDownloads, recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill } from './team-order-support';

const AGENT = SEED_ACCOUNT_IDS.agent01;

/** The rows of the page's n-th data table (Descriptions are tables too: only antd Tables count). */
function tableRows(index = 0): HTMLElement[] {
  const table = document.querySelectorAll('.ant-table')[index];
  return table ? Array.from(table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')) : [];
}

function statistic(title: string): string {
  const found = Array.from(document.querySelectorAll('.ant-statistic')).find(
    (node) => node.querySelector('.ant-statistic-title')?.textContent === title,
  );
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
    expect(tableRows()[0]).toHaveTextContent(
      `充值+${formatFen(topUps[0]!.amount)}可用 +${formatFen(topUps[0]!.amount)}可用 ${formatFen(topUps[0]!.balanceAfter)}`,
    );
    expect(screen.getByLabelText('交易日期')).toHaveValue('2026-08-01');
    expect(await gateway.bodies(moneyApi.transactions)).toEqual([
      { currentPage: 1, perSize: 10, kind: 'TOP_UP', dateStart: '2026-08-01', dateEnd: '2026-11-23' },
    ]);

    // Payments of one order: its deposit left the balance.
    const payment = simulator.state.transactions.find(
      (record) => record.ownerAccountId === AGENT && record.kind === 'PAYMENT' && record.orderNo,
    )!;
    await user.click(screen.getByRole('combobox', { name: '交易类型' }));
    await user.click(await screen.findByTitle('支付'));
    await fill(user, screen.getByLabelText('订单号'), payment.orderNo!.toLowerCase());
    await user.click(button('查询'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?kind=PAYMENT&dateStart=2026-08-01&dateEnd=2026-11-23&orderNo=${payment.orderNo}`),
    );
    const ofOrder = simulator.state.transactions
      .filter(
        (record) =>
          record.ownerAccountId === AGENT &&
          record.kind === 'PAYMENT' &&
          record.orderNo === payment.orderNo &&
          record.time.slice(0, 10) >= '2026-08-01',
      )
      .reverse();
    await waitFor(() => expect(tableRows()).toHaveLength(ofOrder.length));
    expect(tableRows()[0]).toHaveTextContent(`支付-${formatFen(-ofOrder[0]!.amount)}`);

    await user.click(button('导出 Excel'));
    await waitFor(() => expect(toastTexts().some((text) => /^已导出 \d+ 条交易明细$/.test(text))).toBe(true), { timeout: 15_000 });
    expect(await gateway.bodies(moneyApi.transactionExport)).toEqual([
      { kind: 'PAYMENT', dateStart: '2026-08-01', dateEnd: '2026-11-23', orderNo: payment.orderNo },
    ]);
    expect(downloads.map((file) => file.fileName)).toEqual([expect.stringMatching(/^交易明细_\d{8}_\d{4}\.xlsx$/)]);
  });
});

/** A cell's text by its column's title, in a row of the first table. */
function cellOf(row: HTMLElement, title: string): string {
  const titles = Array.from(document.querySelectorAll('.ant-table thead th')).map((th) => th.textContent);
  return row.querySelectorAll('td')[titles.indexOf(title)]?.textContent ?? '';
}
const fenIn = (text: string, label: string): number => {
  const found = new RegExp(`${label} ([+-]?)¥([\\d,]+\\.\\d\\d)`).exec(text);
  if (!found) return 0;
  return (found[1] === '-' ? -1 : 1) * Math.round(Number(found[2]!.replaceAll(',', '')) * 100);
};

describe('the transactions as a ledger', () => {
  it('lists the newest first by time, each balance following from the one before; says what each movement did to 可用 and 冻结', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/user/transaction');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const rows = tableRows();
    const times = rows.map((row) => cellOf(row, '交易时间').slice(0, 16));
    expect(times).toEqual([...times].sort().reverse());
    // Oldest of two neighbours + the newer one's change = the newer one's balances.
    for (let index = 0; index < rows.length - 1; index++) {
      const [newer, older] = [rows[index]!, rows[index + 1]!];
      const change = cellOf(newer, '账户变动');
      expect(fenIn(cellOf(older, '交易后余额'), '可用') + fenIn(change, '可用'), times[index]).toBe(
        fenIn(cellOf(newer, '交易后余额'), '可用'),
      );
      expect(fenIn(cellOf(older, '交易后余额'), '冻结') + fenIn(change, '冻结'), times[index]).toBe(
        fenIn(cellOf(newer, '交易后余额'), '冻结'),
      );
    }
    // A bank payment went outside the account: the cell names the bank it left.
    const bank = rows.find((row) => cellOf(row, '说明').includes('企业网银'))!;
    expect(cellOf(bank, '账户变动')).toMatch(/^\S+银行企业网银支付不经预存款账户$/);

    // TO100136, cancelled: its deposit frozen, then kept by the airline — it leaves 冻结, not ¥0.00 解冻.
    await fill(user, screen.getByLabelText('订单号'), 'TO100136');
    await user.click(button('查询'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    const [forfeit, freeze] = tableRows();
    expect(cellOf(forfeit!, '类型')).toBe('定金没收');
    expect(cellOf(forfeit!, '金额')).toBe(`-${formatFen(721_000)}`);
    expect(cellOf(forfeit!, '账户变动')).toBe(`冻结 -${formatFen(721_000)}`);
    expect(cellOf(freeze!, '类型')).toBe('冻结');
    expect(cellOf(freeze!, '账户变动')).toBe(`可用 -${formatFen(721_000)}冻结 +${formatFen(721_000)}`);
  });
});

describe('where a refund went', () => {
  it('a bank refund names the bank it went back to, not a +¥ beside an unchanged balance; a prepaid one says 退回预存款账户', async () => {
    await signIn('agent01');
    const records = simulator.state.transactions.filter(
      (record) => record.ownerAccountId === AGENT && record.kind === 'REFUND' && record.orderNo,
    );
    const external = records.find((record) => record.external)!;
    const bankName = simulator.state.payments.find((payment) => payment.paymentNo === external.paymentNo)!.bankName!;
    const prepaid = records.find((record) => !record.external)!;
    const rowOf = async (record: (typeof records)[number]) => {
      renderApp(`/agent/user/transaction?kind=REFUND&orderNo=${record.orderNo}`);
      return (await screen.findByText(record.transactionNo)).closest('tr') as HTMLElement;
    };
    const bank = await rowOf(external);
    expect(cellOf(bank, '账户变动')).toBe(`原路退回${bankName}企业网银不经预存款账户`);
    // 说明 wraps in a fixed layout: nothing scrolls sideways.
    expect(document.querySelector('.ant-table-scroll-horizontal')).toBeNull();
    const back = await rowOf(prepaid);
    expect(cellOf(back, '账户变动')).toBe(`退回预存款账户可用 +${formatFen(prepaid.amount)}`);
  });
});

describe('an order number in a list', () => {
  it('opens the screen its number names: a scattered order’s payment links to the scattered order', async () => {
    await signIn('agent01');
    const scattered = simulator.state.transactions.find(
      (record) => record.ownerAccountId === AGENT && /^SO\d{6}$/.test(record.orderNo ?? ''),
    )!;
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
    const credited = simulator.state.rewardCredits
      .filter((credit) => credit.ownerAccountId === AGENT && credit.month.startsWith('2026-'))
      .at(-1)!;
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
    await waitFor(async () =>
      expect((await gateway.bodies(moneyApi.points)).at(-1)).toEqual({ currentPage: 1, perSize: 10, kind: 'EXPIRE' }),
    );
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
