import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { flightChangeNoticeList, newsList, newsDetail } from '@/features/bulletin/api';
import { auctionApi, bulletinApi, ERRORS } from '@/lib/gateway';
import { BidActivityStatus } from '@/domain/auction';
import { defineList } from '@/lib/list-kit';
import { enumFilter } from '@/lib/list-params';
import { defineDetail } from '@/lib/detail-kit';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router-dom';
import { signIn } from '../../render-app';
import { expectEvery } from '../../expect-every';

/** Request bodies as they reached the gateway, by path. */
function recordBodies() {
  const bodies: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    bodies.push({ path: new URL(request.url).pathname.replace(/.*\/api/, ''), body: await request.clone().json() });
  });
  return bodies;
}

describe('a list definition', () => {
  it('maps the address to the typed request the gateway receives', async () => {
    await signIn('agent01');
    const bodies = recordBodies();
    const queryClient = new QueryClient();
    const request = new Request(
      'http://portal.test/airline-change-notice?flightNo=xy51&flightDateStart=2026-11-01&flightDateEnd=2026-12-31&confirmed=false&currentPage=1',
    );
    await flightChangeNoticeList.loader({ request, queryClient });
    expect(bodies.at(-1)).toEqual({
      path: '/bulletin/flight-change/query',
      body: { currentPage: 1, perSize: 10, flightNo: 'XY51', flightDateStart: '2026-11-01', flightDateEnd: '2026-12-31', confirmed: false },
    });
    const params = flightChangeNoticeList.readParams(new URL(request.url).searchParams);
    const page = queryClient.getQueryData(flightChangeNoticeList.query(params).queryKey);
    expect(page).toMatchObject({ currentPage: 1, perSize: 10, unconfirmedCount: 8 });
    expectEvery(page?.items ?? [], (notice) => notice.flightNo.includes('XY51') && !notice.confirmed);
  });

  it('keys reads hierarchically under the entity, so a write invalidates them all', () => {
    const params = newsList.readParams(new URLSearchParams('title=春运'));
    expect(newsList.query(params).queryKey).toEqual(['bulletin', 'list', { currentPage: 1, perSize: 10, title: '春运' }]);
    expect(newsDetail.query('BL0001').queryKey).toEqual(['bulletin', 'detail', 'BL0001']);
    expect(flightChangeNoticeList.keys.all).toEqual(['flightChangeNotice']);
  });

  it('keeps a failed read out of the loader (the screen shows it in place)', async () => {
    await signIn('agent01');
    server.use(http.post('*/bulletin/query', () => new HttpResponse(null, { status: 500 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(newsList.loader({ request: new Request('http://portal.test/new'), queryClient })).resolves.toBeNull();
  });
});

describe('a detail definition', () => {
  it('lets the gateway’s not-found reach the error boundary', async () => {
    await signIn('agent01');
    const queryClient = new QueryClient();
    await expect(newsDetail.loader({ params: { prodNo: 'NO_SUCH' }, queryClient })).rejects.toMatchObject({
      errorCode: ERRORS.BULLETIN_NOT_FOUND.code,
    });
  });

  it('reads the record by its route parameter', async () => {
    await signIn('agent01');
    const record = await newsDetail.loader({ params: { prodNo: 'BL0010' }, queryClient: new QueryClient() });
    expect(record.prodNo).toBe('BL0010');
  });

  it('takes the number under the route parameter’s name as the request, and asks for one where the endpoint names it otherwise', () => {
    const byParam = defineDetail({ entity: 'bulletin', endpoint: bulletinApi.detail, param: 'prodNo', select: (res) => res.bulletin });
    expect(byParam.param).toBe('prodNo');
    // @ts-expect-error the detail endpoint asks for prodNo, the route parameter is id: a request is needed
    defineDetail({ entity: 'bulletin', endpoint: bulletinApi.detail, param: 'id', select: (res) => res.bulletin });
    // @ts-expect-error the list's status tabs have ALL, which the endpoint does not take: a request is needed
    defineList({
      entity: 'auction',
      endpoint: auctionApi.list,
      listKey: 'activityList',
      filters: { status: enumFilter(BidActivityStatus) },
    });
  });

  it('answers 页面不存在 for a number of the wrong shape, without asking the gateway', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(request.url));
    const strict = defineDetail({
      entity: 'bulletin',
      endpoint: bulletinApi.detail,
      param: 'prodNo',
      select: (res) => res.bulletin,
      idPattern: /^BL\d{4}$/,
    });
    const queryClient = new QueryClient();
    const router = createMemoryRouter(
      [{ id: 'detail', path: '/new/:prodNo', loader: ({ params }) => strict.loader({ params, queryClient }) }],
      {
        initialEntries: ['/new/..%2Fetc'],
      },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const refusal = router.state.errors?.detail;
    expect(isRouteErrorResponse(refusal) && refusal.status).toBe(404);
    router.dispose();
    expect(paths).toEqual([]);
  });
});
