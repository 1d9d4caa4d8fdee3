import { describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { AUTH } from '@/config/auth-codes';
import { SUB_ACCOUNT_LIMIT, USERNAME_MESSAGE } from '@/domain/agency';
import { agencyApi, call, ERRORS } from '@/lib/gateway';
import { saveSessionUser } from '@/lib/stored-user';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { expectEvery } from '../expect-every';
import { createStaffWithRole, staffLogin } from '../unit/mocks/agency-support';
import { button, findDialog, queryButton, confirmPopup } from './team-order-support';

const LIST = '/agent/user/subaccount';
const CREATE = '/agent/user/subaccount/create';

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const rowOf = (userName: string) => {
  const row = rows().find((node) => node.querySelector('td')?.textContent === userName);
  if (!row) throw new Error(`no row ${userName}`);
  return row;
};
/** The help and error texts under a field, by the field's label. */
const fieldMessages = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
/** Sets an input's whole value at once (one change event, as a paste). */
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const newStaff = (userName: string) => ({
  userName,
  displayName: '新员工',
  mobile: '13900000088',
  roleCode: 'ROL0003',
  password: 'Staff@2026',
  baseRevision: 0,
});

describe('sub-accounts', () => {
  it('lists with filters in the address, masked phones, the count of the limit; locks and unlocks', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(LIST);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rowOf('staff02')).toHaveTextContent('赵丽娟139****0012');
    expect(rowOf('staff02')).toHaveTextContent('财务');
    expect(rowOf('staff03')).toHaveTextContent('已停用');
    expect(within(rowOf('staff03')).getByRole('button', { name: '启用 staff03' })).toBeInTheDocument();
    // Each row offers what the gateway allows it: a locked one 启用 only, an enabled one 停用 only.
    expect(within(rowOf('staff03')).queryByRole('button', { name: '停用 staff03' })).toBeNull();
    expect(within(rowOf('staff02')).getByRole('button', { name: '停用 staff02' })).toBeInTheDocument();
    expect(within(rowOf('staff02')).queryByRole('button', { name: '启用 staff02' })).toBeNull();
    expect(screen.getByText(`已有 4 / ${SUB_ACCOUNT_LIMIT} 个`)).toBeInTheDocument();
    expect(document.querySelector(`a[href="${CREATE}"]`)).toHaveTextContent('新建子账号');
    // The side menu's entry is this list (新建子账号 is a button of it, not an entry).
    expect(document.querySelector(`.portal-sider a[href="${LIST}"]`)).toHaveTextContent('子账号管理');
    expect(document.querySelector(`.portal-sider a[href="${CREATE}"]`)).toBeNull();

    // Filters reach the gateway and the address; the count still counts them all.
    setValue(screen.getByLabelText('用户名'), 'STAFF');
    await user.click(screen.getByLabelText('状态'));
    await user.click(await screen.findByTitle('已停用'));
    await user.click(button('查询'));
    await waitFor(() => expect(router.state.location.search).toBe('?userName=STAFF&state=LOCKED'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((await gateway.bodies(agencyApi.subAccountList)).at(-1)).toEqual({
      currentPage: 1,
      perSize: 10,
      userName: 'STAFF',
      state: 'LOCKED',
    });
    await waitFor(() => expect(screen.getByText(`已有 4 / ${SUB_ACCOUNT_LIMIT} 个`)).toBeInTheDocument());

    // Unlock after confirming: the locked list no longer holds it.
    await user.click(within(rowOf('staff03')).getByRole('button', { name: '启用 staff03' }));
    await user.click(await confirmPopup('启用'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(await gateway.bodies(agencyApi.subAccountLock)).toEqual([{ accountId: 'STF0003', locked: false }]);
    await waitFor(() => expect(toastTexts()).toContain('子账号 staff03 已启用'));

    // Lock another from the whole list.
    await user.click(button('重置'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(within(rowOf('staff02')).getByRole('button', { name: '停用 staff02' }));
    await user.click(await confirmPopup('停用'));
    await waitFor(() => expect(rowOf('staff02')).toHaveTextContent('已停用'));
    expect((await gateway.bodies(agencyApi.subAccountLock)).at(-1)).toEqual({ accountId: 'STF0002', locked: true });
    expect(simulator.state.accounts.find((account) => account.userName === 'staff02')?.disabled).toBe(true);
  });

  it('resets a password with the code sent to the main account phone', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(LIST);
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(within(rowOf('staff02')).getByRole('button', { name: '重置密码 staff02' }));
    const dialog = await findDialog('重置密码：staff02（赵丽娟）');

    // Field messages before any call.
    setValue(within(dialog).getByLabelText('新密码'), 'abc');
    setValue(within(dialog).getByLabelText('确认新密码'), 'abd');
    await user.click(button('重置密码', dialog));
    await waitFor(() => expect(within(dialog).getByText('请输入短信验证码')).toBeInTheDocument());
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(gateway.count(agencyApi.subAccountResetPassword)).toBe(0);

    await user.click(button('获取验证码', dialog));
    await waitFor(() => expect(within(dialog).getByText('验证码已发送至 139****0001')).toBeInTheDocument());
    expect(await gateway.bodies(agencyApi.subAccountVerifyCode)).toEqual([{ accountId: 'STF0002' }]);
    const { code } = simulator.peekSms('13900000001')!;

    // A wrong code is refused at its field.
    setValue(within(dialog).getByLabelText('短信验证码'), code === '000000' ? '111111' : '000000');
    setValue(within(dialog).getByLabelText('新密码'), 'Reset@2026');
    setValue(within(dialog).getByLabelText('确认新密码'), 'Reset@2026');
    await user.click(button('重置密码', dialog));
    await waitFor(() => expect(gateway.count(agencyApi.subAccountResetPassword)).toBe(1));
    await waitFor(() => expect(within(dialog).getByText('短信验证码错误或已过期')).toBeInTheDocument());

    setValue(within(dialog).getByLabelText('短信验证码'), code);
    await user.click(button('重置密码', dialog));
    await waitFor(() => expect(toastTexts()).toContain('子账号 staff02 的密码已重置'));
    expect((await gateway.bodies(agencyApi.subAccountResetPassword)).at(-1)).toEqual({
      accountId: 'STF0002',
      smsCode: code,
      newPassword: 'Reset@2026',
    });
    expect(simulator.state.accounts.find((account) => account.userName === 'staff02')?.password).toBe('Reset@2026');
  });

  it('creates: the user name checked while typing, field messages, a refusal at its field, then the list', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(CREATE);
    const userName = await screen.findByLabelText('用户名');

    // A malformed name: the rule speaks, the gateway is not asked.
    setValue(userName, '1abc');
    await waitFor(() => expect(screen.getByText(USERNAME_MESSAGE)).toBeInTheDocument());
    setValue(userName, '');
    await user.type(userName, 'staff01');
    await waitFor(() => expect(fieldMessages('用户名')).toBe('该用户名已被占用'));
    // The check waits for a pause in the typing: fewer calls than well-formed names typed on the way, the last for
    // the whole name (a slow machine may pause long enough inside the word to check a part of it too).
    const checked = (await gateway.bodies(agencyApi.subAccountUsernameQuery)) as { userName: string }[];
    expect(checked.at(-1)).toEqual({ userName: 'staff01' });
    const wellFormedPrefixes = ['staf', 'staff', 'staff0', 'staff01'];
    expect(checked.length).toBeLessThan(wellFormedPrefixes.length);
    expectEvery(checked, ({ userName }) => 'staff01'.startsWith(userName));
    setValue(userName, 'newclerk');
    await waitFor(() => expect(fieldMessages('用户名')).toBe('可用'));

    // Field messages.
    setValue(screen.getByLabelText('手机号'), '1390000');
    setValue(screen.getByLabelText('邮箱'), 'not-an-email');
    setValue(screen.getByLabelText('初始密码'), 'abcdefgh');
    await user.click(button('创建子账号'));
    await waitFor(() => expect(screen.getByText('请输入姓名')).toBeInTheDocument());
    expect(screen.getByText('仅支持11位中国大陆手机号')).toBeInTheDocument();
    expect(screen.getByText('请检查邮箱格式')).toBeInTheDocument();
    expect(fieldMessages('角色')).toBe('请选择角色');
    expect(screen.getByText('密码须为8-20位，且同时包含字母和数字')).toBeInTheDocument();
    expect(gateway.count(agencyApi.subAccountSave)).toBe(0);

    setValue(screen.getByLabelText('姓名'), '钱多多');
    setValue(screen.getByLabelText('手机号'), '13900000021');
    setValue(screen.getByLabelText('邮箱'), 'qian@example.com');
    await user.click(screen.getByLabelText('角色'));
    await user.click(await screen.findByTitle('财务'));
    setValue(screen.getByLabelText('初始密码'), 'Clerk@2026');
    setValue(screen.getByLabelText('确认初始密码'), 'Clerk@2026');

    // Someone takes the name after the check: the gateway's refusal shows at the field.
    await call(agencyApi.subAccountSave, newStaff('newclerk'));
    await user.click(button('创建子账号'));
    await waitFor(() => expect(fieldMessages('用户名')).toBe('该用户名已被占用'));
    // The test's own call, then the form's.
    expect(gateway.count(agencyApi.subAccountSave)).toBe(2);

    setValue(userName, 'newclerk2');
    await waitFor(() => expect(fieldMessages('用户名')).toBe('可用'));
    await user.click(button('创建子账号'));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect((await gateway.bodies(agencyApi.subAccountSave)).at(-1)).toEqual({
      userName: 'newclerk2',
      displayName: '钱多多',
      mobile: '13900000021',
      email: 'qian@example.com',
      roleCode: 'ROL0002',
      password: 'Clerk@2026',
      baseRevision: 0,
    });
    await waitFor(() => expect(toastTexts()).toContain('子账号 newclerk2 已创建'));
    await waitFor(() => expect(rowOf('newclerk2')).toHaveTextContent('钱多多139****0021qian@example.com财务启用'));
    expect(screen.getByText(`已有 6 / ${SUB_ACCOUNT_LIMIT} 个`)).toBeInTheDocument();
  });

  it('at the limit the create button is disabled with the reason; edits keep the user name', async () => {
    await signIn('agent01');
    for (let index = 5; index <= SUB_ACCOUNT_LIMIT; index += 1) await call(agencyApi.subAccountSave, newStaff(`clerk${index}`));
    const gateway = recordGateway();
    const { user, router } = renderApp(LIST);
    await waitFor(() =>
      expect(screen.getByText(`已有 ${SUB_ACCOUNT_LIMIT} / ${SUB_ACCOUNT_LIMIT} 个，已达上限，不能再新建子账号`)).toBeInTheDocument(),
    );
    expect(button('新建子账号')).toBeDisabled();

    await user.click(within(rowOf('staff02')).getByRole('link', { name: '编辑 staff02' }));
    await screen.findByText(/修改 staff02 的姓名/);
    const userName = screen.getByLabelText('用户名');
    expect(userName).toBeDisabled();
    expect(userName).toHaveValue('staff02');
    expect(screen.getByLabelText('手机号')).toHaveValue('13900000012');
    expect(queryButton('获取验证码')).toBeNull();
    expect(screen.queryByLabelText('初始密码')).not.toBeInTheDocument();
    setValue(screen.getByLabelText('姓名'), '赵丽');
    await user.click(screen.getByLabelText('角色'));
    await user.click(await screen.findByTitle('只读查询'));
    await user.click(button('保存'));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(await gateway.bodies(agencyApi.subAccountSave)).toEqual([
      { accountId: 'STF0002', userName: 'staff02', displayName: '赵丽', mobile: '13900000012', roleCode: 'ROL0003', baseRevision: 1 },
    ]);
    expect(gateway.count(agencyApi.subAccountDetail)).toBe(1);
    await waitFor(() => expect(rowOf('staff02')).toHaveTextContent('赵丽139****0012'));
    expect(rowOf('staff02')).toHaveTextContent('只读查询');
  });

  it('staff01 (no sub-account function) sees 403; a role without the create code sees no create button', async () => {
    await signIn('staff01');
    const first = renderApp(LIST);
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    expect(first.router.state.location.pathname).toBe('/403');
    first.unmount();
    // A lock forged by a user without the function is refused by the gateway, and nothing moves.
    await expect(call(agencyApi.subAccountLock, { accountId: 'STF0002', locked: true })).rejects.toMatchObject({
      errorCode: ERRORS.PERMISSION_DENIED.code,
    });
    expect(simulator.state.accounts.find((account) => account.userName === 'staff02')?.disabled).toBeFalsy();

    await createStaffWithRole([AUTH.AGENT_HOME, AUTH.SUB_ACCOUNT]);
    saveSessionUser(await staffLogin('clerk01', 'Clerk@2026'));
    renderApp(LIST);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByText('新建子账号')).not.toBeInTheDocument();
    expect(screen.queryByText(/已有 \d+ \//)).not.toBeInTheDocument();
  });
});
