import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { AUTH } from '@/config/auth-codes';
import { formatFen } from '@/domain/format';
import { accountApi, agencyApi, call, ERRORS } from '@/lib/gateway';
import { saveSessionUser } from '@/lib/stored-user';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { AGENCY_REVIEW, writeTransaction } from '@/mocks/rules';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { NEW_AGENCY, PNG_DATA_URL } from '../unit/mocks/agency-support';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, fill, formItemOf, queryButton } from './team-order-support';

const SIGN_OUT = '/agent/user/singout';

/** The checklist row of a condition. */
const row = (condition: string) => document.querySelector(`[data-condition="${condition}"]`)?.closest('li') as HTMLElement;

async function agentLogin(userName: string, password: string) {
  const { captchaKey } = await call(accountApi.imageCaptcha, {});
  return call(accountApi.agentLogin, { userName, password, captchaKey, captchaCode: simulator.peekCaptcha() ?? '' });
}

/** A newly registered agency whose licence was approved, signed in: nothing blocks its deregistration. */
async function signInCleanAgency(): Promise<string> {
  await call(agencyApi.registerVerifyCode, { mobile: NEW_AGENCY.mobile });
  await call(agencyApi.register, { ...NEW_AGENCY, smsCode: simulator.peekSms(NEW_AGENCY.mobile)!.code });
  await agentLogin(NEW_AGENCY.userName, NEW_AGENCY.password);
  await call(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
  simulator.clock.advance(AGENCY_REVIEW.supplementMs);
  const result = await agentLogin(NEW_AGENCY.userName, NEW_AGENCY.password);
  saveSessionUser(result);
  return result.accountInfo.accountId;
}

/** Money moving outside the screen: the agency's prepaid balance becomes `fen`, by a movement of its ledger as every change of it is. */
function setBalance(ownerAccountId: string, fen: number) {
  store.update(() => {
    const state = store.getState();
    const delta = fen - (state.prepaidAccounts.find((candidate) => candidate.ownerAccountId === ownerAccountId)?.balance ?? 0);
    writeTransaction(
      state,
      ownerAccountId,
      { kind: delta >= 0 ? 'TOP_UP' : 'PAYMENT', amount: delta, description: '测试：余额调整' },
      simulator.clock.nowMs(),
    );
  });
}

async function confirmApplication(user: ReturnType<typeof renderApp>['user']) {
  await user.click(button('申请注销'));
  const ok = await waitFor(() => button('确认注销'));
  expect(screen.getByText(/注销申请提交后不可撤销/)).toBeInTheDocument();
  await user.click(ok);
}

describe('account deregistration', () => {
  it('shows agent01 why it cannot deregister: the balance and its unfinished orders, each with a link; 重新检查 asks again', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(SIGN_OUT);
    const { balance, frozen } = simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === SEED_ACCOUNT_IDS.agent01)!;
    await waitFor(() => expect(row('ZERO_BALANCE')).toHaveTextContent(`预存款余额为零✗ 未满足预存款余额${formatFen(balance)}`));
    expect(within(row('ZERO_BALANCE')).getByRole('link', { name: '前往预存款账户' })).toHaveAttribute('href', '/agent/user/preExisted');
    expect(row('NO_UNFINISHED_ORDER')).toHaveTextContent(/无未完成的订单✗ 未满足有\d+个未完成的订单/);
    expect(within(row('NO_UNFINISHED_ORDER')).getByRole('link', { name: '前往团队订单' })).toHaveAttribute(
      'href',
      '/agent/orderCenter/order',
    );
    expect(row('NO_FROZEN_AMOUNT')).toHaveTextContent(`预存款无冻结金额✗ 未满足冻结金额${formatFen(frozen)}`);
    expect(screen.getByText(/暂不能注销/)).toBeInTheDocument();
    expect(queryButton('申请注销')).toBeNull();
    expect(queryButton('获取验证码')).toBeNull();

    await user.click(button('重新检查'));
    await waitFor(() => expect(gateway.count(agencyApi.deregistrationCheck)).toBe(2));
    expect(gateway.count(agencyApi.deregistrationState)).toBe(1);
    expect(gateway.count(agencyApi.deregistrationVerifyCode) + gateway.count(agencyApi.deregistrationApply)).toBe(0);
  });

  it('tells a sub-account holding the function that only the main account may, without asking the gateway', async () => {
    await signIn('agent01');
    const role = await call(agencyApi.roleSave, {
      roleName: '注销办理',
      description: '',
      functionCodes: [AUTH.AGENT_HOME, AUTH.SIGN_OUT],
      baseRevision: 0,
    });
    await call(agencyApi.subAccountSave, {
      userName: 'clerk09',
      displayName: '钱多多',
      mobile: '13900000099',
      roleCode: role.roleCode,
      password: 'Clerk@2026',
      baseRevision: 0,
    });
    const { captchaKey } = await call(accountApi.imageCaptcha, {});
    saveSessionUser(
      await call(accountApi.multiUserLogin, {
        agencyAccount: 'agent01',
        userName: 'clerk09',
        password: 'Clerk@2026',
        captchaKey,
        captchaCode: simulator.peekCaptcha() ?? '',
      }),
    );
    const gateway = recordGateway();
    renderApp(SIGN_OUT);
    await waitFor(() => expect(screen.getByText('仅主账号可以办理账户注销')).toBeInTheDocument());
    expect(gateway.paths().filter((path) => path.startsWith('/deregistration'))).toEqual([]);
    // Forged, the application is refused: only the main account deregisters its agency.
    await expect(call(agencyApi.deregistrationApply, { smsCode: '000000' })).rejects.toMatchObject({
      errorCode: ERRORS.MAIN_ACCOUNT_ONLY.code,
    });
    expect(simulator.state.deregistrations).toEqual([]);
  });

  it('lets a clean agency apply with its SMS code after confirming; a blocker that arose meanwhile is refused and shown', async () => {
    const accountId = await signInCleanAgency();
    const gateway = recordGateway();
    const { user } = renderApp(SIGN_OUT);
    await waitFor(() => expect(row('ZERO_BALANCE')).toHaveTextContent('✓ 已满足'));
    expect(document.querySelectorAll('[data-condition]')).toHaveLength(4);
    expect(document.querySelectorAll('.plain-list a')).toHaveLength(0);

    await user.click(button('申请注销'));
    await waitFor(() => expect(within(formItemOf(screen.getByLabelText('短信验证码'))).getByText('请输入短信验证码')).toBeInTheDocument());
    await user.click(button('获取验证码'));
    await waitFor(() => expect(screen.getByText('验证码已发送至 137****0001')).toBeInTheDocument());
    const code = simulator.peekSms(NEW_AGENCY.mobile)!.code;

    // A wrong code: refused at the field, after the confirmation.
    await fill(user, screen.getByLabelText('短信验证码'), code === '000000' ? '111111' : '000000');
    await confirmApplication(user);
    await waitFor(() =>
      expect(within(formItemOf(screen.getByLabelText('短信验证码'))).getByText(ERRORS.SMS_CODE_INVALID.message)).toBeInTheDocument(),
    );

    // Money arrived meanwhile: the gateway refuses and says why; the checklist shows it.
    setBalance(accountId, 50_000);
    await user.clear(screen.getByLabelText('短信验证码'));
    await fill(user, screen.getByLabelText('短信验证码'), code);
    await confirmApplication(user);
    await waitFor(() => expect(toastTexts().join('\n')).toContain('暂不能注销，未满足“预存款余额为零”：预存款余额¥500.00'));
    await waitFor(() => expect(row('ZERO_BALANCE')).toHaveTextContent('✗ 未满足'));
    expect(queryButton('申请注销')).toBeNull();

    // Cleared again: 重新检查, then the application goes through.
    setBalance(accountId, 0);
    await user.click(button('重新检查'));
    await fill(user, await screen.findByLabelText('短信验证码'), code);
    await confirmApplication(user);
    await waitFor(() => expect(screen.getByText('注销申请审核中')).toBeInTheDocument());
    expect(screen.getByText(/24小时内完成审核/)).toBeInTheDocument();
    expect(screen.getByText('DRG000001')).toBeInTheDocument();
    expect(await gateway.bodies(agencyApi.deregistrationApply)).toEqual([
      { smsCode: code === '000000' ? '111111' : '000000' },
      { smsCode: code },
      { smsCode: code },
    ]);
    // Under review, the gateway offers no second application: no checklist, no form, and a forged one is refused.
    expect(screen.queryByText('注销条件检查')).toBeNull();
    expect(queryButton('申请注销')).toBeNull();
    await expect(call(agencyApi.deregistrationApply, { smsCode: code })).rejects.toMatchObject({
      errorCode: ERRORS.DEREGISTRATION_PENDING.code,
    });
    expect(simulator.state.deregistrations).toHaveLength(1);
  });
});
