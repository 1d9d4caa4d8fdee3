import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { ROUTES } from '@/config/routes';
import { agencyApi } from '@/lib/gateway';
import { DRAFT_PREFIX } from '@/lib/storage';
import { simulator } from '@/mocks/simulator';
import { recordGateway, renderApp, screen, signIn } from '../render-app';

type User = ReturnType<typeof renderApp>['user'];

const field = (label: string) => screen.getByLabelText(label);

/** Types a whole value at once (a paste): the form sees it as typed, the test spends less time. */
async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** The form item (row) of a field, where its messages show. */
const itemOf = (label: string) => field(label).closest('.ant-form-item') as HTMLElement;

async function chooseProvince(user: User, name: string) {
  await user.click(field('所在省份'));
  await user.keyboard(name.slice(0, 2));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((node) => node.textContent === name);
    if (!found) throw new Error(`no province ${name}`);
    return found;
  });
  await user.click(option);
}

const NEW_AGENCY = {
  companyName: '成都蓉城假日旅行社有限公司',
  creditCode: '91110108MA01ABCD2H',
  contactName: '刘芳',
  mobile: '13700000001',
  email: 'liufang@rongcheng-travel.example',
  password: 'Rongcheng2026',
};

describe('/Register', () => {
  it('checks every field before calling, keeps a draft without secrets', async () => {
    const gateway = recordGateway();
    const { user } = renderApp(ROUTES.register.path);
    await screen.findByRole('checkbox', { name: /我已阅读并同意/ });
    await fill(user, '公司名称', NEW_AGENCY.companyName);
    await fill(user, '统一社会信用代码', '91110108ma01abcd2x');
    expect(field('统一社会信用代码')).toHaveValue('91110108MA01ABCD2X');
    await fill(user, '用户名', '1abc');
    await fill(user, '密码', 'abcdefgh');
    // The rule is shown as the user types: letters ok, no digit yet.
    expect(within(itemOf('密码')).getByText('包含数字')).toHaveTextContent('（未满足）');
    await fill(user, '确认密码', 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '提交注册' }));

    await waitFor(() =>
      expect(within(itemOf('统一社会信用代码')).getByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeInTheDocument(),
    );
    expect(within(itemOf('用户名')).getByText('用户名须为4-20位字母、数字或下划线，且以字母开头')).toBeInTheDocument();
    expect(within(itemOf('密码')).getByText('密码须为8-20位，且同时包含字母和数字')).toBeInTheDocument();
    expect(within(itemOf('确认密码')).getByText('两次输入的密码不一致')).toBeInTheDocument();
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意/ }).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(agreement).getByText('请阅读并同意用户协议')).toBeInTheDocument());
    expect(screen.getByText('请选择所在省份')).toBeInTheDocument();
    expect(gateway.count(agencyApi.register)).toBe(0);

    const drafts = Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_PREFIX));
    expect(drafts).toHaveLength(1);
    const draft = sessionStorage.getItem(drafts[0]!) ?? '';
    expect(draft).toContain(NEW_AGENCY.companyName);
    expect(draft).not.toContain('abcdefgh');
    expect(draft).not.toContain('abcdefgx');
  });

  it('registers through the gateway: SMS code, agreement read, a taken user name refused at its field', async () => {
    const gateway = recordGateway();
    const { user } = renderApp(ROUTES.register.path);
    const checkbox = await screen.findByRole('checkbox', { name: /我已阅读并同意《航空公司团队机票分销平台用户协议》/ });
    await user.click(screen.getByLabelText('企业客户'));
    await fill(user, '公司名称', NEW_AGENCY.companyName);
    await fill(user, '统一社会信用代码', NEW_AGENCY.creditCode.toLowerCase());
    await chooseProvince(user, '四川省');
    await fill(user, '联系人', NEW_AGENCY.contactName);
    await fill(user, '邮箱', NEW_AGENCY.email);
    await fill(user, '手机号', NEW_AGENCY.mobile);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await fill(user, '短信验证码', simulator.peekSms(NEW_AGENCY.mobile)!.code);
    await fill(user, '用户名', 'agent01');
    await fill(user, '密码', NEW_AGENCY.password);
    await fill(user, '确认密码', NEW_AGENCY.password);

    // Ticking before reading opens the agreement; accepting it there ticks the box.
    await user.click(checkbox);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/注册即表示贵单位已阅读、理解并同意本协议全部条款/)).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(checkbox).toBeChecked());

    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(within(itemOf('用户名')).getByText('用户名agent01已被使用')).toBeInTheDocument());

    await user.clear(field('用户名'));
    await fill(user, '用户名', 'rongcheng01');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(screen.getByText('注册成功，等待激活')).toBeInTheDocument());
    expect(screen.getByText('REG000002')).toBeInTheDocument();
    expect(screen.getByText('上传营业执照（补充资料申请）')).toBeInTheDocument();
    expect(screen.getByText('等待航司审核补充资料')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', ROUTES.login.path);

    const bodies = await gateway.bodies(agencyApi.register);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      organType: 'ENTERPRISE',
      companyName: NEW_AGENCY.companyName,
      creditCode: NEW_AGENCY.creditCode,
      provinceCode: '川',
      contactName: NEW_AGENCY.contactName,
      mobile: NEW_AGENCY.mobile,
      smsCode: expect.stringMatching(/^\d{6}$/),
      email: NEW_AGENCY.email,
      userName: 'rongcheng01',
      password: NEW_AGENCY.password,
      agreementVersion: '2026.1',
    });
    expect(await gateway.bodies(agencyApi.registerVerifyCode)).toEqual([{ mobile: NEW_AGENCY.mobile }]);
    // The draft went with the success.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_PREFIX))).toEqual([]);
  });
});

describe('activation', () => {
  it('a pending agency sees the notice on its home and, on the activation screen, the licence still needed', async () => {
    await signIn('xinghai01');
    const { user } = renderApp('/agent');
    const notice = await screen.findByText(/账户待激活（注册号 REG000001）/);
    expect(notice.closest('.ant-alert')).toHaveTextContent('还需：上传营业执照（补充资料申请）；等待航司审核补充资料');
    await user.click(screen.getByRole('link', { name: '查看激活进度' }));

    await waitFor(() => expect(screen.getByText('激活步骤')).toBeInTheDocument());
    expect(screen.getByText('待激活', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('REG000001')).toBeInTheDocument();
    expect(screen.getByText('注册时间')).toBeInTheDocument();
    expect(screen.getByText('上传营业执照（补充资料申请）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '代理人信息' })).toHaveAttribute('href', ROUTES.agentInfo.path);
    expect(screen.getByText('营业执照提交后由航司审核')).toBeInTheDocument();
  });

  it('an agency that predates the portal: no notice on the home, 账户已激活 without dates', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { router } = renderApp('/agent');
    await screen.findByText('预存款账户');
    await waitFor(() => expect(gateway.count(agencyApi.activation)).toBe(1));
    expect(screen.queryByText(/账户待激活/)).not.toBeInTheDocument();

    await router.navigate(ROUTES.activation.path);
    await waitFor(() => expect(screen.getByText('账户已激活')).toBeInTheDocument());
    expect(screen.queryByText('注册时间')).not.toBeInTheDocument();
    expect(screen.queryByText('激活时间')).not.toBeInTheDocument();
  });
});
