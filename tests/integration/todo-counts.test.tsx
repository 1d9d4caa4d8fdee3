import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen, signIn, waitFor } from '../render-app';

/** The counts 待办事项 and its bell show equal the rows they count; what waits on the airline is apart. */

const countIn = (pattern: RegExp) => Number(pattern.exec(document.body.textContent ?? '')?.[1] ?? NaN);

describe('待办事项 counts', () => {
  it('within 24 hours: the rows are the 24-hour count plus those waiting on the airline; the bell counts the same; its panel lists the waiting apart', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/todo?within=D1');
    await waitFor(() => expect(countIn(/等待航司审核或结果通知（列于最后）：(\d+)项/)).not.toBeNaN());
    const soon = countIn(/24小时内到期：(\d+)项/);
    const waiting = countIn(/等待航司审核或结果通知（列于最后）：(\d+)项/);
    expect(waiting).toBeGreaterThan(0);
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('row').slice(1)).toHaveLength(soon + waiting));

    const bell = screen.getByRole('button', { name: /^待办事项：24小时内到期\d+项/ });
    expect(bell.getAttribute('aria-label')).toMatch(new RegExp(`^待办事项：24小时内到期${soon}项`));
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: '待办事项（7天内）' });
    const apart = within(panel).getByRole('heading', { name: /^等待航司审核或结果通知（\d+）$/ });
    const list = apart.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(Number(/（(\d+)）/.exec(apart.textContent ?? '')![1]));
    expect(within(list).getAllByText(/^(待审核|退票审核结果)$/).length).toBe(within(list).getAllByRole('listitem').length);
    expect(within(panel).queryByText('已截止', { exact: false })).toBeNull();
  });
});
