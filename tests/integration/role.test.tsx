import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { AUTH } from '@/config/auth-codes';
import { agencyApi, ERRORS } from '@/lib/gateway';
import { saveSessionUser } from '@/lib/stored-user';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { createStaffWithRole, staffLogin } from '../unit/mocks/agency-support';

const LIST = '/agent/user/auth';

/** A node of the function tree by its menu name. */
const treeItem = (name: string) => screen.getByText(name, { selector: '.function-name' }).closest('[role="treeitem"]') as HTMLElement;
const checkboxOf = (name: string) => within(treeItem(name)).getByRole('checkbox');
const formItemOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
/** Types a whole value at once (as a paste): one change event, not one per character. */
async function fill(user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> }, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
const TEAM_ORDER_BUTTONS = ['导出订单', '取消订单', '取消占座', '名单管理', '联系人与备注', '出票'];

describe('roles', () => {
  it('lists and searches by name; a role still held by sub-accounts is not deleted (the gateway says why)', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(LIST);
    const row = (await screen.findByText('订票员', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('只读查询', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建角色' })).toHaveAttribute('href', '/agent/user/auth/create');
    expect(within(row).getByRole('link', { name: '详情 订票员' })).toHaveAttribute('href', '/agent/user/auth/detail/ROL0001');

    await user.click(within(row).getByRole('button', { name: '删除 订票员' }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(toastTexts().join()).toContain('仍有2个子账号在使用，不能删除'));
    expect(await gateway.bodies(agencyApi.roleDelete)).toEqual([{ roleCode: 'ROL0001' }]);
    expect(screen.getByText('订票员', { selector: 'td' })).toBeInTheDocument();

    await fill(user, '角色名称', '财务');
    await user.click(screen.getByRole('button', { name: /^查\s*询$/ }));
    await waitFor(() => expect(screen.queryByText('订票员', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('财务', { selector: 'td' })).toBeInTheDocument();
    expect((await gateway.bodies(agencyApi.roleQuery)).at(-1)).toEqual({ roleName: '财务', currentPage: 1, perSize: 10 });
  });

  it('creates a role with 团队订单 alone through the tree, then shows it', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}/create`);
    await screen.findByRole('tree', { name: '功能权限' });
    // What each node opens: the screens of the route table by their titles (no addresses), or 按钮 for a screen's button.
    expect(treeItem('团队订单').querySelector('.function-screens')).toHaveTextContent(/^页面：.*团队订单详情/);
    expect(treeItem('团队订单')).not.toHaveTextContent('/agent/');
    expect(within(treeItem('取消订单')).getByText('按钮')).toBeInTheDocument();
    expect(screen.getByText('使用该角色登录的子账号只能看到所勾选的菜单和按钮；修改角色后，子账号在下次登录时生效。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(formItemOf('角色名称')).getByText('请输入角色名称')).toBeInTheDocument());
    expect(within(formItemOf('可用功能')).getByText('请至少选择一项功能')).toBeInTheDocument();

    // The screen checks with its buttons; they are then unchecked one by one, the screen stays.
    await user.click(checkboxOf('团队订单'));
    expect(screen.getByText('已选 7 项功能')).toBeInTheDocument();
    expect(treeItem('订单中心')).toHaveAttribute('aria-checked', 'mixed');
    for (const button of TEAM_ORDER_BUTTONS) await user.click(checkboxOf(button));
    expect(screen.getByText('已选 1 项功能')).toBeInTheDocument();
    expect(checkboxOf('团队订单')).toHaveAttribute('aria-checked', 'true');

    await fill(user, '角色名称', '财务');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(within(formItemOf('角色名称')).getByText(ERRORS.ROLE_NAME_TAKEN.message.replace('{roleName}', '财务'))).toBeInTheDocument(),
    );

    await user.clear(screen.getByLabelText('角色名称'));
    await fill(user, '角色名称', '订单查询');
    await fill(user, '角色描述', '只看团队订单');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user/auth/detail/ROL0004'));
    await waitFor(() => expect(toastTexts()).toContain('已新建角色“订单查询”'));
    expect((await gateway.bodies(agencyApi.roleSave)).at(-1)).toEqual({
      roleName: '订单查询',
      description: '只看团队订单',
      functionCodes: [AUTH.TEAM_ORDER],
      // A new role: no revision read.
      baseRevision: 0,
    });

    // The detail: its figures and the granted functions, read-only, from the save's answer.
    const detail = await screen.findByRole('tree', { name: '角色的功能' });
    expect(within(detail).queryAllByRole('checkbox')).toEqual([]);
    expect(
      within(detail)
        .getAllByRole('treeitem')
        .map((item) => item.querySelector('.function-name')?.textContent),
    ).toEqual(['订单中心', '团队订单']);
    expect(detail).not.toHaveTextContent('/agent/');
    expect(screen.getByText('0 个子账号')).toBeInTheDocument();
    const functionCount = screen.getByText('功能数', { selector: '.ant-descriptions-item-label' }).nextElementSibling;
    expect(functionCount).toHaveTextContent(/^1$/);
    expect(gateway.count(agencyApi.roleDetail)).toBe(0);
    expect(screen.getByRole('link', { name: /^编\s*辑$/ })).toHaveAttribute('href', '/agent/user/auth/edit/ROL0004');
  });

  it('a staff member holding a role of 团队订单 alone sees 首页 and 订单中心 › 团队订单 only, the list without its buttons, and 403 elsewhere', async () => {
    await createStaffWithRole([AUTH.TEAM_ORDER], 'orderq01', 'Orderq@2026');
    saveSessionUser(await staffLogin('orderq01', 'Orderq@2026'));
    const { user, router } = renderApp('/agent');
    const sider = () => document.querySelector('.portal-sider') as HTMLElement;
    const topEntries = () =>
      Array.from(
        sider().querySelectorAll(':scope .ant-menu-root > li.ant-menu-item, :scope .ant-menu-root > li.ant-menu-submenu'),
        (entry) => entry.textContent?.trim(),
      );
    await waitFor(() => expect(topEntries()).toEqual(['首页', '订单中心']));
    await user.click(within(sider()).getByText('订单中心'));
    await user.click(await waitFor(() => within(sider()).getByRole('link', { name: '团队订单' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orderCenter/order'));
    await waitFor(() => expect(document.title).toMatch(/^团队订单 - /));
    expect(
      within(sider())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '团队订单']);
    // The list answers, with no button of the screen: only the query.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^TO\d{6}$/ }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();

    await router.navigate('/agent/user/subaccount');
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/403');
  });

  it('edit preloads the role: checks, half-checked groups, the count; a button checks its screen', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}/edit/ROL0003`);
    await screen.findByRole('tree', { name: '功能权限' });
    expect(screen.getByLabelText('角色名称')).toHaveValue('只读查询');
    expect(screen.getByText('已选 6 项功能')).toBeInTheDocument();
    expect(checkboxOf('团队订单')).toHaveAttribute('aria-checked', 'true');
    expect(checkboxOf('取消订单')).toHaveAttribute('aria-checked', 'false');
    expect(treeItem('订单中心')).toHaveAttribute('aria-checked', 'mixed');
    expect(treeItem('行程单')).toHaveAttribute('aria-checked', 'mixed');

    // Unchecking the screen takes nothing else; checking a button of it brings the screen back.
    await user.click(checkboxOf('团队订单'));
    expect(screen.getByText('已选 5 项功能')).toBeInTheDocument();
    await user.click(checkboxOf('出票'));
    expect(checkboxOf('团队订单')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user/auth/detail/ROL0003'));
    expect(await screen.findByRole('tree', { name: '角色的功能' })).toHaveTextContent('出票');
    expect(gateway.count(agencyApi.roleDetail)).toBe(1); // the form's read; the detail shows the save's answer
    expect(await gateway.bodies(agencyApi.roleSave)).toEqual([
      {
        roleCode: 'ROL0003',
        roleName: '只读查询',
        description: '只能查询订单、公告与航班变动提醒',
        functionCodes: [
          AUTH.AGENT_HOME,
          AUTH.TODO,
          AUTH.TEAM_ORDER,
          AUTH.TEAM_ORDER_TICKET,
          AUTH.ITINERARY_HISTORY,
          AUTH.NEWS,
          AUTH.FLIGHT_CHANGE_NOTICE,
        ],
        // The revision the form read.
        baseRevision: 1,
      },
    ]);
  });
});
