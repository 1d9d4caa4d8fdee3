import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen, signIn, waitFor } from '../render-app';
import { simulator } from '@/mocks/simulator';

function menu() {
  return within(document.querySelector('.portal-sider') as HTMLElement);
}

describe('route and button permissions', () => {
  it('sends a user whose menu lacks the route’s code to /403', async () => {
    await signIn('corp01');
    const { router } = renderApp('/airline-change-notice');
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('closes the agent area to normal users', async () => {
    await signIn('user01');
    const { router } = renderApp('/agent');
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
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

  it('hides the confirm buttons from a role without the confirm code', async () => {
    await signIn('staff01');
    renderApp('/airline-change-notice');
    expect(await screen.findByText('XY5125')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认知晓' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量确认/ })).not.toBeInTheDocument();
  });

  it('lets a user with the confirm code acknowledge a reminder, and the gateway records it', async () => {
    await signIn('agent01');
    const { user } = renderApp('/airline-change-notice');
    const row = (await screen.findByText('XY5125')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '确认知晓' }));
    expect(await screen.findByText('已确认 1 条航变通知')).toBeInTheDocument();
    const notice = simulator.state.notices.find((item) => item.flightNo === 'XY5125');
    expect(notice).toMatchObject({ confirmed: true, confirmedBy: '王建国' });
    await waitFor(() => expect(within(row).queryByRole('button', { name: '确认知晓' })).not.toBeInTheDocument());
  });
});
