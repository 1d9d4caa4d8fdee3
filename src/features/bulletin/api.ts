import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bulletinApi, call, type FlightChangeQuery } from '@/lib/gateway';
import type { BulletinCategory } from '@/domain/bulletin';
import { toPaged } from '@/lib/query';
import type { ListParams } from '@/lib/list-params';

export const NEWS_FILTERS = ['title', 'category'] as const;
export type NewsListParams = ListParams<(typeof NEWS_FILTERS)[number]>;

export const FLIGHT_CHANGE_NOTICE_FILTERS = ['flightNo', 'flightDateStart', 'flightDateEnd', 'confirmed'] as const;
export type FlightChangeNoticeListParams = ListParams<(typeof FLIGHT_CHANGE_NOTICE_FILTERS)[number]>;

export const bulletinKeys = {
  all: ['bulletin'] as const,
  list: (params: NewsListParams) => [...bulletinKeys.all, 'list', params] as const,
  detail: (prodNo: string) => [...bulletinKeys.all, 'detail', prodNo] as const,
};

export const flightChangeNoticeKeys = {
  all: ['flightChange'] as const,
  list: (params: FlightChangeNoticeListParams) => [...flightChangeNoticeKeys.all, 'list', params] as const,
};

export function newsListQuery(params: NewsListParams) {
  return queryOptions({
    queryKey: bulletinKeys.list(params),
    queryFn: async () => {
      const res = await call(bulletinApi.query, {
        currentPage: params.currentPage,
        perSize: params.perSize,
        title: params.title,
        category: params.category as BulletinCategory | undefined,
      });
      return toPaged(res, 'bulletinList', params);
    },
    placeholderData: keepPreviousData,
  });
}

export function newsDetailQuery(prodNo: string) {
  return queryOptions({
    queryKey: bulletinKeys.detail(prodNo),
    queryFn: async () => (await call(bulletinApi.detail, { prodNo })).bulletin,
  });
}

function toFlightChangeRequest(params: FlightChangeNoticeListParams): FlightChangeQuery {
  return {
    currentPage: params.currentPage,
    perSize: params.perSize,
    flightNo: params.flightNo?.toUpperCase(),
    flightDateStart: params.flightDateStart,
    flightDateEnd: params.flightDateEnd,
    confirmed: params.confirmed === undefined ? undefined : params.confirmed === 'true',
  };
}

export function flightChangeNoticeListQuery(params: FlightChangeNoticeListParams) {
  return queryOptions({
    queryKey: flightChangeNoticeKeys.list(params),
    queryFn: async () => {
      const res = await call(bulletinApi.flightChangeNoticeQuery, toFlightChangeRequest(params));
      return { ...toPaged(res, 'noticeList', params), unconfirmedCount: res.unconfirmedCount };
    },
    placeholderData: keepPreviousData,
  });
}

/** Marks reminders as seen; every reminder list (screen and home widgets) reloads. */
export function useConfirmFlightChangeNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeIds: string[]) => call(bulletinApi.flightChangeNoticeConfirm, { noticeIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flightChangeNoticeKeys.all }),
  });
}
