import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { ERRORS } from '@/lib/gateway';
import { expectEvery } from '../expect-every';

const pageTitle = (title: string) => `${title} - 祥云航空B2B团队票务平台`;

/** Gateway calls by path, as they reached the simulator. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.replace('/b2b-gateway/api', ''));
  });
  return calls;
}

describe('news', () => {
  it('lists bulletins, pinned first, and searches by title through the address', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/new');
    await screen.findByRole('heading', { name: '新闻公告' });
    const titles = Array.from(document.querySelectorAll('.news-item-title')).map((node) => node.textContent);
    expect(titles[0]).toBe('关于2026年春运期间团队票政策调整的通知');
    expect(titles).toHaveLength(10);
    expect(screen.getByText('共 24 条')).toBeInTheDocument();

    await user.type(screen.getByLabelText('标题'), '春运');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=%E6%98%A5%E8%BF%90'));
    await waitFor(() => expect(document.querySelectorAll('.news-item-title').length).toBeLessThan(10));
    const found = [...document.querySelectorAll('.news-item-title')].map((node) => node.textContent);
    expect(found.length).toBeGreaterThan(0);
    expectEvery(found, (title) => title?.includes('春运'));
  });

  it('shows a bulletin with its HTML sanitised', async () => {
    await signIn('agent01');
    renderApp('/new/BL0010');
    const content = await waitFor(() => {
      const node = document.querySelector('.bulletin-content');
      expect(node?.innerHTML).toBeTruthy();
      return node as HTMLElement;
    });
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
    expect(document.title).toBe('公告详情 - 祥云航空B2B团队票务平台');
    const trail = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(trail).getByRole('link', { name: '新闻公告' })).toHaveAttribute('href', '/new');
  });
});

describe('error pages', () => {
  it('renders a failing loader as the 500 page with the catalogue code and message, inside the layout', async () => {
    await signIn('agent01');
    const { router } = renderApp('/new/NO_SUCH_BULLETIN');
    const heading = await screen.findByRole('heading', { level: 1, name: ERRORS.BULLETIN_NOT_FOUND.message });
    expect(screen.getByText(`错误代码：${ERRORS.BULLETIN_NOT_FOUND.code}`)).toBeInTheDocument();
    // The menu stays, and the layout's content stays the page's one main landmark.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(heading.closest('section.error-page')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/new/NO_SUCH_BULLETIN');
  });

  it('shows /500 with the code and message from the address, under its own title', async () => {
    renderApp('/500?code=E42&message=%E6%9C%8D%E5%8A%A1%E5%BC%82%E5%B8%B8');
    await waitFor(() => expect(screen.getByText('服务异常')).toBeInTheDocument());
    expect(screen.getByText('错误代码：E42')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('出错了')));
  });

  it('says 出错了 when the 500 page has no message, and shows no code', async () => {
    renderApp('/500');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '出错了' })).toBeInTheDocument());
    expect(screen.queryByText(/错误代码/)).toBeNull();
  });

  it('shows the not-found page for an unknown address, inside an area too', async () => {
    renderApp('/agent/no-such-screen');
    await waitFor(() => expect(screen.getByText('页面不存在')).toBeInTheDocument());
  });

  it('shows the not-found page signed out under its title, with a way back to the login page', async () => {
    const { router, user } = renderApp('/no-such-page');
    await waitFor(() => expect(screen.getByText('页面不存在')).toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe(pageTitle('页面不存在')));
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(router.state.location.pathname).not.toBe('/no-such-page');
  });

  it('shows /403 under its title', async () => {
    renderApp('/403');
    await waitFor(() => expect(screen.getByText('无权访问')).toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe(pageTitle('无权访问')));
  });
});

describe('toasts for injected faults', () => {
  async function searchNewsWith(fault: 'http500' | 'http400' | 'business') {
    await signIn('agent01');
    const { user } = renderApp('/new');
    await screen.findByRole('heading', { name: '新闻公告' });
    await simulator.injectFault(fault);
    await user.type(screen.getByLabelText('标题'), '春运');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  }

  it('HTTP 500 shows 请求失败 and the list keeps its filters, with a retry in place', async () => {
    await searchNewsWith('http500');
    await waitFor(() => expect(toastTexts()).toContain('请求失败'));
    await waitFor(() => expect(screen.getByText('数据加载失败')).toBeInTheDocument());
    expect(screen.getByLabelText('标题')).toHaveValue('春运');
    await userEventClick(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByText('2026年春运加班机计划公告');
  });

  it('HTTP 400 shows 参数错误', async () => {
    await searchNewsWith('http400');
    await waitFor(() => expect(toastTexts()).toContain('参数错误'));
  });

  it('a business refusal shows message - code - serial number', async () => {
    await searchNewsWith('business');
    await waitFor(() =>
      expect(
        toastTexts().some((text) =>
          new RegExp(`^${ERRORS.SIMULATED_FAULT.message} - ${ERRORS.SIMULATED_FAULT.code} - SIM\\d+$`).test(text),
        ),
      ).toBe(true),
    );
  });
});

describe('toasts for transport failures', () => {
  it('any other HTTP status shows 网络连接失败! ERROR:{status}', async () => {
    await signIn('agent01');
    server.use(http.post('*/b2b-gateway/api/bulletin/query', () => new HttpResponse(null, { status: 503 })));
    renderApp('/new');
    await waitFor(() => expect(toastTexts()).toContain('网络连接失败! ERROR:503'));
    await waitFor(() => expect(screen.getByText('数据加载失败')).toBeInTheDocument());
  });
});

describe('caching', () => {
  it('never asks the gateway the same thing twice while it is fresh', async () => {
    await signIn('agent01');
    const calls = recordCalls();
    const { user } = renderApp('/agent');
    await screen.findByText('您好，王建国');
    const sider = within(document.querySelector('.portal-sider') as HTMLElement);
    await user.click(sider.getByText('新闻公告'));
    await screen.findByText('共 24 条');
    await user.click(sider.getByText('首页'));
    await screen.findByText('您好，王建国');
    await user.click(sider.getByText('新闻公告'));
    await screen.findByText('共 24 条');
    expect(calls.filter((path) => path === '/bulletin/query')).toHaveLength(2); // home's 6 latest, the list's first page
    expect(calls.filter((path) => path === '/bulletin/flight-change/query')).toHaveLength(1);
  });
});

async function userEventClick(element: HTMLElement) {
  await userEvent.setup().click(element);
}
