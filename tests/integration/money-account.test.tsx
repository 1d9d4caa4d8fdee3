import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query';
import { PrepaidBalanceCard, prepaidQuery } from '@/features/money/home-widgets';
import { moneyApi } from '@/lib/gateway';
import { formatFen } from '@/domain/format';
import { simulator } from '@/mocks/simulator';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { FastAntd, recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { compressedNames, standInCompressor } from '../compressor';
import { button, fill, formItemOf } from './team-order-support';

/* compressorjs draws on a canvas, which jsdom lacks: a stand-in answers a small JPEG (tests/compressor.ts). */
const compressor = standInCompressor();

const ACCOUNT = '/agent/user/preExisted';
const APPLICATIONS = '/agent/user/preExistedApplication';
/** The figure under a Statistic's title. */
function statistic(title: string): string {
  const found = Array.from(document.querySelectorAll('.ant-statistic')).find(
    (node) => node.querySelector('.ant-statistic-title')?.textContent === title,
  );
  if (!found) throw new Error(`no figure ${title}`);
  return found.querySelector('.ant-statistic-content')?.textContent ?? '';
}

const agentAccount = () => simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === SEED_ACCOUNT_IDS.agent01)!;

describe('the prepaid account', () => {
  it('shows the balance, the frozen amount, where to transfer and the recent movements with the balance after each', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(ACCOUNT);
    const { balance, frozen } = agentAccount();
    await waitFor(() => expect(statistic('可用余额')).toBe(formatFen(balance)));
    expect(statistic('冻结金额')).toBe(formatFen(frozen));
    expect(screen.getByText('中国工商银行上海浦东分行')).toBeInTheDocument();
    // The newest movement (by time) first, with the balance after it: the balance now.
    const latest = simulator.state.transactions
      .filter((record) => record.ownerAccountId === SEED_ACCOUNT_IDS.agent01)
      .toSorted((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.transactionNo.localeCompare(b.transactionNo))
      .at(-1)!;
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(latest.description);
    expect(rows[0]).toHaveTextContent(`可用 ${formatFen(balance)}`);
    expect(gateway.count(moneyApi.prepaid)).toBe(1);

    await user.click(screen.getByRole('link', { name: '全部交易明细' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user/transaction'));
  });

  it('applies for a top-up with a compressed voucher: refusals at their fields, then PENDING; the approval credits the balance', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(APPLICATIONS);
    // The seeded applications, a rejected one with the reviewer's reason.
    await waitFor(() => expect(screen.getByText('驳回原因：转账凭证金额与申请金额不符，请核对后重新提交')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('1001 2345 6789 0123 456')).toBeInTheDocument());

    // Nothing chosen: the form's own messages, nothing sent.
    await user.click(button('提交申请'));
    await waitFor(() => expect(screen.getByText('请上传转账凭证图片')).toBeInTheDocument());
    expect(screen.getByText('请输入充值金额')).toBeInTheDocument();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(2048)], '回单.png', { type: 'image/png' }));
    expect(await screen.findByAltText('转账凭证预览')).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
    expect(compressedNames(compressor)).toEqual(['回单.png']);
    expect(compressor.calls[0]!.options).toMatchObject({ mimeType: 'image/jpeg' });

    // Half a yuan: the gateway refuses it at the amount field, no toast.
    await fill(user, screen.getByLabelText('充值金额（元）'), '0.5');
    await user.type(screen.getByLabelText('转账日期'), '2026-11-22{Tab}');
    await fill(user, screen.getByLabelText('备注'), '年终团款');
    await user.click(button('提交申请'));
    const refusal = await within(formItemOf(screen.getByLabelText('充值金额（元）'))).findByText(/^充值申请有误：充值金额须在/);
    expect(refusal).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);

    await user.clear(screen.getByLabelText('充值金额（元）'));
    await fill(user, screen.getByLabelText('充值金额（元）'), '12345.6');
    await user.click(button('提交申请'));
    const toast = await waitFor(() => {
      const text = toastTexts().find((item) => item.startsWith('充值申请 TU'));
      if (!text) throw new Error('no toast yet');
      return text;
    });
    expect(toast).toMatch(/^充值申请 TU\d{8}（¥12,345.60）已提交，等待审核$/);
    const bodies = await gateway.bodies(moneyApi.topUpApply);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      amount: 1234560,
      transferDate: '2026-11-22',
      remark: '年终团款',
      voucherImage: 'data:image/jpeg;base64,/9j/4AAQ',
    });

    // The new application heads the list, pending; the form is empty again.
    const applicationNo = toast.slice(5, 15);
    const row = (await screen.findByText(applicationNo)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('待审核');
    expect(row).toHaveTextContent('¥12,345.60');
    expect(screen.getByLabelText('充值金额（元）')).toHaveValue('');

    // The airline approves it: the account shows the balance risen by the amount.
    const before = agentAccount().balance;
    await simulator.topUps.review(applicationNo, { approve: true });
    await router.navigate(ACCOUNT);
    await waitFor(() => expect(statistic('可用余额')).toBe(formatFen(before + 1234560)));
  });

  it('gives the agent home a balance card that reads the account once and leads to it and to a top-up', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(prepaidQuery());
    const router = createMemoryRouter([{ path: '/agent', element: <PrepaidBalanceCard /> }], { initialEntries: ['/agent'] });
    render(
      <FastAntd>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </FastAntd>,
    );
    const { balance, frozen } = agentAccount();
    expect(statistic('可用余额')).toBe(formatFen(balance));
    expect(statistic('冻结金额')).toBe(formatFen(frozen));
    expect(screen.getByRole('link', { name: '查看账户' })).toHaveAttribute('href', ACCOUNT);
    expect(screen.getByRole('link', { name: /充\s*值/ })).toHaveAttribute('href', APPLICATIONS);
    expect(gateway.count(moneyApi.prepaid)).toBe(1);
  });

  it('keeps the deep links to the money screens from a role without them', async () => {
    await signIn('staff01');
    const { router } = renderApp(APPLICATIONS);
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/403');
  });
});
