import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { idCheckChar } from '@/domain/validators';
import { regularPassengerApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';

const URL = '/agent/user/regular-passenger';
const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const CHILD_ID = withCheck('44030620180704002');

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

/** Types a whole value at once (as a paste): one change event, not one per character. */
async function fill(user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> }, label: string, text: string) {
  await user.click(within(dialog()).getByLabelText(label));
  await user.paste(text);
}

describe('frequent passengers', () => {
  it('lists, searches, adds with the ID filling birth date, gender and type, and edits', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(URL);
    await waitFor(() => expect(screen.getByText('李秀英', { selector: 'td' })).toBeInTheDocument());

    await user.type(screen.getByLabelText('关键字'), '张伟');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('李秀英', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('张伟', { selector: 'td' })).toBeInTheDocument();
    expect((await gateway.bodies(regularPassengerApi.query)).at(-1)).toMatchObject({ keyword: '张伟', currentPage: 1 });

    // Add: a wrong ID number is refused at the field before any call; a right one fills the rest.
    await user.click(screen.getByRole('button', { name: '新增常用旅客' }));
    await fill(user, '姓名', '王小明');
    await fill(user, '证件号码', `${CHILD_ID.slice(0, 17)}0`);
    await user.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(dialog()).getByText('身份证号码有误（位数、出生日期或校验位不符）')).toBeInTheDocument());
    expect(gateway.count(regularPassengerApi.add)).toBe(0);

    await user.clear(within(dialog()).getByLabelText('证件号码'));
    await fill(user, '证件号码', CHILD_ID);
    expect(within(dialog()).getByLabelText('出生日期')).toHaveValue('2018-07-04');
    expect(within(dialog()).getByRole('radio', { name: '儿童' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: '女' })).toBeChecked();
    await fill(user, '手机号', '13800138000');
    await user.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(gateway.count(regularPassengerApi.add)).toBe(1));
    expect(await gateway.bodies(regularPassengerApi.add)).toEqual([
      {
        passenger: {
          name: '王小明',
          passengerType: 'CHD',
          idType: 'NI',
          idNo: CHILD_ID,
          birthDate: '2018-07-04',
          gender: 'F',
          mobile: '13800138000',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByText('常用旅客已添加')).toBeInTheDocument());

    // Edit: the row's values in the form; the change reaches the gateway with the passenger's id.
    await user.click(within(rowOf('张伟')).getByRole('button', { name: '修改 张伟' }));
    const mobile = within(dialog()).getByLabelText('手机号');
    expect(mobile).toHaveValue('13911827364');
    await user.clear(mobile);
    await fill(user, '手机号', '13911827000');
    await user.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(gateway.count(regularPassengerApi.edit)).toBe(1));
    const [edit] = await gateway.bodies(regularPassengerApi.edit);
    expect(edit).toMatchObject({ passenger: { name: '张伟', mobile: '13911827000', remark: '领队' } });
    await waitFor(() => expect(screen.getByText('13911827000', { selector: 'td' })).toBeInTheDocument());
  });

  it('deletes one after confirming, and several at once', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(URL);
    await screen.findByText('李秀英', { selector: 'td' });

    await user.click(within(rowOf('刘洋')).getByRole('button', { name: '删除 刘洋' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('刘洋', { selector: 'td' })).not.toBeInTheDocument());
    const [single] = await gateway.bodies(regularPassengerApi.delete);
    expect(single!.passengerIds).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: '选择 陈静' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 杨磊' }));
    await user.click(screen.getByRole('button', { name: '批量删除（2）' }));
    const batch = (await screen.findAllByRole('tooltip')).find((node) => node.textContent?.includes('删除选中的 2 位常用旅客'))!;
    await user.click(within(batch).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(gateway.count(regularPassengerApi.delete)).toBe(2));
    expect((await gateway.bodies(regularPassengerApi.delete))[1]!.passengerIds).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('陈静', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.queryByText('杨磊', { selector: 'td' })).not.toBeInTheDocument();
  });
});
