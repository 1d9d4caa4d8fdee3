import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { App, createAppRouter } from '@/app/app';
import { createQueryClient } from '@/lib/query';
import { accountApi, call, type LoginResult } from '@/lib/gateway';
import { saveSessionUser } from '@/lib/stored-user';
import { simulator } from '@/mocks/simulator';
import { server } from '@/mocks/node';
import { env } from '@/config/env';
import type { Endpoint } from '@/lib/gateway/envelope';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * What makes antd slow in jsdom: its CSS-in-JS writes a style tag per component and token set, and
 * jsdom parses each one. In 'server' mode antd keeps the styles in its cache instead of the document:
 * login and screens tests went from 69 s to 15 s (docs/performance.md). Tests read the DOM and the
 * gateway, not computed styles. (Motion off and userEvent without delay were measured too: no gain.)
 *
 * Kept out of the document, those styles were still made — each component's style object built from
 * the tokens and serialised, for nothing: antd 6's zero-runtime mode skips that (the portal's own
 * ConfigProvider inherits it; the DOM and class names stay the same). The whole vitest run: 264 -> 212
 * CPU-s, 146 -> 121 s on 2 cores (docs/performance.md, 2026-11-26, fourth session).
 *
 * Its CSS variables were still written into the document (a <style> per theme and component, ~40 KB of
 * custom properties on a screen), and jsdom's getComputedStyle, which user-event asks of every ancestor
 * of what it clicks and the role queries of every ancestor of each candidate, cascades every sheet in
 * the document, copying each custom property onto each style: a tenth of an integration file's CPU.
 * They go into an element outside the document instead (`container`), as nothing in jsdom reads them.
 */
const NO_RUNTIME_STYLES = { zeroRuntime: true } as const;
const STYLES_OUTSIDE_THE_DOCUMENT = document.createElement('div');

export function FastAntd({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={STYLES_OUTSIDE_THE_DOCUMENT}>
      <ConfigProvider theme={NO_RUNTIME_STYLES}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/**
 * Mounts the real route tree (loaders, guards, error boundaries) in a memory router, with the real
 * providers, against the gateway simulator. `before`: addresses already in the tab's history, one Back
 * away and further (the router opens `url` after them).
 */
export function renderApp(url: string, { before = [] }: { before?: string[] } = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, (routes) => createMemoryRouter(routes, { initialEntries: [...before, url] }));
  const view = render(
    <FastAntd>
      <App router={router} queryClient={queryClient} />
    </FastAntd>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

export const DEMO_ACCOUNTS = {
  agent01: { kind: 'agent', userName: 'agent01', password: 'Agent@2026' },
  corp01: { kind: 'agent', userName: 'corp01', password: 'Corp@2026' },
  // A registered agency still pending activation (seed/agency.ts).
  xinghai01: { kind: 'agent', userName: 'xinghai01', password: 'Xinghai@2026' },
  staff01: { kind: 'multiUser', agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026' },
  user01: { kind: 'personal', userName: 'user01', password: 'User@2026' },
} as const;

/** Signs in through the simulator (captcha included) and stores the session, as the login page would. */
export async function signIn(name: keyof typeof DEMO_ACCOUNTS): Promise<LoginResult> {
  const account = DEMO_ACCOUNTS[name];
  const { captchaKey } = await call(accountApi.imageCaptcha, {});
  const captcha = { captchaKey, captchaCode: simulator.peekCaptcha() ?? '' };
  let result: LoginResult;
  if (account.kind === 'agent') {
    result = await call(accountApi.agentLogin, { userName: account.userName, password: account.password, ...captcha });
  } else if (account.kind === 'multiUser') {
    result = await call(accountApi.multiUserLogin, {
      agencyAccount: account.agencyAccount,
      userName: account.userName,
      password: account.password,
      ...captcha,
    });
  } else {
    result = await call(accountApi.login, { loginType: 'PASSWORD', userName: account.userName, password: account.password, ...captcha });
  }
  saveSessionUser(result);
  return result;
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills and submits the login page's main-account form as a user would, captcha read off the simulator. */
export async function submitAgentLogin(user: User, userName = 'agent01', password = 'Agent@2026') {
  await screen.findByAltText('图形验证码');
  // After an expiry the form shows the account again: typed over, as a user would.
  await user.clear(screen.getByLabelText('账号'));
  await user.type(screen.getByLabelText('账号'), userName);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('图形验证码'), simulator.peekCaptcha() ?? '');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

/** Opens a personal login kind: 个人用户, then the kind's button. */
export async function openPersonalKind(user: User, kind: '账号密码' | '短信动态密码' | '常旅客卡号') {
  await user.click(await screen.findByText('个人用户'));
  await user.click(within(screen.getByRole('radiogroup', { name: '登录方式' })).getByText(kind));
  await screen.findByAltText('图形验证码');
  return simulator.peekCaptcha() ?? '';
}

/**
 * The files the portal downloads during this test: the name on the link it clicks and the object URL's
 * blob (jsdom has no object URLs and navigates nowhere). The click and URL.createObjectURL are watched for
 * this test only.
 */
export function captureDownloads(): { fileName: string; blob: Blob }[] {
  const downloads: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:http://localhost:3000/download-${blobs.size + 1}`;
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) downloads.push({ fileName: this.download, blob });
  });
  onTestFinished(() => {
    click.mockRestore();
    createObjectURL.mockRestore();
  });
  return downloads;
}

/** The text of every antd message toast on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('.ant-message-notice')).map((node) => node.textContent ?? '');
}

export { screen, waitFor };
export { toastsShown } from './toasts';

interface RecordedCall {
  /** The endpoint's path under the gateway prefix, e.g. '/account/login'. */
  path: string;
  body: Promise<unknown>;
}

/**
 * What reached the gateway from now on (the listener goes with the test: setup.ts removes it), so a
 * test can assert a call was made with a body, or was never made: `gateway.count(accountApi.login)`.
 */
export function recordGateway() {
  const recorded: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(env.gatewayPrefix)) return;
    const body = request
      .clone()
      .text()
      .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
    recorded.push({ path: pathname.slice(env.gatewayPrefix.length), body });
  });
  const answered: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(env.gatewayPrefix)) answered.push(pathname.slice(env.gatewayPrefix.length));
  });
  const of = (endpoint: Endpoint<never, unknown> | { path: string }) => recorded.filter((call) => call.path === endpoint.path);
  return {
    /** How many calls of an endpoint the gateway has answered: a "nothing else happened" check waits for this. */
    answered: (endpoint: { path: string }) => answered.filter((path) => path === endpoint.path).length,
    /** Every path called, in order. */
    paths: () => recorded.map((call) => call.path),
    /** How often an endpoint was called. */
    count: (endpoint: { path: string }) => of(endpoint).length,
    /** The bodies an endpoint was called with, in order. */
    bodies: <Req,>(endpoint: Endpoint<Req, unknown>) => Promise.all(of(endpoint).map((call) => call.body)) as Promise<Req[]>,
  };
}
