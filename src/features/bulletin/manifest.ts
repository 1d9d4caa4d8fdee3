import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  NEWS: 'NEWS',
  FLIGHT_CHANGE_NOTICE: 'AIRLINE_CHANGE_NOTICE',
  FLIGHT_CHANGE_NOTICE_CONFIRM: 'AIRLINE_CHANGE_NOTICE_CONFIRM',
} as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['bulletin', 'flightChangeNotice'],
  routes: {
    news: { path: '/new', title: '新闻公告', authCode: AUTH.NEWS, area: 'any', screen: 'news-list-page' },
    newsDetail: { path: '/new/:prodNo', title: '公告详情', authCode: AUTH.NEWS, area: 'any', screen: 'news-detail-page' },
    flightChangeNotices: {
      path: '/airline-change-notice',
      title: '航班变动提醒',
      authCode: AUTH.FLIGHT_CHANGE_NOTICE,
      area: 'any',
      screen: 'flight-change-notice-page',
    },
  },
} as const satisfies FeatureDeclaration;
