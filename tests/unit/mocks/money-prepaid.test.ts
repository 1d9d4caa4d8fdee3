import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { moneyApi, payApi, type Transaction } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { PREPAID } from '@/mocks/rules';
import { SEED_VOUCHER } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { agentAccount, requestFor, transactionsOf } from './payment-support';
import { loginAs, ok, refused, send } from './support';
import { expectEvery } from '../../expect-every';

/** The prepaid account, its transactions and top-up applications, reviewed by the airline (the developer panel). */

/**
 * Oldest first (by time), each balance is the one before plus what the movement did to it: external
 * payments move nothing, a freeze moves its amount from 可用 to 冻结, a release or a forfeit takes it out
 * of 冻结.
 */
function expectRunningBalance(rows: readonly Transaction[], end: { balance: number; frozen: number }) {
  let balance = 0;
  let frozen = 0;
  let time = 0;
  for (const row of rows) {
    expect(Date.parse(row.time), row.transactionNo).toBeGreaterThanOrEqual(time);
    time = Date.parse(row.time);
    const expected = row.external
      ? { available: 0, frozen: 0 }
      : row.kind === 'FREEZE'
        ? { available: row.amount, frozen: -row.amount }
        : row.kind === 'UNFREEZE' || row.kind === 'FORFEIT'
          ? { available: 0, frozen: row.amount }
          : { available: row.amount, frozen: 0 };
    expect({ available: row.availableChange, frozen: row.frozenChange }, `${row.transactionNo} ${row.description}`).toEqual(expected);
    balance += row.availableChange;
    frozen += row.frozenChange;
    expect(row.balanceAfter, `${row.transactionNo} ${row.description}`).toBe(balance);
    expect(row.frozenAfter, row.transactionNo).toBe(frozen);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(frozen).toBeGreaterThanOrEqual(0);
  }
  expect({ balance, frozen }).toEqual(end);
}

describe('the seeded account', () => {
  it('agent01 holds about ¥80,000 and three months of movements that add up', async () => {
    await loginAs('agent01');
    const { account, recent } = await ok(moneyApi.prepaid, {});
    expect(account.balance).toBeGreaterThanOrEqual(8_000_000);
    expect(account.balance).toBeLessThan(12_000_000);
    expect(account.accountName).toBe('上海锦程国际旅行社有限公司');
    expect(account.payeeBank).toEqual(PREPAID.payeeBank);
    expect(recent).toHaveLength(PREPAID.recentCount);
    expect(Date.parse(recent[0]!.time)).toBeGreaterThanOrEqual(Date.parse(recent[1]!.time));

    const { transactionList, truncated } = await ok(moneyApi.transactionExport, {});
    expect(truncated).toBe(false);
    expect(transactionList.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(transactionList.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(['FORFEIT', 'FREEZE', 'PAYMENT', 'REFUND', 'REWARD', 'TOP_UP', 'UNFREEZE']);
    const oldest = Date.parse(transactionList.at(-1)!.time);
    expect(Date.now() + simulator.state.clockOffsetMs - oldest).toBeGreaterThan(80 * 24 * 3600_000);
    expectRunningBalance([...transactionList].reverse(), { balance: account.balance, frozen: account.frozen });
  });

  it('corp01 has a small balance; staff see their agency’s account; persons and forged calls are refused', async () => {
    expect(simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === 'AGT0002')!.balance).toBe(500_000);
    await loginAs('corp01');
    await refused(moneyApi.prepaid, {}, 'PERMISSION_DENIED'); // corp01's role has no prepaid screen
    await loginAs('staff01');
    await refused(moneyApi.prepaid, {}, 'PERMISSION_DENIED');
    await refused(moneyApi.transactions, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
    await refused(moneyApi.topUpApply, { amount: 100, transferDate: '2026-11-20', voucherImage: SEED_VOUCHER }, 'PERMISSION_DENIED');
    await loginAs('user01');
    await refused(moneyApi.prepaid, {}, 'PERMISSION_DENIED');
    await refused(moneyApi.transactionExport, {}, 'PERMISSION_DENIED');
  });
});

describe('transactions', () => {
  it('newest first, paged, filtered by kind, dates and order', async () => {
    await loginAs('agent01');
    const first = await ok(moneyApi.transactions, { currentPage: 1, perSize: 5 });
    expect(first.transactionList).toHaveLength(5);
    expect(first.page.count).toBe(transactionsOf().length);
    const topUps = await ok(moneyApi.transactions, { currentPage: 1, perSize: 50, kind: 'TOP_UP' });
    expectEvery(topUps.transactionList, (row) => row.kind === 'TOP_UP' && row.amount > 0);
    const day = first.transactionList[0]!.time.slice(0, 10);
    const ofDay = await ok(moneyApi.transactions, { currentPage: 1, perSize: 100, dateStart: day, dateEnd: day });
    expect(ofDay.transactionList.length).toBeGreaterThan(0);
    expectEvery(ofDay.transactionList, (row) => row.time.startsWith(day));
    const orderNo = transactionsOf().find((row) => row.orderNo)!.orderNo!;
    const ofOrder = await ok(moneyApi.transactions, { currentPage: 1, perSize: 100, orderNo: orderNo.toLowerCase() });
    expectEvery(ofOrder.transactionList, (row) => row.orderNo === orderNo);
    await refused(moneyApi.transactions, { currentPage: 1, perSize: 10, dateStart: '2026-11-20', dateEnd: '2026-11-01' }, 'PARAM_INVALID');
    await refused(moneyApi.transactions, { currentPage: 1, perSize: 10, kind: 'BONUS' as never }, 'PARAM_INVALID');
  });

  it('after new payments and a top-up the running balance still adds up', async () => {
    await loginAs('agent01');
    await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'PREPAID'));
    await ok(payApi.b2bPayment, await requestFor('ORDER', 'TO100117', 'B2B'));
    await ok(payApi.payment, await requestFor('ORDER', 'TO100106', 'PREPAID'));
    const { application } = await ok(moneyApi.topUpApply, { amount: 1_234_500, transferDate: '2026-11-22', voucherImage: SEED_VOUCHER });
    await simulator.topUps.review(application.applicationNo, { approve: true });
    await simulator.clock.advance(15 * 60_000);
    await loginAs('agent01');
    const { transactionList } = await ok(moneyApi.transactionExport, {});
    expectRunningBalance([...transactionList].reverse(), { balance: agentAccount().balance, frozen: agentAccount().frozen });
  });

  it('the export stops at 2,000 rows and says so', async () => {
    const { paymentNo: _payment, ...record } = transactionsOf().at(-1)!;
    const extra = PREPAID.exportLimit + 5 - transactionsOf().length;
    // More rows than the limit: copies of one movement, made external (money elsewhere) so the account's figures still add up.
    await store.apply((state) => ({
      ...state,
      transactions: [
        ...state.transactions,
        ...Array.from({ length: extra }, (_, index) => ({
          ...record,
          transactionNo: `TX9${String(index).padStart(7, '0')}`,
          external: true,
          availableChange: 0,
          frozenChange: 0,
        })),
      ],
    }));
    await loginAs('agent01');
    const { transactionList, truncated } = await ok(moneyApi.transactionExport, {});
    expect(transactionList).toHaveLength(PREPAID.exportLimit);
    expect(truncated).toBe(true);
  });
});

describe('top-up applications', () => {
  it('apply → PENDING; approved in the panel → balance up by the amount, a TOP_UP transaction', async () => {
    await loginAs('agent01');
    const before = agentAccount().balance;
    const { application } = await ok(moneyApi.topUpApply, {
      amount: 5_000_000,
      transferDate: '2026-11-22',
      voucherImage: SEED_VOUCHER,
      remark: ' 年会团预存 ',
    });
    expect(application).toMatchObject({
      status: 'PENDING',
      amount: 5_000_000,
      transferDate: '2026-11-22',
      remark: '年会团预存',
      voucherImage: SEED_VOUCHER,
    });
    expect(application.applicationNo).toMatch(/^TU\d{8}$/);
    expect(agentAccount().balance).toBe(before);
    expect(simulator.topUps.pending().map((record) => record.applicationNo)).toContain(application.applicationNo);

    await simulator.topUps.review(application.applicationNo, { approve: true });
    expect(agentAccount().balance).toBe(before + 5_000_000);
    expect(transactionsOf().at(-1)).toMatchObject({ kind: 'TOP_UP', amount: 5_000_000, balanceAfter: before + 5_000_000 });
    const { applicationList } = await ok(moneyApi.topUpList, { currentPage: 1, perSize: 5 });
    expect(applicationList[0]).toMatchObject({ applicationNo: application.applicationNo, status: 'APPROVED', reviewer: PREPAID.reviewer });
    await expect(simulator.topUps.review(application.applicationNo, { approve: true })).rejects.toThrow('已审核');
  });

  it('rejected with the reviewer’s reason: the balance does not move', async () => {
    await loginAs('agent01');
    const before = agentAccount().balance;
    const { application } = await ok(moneyApi.topUpApply, { amount: 800_000, transferDate: '2026-11-21', voucherImage: SEED_VOUCHER });
    await expect(simulator.topUps.review(application.applicationNo, { reject: '  ' })).rejects.toThrow('请填写驳回原因');
    await simulator.topUps.review(application.applicationNo, { reject: '凭证模糊，无法核对' });
    expect(agentAccount().balance).toBe(before);
    const { applicationList } = await ok(moneyApi.topUpList, { currentPage: 1, perSize: 20, status: 'REJECTED' });
    expect(applicationList[0]).toMatchObject({ applicationNo: application.applicationNo, rejectReason: '凭证模糊，无法核对' });
  });

  it('the seed holds applications in every state', async () => {
    await loginAs('agent01');
    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const { applicationList } = await ok(moneyApi.topUpList, { currentPage: 1, perSize: 20, status });
      expect(applicationList.length, status).toBeGreaterThan(0);
    }
  });

  it('refuses a bad amount, a future or malformed date, a missing or non-JPEG voucher, one over 2 MB', async () => {
    await loginAs('agent01');
    const good = { amount: 100_000, transferDate: '2026-11-22', voucherImage: SEED_VOUCHER };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99 }, `充值金额须在${formatFen(100)}到${formatFen(100_000_000)}之间`],
      [{ amount: 100_000_001 }, `充值金额须在${formatFen(100)}到${formatFen(100_000_000)}之间`],
      [{ transferDate: '2026-11-24' }, '转账日期不能晚于今天'],
      [{ voucherImage: '' }, '请上传转账凭证图片'],
      [{ voucherImage: 'data:image/png;base64,AAAA' }, '转账凭证须为JPEG图片'],
      [{ voucherImage: `data:image/jpeg;base64,${'A'.repeat(PREPAID.voucherMaxChars)}` }, '转账凭证图片不能超过2MB'],
    ];
    for (const [change, detail] of cases) {
      const refusal = await refused(moneyApi.topUpApply, { ...good, ...change } as typeof good, 'TOP_UP_INVALID');
      expect(refusal.errorMsg).toBe(`充值申请有误：${detail}`);
    }
    // Fen are whole and dates YYYY-MM-DD: the call's schema refuses the rest before the rule, naming the field.
    const fraction = await send(moneyApi.topUpApply, { ...good, amount: 100.5 });
    expect(fraction).toMatchObject({ btCommonRes: { errorCode: ERRORS.PARAM_INVALID.code }, errorParams: { field: 'amount' } });
    const date = await send(moneyApi.topUpApply, { ...good, transferDate: '22/11/2026' });
    expect(date).toMatchObject({
      btCommonRes: { errorCode: ERRORS.PARAM_INVALID.code },
      errorParams: { field: 'transferDate', detail: '字段transferDate格式不正确（应为YYYY-MM-DD格式的日期）' },
    });
    expect(simulator.topUps.pending().filter((record) => record.amount === 100_000)).toEqual([]);
  });
});
