import { generatePath } from 'react-router-dom';
import { AUTH, type AuthCode } from './auth-codes';

/** The two areas of signed-in users (spec §6): AGENT accounts use /agent, everyone else /normal. */
export type UserArea = 'agent' | 'normal';

/** The path each area's branch of the route tree sits under. */
export const AREA_PATHS = { agent: '/agent', normal: '/normal' } as const satisfies Record<UserArea, string>;

/**
 * Every route of the portal, declared once: path, page title and the function code that guards it.
 * The router places each entry in the tree from its area (`routeBranch`), and menus, guards, page
 * titles and breadcrumbs read the same entry; screens build links with `href`. A route enters this
 * table with its screen (`app/screens.ts`), never before.
 */
export interface RouteMeta {
  path: string;
  title: string;
  /** Function code the user needs; absent = any logged-in user of the area. */
  authCode?: AuthCode;
  /** Which area's users may open it; 'any' = both areas, 'public' = no login needed. */
  area: 'public' | UserArea | 'any';
  /**
   * A public page for visitors without a session (the login page): it sits under the session root,
   * whose loader sends a signed-in user on to the return target or their area's home.
   */
  guestOnly?: true;
  /**
   * 'bare': a screen both areas share shown without the portal's menu and header (the stand-alone
   * cashier that outside pages link into). It keeps the session guard and its authCode.
   */
  layout?: 'bare';
}

export const ROUTES = {
  root: { path: '/', title: '登录', area: 'public', guestOnly: true },
  login: { path: '/login', title: '登录', area: 'public', guestOnly: true },
  forgot: { path: '/Forgot', title: '找回密码', area: 'public' },
  register: { path: '/Register', title: '机构注册', area: 'public' },
  serverError: { path: '/500', title: '出错了', area: 'public' },
  forbidden: { path: '/403', title: '无权访问', area: 'public' },
  notFound: { path: '*', title: '页面不存在', area: 'public' },

  news: { path: '/new', title: '新闻公告', authCode: AUTH.NEWS, area: 'any' },
  newsDetail: { path: '/new/:prodNo', title: '公告详情', authCode: AUTH.NEWS, area: 'any' },
  flightChangeNotices: {
    path: '/airline-change-notice',
    title: '航班变动提醒',
    authCode: AUTH.FLIGHT_CHANGE_NOTICE,
    area: 'any',
  },
  // The stand-alone cashier (spec: under root, no area layout): ancillary items and pages linking in.
  payCashier: { path: '/pay', title: '收银台', authCode: AUTH.PAY, area: 'any', layout: 'bare' },
  payCashierResult: { path: '/pay/result', title: '支付结果', authCode: AUTH.PAY, area: 'any', layout: 'bare' },

  // 首页, not 代理人首页: an enterprise customer's home too (docs/decisions.md "Enterprise customers").
  agentHome: { path: AREA_PATHS.agent, title: '首页', area: 'agent' },
  todo: { path: '/agent/todo', title: '待办事项', authCode: AUTH.TODO, area: 'agent' },
  // 定期 / 不定期系列团: the search and its departures on the type's route, the verify and the group's details on /confirm (features/series).
  seriesRegular: { path: '/agent/due/series/regular-group', title: '定期系列团', authCode: AUTH.SERIES_REGULAR, area: 'agent' },
  seriesRegularConfirm: {
    path: '/agent/due/series/regular-group/confirm',
    title: '定期系列团预订',
    authCode: AUTH.SERIES_REGULAR,
    area: 'agent',
  },
  seriesUnregular: { path: '/agent/due/series/unregular-group', title: '不定期系列团', authCode: AUTH.SERIES_UNREGULAR, area: 'agent' },
  seriesUnregularConfirm: {
    path: '/agent/due/series/unregular-group/confirm',
    title: '不定期系列团预订',
    authCode: AUTH.SERIES_UNREGULAR,
    area: 'agent',
  },
  // 团队竞价: the activities and one activity (bid, pay its deposit, raise, cancel); the agency's bid orders and one order.
  auction: { path: '/agent/auction', title: '竞价产品', authCode: AUTH.AUCTION, area: 'agent' },
  bidOrders: { path: '/agent/auction/order', title: '竞价订单', authCode: AUTH.AUCTION_ORDER, area: 'agent' },
  bidOrderDetail: { path: '/agent/auction/order/:ancilOrderNo', title: '竞价订单详情', authCode: AUTH.AUCTION_ORDER, area: 'agent' },
  // After the bid orders: the breadcrumbs take the first route matching an address.
  auctionDetail: { path: '/agent/auction/:prodNo', title: '竞价产品详情', authCode: AUTH.AUCTION, area: 'agent' },
  tempGroup: { path: '/agent/due/temp', title: '临时团', authCode: AUTH.TEMP_GROUP, area: 'agent' },
  tempGroupFlights: { path: '/agent/due/temp/freightTariff', title: '临时团航班查询', authCode: AUTH.TEMP_GROUP, area: 'agent' },
  tempGroupPrice: { path: '/agent/due/temp/price', title: '临时团运价', authCode: AUTH.TEMP_GROUP, area: 'agent' },
  tempGroupCreate: { path: '/agent/due/temp/create', title: '临时团预订', authCode: AUTH.TEMP_GROUP, area: 'agent' },
  // 特惠团: the offers (index) → a travel date → a flight → the group and its price (the flow of features/promotional).
  promotional: { path: '/agent/due/promotional', title: '特惠团', authCode: AUTH.PROMOTIONAL, area: 'agent' },
  promoCheckDate: { path: '/agent/due/promotional/checkDate', title: '特惠团出行日期', authCode: AUTH.PROMOTIONAL, area: 'agent' },
  promoCheckAir: { path: '/agent/due/promotional/checkAir', title: '特惠团航班', authCode: AUTH.PROMOTIONAL, area: 'agent' },
  promoConfirm: { path: '/agent/due/promotional/confirm', title: '特惠团预订', authCode: AUTH.PROMOTIONAL, area: 'agent' },
  // 散客票: the search and its shopping → passengers and the price verified again → the summary and create (features/scattered).
  scattered: { path: '/agent/due/scattered', title: '散客票', authCode: AUTH.SCATTERED, area: 'agent' },
  scatteredVerify: { path: '/agent/due/scattered/verify', title: '散客票旅客信息', authCode: AUTH.SCATTERED, area: 'agent' },
  scatteredConfirm: { path: '/agent/due/scattered/confirm', title: '散客票确认订单', authCode: AUTH.SCATTERED, area: 'agent' },
  // 包机: the aircraft, route, dates and passengers expected → the lump-sum quote → the order, on one route (features/charter).
  charter: { path: '/agent/due/charter', title: '包机', authCode: AUTH.CHARTER, area: 'agent' },
  teamOrders: { path: '/agent/orderCenter/order', title: '团队订单', authCode: AUTH.TEAM_ORDER, area: 'agent' },
  teamOrderDetail: { path: '/agent/orderCenter/order/:orderNo', title: '团队订单详情', authCode: AUTH.TEAM_ORDER, area: 'agent' },
  seriesOrders: { path: '/agent/orderCenter/series', title: '系列团订单', authCode: AUTH.SERIES_ORDER, area: 'agent' },
  seriesDetail: { path: '/agent/orderCenter/series/:seriesNo', title: '系列团详情', authCode: AUTH.SERIES_ORDER, area: 'agent' },
  // Scattered orders and refunds; the change flow before the detail (the breadcrumbs take the first route matching an address).
  scatteredOrders: { path: '/agent/orderCenter/scattered-order', title: '散客订单', authCode: AUTH.SCATTERED_ORDER, area: 'agent' },
  scatteredChange: { path: '/agent/orderCenter/scattered-order/change', title: '散客改期', authCode: AUTH.SCATTERED_ORDER, area: 'agent' },
  scatteredOrderDetail: {
    path: '/agent/orderCenter/scattered-order/:orderNo',
    title: '散客订单详情',
    authCode: AUTH.SCATTERED_ORDER,
    area: 'agent',
  },
  scatteredRefunds: { path: '/agent/orderCenter/scattered-refund', title: '散客退票', authCode: AUTH.SCATTERED_REFUND, area: 'agent' },
  scatteredRefundDetail: {
    path: '/agent/orderCenter/scattered-refund/:rfdReqSeq',
    title: '散客退票详情',
    authCode: AUTH.SCATTERED_REFUND,
    area: 'agent',
  },
  teamRefunds: { path: '/agent/orderCenter/refund', title: '团队退票', authCode: AUTH.TEAM_REFUND, area: 'agent' },
  teamRefundDetail: { path: '/agent/orderCenter/refund/:reviewId', title: '退票申请详情', authCode: AUTH.TEAM_REFUND, area: 'agent' },
  regularPassengers: {
    path: '/agent/user/regular-passenger',
    title: '常用旅客',
    authCode: AUTH.REGULAR_PASSENGER,
    area: 'agent',
  },
  // The agency and its people (features/staff, features/sub-account, features/role).
  activation: { path: '/agent/user/activation', title: '账户激活', area: 'agent' },
  accountInfo: { path: '/agent/user/account-info', title: '账户信息', authCode: AUTH.ACCOUNT_INFO, area: 'agent' },
  agentInfo: { path: '/agent/user/agent-info', title: '代理人信息', authCode: AUTH.AGENT_INFO, area: 'agent' },
  changePassword: { path: '/agent/user/changePassword', title: '修改密码', authCode: AUTH.CHANGE_PASSWORD, area: 'agent' },
  subAccounts: { path: '/agent/user/subaccount', title: '子账号管理', authCode: AUTH.SUB_ACCOUNT, area: 'agent' },
  subAccountCreate: {
    path: '/agent/user/subaccount/create',
    title: '新建子账号',
    authCode: AUTH.SUB_ACCOUNT_CREATE,
    area: 'agent',
  },
  subAccountEdit: { path: '/agent/user/subaccount/edit/:id', title: '编辑子账号', authCode: AUTH.SUB_ACCOUNT, area: 'agent' },
  roles: { path: '/agent/user/auth', title: '角色管理', authCode: AUTH.ROLE, area: 'agent' },
  roleCreate: { path: '/agent/user/auth/create', title: '新建角色', authCode: AUTH.ROLE_CREATE, area: 'agent' },
  roleDetail: { path: '/agent/user/auth/detail/:code', title: '角色详情', authCode: AUTH.ROLE, area: 'agent' },
  roleEdit: { path: '/agent/user/auth/edit/:code', title: '编辑角色', authCode: AUTH.ROLE, area: 'agent' },
  signOut: { path: '/agent/user/singout', title: '账户注销', authCode: AUTH.SIGN_OUT, area: 'agent' },
  // Documents (features/itinerary, features/report).
  itineraryIssue: { path: '/agent/itinerary/issue', title: '行程单开具', authCode: AUTH.ITINERARY_ISSUE, area: 'agent' },
  itineraryHistory: { path: '/agent/itinerary/history', title: '开具历史', authCode: AUTH.ITINERARY_HISTORY, area: 'agent' },
  reports: { path: '/agent/report', title: '报表下载', authCode: AUTH.REPORT, area: 'agent' },
  // The agency's money (features/money).
  preExisted: { path: '/agent/user/preExisted', title: '预存款账户', authCode: AUTH.PRE_EXISTED, area: 'agent' },
  preExistedApplication: {
    path: '/agent/user/preExistedApplication',
    title: '充值申请',
    authCode: AUTH.PRE_EXISTED,
    area: 'agent',
  },
  transactions: { path: '/agent/user/transaction', title: '交易明细', authCode: AUTH.TRANSACTION, area: 'agent' },
  rewards: { path: '/agent/user/reward', title: '奖励明细', authCode: AUTH.REWARD, area: 'agent' },
  points: { path: '/agent/user/point', title: '红包管理', authCode: AUTH.POINT, area: 'agent' },
  retroactive: { path: '/agent/orderCenter/retroactive', title: '在线补款', authCode: AUTH.RETROACTIVE, area: 'agent' },
  // 支付 first: the menu's 支付 entry opens it (routeByAuthCode takes the area's first route): everything owed now.
  agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' },
  agentPayDeposit: { path: '/agent/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, area: 'agent' },
  agentPayResult: { path: '/agent/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, area: 'agent' },
  agentPayRefund: { path: '/agent/pay/refund', title: '支付退款', authCode: AUTH.PAY, area: 'agent' },

  normalIndex: { path: AREA_PATHS.normal, title: '首页', area: 'normal' },
  normalHome: { path: '/normal/home', title: '首页', area: 'normal' },
  normalBook: { path: '/normal/book/reserver', title: '机票预订', authCode: AUTH.NORMAL_BOOK, area: 'normal' },
  normalBookPrice: { path: '/normal/book/price', title: '选择舱位', authCode: AUTH.NORMAL_BOOK, area: 'normal' },
  normalBookCreate: { path: '/normal/book/create', title: '填写旅客信息', authCode: AUTH.NORMAL_BOOK, area: 'normal' },
  normalOrders: { path: '/normal/order/list', title: '我的订单', authCode: AUTH.NORMAL_ORDER, area: 'normal' },
  normalOrderDetail: { path: '/normal/order/list/:orderNo', title: '订单详情', authCode: AUTH.NORMAL_ORDER, area: 'normal' },
  normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'normal' },
  normalPayDeposit: { path: '/normal/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, area: 'normal' },
  normalPayResult: { path: '/normal/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, area: 'normal' },
  normalPayRefund: { path: '/normal/pay/refund', title: '支付退款', authCode: AUTH.PAY, area: 'normal' },
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof ROUTES;

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<Rest>]: string }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

/** A link to a route of the table: `href('newsDetail', { prodNo })`. */
export function href<K extends RouteKey>(
  key: K,
  ...params: keyof ParamsOf<(typeof ROUTES)[K]['path']> extends never ? [] : [ParamsOf<(typeof ROUTES)[K]['path']>]
): string {
  return generatePath(ROUTES[key].path, params[0] as Record<string, string> | undefined);
}

/**
 * Where a route sits in the tree: 'top' (public, outside the session root), 'guest' (public, under
 * the session root), 'shared' (both areas, the session root's pathless layout), 'bare' (both areas,
 * under the session root without the portal layout), 'agent' (under /agent) or 'normal' (under
 * /normal). The router builds the tree from this alone.
 */
export type RouteBranch = 'top' | 'guest' | 'shared' | 'bare' | UserArea;

export function routeBranch(meta: RouteMeta): RouteBranch {
  if (meta.area === 'public') return meta.guestOnly ? 'guest' : 'top';
  if (meta.area === 'any') return meta.layout === 'bare' ? 'bare' : 'shared';
  return meta.area;
}

/** The area of an account type (spec §6: an agent user is one whose accountType is AGENT). */
export function userArea(accountType: string | undefined): UserArea {
  return accountType === 'AGENT' ? 'agent' : 'normal';
}

/** The home of the user's area: /agent for AGENT accounts, /normal/home for others (spec §6). */
export function areaHome(accountType: string | undefined): string {
  return userArea(accountType) === 'agent' ? ROUTES.agentHome.path : ROUTES.normalHome.path;
}

/**
 * The screen a menu entry's function code opens for a user of `area`: a route of that area first,
 * else one both areas share; never a route of the other area (PAY and other codes sit in both
 * areas' menu trees, each with its own screen), never a detail route (it needs a parameter).
 */
export function routeByAuthCode(code: string, area: UserArea, routes: Readonly<Record<string, RouteMeta>> = ROUTES): RouteMeta | undefined {
  const candidates = Object.values(routes).filter((route) => route.authCode === code && !route.path.includes(':'));
  return candidates.find((route) => route.area === area) ?? candidates.find((route) => route.area === 'any');
}

export const LOGIN_RETURN_PARAM = 'redirect';

/** Only a same-origin path may be a return target after login (no open redirects). */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    if (url.pathname === ROUTES.login.path || url.pathname === ROUTES.root.path) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function loginHref(returnTo?: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${ROUTES.login.path}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(safe)}` : ROUTES.login.path;
}
