import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { MemoryRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { RouteMeta } from '@/config/routes';
import { INTENT_DELAY_MS, PrefetchProvider } from '@/lib/prefetch';
import { PrefetchLink } from '@/components/prefetch-link';
import { prefetchScreen, screen } from '@/app/screen';
import type { ScreenModule } from '@/lib/route-types';

describe('a link prefetches its screen on intent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderLink() {
    const prefetch = vi.fn();
    render(
      <PrefetchProvider value={prefetch}>
        <MemoryRouter>
          <PrefetchLink to="/agent/orderCenter/order/TO100126">TO100126</PrefetchLink>
        </MemoryRouter>
      </PrefetchProvider>,
    );
    return { prefetch, link: view.getByRole('link', { name: 'TO100126' }) };
  }

  it('once the pointer has rested on it for the intent delay, not when it passes over', () => {
    const { prefetch, link } = renderLink();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS - 1));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(10 * INTENT_DELAY_MS));
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/agent/orderCenter/order/TO100126', 'screen');
  });

  it('once the keyboard’s focus has rested on it, not when Tab moves through', () => {
    const { prefetch, link } = renderLink();
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS - 1));
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(10 * INTENT_DELAY_MS));
    expect(prefetch).not.toHaveBeenCalled();

    act(() => link.focus());
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/agent/orderCenter/order/TO100126', 'screen');
  });

  it('at once when pressed', () => {
    const { prefetch, link } = renderLink();
    fireEvent.pointerDown(link);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/agent/orderCenter/order/TO100126', 'screen');
  });

  it('fetches the screen’s chunk alone, no reads, once the browser is idle after the link shows', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { prefetch } = renderLink();
      expect(prefetch).not.toHaveBeenCalled();
      act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      expect(prefetch).toHaveBeenCalledExactlyOnceWith('/agent/orderCenter/order/TO100126', 'chunk');
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe('links prefetch their chunks at idle one at a time', () => {
  it('asks for the next idle period only once the last chunk has arrived, the newest link first', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    const arrived: (() => void)[] = [];
    const prefetch = vi.fn(() => new Promise<void>((resolve) => arrived.push(resolve)));
    try {
      render(
        <PrefetchProvider value={prefetch}>
          <MemoryRouter>
            <PrefetchLink to="/agent/orderCenter/order">团队订单</PrefetchLink>
            <PrefetchLink to="/agent/orderCenter/order/TO100126">TO100126</PrefetchLink>
          </MemoryRouter>
        </PrefetchProvider>,
      );
      runIdle();
      expect(prefetch.mock.calls).toEqual([['/agent/orderCenter/order/TO100126', 'chunk']]);
      runIdle();
      expect(prefetch).toHaveBeenCalledTimes(1);

      await act(async () => arrived[0]!());
      runIdle();
      expect(prefetch.mock.calls).toEqual([
        ['/agent/orderCenter/order/TO100126', 'chunk'],
        ['/agent/orderCenter/order', 'chunk'],
      ]);

      // Shown again (the list after Back): its chunk is here, nothing is asked.
      await act(async () => arrived[1]!());
      cleanup();
      render(
        <PrefetchProvider value={prefetch}>
          <MemoryRouter>
            <PrefetchLink to="/agent/orderCenter/order/TO100126">TO100126</PrefetchLink>
          </MemoryRouter>
        </PrefetchProvider>,
      );
      runIdle();
      expect(prefetch).toHaveBeenCalledTimes(2);
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe('a screen route with its reads in a module of their own', () => {
  const PUBLIC: RouteMeta = { path: '/things/:thingNo', title: '东西', area: 'public' };
  const GUARDED: RouteMeta = { path: '/agent/things/:thingNo', title: '东西', area: 'agent' };
  /** A chunk that has not arrived (and never will in the test). */
  const pending = () => new Promise<ScreenModule>(() => undefined);
  const args = (url: string, thingNo: string) => ({ request: new Request(url), params: { thingNo } }) as unknown as LoaderFunctionArgs;

  it('reads without waiting for the screen’s chunk', async () => {
    const read = vi.fn(({ params }: { params: { thingNo?: string } }) => Promise.resolve(`read ${params.thingNo}`));
    const route = screen(PUBLIC, pending, new QueryClient(), { path: PUBLIC.path }, () => Promise.resolve(read));
    const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    await expect(loader(args('http://portal.test/things/7', '7'))).resolves.toBe('read 7');
  });

  it('prefetches the chunk alone, or the chunk and the reads, for an address of the tree', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null } as ScreenModule));
    const read = vi.fn((_args: { params: { thingNo?: string } }) => Promise.resolve('read'));
    const routes: RouteObject[] = [screen(PUBLIC, load, new QueryClient(), { path: PUBLIC.path }, () => Promise.resolve(read))];

    await prefetchScreen(routes, '/things/7', 'chunk');
    expect(load).toHaveBeenCalledOnce();
    expect(read).not.toHaveBeenCalled();

    await prefetchScreen(routes, '/things/7?tab=passengers', 'screen');
    expect(read).toHaveBeenCalledOnce();
    expect(read.mock.calls[0]![0]).toMatchObject({ params: { thingNo: '7' } });
    // An address no screen of the tree answers: nothing, and no failure.
    await expect(prefetchScreen(routes, '/elsewhere', 'screen')).resolves.toBeUndefined();
  });

  it('prefetches nothing for a user the guard would refuse (no session)', async () => {
    const load = vi.fn(pending);
    const read = vi.fn(() => Promise.resolve('read'));
    const routes: RouteObject[] = [screen(GUARDED, load, new QueryClient(), { path: GUARDED.path }, () => Promise.resolve(read))];
    await prefetchScreen(routes, '/agent/things/7', 'screen');
    expect(load).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });
});
