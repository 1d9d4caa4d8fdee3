import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AUTH } from '@/config/auth-codes';
import { formatDateTime } from '@/domain/format';
import { VALIDATION_MESSAGES } from '@/domain/validators';
import { accountApi, agencyApi, call, ERRORS } from '@/lib/gateway';
import { saveSessionUser } from '@/lib/stored-user';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { AGENCY_REVIEW } from '@/mocks/rules';
import { PNG_DATA_URL } from '../unit/mocks/agency-support';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { compressedNames, standInCompressor } from '../compressor';
import { button, fill, formItemOf } from './team-order-support';

/* compressorjs draws on a canvas, which jsdom lacks: a stand-in answers a small JPEG (tests/compressor.ts). */
const compressor = standInCompressor();
const JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQ';

const field = (label: string) => formItemOf(screen.getByLabelText(label));
/** The value shown beside a Descriptions label. */
function fact(label: string): string {
  const cell = Array.from(document.querySelectorAll('.ant-descriptions-item-label')).find((node) => node.textContent === label);
  if (!cell) throw new Error(`no fact ${label}`);
  return cell.nextElementSibling?.textContent ?? '';
}

describe('account info', () => {
  it('shows the member, edits name, phone and email with messages at the fields, the header follows; the agreement opens', async () => {
    const before = simulator.state.accounts.find((account) => account.userName === 'agent01')!.lastLoginTime;
    const session = await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp('/agent/user/account-info');
    await waitFor(() => expect(fact('用户名')).toBe('agent01'));
    expect(fact('姓名')).toBe('王建国');
    expect(fact('账号类型')).toBe('主账号');
    expect(fact('所属机构')).toBe('上海锦程国际旅行社有限公司');
    // 上次登录 is the sign-in before this one, as the home (the login's answer) shows it, not this one.
    expect(session.accountInfo.lastLoginTime).toBe(before);
    expect(fact('上次登录')).toBe(formatDateTime(before));
    expect(document.querySelector('.portal-user')).toHaveTextContent('王建国');

    await user.click(button('编辑'));
    await user.clear(screen.getByLabelText('姓名'));
    await user.clear(screen.getByLabelText('手机号'));
    await fill(user, screen.getByLabelText('手机号'), '2390000');
    await user.clear(screen.getByLabelText('邮箱'));
    await fill(user, screen.getByLabelText('邮箱'), 'wang@');
    await user.click(button('保存'));
    // The fields are validated each on its own: on a loaded machine the messages come one by one.
    await waitFor(() => expect(within(field('姓名')).getByText('请输入姓名')).toBeInTheDocument());
    await waitFor(() => expect(within(field('手机号')).getByText(VALIDATION_MESSAGES.phone)).toBeInTheDocument());
    await waitFor(() => expect(within(field('邮箱')).getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument());
    expect(gateway.count(agencyApi.staffEdit)).toBe(0);

    await fill(user, screen.getByLabelText('姓名'), ' 王建华 ');
    await user.clear(screen.getByLabelText('手机号'));
    await fill(user, screen.getByLabelText('手机号'), '13900000021');
    await user.clear(screen.getByLabelText('邮箱'));
    await user.click(button('保存'));
    await waitFor(() => expect(fact('姓名')).toBe('王建华'));
    expect(fact('手机号')).toBe('13900000021');
    expect(fact('邮箱')).toBe('-');
    expect(await gateway.bodies(agencyApi.staffEdit)).toEqual([{ displayName: '王建华', mobile: '13900000021', baseRevision: 1 }]);
    await waitFor(() => expect(document.querySelector('.portal-user')).toHaveTextContent('王建华'));
    await waitFor(() => expect(toastTexts()).toContain('账户信息已保存'));
    expect(gateway.count(agencyApi.staffDetail)).toBe(1);

    await user.click(button('查看用户协议'));
    await waitFor(() => expect(screen.getByText('航空公司团队机票分销平台用户协议')).toBeInTheDocument());
    expect(screen.getByText('版本：2026.1')).toBeInTheDocument();
    expect(screen.getByText(/^六、申请注销账号前/)).toBeInTheDocument();
    expect(gateway.count(agencyApi.staffAgreement)).toBe(1);
  });

  it('shows a sub-account its main account and role', async () => {
    await signIn('agent01');
    const role = await call(agencyApi.roleSave, {
      roleName: '资料维护',
      description: '',
      functionCodes: [AUTH.AGENT_HOME, AUTH.ACCOUNT_INFO],
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
    renderApp('/agent/user/account-info');
    await waitFor(() => expect(fact('账号类型')).toBe('子账号'));
    expect(fact('所属主账号')).toBe('agent01');
    expect(fact('角色')).toBe('资料维护');
    expect(fact('姓名')).toBe('钱多多');
  });
});

describe('change password', () => {
  it('checks the fields, shows refusals at their fields, then changes it and clears the form; nothing is kept', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent/user/changePassword');
    await waitFor(() => expect(screen.getByText(/其他设备或浏览器上的登录将全部失效.*当前登录保持有效/)).toBeInTheDocument());

    await user.click(button('确认修改'));
    await waitFor(() => expect(within(field('原密码')).getByText('请输入原密码')).toBeInTheDocument());
    expect(within(field('新密码')).getByText('请输入新密码')).toBeInTheDocument();
    expect(within(field('确认新密码')).getByText('请再次输入新密码')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('原密码'), 'Agent@2026');
    await fill(user, screen.getByLabelText('新密码'), 'abc');
    await fill(user, screen.getByLabelText('确认新密码'), 'abd');
    await waitFor(() => expect(within(field('新密码')).getByText(VALIDATION_MESSAGES.password)).toBeInTheDocument());
    // The checklist under the field says what is missing.
    expect(within(field('新密码')).getByText('8-20位').parentElement).toHaveTextContent('（未满足）');
    await waitFor(() => expect(within(field('确认新密码')).getByText('两次输入的密码不一致')).toBeInTheDocument());
    await user.clear(screen.getByLabelText('新密码'));
    await fill(user, screen.getByLabelText('新密码'), 'Agent@2026');
    await waitFor(() => expect(within(field('新密码')).getByText(ERRORS.PASSWORD_UNCHANGED.message)).toBeInTheDocument());
    expect(gateway.count(agencyApi.changePassword)).toBe(0);

    // A wrong old password: the gateway's refusal at that field, no toast.
    await user.clear(screen.getByLabelText('原密码'));
    await fill(user, screen.getByLabelText('原密码'), 'Wrong@2026');
    await user.clear(screen.getByLabelText('新密码'));
    await fill(user, screen.getByLabelText('新密码'), 'Better2027x');
    await user.clear(screen.getByLabelText('确认新密码'));
    await fill(user, screen.getByLabelText('确认新密码'), 'Better2027x');
    await user.click(button('确认修改'));
    await waitFor(() => expect(within(field('原密码')).getByText(ERRORS.WRONG_OLD_PASSWORD.message)).toBeInTheDocument());

    // The gateway judging the new one weak (its rule may be stricter than the form's): at the new password.
    server.use(
      http.post(
        `*${agencyApi.changePassword.path}`,
        () =>
          HttpResponse.json({ btCommonRes: { isOk: false, errorCode: ERRORS.PASSWORD_WEAK.code, errorMsg: ERRORS.PASSWORD_WEAK.message } }),
        { once: true },
      ),
    );
    await user.clear(screen.getByLabelText('原密码'));
    await fill(user, screen.getByLabelText('原密码'), 'Agent@2026');
    await user.click(button('确认修改'));
    await waitFor(() => expect(within(field('新密码')).getByText(ERRORS.PASSWORD_WEAK.message)).toBeInTheDocument());
    expect(toastTexts()).toEqual([]);

    await user.click(button('确认修改'));
    await waitFor(() => expect(screen.getByText('密码已修改', { selector: '.ant-alert-title' })).toBeInTheDocument());
    expect(screen.getByText(/其他设备或浏览器上的登录已失效，当前登录保持有效/)).toBeInTheDocument();
    expect(await gateway.bodies(agencyApi.changePassword)).toEqual([
      { oldPassword: 'Wrong@2026', newPassword: 'Better2027x' },
      { oldPassword: 'Agent@2026', newPassword: 'Better2027x' },
      { oldPassword: 'Agent@2026', newPassword: 'Better2027x' },
    ]);
    for (const label of ['原密码', '新密码', '确认新密码']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(simulator.state.accounts.find((account) => account.userName === 'agent01')?.password).toBe('Better2027x');
    // The caller stays signed in; no password is kept anywhere.
    expect(router.state.location.pathname).toBe('/agent/user/changePassword');
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toMatch(/Better2027x|Agent@2026|Wrong@2026/);
  });
});

describe('agent info', () => {
  it('shows the organisation; supplies the licence (compressed), a stale one is refused as pending, 查询审核结果 reads the approval', async () => {
    await signIn('xinghai01');
    const gateway = recordGateway();
    const { user } = renderApp('/agent/user/agent-info');
    await waitFor(() => expect(fact('机构名称')).toBe('杭州星海国际旅行社有限公司'));
    expect(fact('统一社会信用代码')).toBe('91330106MA2CFK8L11');
    expect(fact('机构类型')).toBe('旅行社');
    expect(fact('所在省份')).toBe('浙江省');
    expect(fact('联系人')).toBe('周海燕');
    expect(fact('联系电话')).toBe('13900000005');
    expect(fact('营业执照')).toBe('未上传');
    expect(screen.getByText(/尚未提交补充资料申请/)).toBeInTheDocument();

    await user.click(button('提交补充资料申请'));
    await waitFor(() => expect(screen.getByText('请选择营业执照图片')).toBeInTheDocument());

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(4096)], '执照.png', { type: 'image/png' }));
    expect(await screen.findByAltText('营业执照预览')).toHaveAttribute('src', JPEG_DATA_URL);
    expect(compressedNames(compressor)).toEqual(['执照.png']);

    // Another tab applied meanwhile: the gateway refuses this one as pending, and the screen shows that one.
    await call(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
    await user.click(button('提交补充资料申请'));
    await waitFor(() => expect(toastTexts().join('\n')).toContain('补充资料申请SUP000003正在审核中，请勿重复提交'));
    await waitFor(() => expect(fact('申请单号')).toBe('SUP000003'));
    expect(fact('审核状态')).toBe('审核中');
    expect(screen.getByText('补充资料正在审核中，审核完成前不能再次提交')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交补充资料申请' })).toBeNull();

    simulator.clock.advance(AGENCY_REVIEW.supplementMs);
    await user.click(button('查询审核结果'));
    await waitFor(() => expect(fact('审核状态')).toBe('已通过'));
    const approved = simulator.state.supplements.find((record) => record.applicationNo === 'SUP000003')!;
    expect(fact('审核时间')).toBe(formatDateTime(approved.reviewedAt));
    expect(screen.getByAltText('营业执照（已存档）')).toHaveAttribute('src', PNG_DATA_URL);
    await waitFor(() => expect(toastTexts()).toContain('补充资料申请SUP000003：已通过'));

    // A new licence may be supplied once reviewed: this one reaches the gateway and is pending.
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File([new Uint8Array(4096)], '新执照.png', { type: 'image/png' }),
    );
    await screen.findByAltText('营业执照预览');
    await user.click(button('提交补充资料申请'));
    await waitFor(() => expect(fact('申请单号')).toBe('SUP000004'));
    expect(fact('审核状态')).toBe('审核中');
    await waitFor(() => expect(toastTexts()).toContain('补充资料申请SUP000004已提交，等待航司审核'));
    expect(await gateway.bodies(agencyApi.supplementApply)).toEqual([
      { licenceImage: PNG_DATA_URL },
      { licenceImage: JPEG_DATA_URL },
      { licenceImage: JPEG_DATA_URL },
    ]);
    expect(gateway.count(agencyApi.supplementCheck)).toBe(1);
  });

  it('offers a sub-account no application, with the reason; the gateway refuses one forged by it, and one by a role without the function', async () => {
    await signIn('agent01');
    const subAccountWith = async (userName: string, functionCodes: string[]) => {
      const role = await call(agencyApi.roleSave, { roleName: `角色${userName}`, description: '', functionCodes, baseRevision: 0 });
      await call(agencyApi.subAccountSave, {
        userName,
        displayName: '钱多多',
        mobile: '13900000099',
        roleCode: role.roleCode,
        password: 'Clerk@2026',
        baseRevision: 0,
      });
    };
    await subAccountWith('clerk09', [AUTH.AGENT_HOME, AUTH.AGENT_INFO]);
    await subAccountWith('clerk08', [AUTH.AGENT_HOME, AUTH.ACCOUNT_INFO]);
    const signInSub = async (userName: string) => {
      const { captchaKey } = await call(accountApi.imageCaptcha, {});
      saveSessionUser(
        await call(accountApi.multiUserLogin, {
          agencyAccount: 'agent01',
          userName,
          password: 'Clerk@2026',
          captchaKey,
          captchaCode: simulator.peekCaptcha() ?? '',
        }),
      );
    };
    await signInSub('clerk09');
    renderApp('/agent/user/agent-info');
    await waitFor(() => expect(screen.getByText('仅主账号可以提交补充资料申请')).toBeInTheDocument());
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交补充资料申请' })).toBeNull();
    const before = simulator.state.supplements.length;
    await expect(call(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL })).rejects.toMatchObject({
      errorCode: ERRORS.MAIN_ACCOUNT_ONLY.code,
    });
    await signInSub('clerk08');
    await expect(call(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL })).rejects.toMatchObject({
      errorCode: ERRORS.PERMISSION_DENIED.code,
    });
    expect(simulator.state.supplements).toHaveLength(before);
  });
});
