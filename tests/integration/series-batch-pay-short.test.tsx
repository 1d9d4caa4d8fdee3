import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { formatFen } from '@/domain/format';
import { PREPAID_FROZEN_NOTE } from '@/domain/payment';
import { call, payApi, seriesApi } from '@/lib/gateway';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { writeTransaction } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button, findDialog, tab } from './team-order-support';

/**
 * 合并支付 when the prepaid account's available balance (可用) does not cover the chosen items: the
 * confirmation says so and by how much before anything is sent, and says what 冻结 holds.
 */

/** The available balance becomes `fen` by a movement of the ledger, as every change of it is. */
function setBalance(fen: number) {
  store.update(() => {
    const state = store.getState();
    const delta = fen - state.prepaidAccounts.find((account) => account.ownerAccountId === SEED_ACCOUNT_IDS.agent01)!.balance;
    writeTransaction(
      state,
      SEED_ACCOUNT_IDS.agent01,
      { kind: delta >= 0 ? 'TOP_UP' : 'PAYMENT', amount: delta, description: '测试：余额调整' },
      simulator.clock.nowMs(),
    );
  });
}

describe('合并支付 with too little available', () => {
  it('warns with the shortfall before submitting, sends nothing, and says what 冻结 holds', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { advance } = await call(seriesApi.advance, { seriesNo: 'SR100101' });
    const owed = (date: string) => advance.items.find((item) => item.flightDate === date && item.kind === 'DEPOSIT')!;
    const total = [owed('2026-12-06'), owed('2026-12-11')].reduce((sum, item) => sum + item.amount - item.paidAmount, 0);
    setBalance(total - 546_200);

    const { user } = renderApp('/agent/orderCenter/series/SR100101');
    await waitFor(() => expect(screen.getByRole('table', { name: '系列团航班日期' })).toBeInTheDocument());
    await user.click(tab('预付明细'));
    const plan = await waitFor(() => screen.getByRole('table', { name: '预付明细' }));
    await waitFor(() => expect(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' })).toBeEnabled());
    await user.click(within(plan).getByRole('checkbox', { name: '选择 2026-12-06 定金' }));
    await user.click(within(plan).getByRole('checkbox', { name: '选择 2026-12-11 定金' }));
    await user.click(button('合并支付'));
    const dialog = await findDialog('合并支付');
    await waitFor(() => expect(dialog).toHaveTextContent(`预存款可用余额不足，尚差 ${formatFen(546_200)}`));
    expect(dialog).toHaveTextContent(`可用余额 ${formatFen(total - 546_200)}，本次合计 ${formatFen(total)}`);
    expect(dialog).toHaveTextContent(PREPAID_FROZEN_NOTE);
    expect(button(`确认支付 ${formatFen(total)}`, dialog)).toBeDisabled();
    expect(gateway.count(payApi.batchPayment)).toBe(0);
  });
});
