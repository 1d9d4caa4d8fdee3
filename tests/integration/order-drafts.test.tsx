import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { simulator } from '@/mocks/simulator';
import { SESSION_EXPIRED_REDIRECT_MS } from '@/lib/gateway/client';
import { holdTimers } from '../hold-timers';
import { renderApp, screen, signIn, submitAgentLogin, waitFor } from '../render-app';
import { button, findDialog, tab } from './team-order-support';

/** What an agent types on an order page outlives a session expiry: signed in again, it is there. */

const ORDER = '/agent/orderCenter/order/TO100143';

/** The session expires; the page's next read meets it and, after the toast's 2 s, goes to /login; the agent signs in again. */
async function expireAndSignInAgain(
  user: Parameters<typeof submitAgentLogin>[0],
  router: { state: { location: { pathname: string } } },
  invalidate: () => unknown,
  back: string,
) {
  const redirect = holdTimers('Timeout', SESSION_EXPIRED_REDIRECT_MS);
  await simulator.expireSession();
  void invalidate();
  await waitFor(() => expect(redirect.count).toBeGreaterThan(0));
  redirect.elapse();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await submitAgentLogin(user);
  await waitFor(() => expect(router.state.location.pathname).toBe(back));
}

describe('free text on an order page across a session expiry', () => {
  it('keeps a remark and a contact edit being typed on 联系人与备注', async () => {
    await signIn('agent01');
    const { user, router, queryClient } = renderApp(ORDER);
    await user.click(await waitFor(() => tab('联系人与备注')));
    await user.type(await screen.findByLabelText('添加备注'), '客人要求靠窗座位');
    await user.click(screen.getByRole('button', { name: '修改联系人' }));
    const contactName = await screen.findByLabelText('联系人姓名');
    await user.clear(contactName);
    await user.type(contactName, '李四');

    await expireAndSignInAgain(user, router, () => queryClient.invalidateQueries(), ORDER);

    await user.click(await waitFor(() => tab('联系人与备注')));
    await waitFor(() => expect(screen.getByLabelText('添加备注')).toHaveValue('客人要求靠窗座位'));
    // The contact edit opens again by itself, with the name typed.
    await waitFor(() => expect(screen.getByLabelText('联系人姓名')).toHaveValue('李四'));
    expect(within(screen.getByRole('main')).getByRole('button', { name: /保\s*存/ })).toBeInTheDocument();
  });

  it('keeps a name change being typed, with the passenger chosen', async () => {
    await signIn('agent01');
    const url = '/agent/orderCenter/order/TO100101';
    const { user, router, queryClient } = renderApp(url);
    await screen.findByText('成都美食文化交流团');
    await user.click(button('名单变更'));
    let dialog = await findDialog('名单变更 · TO100101');
    const [first] = within(dialog).getAllByLabelText(/^变更 /);
    await user.click(first!);
    const name = within(dialog).getByLabelText(/的新姓名$/);
    await user.clear(name);
    await user.type(name, '李新名');

    await expireAndSignInAgain(user, router, () => queryClient.invalidateQueries(), url);
    await screen.findByText('成都美食文化交流团');
    await user.click(button('名单变更'));
    dialog = await findDialog('名单变更 · TO100101');
    await waitFor(() => expect(within(dialog).getByLabelText(/的新姓名$/)).toHaveValue('李新名'));
  });
});
