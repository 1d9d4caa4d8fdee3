import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DevPanel } from '@/mocks/dev-panel';
import { DevPanelLauncher } from '@/mocks/dev-panel-launcher';
import { setPersistenceStatus } from '@/mocks/persistence-status';
import { RESET_NOTICE } from '@/mocks/persistence';
import { simulator } from '@/mocks/simulator';
import { loginAs } from './support';
import { FastAntd } from '../../render-app';

const HOUR = 60 * 60_000;

async function openPanel() {
  const user = userEvent.setup();
  render(<DevPanel source={simulator} />, { wrapper: FastAntd });
  await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('网关模拟器')).toBeInTheDocument();
  return { user, drawer };
}

describe('developer panel', () => {
  it('moves the simulator clock and returns it to real time', async () => {
    simulator.reset();
    const { user, drawer } = await openPanel();
    // A reset counts its offset from when it began, so a slow seed leaves the clock a little behind real time.
    const before = simulator.state.clockOffsetMs;
    await user.click(within(drawer).getByRole('button', { name: '+1小时' }));
    expect(simulator.state.clockOffsetMs - before).toBe(HOUR);
    await user.click(within(drawer).getByRole('button', { name: '+1天' }));
    expect(within(drawer).getByText('比真实时间快1天1小时')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '恢复真实时间' }));
    expect(Math.abs(simulator.state.clockOffsetMs)).toBeLessThan(1000);
  });

  it('arms a fault for the next call', async () => {
    const { user, drawer } = await openPanel();
    await user.click(within(drawer).getByRole('radio', { name: '业务错误' }));
    expect(simulator.state.pendingFault).toBe('business');
    await user.click(within(drawer).getByRole('radio', { name: '无' }));
    expect(simulator.state.pendingFault).toBeNull();
  });

  it('shows the session and the codes sent, and expires the session', async () => {
    const { user, drawer } = await openPanel();
    expect(within(drawer).getByText('未登录')).toBeInTheDocument();
    await act(async () => {
      await loginAs('agent01');
    });
    await waitFor(() => expect(within(drawer).getByText('agent01（王建国）')).toBeInTheDocument());
    expect(within(drawer).getByText(simulator.peekCaptcha() ?? '')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '使会话过期' }));
    expect(Date.now() + simulator.state.clockOffsetMs - (simulator.state.session?.lastSeen ?? 0)).toBeGreaterThanOrEqual(30 * 60_000);
    await waitFor(() => expect(within(drawer).getByText('已过期（下次调用将提示登录过期）')).toBeInTheDocument());
    expect(within(drawer).getByText(/AGT0001 的会话空闲超时/)).toBeInTheDocument();
  });

  it('shows that the saved data was reset after an upgrade, and that saving failed', async () => {
    setPersistenceStatus({ notice: RESET_NOTICE, saveError: '浏览器存储空间已满，模拟数据未能保存' });
    try {
      const { drawer } = await openPanel();
      expect(within(drawer).getByText('模拟数据已升级，已重置为初始数据')).toBeInTheDocument();
      expect(within(drawer).getByText('浏览器存储空间已满，模拟数据未能保存')).toBeInTheDocument();
    } finally {
      setPersistenceStatus({ notice: null, saveError: null });
    }
  });

  it('opens from the launcher the page shows until the first click, its drawer open at once', async () => {
    const user = userEvent.setup();
    // As browser.ts hands over: the launcher's click mounts the panel, open.
    function Handover() {
      const [opened, setOpened] = useState(false);
      return opened ? (
        <DevPanel source={simulator} initiallyOpen />
      ) : (
        <DevPanelLauncher source={simulator} onOpen={() => setOpened(true)} onIntent={() => undefined} />
      );
    }
    render(<Handover />, { wrapper: FastAntd });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '+1小时' })).toBeInTheDocument();
  });
});
