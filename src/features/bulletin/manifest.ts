import type { FeatureManifest } from '@/config/route-meta';

const AUTH = {
  NEWS: 'NEWS',
  FLIGHT_CHANGE_NOTICE: 'AIRLINE_CHANGE_NOTICE',
  FLIGHT_CHANGE_NOTICE_CONFIRM: 'AIRLINE_CHANGE_NOTICE_CONFIRM',
} as const;

export const manifest = {
  feature: 'bulletin',
  auth: AUTH,
  keyRoots: {
    bulletin: 'bulletin',
    flightChangeNotice: 'flightChangeNotice',
  },
  routes: {
    news: { path: '/new', title: '新闻公告', authCode: AUTH.NEWS, area: 'any' },
    newsDetail: { path: '/new/:prodNo', title: '公告详情', authCode: AUTH.NEWS, area: 'any' },
    flightChangeNotices: {
      path: '/airline-change-notice',
      title: '航班变动提醒',
      authCode: AUTH.FLIGHT_CHANGE_NOTICE,
      area: 'any',
    },
  },
} as const satisfies FeatureManifest;
