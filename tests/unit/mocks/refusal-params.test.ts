import { describe, expect, it } from 'vitest';
import { call, moneyApi, BizRequestError } from '@/lib/gateway';
import { loginAs, send } from './support';

/** A refusal that belongs to a field names it in the parameters beside btCommonRes; the client reads them. */

const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';

describe('refusal parameters', () => {
  it('a top-up refused at its amount says field amount beside btCommonRes; a refusal without parameters sends none', async () => {
    await loginAs('agent01');
    const answer = (await send(moneyApi.topUpApply, { amount: 50, transferDate: '2026-11-20', voucherImage: JPEG })) as unknown as {
      btCommonRes: { isOk: boolean };
      errorParams?: Record<string, unknown>;
    };
    expect(answer.btCommonRes.isOk).toBe(false);
    expect(answer.errorParams).toMatchObject({ field: 'amount', detail: expect.stringContaining('充值金额') });
    const remark = (await send(moneyApi.topUpApply, {
      amount: 100_00,
      transferDate: '2026-11-20',
      voucherImage: JPEG,
      remark: '备'.repeat(300),
    })) as unknown as {
      errorParams?: Record<string, unknown>;
    };
    expect(remark.errorParams?.field).toBe('remark');
  });

  it('the client’s BizRequestError carries them as params', async () => {
    await loginAs('agent01');
    const refusal = await call(
      moneyApi.topUpApply,
      { amount: 100_00, transferDate: '2099-01-01', voucherImage: JPEG },
      { hideError: true },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BizRequestError);
    expect((refusal as BizRequestError).params.field).toBe('transferDate');
  });
});
