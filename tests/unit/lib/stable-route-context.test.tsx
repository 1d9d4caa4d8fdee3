import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useParams, useSearchParams } from 'react-router-dom';
import { withStableRouteContext } from '@/lib/stable-route-context';

afterEach(cleanup);

/** A screen as the portal's are: it reads its number and its query through the router's hooks, and links on. */
function makeOrderScreen(renders: string[]) {
  return function OrderScreen() {
    const { orderNo } = useParams();
    const [search, setSearch] = useSearchParams();
    renders.push(`${orderNo}?${search.toString()}`);
    return (
      <>
        <h1>订单 {orderNo}</h1>
        <p>标签：{search.get('tab') ?? '无'}</p>
        <button type="button" onClick={() => setSearch({ tab: 'passengers' })}>
          旅客名单
        </button>
        <Link to="../TO2" relative="path">
          下一单
        </Link>
        <Link to="/slow">慢页面</Link>
      </>
    );
  };
}

function setUp() {
  const renders: string[] = [];
  let release: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/order/:orderNo', Component: withStableRouteContext(makeOrderScreen(renders)) },
      {
        path: '/slow',
        // The next screen's read, held until the test lets it answer: the router stays in `loading` meanwhile.
        loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        Component: () => <h1>慢页面</h1>,
      },
    ],
    { initialEntries: ['/order/TO1'] },
  );
  render(<RouterProvider router={router} />);
  return { renders, router, release: () => release() };
}

describe('a screen under a stable route context', () => {
  it('follows its own address: another number, its query, a relative link', async () => {
    const { router } = setUp();
    expect(view.getByRole('heading', { name: '订单 TO1' })).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: '旅客名单' }));
    await waitFor(() => expect(view.getByText('标签：passengers')).toBeTruthy());

    expect(view.getByRole('link', { name: '下一单' }).getAttribute('href')).toBe('/order/TO2');
    fireEvent.click(view.getByRole('link', { name: '下一单' }));
    await waitFor(() => expect(view.getByRole('heading', { name: '订单 TO2' })).toBeTruthy());
    expect(view.getByText('标签：无')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/TO2');
  });

  it('renders no more while the next screen loads, and leaves when it has', async () => {
    const { renders, router, release } = setUp();
    const before = renders.length;
    // The router renders its routes again for the `loading` step, a new route context for each: the screen
    // being left, a reader of that context, does not render again for it.
    fireEvent.click(view.getByRole('link', { name: '慢页面' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders.length).toBe(before);
    expect(view.getByRole('heading', { name: '订单 TO1' })).toBeTruthy();

    act(() => release());
    await waitFor(() => expect(view.getByRole('heading', { name: '慢页面' })).toBeTruthy());
  });
});
