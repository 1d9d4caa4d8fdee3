import type { RouteKey } from '@/config/routes';
import type { ScreenImport, ScreenLoader } from '@/lib/route-types';
import * as account from '@/features/account/screens';
import * as registration from '@/features/registration/screens';
import * as bulletin from '@/features/bulletin/screens';
import * as payment from '@/features/payment/screens';
import * as todo from '@/features/todo/screens';
import * as series from '@/features/series/screens';
import * as auction from '@/features/auction/screens';
import * as tempGroup from '@/features/temp-group/screens';
import * as promotional from '@/features/promotional/screens';
import * as scattered from '@/features/scattered/screens';
import * as charter from '@/features/charter/screens';
import * as order from '@/features/order/screens';
import * as refund from '@/features/refund/screens';
import * as passenger from '@/features/passenger/screens';
import * as staff from '@/features/staff/screens';
import * as subAccount from '@/features/sub-account/screens';
import * as role from '@/features/role/screens';
import * as itinerary from '@/features/itinerary/screens';
import * as report from '@/features/report/screens';
import * as money from '@/features/money/screens';
import * as booking from '@/features/booking/screens';
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
  serverError: () => import('@/components/error-pages/server-error-screen'),
  forbidden: () => import('@/components/error-pages/forbidden-screen'),
  notFound: () => import('@/components/error-pages/not-found-screen'),
  agentHome: homeScreen,
  // /normal and /normal/home are one page under two addresses.
  normalIndex: homeScreen,
  normalHome: homeScreen,
  ...account.screens,
  ...registration.screens,
  ...bulletin.screens,
  ...payment.screens,
  ...todo.screens,
  ...series.screens,
  ...auction.screens,
  ...tempGroup.screens,
  ...promotional.screens,
  ...scattered.screens,
  ...charter.screens,
  ...order.screens,
  ...refund.screens,
  ...passenger.screens,
  ...staff.screens,
  ...subAccount.screens,
  ...role.screens,
  ...itinerary.screens,
  ...report.screens,
  ...money.screens,
  ...booking.screens,
};

/**
 * Screens whose loader lives beside their queries rather than in the screen's module (a detail's kit in
 * its feature's api.ts, which the lists linking to it have loaded already): the router starts their
 * reads as soon as the guard passes, beside the screen's chunk, and a link's prefetch on intent reads
 * without waiting for the chunk. Such a screen module exports no loader of its own.
 */
export const SCREEN_READS: Partial<Record<RouteKey, () => Promise<ScreenLoader>>> = {
  ...todo.reads,
  ...auction.reads,
  ...scattered.reads,
  ...order.reads,
};
