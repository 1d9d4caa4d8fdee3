import type { RouteKey } from '@/config/routes';
import type { ScreenImport, ScreenLoader } from '@/lib/route-types';
import { loginScreen } from './login-screen';

const homeScreen: ScreenImport = () => import('./routes/home-screen');

/**
 * The screen module of every route of the table. Typed by `RouteKey`, so the compiler refuses a
 * route without a screen and a screen without a route. Where the route sits, its title and its
 * guard come from `config/routes.ts`; this map only binds the key to its chunk. It lives in app/,
 * not in the table, because the table is read by lib/, components/ and the simulator, which must
 * not depend on features (see docs/decisions.md, "One route table").
 */
export const SCREENS: Record<RouteKey, ScreenImport> = {
  root: loginScreen,
  login: loginScreen,
  forgot: () => import('@/features/account/forgot-page'),
  register: () => import('@/features/registration/register-page'),
  serverError: () => import('@/components/error-pages/server-error-screen'),
  forbidden: () => import('@/components/error-pages/forbidden-screen'),
  notFound: () => import('@/components/error-pages/not-found-screen'),

  news: () => import('@/features/bulletin/news-list-page'),
  newsDetail: () => import('@/features/bulletin/news-detail-page'),
  flightChangeNotices: () => import('@/features/bulletin/flight-change-notice-page'),
  payCashier: () => import('@/features/payment/cashier-page'),
  payCashierResult: () => import('@/features/payment/cashier-result-page'),

  agentHome: homeScreen,
  todo: () => import('@/features/todo/todo-page'),
  seriesRegular: () => import('@/features/series/regular-group-page'),
  seriesRegularConfirm: () => import('@/features/series/regular-confirm-page'),
  seriesUnregular: () => import('@/features/series/unregular-group-page'),
  seriesUnregularConfirm: () => import('@/features/series/unregular-confirm-page'),
  seriesOrders: () => import('@/features/series/series-list-page'),
  seriesDetail: () => import('@/features/series/series-detail-page'),
  tempGroup: () => import('@/features/temp-group/temp-group-page'),
  tempGroupFlights: () => import('@/features/temp-group/temp-flights-page'),
  tempGroupPrice: () => import('@/features/temp-group/temp-price-page'),
  tempGroupCreate: () => import('@/features/temp-group/temp-create-page'),
  promotional: () => import('@/features/promotional/offers-page'),
  promoCheckDate: () => import('@/features/promotional/check-date-page'),
  promoCheckAir: () => import('@/features/promotional/check-air-page'),
  promoConfirm: () => import('@/features/promotional/confirm-page'),
  charter: () => import('@/features/charter/charter-page'),
  auction: () => import('@/features/auction/activities-page'),
  auctionDetail: () => import('@/features/auction/activity-page'),
  bidOrders: () => import('@/features/auction/bid-orders-page'),
  bidOrderDetail: () => import('@/features/auction/bid-order-page'),
  teamOrders: () => import('@/features/order/team-order-list-page'),
  teamOrderDetail: () => import('@/features/order/team-order-detail-page'),
  scattered: () => import('@/features/scattered/search-page'),
  scatteredVerify: () => import('@/features/scattered/verify-page'),
  scatteredConfirm: () => import('@/features/scattered/confirm-page'),
  scatteredOrders: () => import('@/features/scattered/order-list-page'),
  scatteredChange: () => import('@/features/scattered/change-page'),
  scatteredOrderDetail: () => import('@/features/scattered/order-detail-page'),
  scatteredRefunds: () => import('@/features/refund/scattered-refund-list-page'),
  scatteredRefundDetail: () => import('@/features/refund/scattered-refund-detail-page'),
  teamRefunds: () => import('@/features/refund/team-refund-list-page'),
  teamRefundDetail: () => import('@/features/refund/team-refund-detail-page'),
  regularPassengers: () => import('@/features/passenger/regular-passenger-page'),
  // One screen per kind of payment page, in both areas (the area decides methods and links).
  agentPayDeposit: () => import('@/features/payment/pay-deposit-page'),
  agentPay: () => import('@/features/payment/pay-page'),
  agentPayResult: () => import('@/features/payment/pay-result-page'),
  agentPayRefund: () => import('@/features/payment/pay-refund-page'),
  activation: () => import('@/features/registration/activation-page'),
  accountInfo: () => import('@/features/staff/account-info-page'),
  agentInfo: () => import('@/features/staff/agent-info-page'),
  changePassword: () => import('@/features/staff/change-password-page'),
  signOut: () => import('@/features/staff/sign-out-page'),
  subAccounts: () => import('@/features/sub-account/sub-account-list-page'),
  subAccountCreate: () => import('@/features/sub-account/sub-account-form-page'),
  subAccountEdit: () => import('@/features/sub-account/sub-account-form-page'),
  roles: () => import('@/features/role/role-list-page'),
  roleCreate: () => import('@/features/role/role-form-page'),
  roleDetail: () => import('@/features/role/role-detail-page'),
  roleEdit: () => import('@/features/role/role-form-page'),
  itineraryIssue: () => import('@/features/itinerary/issue-page'),
  itineraryHistory: () => import('@/features/itinerary/history-page'),
  reports: () => import('@/features/report/report-page'),
  preExisted: () => import('@/features/money/prepaid-page'),
  preExistedApplication: () => import('@/features/money/top-up-page'),
  transactions: () => import('@/features/money/transaction-page'),
  rewards: () => import('@/features/money/reward-page'),
  points: () => import('@/features/money/point-page'),
  retroactive: () => import('@/features/money/retroactive-page'),
  // /normal and /normal/home are one page under two addresses.
  normalIndex: homeScreen,
  normalHome: homeScreen,
  normalBook: () => import('@/features/booking/reserver-page'),
  normalBookPrice: () => import('@/features/booking/price-page'),
  normalBookCreate: () => import('@/features/booking/create-page'),
  normalOrders: () => import('@/features/order/personal-order-list-page'),
  normalOrderDetail: () => import('@/features/order/personal-order-detail-page'),
  normalPayDeposit: () => import('@/features/payment/pay-deposit-page'),
  normalPay: () => import('@/features/payment/pay-page'),
  normalPayResult: () => import('@/features/payment/pay-result-page'),
  normalPayRefund: () => import('@/features/payment/pay-refund-page'),
};

/**
 * Screens whose loader lives beside their queries rather than in the screen's module (a detail's kit in
 * its feature's api.ts, which the lists linking to it have loaded already): the router starts their
 * reads as soon as the guard passes, beside the screen's chunk, and a link's prefetch on intent reads
 * without waiting for the chunk. Such a screen module exports no loader of its own.
 */
export const SCREEN_READS: Partial<Record<RouteKey, () => Promise<ScreenLoader>>> = {
  teamOrderDetail: () => import('@/features/order/api').then(({ teamOrderDetail }) => teamOrderDetail.loader),
  normalOrderDetail: () => import('@/features/order/api').then(({ personalOrderDetail }) => personalOrderDetail.loader),
  bidOrderDetail: () => import('@/features/auction/api').then(({ bidOrderDetail }) => bidOrderDetail.loader),
  scatteredOrderDetail: () => import('@/features/scattered/api').then(({ scatteredOrderDetail }) => scatteredOrderDetail.loader),
  // The header's bell has loaded the due list's module already: the page's read starts beside its chunk.
  todo: () => import('@/features/todo/api').then(({ dueList }) => dueList.loader),
};
