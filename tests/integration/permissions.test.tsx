import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { bulletinApi, call, ERRORS } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { simulator } from '@/mocks/simulator';

function menu() {
  return within(document.querySelector('.portal-sider') as HTMLElement);
}

describe('route and button permissions', () => {
  it('sends a user whose menu lacks the route’s code to /403', async () => {
    await signIn('corp01');
    const { router } = renderApp('/airline-change-notice');
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/403');
  });

  it('closes the agent area to normal users', async () => {
    await signIn('user01');
    const { router } = renderApp('/agent');
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/403');
  });

  it('closes the normal area to agents', async () => {
    await signIn('agent01');
    const { router } = renderApp('/normal/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('builds the menu from the function menu tree', async () => {
    await signIn('corp01');
    renderApp('/agent');
    await screen.findByText(/您好/);
    expect(menu().getByText('新闻公告')).toBeInTheDocument();
    expect(menu().queryByText('航班变动提醒')).not.toBeInTheDocument();
  });

  it('calls an enterprise customer 企业客户, never 代理人, and gives it 支付 beside its orders', async () => {
    await signIn('corp01');
    renderApp('/agent');
    await waitFor(() => expect(screen.getByText('您好，陈志远')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^首页$/);
    expect(document.title).toBe('首页 - 祥云航空B2B团队票务平台');
    const type = (screen.getByText('账号类型').closest('tr') ?? document.body) as HTMLElement;
    expect(within(type).getByText('企业客户')).toBeInTheDocument();
    expect(document.querySelector('main')?.textContent).not.toContain('代理人');
    expect(menu().getByText('支付')).toBeInTheDocument();
    expect(menu().getByText('订单中心')).toBeInTheDocument();
  });

  it('hides the confirm buttons from a role without the confirm code', async () => {
    await signIn('staff01');
    renderApp('/airline-change-notice');
    await waitFor(() => expect(screen.getByText('XY5125')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '确认知晓' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量确认/ })).not.toBeInTheDocument();
    // What the screen withholds the gateway refuses: a confirmation forged without the code changes nothing.
    const notice = simulator.state.flightChangeNotices.find((item) => item.flightNo === 'XY5125')!;
    await expect(call(bulletinApi.flightChangeNoticeConfirm, { noticeIds: [notice.noticeId] })).rejects.toMatchObject({
      errorCode: ERRORS.PERMISSION_DENIED.code,
    });
    expect(simulator.state.flightChangeNotices.find((item) => item.noticeId === notice.noticeId)?.confirmed).toBe(false);
  });

  it('lets a user with the confirm code acknowledge a reminder, and the gateway records it', async () => {
    await signIn('agent01');
    const { user } = renderApp('/airline-change-notice');
    const row = (await screen.findByText('XY5125')).closest('tr') as HTMLElement;
    // The select-all checkbox speaks Chinese (antd's own label is English).
    expect(screen.getAllByRole('checkbox', { name: '全选本页' }).length).toBeGreaterThan(0);
    await user.click(within(row).getByRole('button', { name: '确认知晓' }));
    await waitFor(() => expect(screen.getByText('已确认 1 条航变通知')).toBeInTheDocument());
    const notice = simulator.state.flightChangeNotices.find((item) => item.flightNo === 'XY5125');
    expect(notice).toMatchObject({ confirmed: true, confirmedBy: '王建国' });
    await waitFor(() => expect(within(row).queryByRole('button', { name: '确认知晓' })).not.toBeInTheDocument());
    // The button went because the gateway no longer offers the confirmation on that notice.
    const answer = await call(bulletinApi.flightChangeNoticeQuery, { currentPage: 1, perSize: 50, flightNo: 'XY5125' });
    expect(answer.noticeList.find((item) => item.noticeId === notice!.noticeId)?.allowedActions).toEqual([]);
    // The header bell follows: the confirmation invalidated every reminder list.
    await waitFor(() => expect(screen.getByRole('link', { name: '航班变动提醒，7 条待确认' })).toBeInTheDocument());
  });

  it('shows the flight-change bell only to users with the reminder function', async () => {
    await signIn('agent01');
    renderApp('/agent');
    expect(await screen.findByRole('link', { name: '航班变动提醒，8 条待确认' })).toHaveAttribute(
      'href',
      '/airline-change-notice?confirmed=false',
    );
  });

  it('asks nothing about flight changes for a user without the function', async () => {
    await signIn('corp01');
    const gateway = recordGateway();
    renderApp('/agent');
    await screen.findByText(/您好/);
    await screen.findByText('最新公告');
    // The news card's call answered: the layout's bell and the home screen's cards had mounted and made
    // their calls before it, so one about flight changes would be recorded by now.
    await waitFor(() => expect(gateway.answered({ path: '/bulletin/query' })).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /航班变动提醒/ })).not.toBeInTheDocument();
    expect(gateway.paths().filter((path) => path.includes('flight-change'))).toEqual([]);
  });
});
