import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';

/** The bodies of one path's calls, as they reached the gateway. */
function recordBodies(path: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

describe('a list kit screen', () => {
  it('shows the address’s filters in the bar (a date range from two params) and sends them typed', async () => {
    await signIn('agent01');
    const bodies = recordBodies('/bulletin/flight-change/query');
    renderApp('/airline-change-notice?flightNo=xy51&flightDateStart=2026-11-01&flightDateEnd=2026-12-31&confirmed=false');
    await screen.findByText('XY5125');
    // The screen's read (the header bell asks for its own 5 pending reminders).
    expect(bodies.filter((body) => body.perSize === 10)).toEqual([
      { currentPage: 1, perSize: 10, flightNo: 'XY51', flightDateStart: '2026-11-01', flightDateEnd: '2026-12-31', confirmed: false },
    ]);
    expect(screen.getByLabelText('航班号')).toHaveValue('XY51');
    expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-12-31')).toBeInTheDocument();
    expect(screen.getByTitle('未确认')).toBeInTheDocument();
  });

  it('writes the bar to the address, and shows the filters in use after back and forward', async () => {
    await signIn('agent01');
    const bodies = recordBodies('/bulletin/query');
    const { user, router } = renderApp('/new?currentPage=2');
    await screen.findByText('共 24 条');
    await user.type(screen.getByLabelText('标题'), ' 春运 ');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    // New filters start from page 1; the text is trimmed.
    await waitFor(() => expect(router.state.location.search).toBe(`?title=${encodeURIComponent('春运')}`));
    await waitFor(() => expect(screen.queryByText('共 24 条')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ currentPage: 1, perSize: 10, title: '春运' });

    await router.navigate(-1);
    await screen.findByText('共 24 条');
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(''));

    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('春运'));
    await waitFor(() => expect(screen.queryByText('共 24 条')).not.toBeInTheDocument());

    // 查询 with the filters already in force asks the gateway again (the list may have moved).
    const asked = bodies.length;
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(bodies).toHaveLength(asked + 1));
    expect(bodies.at(-1)).toEqual({ currentPage: 1, perSize: 10, title: '春运' });
    expect(router.state.location.search).toBe(`?title=${encodeURIComponent('春运')}`);
  });

  it('keeps the status tab through the bar’s 查询, which sets only the bar’s own filters', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/orderCenter/scattered-order?status=BOOKED');
    await waitFor(() => expect(screen.getByRole('tab', { name: /待支付/, selected: true })).toBeInTheDocument());

    await user.type(screen.getByLabelText('订单号'), 'so3001');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=BOOKED&orderNo=SO3001'));
    expect(screen.getByRole('tab', { name: /待支付/, selected: true })).toBeInTheDocument();
  });

  it('fails a read in place with 重新加载, keeping the filters, and reads again on demand', async () => {
    await signIn('agent01');
    await simulator.injectFault('http500');
    const { user, router } = renderApp('/airline-change-notice?flightNo=XY5125');
    const table = (await screen.findByRole('table')).closest('.ant-table') as HTMLElement;
    await waitFor(() => expect(toastTexts()).toContain('请求失败'));
    expect(screen.getByLabelText('航班号')).toHaveValue('XY5125');

    await user.click(await within(table).findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(within(table).getByText('XY5125')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?flightNo=XY5125');
  });
});
